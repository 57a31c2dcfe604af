/**
 * The figures behind the charts page: national (summary), the six zones and the 37 states, and
 * the area the visitor chose (?zone= / ?state=).
 */
import type { Breakdown, ChildBreakdowns, Count, IndicatorRow, IndicatorsAnswer, SchoolType, SummaryAnswer } from '../../../domain/publicData';
import type { Translate } from '../../../i18n/translate';
import { queryOptions } from '@tanstack/react-query';
import { publicApi, publicQueryClient } from '../../../providers/publicApi';
import { zoneLabel } from '../../components/labels';

export interface ChartData {
  summary: SummaryAnswer;
  states: IndicatorsAnswer;
  zones: IndicatorsAnswer;
}

/** The three answers together; each is also kept on its own, for the pages that show only one. */
export const chartDataQuery = queryOptions({
  queryKey: ['public', 'charts'],
  queryFn: async (): Promise<ChartData> => {
    const [summary, states, zones] = await Promise.all([
      publicQueryClient.fetchQuery(publicApi.summary()),
      publicQueryClient.fetchQuery(publicApi.indicators('state')),
      publicQueryClient.fetchQuery(publicApi.indicators('zone')),
    ]);
    return { summary, states, zones };
  },
});

/** The breakdowns of one area: the country, a zone or a state. */
export interface AreaFigures {
  /** The state's or zone's name as the API sends it ('Nigeria' for the country); areaName() shows it. */
  name: string;
  slug: string | null;
  level: 'national' | 'zone' | 'state';
  children: ChildBreakdowns & { total: Count };
  centresByType: Breakdown<SchoolType>;
  learnersByCentreType: Breakdown<SchoolType>;
}

function fromRow(row: IndicatorRow): AreaFigures {
  return {
    name: row.name,
    slug: row.slug,
    level: row.level,
    children: row.outOfSchoolChildren,
    centresByType: row.learningCentres.byType,
    learnersByCentreType: row.learners.bySchoolType,
  };
}

export function areaFigures(data: ChartData, zone: string, state: string): AreaFigures {
  const stateRow = state ? data.states.data.find((row) => row.slug === state) : undefined;
  if (stateRow) return fromRow(stateRow);
  const zoneRow = zone ? data.zones.data.find((row) => row.slug === zone) : undefined;
  if (zoneRow) return fromRow(zoneRow);
  const { summary } = data;
  return {
    name: 'Nigeria',
    slug: null,
    level: 'national',
    children: { ...summary.data.outOfSchoolChildren, total: summary.data.totals.outOfSchoolChildren },
    centresByType: summary.data.learningCentresByType,
    learnersByCentreType: summary.data.learnersBySchoolType,
  };
}

/** The area as chart titles name it: "Kano", "North West zone", "Nigeria". */
export function areaName(t: Translate, area: AreaFigures): string {
  if (area.level === 'national') return t('publicCommon.nigeria');
  if (area.level !== 'zone' || !area.slug) return area.name;
  return t('publicCommon.zoneOf', { zone: zoneLabel(t, { slug: area.slug, name: area.name }) });
}
