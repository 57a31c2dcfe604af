/**
 * What a reader can work out once the counts of primary age (src/domain/population.ts) are
 * published beside the age groups and the sexes, and the groups that tie it to them:
 * - the children of the age groups overlapping the primary age but not of it (5 and 12 year-olds:
 *   5-9 + 10-12 − 6-11), the "overlap";
 * - the children not of primary age, in all and by sex (total − 6-11), the "rest".
 * Neither is ever published, but each is a difference of published counts, so the plan treats
 * them as cells a reader knows unless one of their published terms is hidden: a small one must be
 * protected like any count (./suppression.ts `derived`). The counts of primary age and these cells
 * are hidden first when a group needs one more hidden cell (`expendable`), after a first pass over
 * the other figures alone (./suppressionPlan.ts), so that publishing rates hides no more of the
 * figures published before them than the data forces.
 */
import { AGE_GROUPS, NOT_RECORDED } from '../../src/domain/publicData';
import { PRIMARY_AGE } from '../../src/domain/population';
import { SEXES } from '../../src/domain/records/enums';
import type { Tallies } from './aggregates';
import { areaKey, cellKey, rawBreakdown, sumOf, totalKey, type StateSet } from './figures';
import type { Pacer } from '../eventLoop';
import type { AdditiveGroup } from './suppression';

const OVERLAP = 'primaryAgeOverlap';
const REST = 'primaryAgeRest';
const DERIVED = new Set([OVERLAP, REST]);
const RATE_CELLS = new Set(['outOfSchoolPrimaryAge', 'childrenOfPrimaryAgeBySex', OVERLAP, REST]);
const SEX_CELLS = [...SEXES, NOT_RECORDED];

/** The published age groups the primary age overlaps; together they must cover it. */
const OVERLAPPING = AGE_GROUPS.filter(([, from, to]) => from < PRIMARY_AGE.to && to > PRIMARY_AGE.from);
if (OVERLAPPING.length === 0 || OVERLAPPING[0][1] > PRIMARY_AGE.from || OVERLAPPING[OVERLAPPING.length - 1][2] < PRIMARY_AGE.to) {
  throw new Error(`The age groups do not cover the primary age ${PRIMARY_AGE.label}`);
}

const overlapKey = (area: string) => `${OVERLAP}|${area}|total`;
const restKey = (area: string, sex: string) => `${REST}|${area}|${sex}`;

/** The derived cells of one area's primary-age counts. */
export function derivedKeys(area: string): string[] {
  return [overlapKey(area), restKey(area, 'total'), ...SEX_CELLS.map((sex) => restKey(area, sex))];
}

/** The derived cells of one area with their counts, in the order of derivedKeys. */
export function derivedCells(t: Tallies, states: StateSet): [string, number][] {
  const area = areaKey(states);
  const primary = sumOf(t.childrenOfPrimaryAgeBySex, states);
  const byAge = rawBreakdown(
    t.childrenByAgeGroup,
    states,
    AGE_GROUPS.map(([label]) => label),
  );
  const overlapping = OVERLAPPING.reduce((sum, [label]) => sum + byAge.get(label)!, 0);
  const bySex = rawBreakdown(t.childrenBySex, states, SEXES);
  const primaryBySex = rawBreakdown(t.childrenOfPrimaryAgeBySex, states, SEXES);
  return [
    [overlapKey(area), overlapping - primary],
    [restKey(area, 'total'), sumOf(t.childrenBySex, states) - primary],
    ...SEX_CELLS.map((sex): [string, number] => [restKey(area, sex), bySex.get(sex)! - primaryBySex.get(sex)!]),
  ];
}

/**
 * The groups tying the primary-age counts to the published ones in one area. The first is a
 * signed relation (5-9 + 10-12 = 6-11 + overlap): the plan's rule only counts a group's hidden
 * members, which holds for any relation whose members add or subtract to zero.
 */
export function derivedGroups(area: string): AdditiveGroup[] {
  const primaryTotal = totalKey('outOfSchoolPrimaryAge', area);
  return [
    { total: primaryTotal, parts: [...OVERLAPPING.map(([label]) => cellKey('childrenByAgeGroup', area, label)), overlapKey(area)] },
    { total: totalKey('outOfSchoolChildren', area), parts: [primaryTotal, restKey(area, 'total')] },
    ...SEX_CELLS.map((sex) => ({
      total: cellKey('childrenBySex', area, sex),
      parts: [cellKey('childrenOfPrimaryAgeBySex', area, sex), restKey(area, sex)],
    })),
    { total: restKey(area, 'total'), parts: SEX_CELLS.map((sex) => restKey(area, sex)) },
  ];
}

/**
 * Marks the plan's derived cells as never published, and those of a known place as derived (the
 * records of no known place are never picked); returns the cells to hide first. In slices: the
 * plan over every LGA and ward holds half a million cells.
 */
export async function markRateCells(cells: ReadonlyMap<string, number>, unpublished: Set<string>, derived: Set<string>, pacer: Pacer): Promise<Set<string>> {
  const expendable = new Set<string>();
  for (const key of cells.keys()) {
    if (pacer.due()) await pacer.pause();
    const name = key.slice(0, key.indexOf('|'));
    if (!RATE_CELLS.has(name)) continue;
    expendable.add(key);
    if (!DERIVED.has(name)) continue;
    if (!unpublished.has(key)) derived.add(key);
    unpublished.add(key);
  }
  return expendable;
}

/** The groups without any of the cells behind the rates, for the plan's first pass. */
export async function groupsWithout(groups: readonly AdditiveGroup[], expendable: ReadonlySet<string>, pacer: Pacer): Promise<AdditiveGroup[]> {
  const kept: AdditiveGroup[] = [];
  for (const group of groups) {
    if (pacer.due()) await pacer.pause();
    if (!expendable.has(group.total) && !group.parts.some((key) => expendable.has(key))) kept.push(group);
  }
  return kept;
}
