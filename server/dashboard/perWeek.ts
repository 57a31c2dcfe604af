/**
 * Records per week (Mondays, UTC) over the period, all readable types added up. Each listed week
 * is counted as a range of the creation-time index (migration 021): counting index entries costs
 * less than computing and hashing the week of every row.
 */
import { sql } from 'kysely';
import { DEFAULT_WEEKS, type DashboardFilter } from '../../src/domain/dashboard';
import type { RecordType } from '../../src/domain/records';
import type { Db } from '../db/connection';
import { RECORD_TABLE_OF, asNumber, executeCount, where } from './scope';

const DAY = 86_400_000;

/** At most this many weeks are listed: the latest ones of a longer period. */
export const MAX_WEEKS = 156;

/** Monday (UTC) of the week `weeksBack` weeks before the one holding `now`. */
export function weekStart(now: Date, weeksBack = 0): string {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7) - 7 * weeksBack);
  return day.toISOString().slice(0, 10);
}

/** The newest creation time among the readable tables (each read from the end of its created_at index). */
async function latestRecord(db: Db, types: RecordType[], filter: DashboardFilter): Promise<Date | null> {
  const parts = types.map((type) => {
    const table = RECORD_TABLE_OF[type];
    return sql`(select max(created_at) as at from ${sql.table(table)} where ${where(table, filter)})`;
  });
  const { rows } = await executeCount(db, sql<{ at: Date | string | null }>`select max(at) as at from (${sql.join(parts, sql` union all `)}) latest`);
  return rows[0]?.at ? new Date(rows[0].at) : null;
}

/** The Mondays listed from `first` to `last`: the latest MAX_WEEKS of them. */
function listedWeeks(first: string, last: string): { first: string; last: string } {
  const end = Date.parse(`${last}T00:00:00Z`);
  const start = Math.max(Date.parse(`${first}T00:00:00Z`), end - (MAX_WEEKS - 1) * 7 * DAY);
  return { first: new Date(start).toISOString().slice(0, 10), last };
}

/** One row per listed week (none missing, empty weeks as 0): the records of every type within the period and that week. */
async function countPerWeek(db: Db, types: RecordType[], period: DashboardFilter, weeks: { first: string; last: string }) {
  const start = sql`weeks.start at time zone 'UTC'`;
  const end = sql`(weeks.start + interval '7 days') at time zone 'UTC'`;
  const counts = types.map((type) => {
    const table = RECORD_TABLE_OF[type];
    const created = sql.ref(`${table}.created_at`);
    return sql`(select count(*) from ${sql.table(table)} where ${where(table, period, sql`${created} >= ${start}`, sql`${created} < ${end}`)})`;
  });
  const { rows } = await executeCount(
    db,
    sql<{ week: string; n: number | string }>`
    select to_char(weeks.start, 'YYYY-MM-DD') as week, ${sql.join(counts, sql` + `)} as n
    from generate_series(${weeks.first}::timestamp, ${weeks.last}::timestamp, interval '7 days') as weeks(start)
    order by weeks.start`,
  );
  return rows.map((row) => ({ week: row.week, total: asNumber(row.n) }));
}

/**
 * Records per week over the period; without a start, the last DEFAULT_WEEKS weeks up to the
 * newest record (demo and quiet programmes then still show their latest collection).
 */
export async function perWeek(db: Db, types: RecordType[], filter: DashboardFilter, now: Date): Promise<{ week: string; total: number }[]> {
  if (types.length === 0) return [];
  const latest = filter.to ? new Date(`${filter.to}T00:00:00Z`) : await latestRecord(db, types, filter);
  if (!latest) return [];
  const end = new Date(Math.min(latest.getTime(), now.getTime()));
  const period = { ...filter, from: filter.from ?? weekStart(end, DEFAULT_WEEKS - 1) };
  return countPerWeek(db, types, period, listedWeeks(weekStart(new Date(`${period.from}T00:00:00Z`)), weekStart(end)));
}
