/**
 * Which published counts to hide, for every public answer at once (a cell hidden in one answer
 * must not be shown in another). The additive groups are the ones a reader can subtract in:
 * each area's total and every breakdown of it (states, zones, the whole country); each zone's
 * cell and the same cell of its states; each national cell and its zones (plus the records of no
 * known state, never published); each programme's totals and its covered states.
 */
import { allStates, allZones, ZONE_STATES } from '../../src/domain/locations';
import { NOT_RECORDED } from '../../src/domain/publicData';
import type { Tallies } from './aggregates';
import {
  areaKey,
  BREAKDOWN_VALUES,
  cellKey,
  MEASURE_NAMES,
  MEASURES,
  PROGRESS_MEASURES,
  rawBreakdown,
  sumOf,
  totalKey,
  type BreakdownName,
  type Measure,
  type StateSet,
} from './figures';
import { suppressedCells, type AdditiveGroup } from './suppression';

/** The area of the records with no known state: only part of the national figures. */
const UNKNOWN_AREA = '?';

/** The keys of one measure's cells in one area: its total, then every breakdown cell. */
function keysOfArea(measure: Measure, area: string): string[] {
  const breakdowns: readonly BreakdownName[] = MEASURES[measure].breakdowns;
  return [totalKey(measure, area), ...breakdowns.flatMap((name) => [...BREAKDOWN_VALUES[name], NOT_RECORDED].map((value) => cellKey(name, area, value)))];
}

/** Every cell of one measure in one area: [key of the total or breakdown cell, raw count]. */
function cellsOfArea(t: Tallies, measure: Measure, states: StateSet): [string, number][] {
  const area = areaKey(states);
  const { tally, breakdowns } = MEASURES[measure];
  const cells: [string, number][] = [[totalKey(measure, area), sumOf(t[tally], states)]];
  for (const name of breakdowns) {
    for (const [value, count] of rawBreakdown(t[name], states, BREAKDOWN_VALUES[name])) cells.push([cellKey(name, area, value), count]);
  }
  return cells;
}

/** The keys of the same cell in other areas: the total, or the same breakdown value. */
const sameCellIn = (key: string, area: string) => {
  const [name, , value] = key.split('|');
  return `${name}|${area}|${value}`;
};

/** Row groups: the total of one area and each of its breakdowns. */
function rowGroups(measure: Measure, area: string): AdditiveGroup[] {
  const values = (name: keyof typeof BREAKDOWN_VALUES) => [...BREAKDOWN_VALUES[name], NOT_RECORDED];
  return MEASURES[measure].breakdowns.map((name) => ({
    total: totalKey(measure, area),
    parts: values(name).map((value) => cellKey(name, area, value)),
  }));
}

/** An area wider than a state: a zone, a programme's states, or the country ('*'). */
interface WideArea {
  key: string;
  states: string[];
  /** Zones and the country show every measure with its breakdowns; programmes some totals. */
  full: boolean;
}

/**
 * The cells to publish as suppressed, given the tallies and the state sets of the published
 * programmes. Runs when the figures are rebuilt, not per request.
 */
export function planSuppression(t: Tallies, programmeStates: readonly (readonly string[])[]): Set<string> {
  const cells = new Map<string, number>();
  const groups: AdditiveGroup[] = [];
  const unpublished = new Set<string>();
  const states = allStates().map((s) => s.slug);
  const national: WideArea = { key: '*', states, full: true };
  const zones: WideArea[] = allZones().map((z) => ({ key: areaKey(new Set(ZONE_STATES[z.slug])), states: [...ZONE_STATES[z.slug]], full: true }));
  const wide = new Map<string, WideArea>([...zones, national].map((area) => [area.key, area]));
  for (const covered of programmeStates) {
    const known = [...new Set(covered)].filter((slug) => states.includes(slug));
    const key = areaKey(new Set(known));
    if (known.length > 1 && !wide.has(key)) wide.set(key, { key, states: known, full: false });
  }

  for (const measure of MEASURE_NAMES) {
    const areas = [...wide.values()].filter((area) => area.full || (PROGRESS_MEASURES as readonly Measure[]).includes(measure));
    const stateCells = new Map<string, number>();
    for (const state of states) {
      for (const [key, count] of cellsOfArea(t, measure, new Set([state]))) stateCells.set(key, count);
      groups.push(...rowGroups(measure, state));
    }
    for (const [key, count] of stateCells) cells.set(key, count);
    for (const area of areas) {
      const whole = area === national ? cellsOfArea(t, measure, null) : cellsOfArea(t, measure, new Set(area.states));
      for (const [key, count] of whole) {
        cells.set(key, count);
        const parts = area.states.map((state) => sameCellIn(key, state));
        if (area === national) {
          // The records of no known state: in the national figures only, never published alone.
          const unknown = sameCellIn(key, UNKNOWN_AREA);
          cells.set(unknown, count - parts.reduce((sum, part) => sum + stateCells.get(part)!, 0));
          unpublished.add(unknown);
          parts.push(unknown);
          groups.push({ total: key, parts: [...zones.map((zone) => sameCellIn(key, zone.key)), unknown] });
        }
        groups.push({ total: key, parts });
      }
      if (area.full) groups.push(...rowGroups(measure, area.key));
    }
    groups.push(...nestedAreaGroups(areas, measure, national));
  }
  return suppressedCells({ cells, groups, unpublished });
}

/**
 * A wide area holding another (a programme within a zone, a zone within the country): the outer
 * cell is the inner one plus the states outside it, so a difference of two shown totals is a sum
 * of states too.
 */
function nestedAreaGroups(areas: readonly WideArea[], measure: Measure, national: WideArea): AdditiveGroup[] {
  const groups: AdditiveGroup[] = [];
  for (const outer of areas) {
    for (const inner of areas) {
      if (inner === outer || inner === national || !inner.states.every((s) => outer.states.includes(s))) continue;
      const rest = outer.states.filter((s) => !inner.states.includes(s));
      if (outer === national) rest.push(UNKNOWN_AREA);
      const keys = outer.full && inner.full ? keysOfArea(measure, outer.key) : [totalKey(measure, outer.key)];
      for (const key of keys) groups.push({ total: key, parts: [sameCellIn(key, inner.key), ...rest.map((s) => sameCellIn(key, s))] });
    }
  }
  return groups;
}
