/** The props of each chart on /charts, from the loaded figures and the chosen area, in the chosen language. */
import { ZONES } from '../../../domain/locations';
import { AGE_GROUP_LABELS, NOT_RECORDED, type Breakdown } from '../../../domain/publicData';
import { OOS_REASONS, SCHOOL_TYPES } from '../../../domain/records/enums';
import type { Translate } from '../../../i18n/translate';
import type { BarFigureProps } from '../../components/charts/BarFigure';
import { OOS_REASON_KEYS, SCHOOL_TYPE_KEYS, zoneLabel } from '../../components/labels';
import { referenceText } from '../../components/referenceTexts';
import { recordsSourceText, referenceSourceText } from '../../components/SourceNote';
import { areaName, type AreaFigures, type ChartData } from './chartData';

const GREEN = '#00703c';
const BOYS = '#0072b2';
const GIRLS = '#d55e00';
const GREY = '#8a8a8a';

function breakdown<K extends string>(values: Breakdown<K>, keys: readonly K[]) {
  return [...keys.map((key) => values[key]), values[NOT_RECORDED]];
}

function source(t: Translate, data: ChartData): string {
  return recordsSourceText(t, data.summary.generatedAt, data.summary.data.lastRecordUpdate);
}

const schoolTypeCategories = (t: Translate) => [...SCHOOL_TYPES.map((type) => t(SCHOOL_TYPE_KEYS[type])), t('publicCommon.notRecorded')];

export function literacyByState(t: Translate, data: ChartData, zone: string, state: string): BarFigureProps {
  const zoneRow = ZONES.find((z) => z.slug === zone);
  const rows = data.states.data
    .filter((row) => row.literacy && (!zone || row.zone?.slug === zone))
    .sort((a, b) => (b.literacy?.value ?? 0) - (a.literacy?.value ?? 0));
  const figure = rows[0]?.literacy;
  return {
    id: 'literacy-by-state',
    title: zoneRow ? t('charts.literacyTitleZone', { zone: zoneLabel(t, zoneRow) }) : t('charts.literacyTitle'),
    unit: t('charts.perCentLiterate'),
    percent: true,
    source: figure ? referenceSourceText(t, figure) : t('charts.noLiteracy'),
    notes: figure ? [referenceText(t, figure.definition), t('charts.notComputed')] : [],
    generatedAt: data.states.generatedAt,
    year: figure?.year,
    definition: figure ? referenceText(t, figure.definition) : undefined,
    categoryLabel: t('publicCommon.state'),
    categories: rows.map((row) => row.name),
    series: [{ label: t('charts.literacyRate'), color: GREEN, values: rows.map((row) => row.literacy?.value ?? null) }],
    horizontal: true,
    highlight: rows.find((row) => row.slug === state)?.name,
  };
}

export function childrenByReason(t: Translate, data: ChartData, area: AreaFigures): BarFigureProps {
  return {
    id: 'oos-by-reason',
    title: t('charts.byReason', { area: areaName(t, area) }),
    unit: t('charts.children'),
    source: source(t, data),
    generatedAt: data.summary.generatedAt,
    notes: [t('charts.notRecordedNote')],
    categoryLabel: t('charts.reason'),
    categories: [...OOS_REASONS.map((reason) => t(OOS_REASON_KEYS[reason])), t('publicCommon.notRecorded')],
    series: [{ label: t('charts.childrenSeries'), color: GREEN, values: breakdown(area.children.byReason, OOS_REASONS) }],
    horizontal: true,
  };
}

export function childrenBySex(t: Translate, data: ChartData, area: AreaFigures): BarFigureProps {
  return {
    id: 'oos-by-sex',
    title: t('charts.bySex', { area: areaName(t, area) }),
    unit: t('charts.children'),
    source: source(t, data),
    generatedAt: data.summary.generatedAt,
    notes: [t('charts.notRecordedNote')],
    categoryLabel: t('charts.sex'),
    categories: [t('charts.boys'), t('charts.girls'), t('publicCommon.notRecorded')],
    series: [{ label: t('charts.childrenSeries'), color: GREEN, values: breakdown(area.children.bySex, ['Male', 'Female'] as const) }],
  };
}

export function childrenByAge(t: Translate, data: ChartData, area: AreaFigures): BarFigureProps {
  return {
    id: 'oos-by-age',
    title: t('charts.byAge', { area: areaName(t, area) }),
    unit: t('charts.children'),
    source: source(t, data),
    generatedAt: data.summary.generatedAt,
    notes: [t('charts.ageNote')],
    categoryLabel: t('charts.ageGroup'),
    categories: [...AGE_GROUP_LABELS, t('publicCommon.notRecorded')],
    series: [{ label: t('charts.childrenSeries'), color: GREEN, values: breakdown(area.children.byAgeGroup, AGE_GROUP_LABELS) }],
  };
}

export function childrenByZone(t: Translate, data: ChartData): BarFigureProps {
  const rows = data.zones.data;
  return {
    id: 'oos-by-zone',
    title: t('charts.byZone'),
    unit: t('charts.children'),
    source: source(t, data),
    generatedAt: data.summary.generatedAt,
    notes: [t('charts.zoneNote'), t('charts.notRecordedNote')],
    categoryLabel: t('publicCommon.zone'),
    categories: rows.map((row) => zoneLabel(t, row)),
    series: [
      { label: t('charts.boys'), color: BOYS, values: rows.map((row) => row.outOfSchoolChildren.bySex.Male) },
      { label: t('charts.girls'), color: GIRLS, values: rows.map((row) => row.outOfSchoolChildren.bySex.Female) },
      { label: t('publicCommon.notRecorded'), color: GREY, values: rows.map((row) => row.outOfSchoolChildren.bySex[NOT_RECORDED]) },
    ],
    stacked: true,
  };
}

export function centresByType(t: Translate, data: ChartData, area: AreaFigures): BarFigureProps {
  return {
    id: 'centres-by-type',
    title: t('charts.centresByType', { area: areaName(t, area) }),
    unit: t('charts.centresUnit'),
    source: source(t, data),
    generatedAt: data.summary.generatedAt,
    notes: [t('charts.notRecordedNote')],
    categoryLabel: t('charts.centreType'),
    categories: schoolTypeCategories(t),
    series: [{ label: t('charts.centresSeries'), color: GREEN, values: breakdown(area.centresByType, SCHOOL_TYPES) }],
    horizontal: true,
  };
}

export function learnersByCentreType(t: Translate, data: ChartData, area: AreaFigures): BarFigureProps {
  return {
    id: 'learners-by-centre-type',
    title: t('charts.learnersByType', { area: areaName(t, area) }),
    unit: t('charts.learnersUnit'),
    source: source(t, data),
    generatedAt: data.summary.generatedAt,
    notes: [t('charts.learnersNote'), t('charts.learnersNotRecordedNote')],
    categoryLabel: t('charts.centreType'),
    categories: schoolTypeCategories(t),
    series: [{ label: t('charts.learnersSeries'), color: GREEN, values: breakdown(area.learnersByCentreType, SCHOOL_TYPES) }],
    horizontal: true,
  };
}
