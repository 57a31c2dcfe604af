/**
 * Published figures from the raw tallies: sums over a set of states (a state, a zone, the covered
 * states of a programme, or everything). A count is published unless the suppression plan
 * (./suppressionPlan) hides it; each cell is named by `totalKey` / `cellKey` so that the plan and
 * the answers agree on what a cell is.
 */
import { allStates } from '../../src/domain/locations';
import {
  AGE_GROUP_LABELS,
  NOT_RECORDED,
  suppress,
  type Breakdown,
  type ChildBreakdowns,
  type Count,
  type IndicatorRow,
  type ProgressFigures,
} from '../../src/domain/publicData';
import { OOS_CATEGORIES, OOS_REASONS, SCHOOL_TYPES, SEXES } from '../../src/domain/records/enums';
import type { Tallies, Tally } from './aggregates';
import { Denominators } from './denominators';
import { primaryAgeRate } from './rates';

/** Which states to sum: a set of slugs, or null for every record (unknown states included). */
export type StateSet = ReadonlySet<string> | null;

/** The listed values of each breakdown (every other value is counted as NOT_RECORDED). */
export const BREAKDOWN_VALUES = {
  schoolsByType: SCHOOL_TYPES,
  learnersBySex: SEXES,
  learnersBySchoolType: SCHOOL_TYPES,
  childrenBySex: SEXES,
  childrenByAgeGroup: AGE_GROUP_LABELS,
  childrenByCategory: OOS_CATEGORIES,
  childrenByReason: OOS_REASONS,
  childrenOfPrimaryAgeBySex: SEXES,
} as const;
export type BreakdownName = keyof typeof BREAKDOWN_VALUES;

/** Each published total: the tally it sums and the breakdowns whose cells add up to it. */
export const MEASURES = {
  learningCentres: { tally: 'schoolsByType', breakdowns: ['schoolsByType'] },
  learners: { tally: 'learnersBySex', breakdowns: ['learnersBySex', 'learnersBySchoolType'] },
  outOfSchoolChildren: { tally: 'childrenBySex', breakdowns: ['childrenBySex', 'childrenByAgeGroup', 'childrenByCategory', 'childrenByReason'] },
  households: { tally: 'households', breakdowns: [] },
  communities: { tally: 'communities', breakdowns: [] },
  /** Out-of-school children of primary age: the rates' numerators (./rates.ts). */
  outOfSchoolPrimaryAge: { tally: 'childrenOfPrimaryAgeBySex', breakdowns: ['childrenOfPrimaryAgeBySex'] },
} as const satisfies Record<string, { tally: keyof Tallies; breakdowns: readonly BreakdownName[] }>;
export type Measure = keyof typeof MEASURES;
export const MEASURE_NAMES = Object.keys(MEASURES) as Measure[];

/** The totals a ward's row shows (wards have no ages, so no rate). */
export const WARD_MEASURES = ['learningCentres', 'learners', 'outOfSchoolChildren', 'households', 'communities'] as const satisfies readonly Measure[];

/** The totals a programme's progress shows. */
export const PROGRESS_MEASURES = ['learningCentres', 'learners', 'outOfSchoolChildren', 'households'] as const satisfies readonly Measure[];

/** One name per set of states: the same states give the same cells whichever answer shows them. */
export function areaKey(states: StateSet): string {
  return states === null ? '*' : [...states].sort().join(',');
}
export const totalKey = (measure: Measure, area: string) => `${measure}|${area}|total`;
export const cellKey = (breakdown: BreakdownName, area: string, value: string) => `${breakdown}|${area}|${value}`;

function* cellsOf(tally: Tally, states: StateSet): Generator<[string, number]> {
  if (states === null) {
    for (const values of tally.values()) yield* values;
    return;
  }
  // By place, not by scanning the tally: a ward's cells are read among some 9,000 wards.
  for (const state of states) {
    const values = tally.get(state);
    if (values) yield* values;
  }
}

