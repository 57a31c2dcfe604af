/**
 * Published figures from the raw tallies: sums over a set of states (a state, a zone, the covered
 * states of a programme, or everything), every count through `suppress`.
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

/** Which states to sum: a set of slugs, or null for every record (unknown states included). */
export type StateSet = ReadonlySet<string> | null;

function* cellsOf(tally: Tally, states: StateSet): Generator<[string, number]> {
  for (const [state, values] of tally) {
    if (states && !states.has(state)) continue;
    yield* values;
  }
}

export function sumOf(tally: Tally, states: StateSet): number {
  let total = 0;
  for (const [, count] of cellsOf(tally, states)) total += count;
  return total;
}

/** Every listed value (0 when absent) and `notRecorded` for the rest, suppressed. */
export function breakdownOf<K extends string>(tally: Tally, states: StateSet, values: readonly K[]): Breakdown<K> {
  const listed = new Set<string>(values);
  const counts = new Map<string, number>();
  let other = 0;
  for (const [value, count] of cellsOf(tally, states)) {
    if (listed.has(value)) counts.set(value, (counts.get(value) ?? 0) + count);
    else other += count;
  }
  const answer = {} as Record<string, Count>;
  for (const value of values) answer[value] = suppress(counts.get(value) ?? 0);
  answer[NOT_RECORDED] = suppress(other);
  return answer as Breakdown<K>;
}

export function childBreakdowns(t: Tallies, states: StateSet): ChildBreakdowns {
  return {
    bySex: breakdownOf(t.childrenBySex, states, SEXES),
    byAgeGroup: breakdownOf(t.childrenByAgeGroup, states, AGE_GROUP_LABELS),
    byCategory: breakdownOf(t.childrenByCategory, states, OOS_CATEGORIES),
    byReason: breakdownOf(t.childrenByReason, states, OOS_REASONS),
  };
}

export type AreaFigures = Pick<IndicatorRow, 'learningCentres' | 'learners' | 'outOfSchoolChildren' | 'households' | 'communities'>;

export function areaFigures(t: Tallies, states: StateSet): AreaFigures {
  return {
    learningCentres: { total: suppress(sumOf(t.schoolsByType, states)), byType: breakdownOf(t.schoolsByType, states, SCHOOL_TYPES) },
    learners: {
      total: suppress(sumOf(t.learnersBySex, states)),
      bySex: breakdownOf(t.learnersBySex, states, SEXES),
      bySchoolType: breakdownOf(t.learnersBySchoolType, states, SCHOOL_TYPES),
    },
    outOfSchoolChildren: { total: suppress(sumOf(t.childrenBySex, states)), ...childBreakdowns(t, states) },
    households: suppress(sumOf(t.households, states)),
    communities: suppress(sumOf(t.communities, states)),
  };
}

export function progressOf(t: Tallies, states: StateSet): ProgressFigures {
  return {
    learningCentres: suppress(sumOf(t.schoolsByType, states)),
    learners: suppress(sumOf(t.learnersBySex, states)),
    outOfSchoolChildren: suppress(sumOf(t.childrenBySex, states)),
    households: suppress(sumOf(t.households, states)),
  };
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
