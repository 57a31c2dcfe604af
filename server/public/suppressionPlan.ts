/**
 * Which published counts to hide, for every public answer at once (a cell hidden in one answer
 * must not be shown in another). The additive groups are the ones a reader can subtract in:
 * each area's total and every breakdown of it (states, zones, the whole country); each zone's
 * cell and the same cell of its states; each national cell and its zones (plus the records of no
 * known state, never published); each programme's totals and its covered states; and below the
 * state, each state's cells and its LGAs', each LGA's totals and its wards' (./localSuppression);
 * and what ties the counts behind the rates to the rest (./primaryAgeCells).
 */
import { allStates, allZones, ZONE_STATES } from '../../src/domain/locations';
import type { LeveledTallies } from './aggregates';
import { cellsOfArea, keysOfArea, rowGroups, sameCellIn } from './cells';
import { addLocalCells, type WardLists } from './localSuppression';
import { areaKey, MEASURE_NAMES, PROGRESS_MEASURES, totalKey, type Measure } from './figures';
import { Pacer } from '../eventLoop';
import { groupsWithout, markRateCells } from './primaryAgeCells';
import { suppressedCells, type AdditiveGroup } from './suppression';

/** The area of the records with no known state: only part of the national figures. */
const UNKNOWN_AREA = '?';

/** An area wider than a state: a zone, a programme's states, or the country ('*'). */
interface WideArea {
  key: string;
  states: string[];
  /** Zones and the country show every measure with its breakdowns; programmes some totals. */
  full: boolean;
}

/**
 * The cells to publish as suppressed, given the tallies, the state sets of the published
 * programmes and the ward lists. Runs when the figures are rebuilt, not per request, in slices
 * (about a second of work at 1,000,000 children: other requests are answered meanwhile).
 */
export async function planSuppression(
  leveled: LeveledTallies,
  programmeStates: readonly (readonly string[])[],
  wards: WardLists = new Map(),
  /** The measures to publish: all of them, or fewer to see what a plan without some would hide (tests). */
  measures: readonly Measure[] = MEASURE_NAMES,
): Promise<Set<string>> {
  const pacer = new Pacer();
  const t = leveled.state;
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

  for (const measure of measures) {
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
  await addLocalCells(leveled, wards, { cells, groups, unpublished }, pacer, measures);
  const derived = new Set<string>();
  const expendable = await markRateCells(cells, unpublished, derived, pacer);
  // The figures without the rates' counts first, then those counts around them: a figure published
  // before the rates is hidden for them only where nothing else can protect a count.
  const before = await suppressedCells({ cells, groups: await groupsWithout(groups, expendable, pacer), unpublished }, pacer);
  return suppressedCells({ cells, groups, unpublished, derived, expendable }, pacer, before);
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
