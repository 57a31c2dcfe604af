/**
 * The indicators of a state, zone or LGA row (docs/api-public.md), as the data table's columns, the
 * map's choices and the state panel's lines. `value` is undefined when there is no figure (no
 * literacy rate), null when the count is suppressed.
 */
import type { Count, IndicatorRow } from '../../domain/publicData';
import { AGE_GROUP_LABELS, NOT_RECORDED } from '../../domain/publicData';
import { OOS_CATEGORIES, OOS_REASONS, SCHOOL_TYPES } from '../../domain/records/enums';

export type IndicatorSource = 'records' | 'literacy';

/** What an indicator reads: the figures of a state, zone or LGA row (an LGA has no literacy rate). */
export type IndicatorFigures = Pick<IndicatorRow, 'learningCentres' | 'learners' | 'outOfSchoolChildren' | 'households' | 'communities'> & {
  literacy?: IndicatorRow['literacy'];
};

/** The groups of the data table's column menu, as translation keys. */
const GROUP = {
  literacy: 'publicCommon.indicatorGroups.literacy',
  learningCentres: 'publicCommon.indicatorGroups.learningCentres',
  learners: 'publicCommon.indicatorGroups.learners',
  outOfSchoolChildren: 'publicCommon.indicatorGroups.outOfSchoolChildren',
  reasonsOutOfSchool: 'publicCommon.indicatorGroups.reasonsOutOfSchool',
  householdsAndCommunities: 'publicCommon.indicatorGroups.householdsAndCommunities',
} as const;

export interface Indicator {
  id: string;
  /** Translation key of the indicator's name: publicCommon.indicators.<id in camelCase>. */
  labelKey: string;
  unit: 'percent' | 'count';
  groupKey: string;
  source: IndicatorSource;
  value: (row: IndicatorFigures) => Count | undefined;
}

/** 'oos-reason-early-marriage' → 'publicCommon.indicators.oosReasonEarlyMarriage'. */
export const indicatorLabelKey = (id: string): string => `publicCommon.indicators.${id.replace(/-([a-z0-9])/g, (_, next: string) => next.toUpperCase())}`;

const count = (id: string, groupKey: string, value: (row: IndicatorFigures) => Count): Indicator => ({
  id,
  labelKey: indicatorLabelKey(id),
  unit: 'count',
  groupKey,
  source: 'records',
  value,
});
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '');

export const INDICATORS: readonly Indicator[] = [
  {
    id: 'literacy',
    labelKey: indicatorLabelKey('literacy'),
    unit: 'percent',
    groupKey: GROUP.literacy,
    source: 'literacy',
    value: (row) => row.literacy?.value,
  },
  count('learning-centres', GROUP.learningCentres, (row) => row.learningCentres.total),
  ...SCHOOL_TYPES.map((type) => count(`centres-${slug(type)}`, GROUP.learningCentres, (row) => row.learningCentres.byType[type])),
  count('learners', GROUP.learners, (row) => row.learners.total),
  count('learners-male', GROUP.learners, (row) => row.learners.bySex.Male),
  count('learners-female', GROUP.learners, (row) => row.learners.bySex.Female),
  ...SCHOOL_TYPES.map((type) => count(`learners-${slug(type)}`, GROUP.learners, (row) => row.learners.bySchoolType[type])),
  count('oos', GROUP.outOfSchoolChildren, (row) => row.outOfSchoolChildren.total),
  count('oos-male', GROUP.outOfSchoolChildren, (row) => row.outOfSchoolChildren.bySex.Male),
  count('oos-female', GROUP.outOfSchoolChildren, (row) => row.outOfSchoolChildren.bySex.Female),
  ...AGE_GROUP_LABELS.map((age) => count(`oos-age-${age}`, GROUP.outOfSchoolChildren, (row) => row.outOfSchoolChildren.byAgeGroup[age])),
  ...OOS_CATEGORIES.map((category) => count(`oos-${slug(category)}`, GROUP.outOfSchoolChildren, (row) => row.outOfSchoolChildren.byCategory[category])),
  ...OOS_REASONS.map((reason) => count(`oos-reason-${slug(reason)}`, GROUP.reasonsOutOfSchool, (row) => row.outOfSchoolChildren.byReason[reason])),
  count('oos-reason-not-recorded', GROUP.reasonsOutOfSchool, (row) => row.outOfSchoolChildren.byReason[NOT_RECORDED]),
  count('households', GROUP.householdsAndCommunities, (row) => row.households),
  count('communities', GROUP.householdsAndCommunities, (row) => row.communities),
];

export const INDICATOR_BY_ID: ReadonlyMap<string, Indicator> = new Map(INDICATORS.map((i) => [i.id, i]));

/** The columns a first visit to the data table shows. */
export const DEFAULT_COLUMNS = ['literacy', 'learning-centres', 'learners', 'learners-female', 'oos', 'oos-female', 'households', 'communities'];

/** The indicators the map offers. */
export const MAP_INDICATORS = ['literacy', 'learning-centres', 'learners', 'oos', 'oos-female', 'households', 'communities'];

/**
 * Compares two values for sorting: no figure always last; a hidden count right after 0 and before
 * every shown count (most hidden counts are 1 to 4, and a shown count is 0 or at least 5).
 */
export function compareValues(a: Count | undefined, b: Count | undefined, direction: 'asc' | 'desc'): number {
  if (a === undefined || b === undefined) return a === b ? 0 : a === undefined ? 1 : -1;
  const key = (value: Count) => (value === null ? 0.5 : value);
  return direction === 'asc' ? key(a) - key(b) : key(b) - key(a);
}
