/**
 * The indicators of a state or zone row (docs/api-public.md), as the data table's columns, the
 * map's choices and the state panel's lines. `value` is undefined when there is no figure (no
 * literacy rate), null when the count is suppressed.
 */
import type { Count, IndicatorRow } from '../../domain/publicData';
import { AGE_GROUP_LABELS, NOT_RECORDED } from '../../domain/publicData';
import { OOS_CATEGORIES, OOS_REASONS, SCHOOL_TYPES } from '../../domain/records/enums';

export type IndicatorSource = 'records' | 'literacy';

export interface Indicator {
  id: string;
  label: string;
  unit: 'percent' | 'count';
  group: string;
  source: IndicatorSource;
  value: (row: IndicatorRow) => Count | undefined;
}

const count = (id: string, label: string, group: string, value: (row: IndicatorRow) => Count): Indicator => ({
  id, label, unit: 'count', group, source: 'records', value,
});
const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/(^-|-$)/g, '');

export const INDICATORS: readonly Indicator[] = [
  { id: 'literacy', label: 'Literacy rate (%)', unit: 'percent', group: 'Literacy', source: 'literacy', value: (row) => row.literacy?.value },
  count('learning-centres', 'Learning centres', 'Learning centres', (row) => row.learningCentres.total),
  ...SCHOOL_TYPES.map((type) => count(`centres-${slug(type)}`, `Centres: ${type}`, 'Learning centres', (row) => row.learningCentres.byType[type])),
  count('learners', 'Learners', 'Learners', (row) => row.learners.total),
  count('learners-male', 'Learners: male', 'Learners', (row) => row.learners.bySex.Male),
  count('learners-female', 'Learners: female', 'Learners', (row) => row.learners.bySex.Female),
  ...SCHOOL_TYPES.map((type) => count(`learners-${slug(type)}`, `Learners in ${type} centres`, 'Learners', (row) => row.learners.bySchoolType[type])),
  count('oos', 'Out-of-school children', 'Out-of-school children', (row) => row.outOfSchoolChildren.total),
  count('oos-male', 'Out of school: boys', 'Out-of-school children', (row) => row.outOfSchoolChildren.bySex.Male),
  count('oos-female', 'Out of school: girls', 'Out-of-school children', (row) => row.outOfSchoolChildren.bySex.Female),
  ...AGE_GROUP_LABELS.map((age) => count(`oos-age-${age}`, `Out of school: aged ${age}`, 'Out-of-school children', (row) => row.outOfSchoolChildren.byAgeGroup[age])),
  ...OOS_CATEGORIES.map((category) => count(`oos-${slug(category)}`, `Out of school: ${category.toLowerCase()}`, 'Out-of-school children', (row) => row.outOfSchoolChildren.byCategory[category])),
  ...OOS_REASONS.map((reason) => count(`oos-reason-${slug(reason)}`, `Reason: ${reason.toLowerCase()}`, 'Reasons out of school', (row) => row.outOfSchoolChildren.byReason[reason])),
  count('oos-reason-not-recorded', 'Reason: not recorded', 'Reasons out of school', (row) => row.outOfSchoolChildren.byReason[NOT_RECORDED]),
  count('households', 'Households', 'Households and communities', (row) => row.households),
  count('communities', 'Communities', 'Households and communities', (row) => row.communities),
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
