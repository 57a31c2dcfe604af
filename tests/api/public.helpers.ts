/** Shared by the public API tests: raw SQL counts to compare with, and the suppression rule. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { Breakdown, IndicatorRow } from '../../src/domain/publicData';
import { OOS_CATEGORIES, OOS_REASONS, SCHOOL_TYPES, SEXES } from '../../src/domain/records/enums';

type AreaRow = Pick<IndicatorRow, 'learningCentres' | 'learners' | 'outOfSchoolChildren' | 'households' | 'communities'>;

/** The rule, written again independently of the server's: 1 to 4 → null. */
export const published = (n: number): number | null => (n >= 1 && n <= 4 ? null : n);

/**
 * What a count must be published as, given its raw value and what was published: secondary
 * suppression may hide a count of 5 or more too (null), so that is accepted; anything else must be
 * exactly `published(raw)`.
 */
export const expectedCount = (raw: number, actual: number | null): number | null => (actual === null && raw >= 5 ? null : published(raw));

/** Learners with their learning centre, for counts by the centre's type in the learner's state. */
export const LEARNERS_BY_SCHOOL_TYPE = { from: 'learners left join schools on schools.id = learners.school_id', state: 'learners.state' };

/** `select state, <value>, count(*) from <table> group by 1, 2` → "state|value" → count. */
export async function sqlCounts(app: FastifyInstance, table: string | { from: string; state: string }, value: string | null): Promise<Map<string, number>> {
  const expression = value === null ? sql`''` : sql`coalesce((${sql.raw(value)})::text, '')`;
  const from = typeof table === 'string' ? sql.table(table) : sql.raw(table.from);
  const state = typeof table === 'string' ? sql.ref('state') : sql.raw(table.state);
  const result = await sql<{ state: string | null; value: string; n: number | string }>`
    select ${state} as state, ${expression} as value, count(*) as n from ${from} group by 1, 2`.execute(app.db);
  const counts = new Map<string, number>();
  for (const row of result.rows) counts.set(`${row.state ?? ''}|${row.value}`, Number(row.n));
  return counts;
}

/** The sum of the counts of some states (all when `states` is null), for one value or every value. */
export function sumCounts(counts: Map<string, number>, states: readonly string[] | null, value?: string | ((v: string) => boolean)): number {
  let total = 0;
  for (const [key, n] of counts) {
    const [state, v] = key.split('|');
    if (states && !states.includes(state)) continue;
    if (value !== undefined && (typeof value === 'function' ? !value(v) : v !== value)) continue;
    total += n;
  }
  return total;
}

export const AGE_GROUP_SQL = `case when age >= 5 and age < 10 then '5-9' when age >= 10 and age < 13 then '10-12' when age >= 13 and age < 16 then '13-15' end`;

export async function getJson<T = Record<string, unknown>>(app: FastifyInstance, url: string): Promise<T> {
  const response: LightMyRequestResponse = await app.inject({ method: 'GET', url });
  if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
  return response.json() as T;
}

/** Every public answer's text, for scans. */
export async function everyPublicAnswer(app: FastifyInstance, programmeIds: readonly (number | string)[]): Promise<Record<string, string>> {
  const urls = [
    '/api/public/summary',
    '/api/public/indicators',
    '/api/public/indicators?level=state',
    '/api/public/indicators?level=zone',
    '/api/public/reference-indicators',
    '/api/public/programmes',
    ...programmeIds.map((id) => `/api/public/programmes/${id}`),
  ];
  const answers: Record<string, string> = {};
  for (const url of urls) {
    const response = await app.inject({ method: 'GET', url });
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
    answers[url] = response.body;
  }
  return answers;
}

/** Checks one breakdown cell by cell (listed values, then everything else as notRecorded). */
export function expectBreakdown(actual: Breakdown<string>, table: Map<string, number>, states: readonly string[] | null, values: readonly string[]) {
  for (const value of values) expect(actual[value], value).toBe(expectedCount(sumCounts(table, states, value), actual[value]));
  expect(actual.notRecorded, 'notRecorded').toBe(
    expectedCount(
      sumCounts(table, states, (v) => !values.includes(v)),
      actual.notRecorded,
    ),
  );
  expect(Object.keys(actual).sort()).toEqual([...values, 'notRecorded'].sort());
}

/** Checks every figure of an area's row against the SQL counts of `states` (places: `kano`, or `kano/dala` with counts by LGA). */
export function expectFigures(row: AreaRow, counts: Record<string, Map<string, number>>, states: readonly string[] | null) {
  expect(row.learningCentres.total).toBe(expectedCount(sumCounts(counts.schools, states), row.learningCentres.total));
  expectBreakdown(row.learningCentres.byType, counts.schools, states, SCHOOL_TYPES);
  expect(row.learners.total).toBe(expectedCount(sumCounts(counts.learners, states), row.learners.total));
  expectBreakdown(row.learners.bySex, counts.learners, states, SEXES);
  expectBreakdown(row.learners.bySchoolType, counts.learnersByType, states, SCHOOL_TYPES);
  expect(row.outOfSchoolChildren.total).toBe(expectedCount(sumCounts(counts.childSex, states), row.outOfSchoolChildren.total));
  expectBreakdown(row.outOfSchoolChildren.bySex, counts.childSex, states, SEXES);
  expectBreakdown(row.outOfSchoolChildren.byAgeGroup, counts.childAge, states, ['5-9', '10-12', '13-15']);
  expectBreakdown(row.outOfSchoolChildren.byCategory, counts.childCategory, states, OOS_CATEGORIES);
  expectBreakdown(row.outOfSchoolChildren.byReason, counts.childReason, states, OOS_REASONS);
  expect(row.households).toBe(expectedCount(sumCounts(counts.households, states), row.households));
  expect(row.communities).toBe(expectedCount(sumCounts(counts.communities, states), row.communities));
}
