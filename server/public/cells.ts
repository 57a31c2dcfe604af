/**
 * The cells of the suppression plan: one measure's total or breakdown cell in one area, named as
 * ./figures names them (with the cells derived from the primary-age counts, ./primaryAgeCells), and
 * the row groups (a total and each of its breakdowns) they form.
 */
import { NOT_RECORDED } from '../../src/domain/publicData';
import type { Tallies } from './aggregates';
import { areaKey, BREAKDOWN_VALUES, cellKey, MEASURES, rawBreakdown, sumOf, totalKey, type BreakdownName, type Measure, type StateSet } from './figures';
import { derivedCells, derivedGroups, derivedKeys } from './primaryAgeCells';
import type { AdditiveGroup } from './suppression';

/** The keys of one measure's cells in one area: its total, then every breakdown cell. */
export function keysOfArea(measure: Measure, area: string): string[] {
  const breakdowns: readonly BreakdownName[] = MEASURES[measure].breakdowns;
  const keys = [totalKey(measure, area), ...breakdowns.flatMap((name) => [...BREAKDOWN_VALUES[name], NOT_RECORDED].map((value) => cellKey(name, area, value)))];
  return measure === 'outOfSchoolPrimaryAge' ? [...keys, ...derivedKeys(area)] : keys;
}

/** Every cell of one measure in one area: [key of the total or breakdown cell, raw count]. */
export function cellsOfArea(t: Tallies, measure: Measure, states: StateSet, withBreakdowns = true): [string, number][] {
  const area = areaKey(states);
  const { tally, breakdowns } = MEASURES[measure];
  const cells: [string, number][] = [[totalKey(measure, area), sumOf(t[tally], states)]];
  if (!withBreakdowns) return cells;
  for (const name of breakdowns) {
    for (const [value, count] of rawBreakdown(t[name], states, BREAKDOWN_VALUES[name])) cells.push([cellKey(name, area, value), count]);
  }
  if (measure === 'outOfSchoolPrimaryAge') cells.push(...derivedCells(t, states));
  return cells;
}

/** The keys of the same cell in other areas: the total, or the same breakdown value. */
export const sameCellIn = (key: string, area: string) => {
  const [name, , value] = key.split('|');
  return `${name}|${area}|${value}`;
};

/** Row groups: the total of one area and each of its breakdowns (and what ties the primary-age counts to the rest). */
export function rowGroups(measure: Measure, area: string): AdditiveGroup[] {
  const values = (name: keyof typeof BREAKDOWN_VALUES) => [...BREAKDOWN_VALUES[name], NOT_RECORDED];
  const groups = MEASURES[measure].breakdowns.map((name) => ({
    total: totalKey(measure, area),
    parts: values(name).map((value) => cellKey(name, area, value)),
  }));
  return measure === 'outOfSchoolPrimaryAge' ? [...groups, ...derivedGroups(area)] : groups;
}
