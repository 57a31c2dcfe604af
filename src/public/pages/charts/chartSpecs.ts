/** The props of each chart on /charts, from the loaded figures and the chosen area. */
import { ZONES } from '../../../domain/locations';
import { AGE_GROUP_LABELS, NOT_RECORDED, type Breakdown } from '../../../domain/publicData';
import { OOS_REASONS, SCHOOL_TYPES } from '../../../domain/records/enums';
import type { BarFigureProps } from '../../components/charts/BarFigure';
import { recordsSourceText, referenceSourceText } from '../../components/SourceNote';
import type { AreaFigures, ChartData } from './chartData';

const GREEN = '#00703c';
const BOYS = '#0072b2';
const GIRLS = '#d55e00';
const GREY = '#8a8a8a';
const NOT_RECORDED_NOTE = '"Not recorded": the value is missing or not one of the listed values.';

function breakdown<K extends string>(values: Breakdown<K>, keys: readonly K[]) {
  return [...keys.map((key) => values[key]), values[NOT_RECORDED]];
}

function source(data: ChartData): string {
  return recordsSourceText(data.summary.generatedAt, data.summary.data.lastRecordUpdate);
}

export function literacyByState(data: ChartData, zone: string, state: string): BarFigureProps {
  const zoneName = ZONES.find((z) => z.slug === zone)?.name;
  const rows = data.states.data
    .filter((row) => row.literacy && (!zone || row.zone?.slug === zone))
    .sort((a, b) => (b.literacy?.value ?? 0) - (a.literacy?.value ?? 0));
  const figure = rows[0]?.literacy;
  return {
    id: 'literacy-by-state',
    title: `Literacy rate by state${zoneName ? `, ${zoneName}` : ''}`,
    unit: 'per cent literate',
    percent: true,
    source: figure ? referenceSourceText(figure) : 'No literacy figures are stored.',
    notes: figure ? [figure.definition, 'Not computed from the platform’s records.'] : [],
    categoryLabel: 'State',
    categories: rows.map((row) => row.name),
    series: [{ label: 'Literacy rate', color: GREEN, values: rows.map((row) => row.literacy?.value ?? null) }],
    horizontal: true,
    highlight: rows.find((row) => row.slug === state)?.name,
  };
}

export function childrenByReason(data: ChartData, area: AreaFigures): BarFigureProps {
  return {
    id: 'oos-by-reason',
    title: `Out-of-school children by reason, ${area.name}`,
    unit: 'children',
    source: source(data),
    notes: [NOT_RECORDED_NOTE],
    categoryLabel: 'Reason',
    categories: [...OOS_REASONS, 'Not recorded'],
    series: [{ label: 'Children', color: GREEN, values: breakdown(area.children.byReason, OOS_REASONS) }],
    horizontal: true,
  };
}

export function childrenBySex(data: ChartData, area: AreaFigures): BarFigureProps {
  return {
    id: 'oos-by-sex',
    title: `Out-of-school children by sex, ${area.name}`,
    unit: 'children',
    source: source(data),
    notes: [NOT_RECORDED_NOTE],
    categoryLabel: 'Sex',
    categories: ['Boys', 'Girls', 'Not recorded'],
    series: [{ label: 'Children', color: GREEN, values: breakdown(area.children.bySex, ['Male', 'Female'] as const) }],
  };
}

export function childrenByAge(data: ChartData, area: AreaFigures): BarFigureProps {
  return {
    id: 'oos-by-age',
    title: `Out-of-school children by age group, ${area.name}`,
    unit: 'children',
    source: source(data),
    notes: ['Age groups from the recorded age in years: 5-9, 10-12 and 13-15. "Not recorded": age missing or outside 5-15.'],
    categoryLabel: 'Age group (years)',
    categories: [...AGE_GROUP_LABELS, 'Not recorded'],
    series: [{ label: 'Children', color: GREEN, values: breakdown(area.children.byAgeGroup, AGE_GROUP_LABELS) }],
  };
}

export function childrenByZone(data: ChartData): BarFigureProps {
  const rows = data.zones.data;
  return {
    id: 'oos-by-zone',
    title: 'Out-of-school children by zone and sex',
    unit: 'children',
    source: source(data),
    notes: ['A zone is the sum of its states.', NOT_RECORDED_NOTE],
    categoryLabel: 'Zone',
    categories: rows.map((row) => row.name),
    series: [
      { label: 'Boys', color: BOYS, values: rows.map((row) => row.outOfSchoolChildren.bySex.Male) },
      { label: 'Girls', color: GIRLS, values: rows.map((row) => row.outOfSchoolChildren.bySex.Female) },
      { label: 'Not recorded', color: GREY, values: rows.map((row) => row.outOfSchoolChildren.bySex[NOT_RECORDED]) },
    ],
    stacked: true,
  };
}

export function centresByType(data: ChartData, area: AreaFigures): BarFigureProps {
  return {
    id: 'centres-by-type',
    title: `Learning centres by type, ${area.name}`,
    unit: 'learning centres',
    source: source(data),
    notes: [NOT_RECORDED_NOTE],
    categoryLabel: 'Type of learning centre',
    categories: [...SCHOOL_TYPES, 'Not recorded'],
    series: [{ label: 'Learning centres', color: GREEN, values: breakdown(area.centresByType, SCHOOL_TYPES) }],
    horizontal: true,
  };
}

export function learnersByCentreType(data: ChartData, area: AreaFigures): BarFigureProps {
  return {
    id: 'learners-by-centre-type',
    title: `Learners by type of learning centre, ${area.name}`,
    unit: 'learners',
    source: source(data),
    notes: [
      'Each learner is counted under the type of the learning centre they are enrolled in, in the state where the learner was recorded.',
      '"Not recorded": the learner is not linked to a learning centre, or the centre’s type is missing.',
    ],
    categoryLabel: 'Type of learning centre',
    categories: [...SCHOOL_TYPES, 'Not recorded'],
    series: [{ label: 'Learners', color: GREEN, values: breakdown(area.learnersByCentreType, SCHOOL_TYPES) }],
    horizontal: true,
  };
}