export function sumOf(tally: Tally, states: StateSet): number {
  let total = 0;
  for (const [, count] of cellsOf(tally, states)) total += count;
  return total;
}

/** The raw count of every listed value (0 when absent) and of NOT_RECORDED for the rest. */
export function rawBreakdown(tally: Tally, states: StateSet, values: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>([...values, NOT_RECORDED].map((value) => [value, 0]));
  for (const [value, count] of cellsOf(tally, states)) {
    const cell = counts.has(value) && value !== NOT_RECORDED ? value : NOT_RECORDED;
    counts.set(cell, counts.get(cell)! + count);
  }
  return counts;
}

export type AreaFigures = Pick<
  IndicatorRow,
  'learningCentres' | 'learners' | 'outOfSchoolChildren' | 'households' | 'communities' | 'outOfSchoolPrimaryAge' | 'primaryAgeRate'
>;

/** The published figures: raw tallies seen through the suppression plan. */
export class PublicFigures {
  constructor(
    readonly tallies: Tallies,
    private readonly hidden: ReadonlySet<string>,
    private readonly denominators: Denominators = Denominators.none(),
  ) {}

  private publish(key: string, count: number): Count {
    return this.hidden.has(key) ? null : suppress(count);
  }

  total(measure: Measure, states: StateSet): Count {
    return this.publish(totalKey(measure, areaKey(states)), sumOf(this.tallies[MEASURES[measure].tally], states));
  }

  breakdown<B extends BreakdownName>(name: B, states: StateSet): Breakdown<(typeof BREAKDOWN_VALUES)[B][number]> {
    const area = areaKey(states);
    const answer: Record<string, Count> = {};
    for (const [value, count] of rawBreakdown(this.tallies[name], states, BREAKDOWN_VALUES[name])) {
      answer[value] = this.publish(cellKey(name, area, value), count);
    }
    return answer as Breakdown<(typeof BREAKDOWN_VALUES)[B][number]>;
  }

  childBreakdowns(states: StateSet): ChildBreakdowns {
    return {
      bySex: this.breakdown('childrenBySex', states),
      byAgeGroup: this.breakdown('childrenByAgeGroup', states),
      byCategory: this.breakdown('childrenByCategory', states),
      byReason: this.breakdown('childrenByReason', states),
    };
  }

  area(states: StateSet): AreaFigures {
    const primaryAge = { total: this.total('outOfSchoolPrimaryAge', states), bySex: this.breakdown('childrenOfPrimaryAgeBySex', states) };
    return {
      learningCentres: { total: this.total('learningCentres', states), byType: this.breakdown('schoolsByType', states) },
      learners: {
        total: this.total('learners', states),
        bySex: this.breakdown('learnersBySex', states),
        bySchoolType: this.breakdown('learnersBySchoolType', states),
      },
      outOfSchoolChildren: { total: this.total('outOfSchoolChildren', states), ...this.childBreakdowns(states) },
      households: this.total('households', states),
      communities: this.total('communities', states),
      outOfSchoolPrimaryAge: primaryAge,
      primaryAgeRate: primaryAgeRate(primaryAge, this.denominators.of(states)),
    };
  }

  progress(states: StateSet): ProgressFigures {
    return {
      learningCentres: this.total('learningCentres', states),
      learners: this.total('learners', states),
      outOfSchoolChildren: this.total('outOfSchoolChildren', states),
      households: this.total('households', states),
    };
  }
}

/** Known states with at least one record of any type. */
export function statesWithRecords(t: Tallies): number {
  const known = new Set(allStates().map((s) => s.slug));
  const seen = new Set<string>();
  for (const tally of [t.schoolsByType, t.learnersBySex, t.childrenBySex, t.households, t.communities]) {
    for (const [state, values] of tally) {
      if (known.has(state) && [...values.values()].some((n) => n > 0)) seen.add(state);
    }
  }
  return seen.size;
}
