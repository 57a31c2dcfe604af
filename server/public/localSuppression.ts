/**
 * The additive groups below the state (DESIGN §10: suppressed within every parent total): each
 * state's cell is the sum of the same cell of its LGAs plus its records of no known LGA; each LGA's
 * total is the sum of its wards' totals plus its records of no known ward; each LGA's total and
 * each of its breakdowns, as for a state. The records of no known LGA or ward are never published.
 */
import { allStates, lgasOfState } from '../../src/domain/locations';
import type { Pacer } from '../eventLoop';
import type { LeveledTallies } from './aggregates';
import { cellsOfArea, rowGroups, sameCellIn } from './cells';
import { MEASURE_NAMES, totalKey, WARD_MEASURES, type Measure } from './figures';
import type { AdditiveGroup } from './suppression';

/** The place key of an LGA, of a ward, and of the records of no known LGA or ward below a parent. */
export const lgaPlace = (state: string, lga: string) => `${state}/${lga}`;
export const wardPlace = (state: string, lga: string, ward: string) => `${state}/${lga}/${ward}`;
const unknownBelow = (parent: string) => `${parent}/?`;

/** The wards of each LGA, by `state/lga`: the shipped list the ward answers show. */
export type WardLists = ReadonlyMap<string, readonly string[]>;

export interface LocalCells {
  cells: Map<string, number>;
  groups: AdditiveGroup[];
  unpublished: Set<string>;
}

/** Adds the LGA and ward cells and their groups to the plan's. */
export async function addLocalCells(
  t: LeveledTallies,
  wards: WardLists,
  into: LocalCells,
  pacer: Pacer,
  measures: readonly Measure[] = MEASURE_NAMES,
): Promise<void> {
  for (const measure of measures) {
    for (const state of allStates()) {
      if (pacer.due()) await pacer.pause();
      const stateCells = cellsOfArea(t.state, measure, new Set([state.slug]));
      const lgas = lgasOfState(state.slug).map((lga) => lga.slug);
      const sums = new Map<string, number>();
      for (const lga of lgas) {
        const place = lgaPlace(state.slug, lga);
        for (const [key, count] of cellsOfArea(t.lga, measure, new Set([place]))) {
          into.cells.set(key, count);
          sums.set(sameCellIn(key, state.slug), (sums.get(sameCellIn(key, state.slug)) ?? 0) + count);
        }
        into.groups.push(...rowGroups(measure, place));
        if (isWardMeasure(measure)) addWardCells(t, measure, state.slug, lga, wards.get(place) ?? [], into);
      }
      const unknown = unknownBelow(state.slug);
      for (const [key, count] of stateCells) {
        const unknownKey = sameCellIn(key, unknown);
        into.cells.set(unknownKey, count - (sums.get(key) ?? 0));
        into.unpublished.add(unknownKey);
        into.groups.push({ total: key, parts: [...lgas.map((lga) => sameCellIn(key, lgaPlace(state.slug, lga))), unknownKey] });
      }
    }
  }
}

const isWardMeasure = (measure: Measure) => (WARD_MEASURES as readonly Measure[]).includes(measure);

function addWardCells(t: LeveledTallies, measure: Measure, state: string, lga: string, wards: readonly string[], into: LocalCells): void {
  const parent = lgaPlace(state, lga);
  const parts: string[] = [];
  let sum = 0;
  for (const ward of wards) {
    const place = wardPlace(state, lga, ward);
    const [[key, count]] = cellsOfArea(t.ward, measure, new Set([place]), false);
    into.cells.set(key, count);
    parts.push(key);
    sum += count;
  }
  const parentTotal = totalKey(measure, parent);
  const unknownKey = totalKey(measure, unknownBelow(parent));
  into.cells.set(unknownKey, (into.cells.get(parentTotal) ?? 0) - sum);
  into.unpublished.add(unknownKey);
  into.groups.push({ total: parentTotal, parts: [...parts, unknownKey] });
}
