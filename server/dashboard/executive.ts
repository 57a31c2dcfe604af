/**
 * The executive section: headline counts, records per week, out-of-school children by state and
 * reason, learners by type of centre and the progress of published programmes. Each figure is one
 * grouped count in SQL over the published rows within the filter; a type the user may not read
 * answers null.
 */
import { sql } from 'kysely';
import { DEFAULT_WEEKS, type BySex, type DashboardFilter, type ExecutiveDashboard, type Tally } from '../../src/domain/dashboard';
import type { PermissionSubject } from '../../src/domain/permissions';
import type { RecordType } from '../../src/domain/records';
import type { Db } from '../db/connection';
import { published } from '../records/visibility';
import { programmeProgress } from './programmes';
import { RECORD_TABLE_OF, asNumber, canRead, executeCount, readableTypes, where } from './scope';

interface Counted {
  n: number | string;
}

async function count(db: Db, type: RecordType, filter: DashboardFilter): Promise<number> {
  const table = RECORD_TABLE_OF[type];
  const { rows } = await executeCount(db, sql<Counted>`select count(*) as n from ${sql.table(table)} where ${where(table, filter)}`);
  return asNumber(rows[0]?.n);
}

function bySex(rows: { sex: string | null; n: number | string }[]): BySex {
  const out: BySex = { male: 0, female: 0, total: 0 };
  for (const row of rows) {
    const n = asNumber(row.n);
    out.total += n;
    if (row.sex === 'Male') out.male += n;
    if (row.sex === 'Female') out.female += n;
  }
  return out;
}

function tallies(counts: Map<string | null, number>): Tally[] {
  return [...counts].map(([key, total]) => ({ key, total })).sort((a, b) => b.total - a.total || (a.key ?? '~').localeCompare(b.key ?? '~'));
}

const add = (map: Map<string | null, number>, key: string | null, n: number) => map.set(key, (map.get(key) ?? 0) + n);

async function learners(db: Db, filter: DashboardFilter) {
  const { rows } = await executeCount(
    db,
    sql<{ sex: string | null; n: string }>`
    select sex, count(*) as n from learners where ${where('learners', filter)} group by sex`,
  );
  return bySex(rows);
}

/** One read of the children: grouped by state, sex, category and reason, then added up four ways. */
async function outOfSchool(db: Db, filter: DashboardFilter) {
  const { rows } = await executeCount(
    db,
    sql<{ state: string | null; sex: string | null; category: string | null; reason: string | null; n: string }>`
    select state, sex, category, reason, count(*) as n from oos_children where ${where('oos_children', filter)} group by 1, 2, 3, 4`,
  );
  const byState = new Map<string | null, number>();
  const byReason = new Map<string | null, number>();
  let neverAttended = 0;
  let droppedOut = 0;
  for (const row of rows) {
    const n = asNumber(row.n);
    add(byState, row.state, n);
    add(byReason, row.reason, n);
    if (row.category === 'Never Attended School') neverAttended += n;
    if (row.category === 'Dropped Out') droppedOut += n;
  }
  return { headline: { ...bySex(rows), neverAttended, droppedOut }, byState: tallies(byState), byReason: tallies(byReason) };
}

/** Learners counted per centre on the index, then the few thousand centres looked up. */
async function learnersByCentreType(db: Db, filter: DashboardFilter): Promise<Tally[]> {
  const { rows } = await executeCount(
    db,
    sql<{ key: string | null; n: string }>`
    select schools.type_of_school as key, sum(per_centre.n) as n
    from (select school_id, count(*) as n from learners where ${where('learners', filter)} group by school_id) per_centre
    left join schools on schools.id = per_centre.school_id and ${published('schools')}
    group by 1`,
  );
  return tallies(new Map(rows.map((row) => [row.key, asNumber(row.n)])));
}

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

const DAY = 86_400_000;

/** At most this many weeks are listed: the latest ones of a longer period. */
export const MAX_WEEKS = 156;

/** Every week from `first` to `last` (Mondays, yyyy-MM-dd), the weeks without records as 0. */
function everyWeek(first: string, last: string, counts: Map<string, number>) {
  const weeks: { week: string; total: number }[] = [];
  const end = Date.parse(`${last}T00:00:00Z`);
  for (let time = Math.max(Date.parse(`${first}T00:00:00Z`), end - (MAX_WEEKS - 1) * 7 * DAY); time <= end; time += 7 * DAY) {
    const week = new Date(time).toISOString().slice(0, 10);
    weeks.push({ week, total: counts.get(week) ?? 0 });
  }
  return weeks;
}

/**
 * Records per week over the period; without a start, the last DEFAULT_WEEKS weeks up to the
 * newest record (demo and quiet programmes then still show their latest collection).
 */
async function perWeek(db: Db, types: RecordType[], filter: DashboardFilter, now: Date) {
  if (types.length === 0) return [];
  const latest = filter.to ? new Date(`${filter.to}T00:00:00Z`) : await latestRecord(db, types, filter);
  if (!latest) return [];
  const end = new Date(Math.min(latest.getTime(), now.getTime()));
  const period = { ...filter, from: filter.from ?? weekStart(end, DEFAULT_WEEKS - 1) };
  const parts = types.map((type) => {
    const table = RECORD_TABLE_OF[type];
    return sql`select date_trunc('week', created_at at time zone 'UTC') as week, count(*) as n from ${sql.table(table)} where ${where(table, period)} group by 1`;
  });
  const { rows } = await executeCount(
    db,
    sql<{ week: string; n: string }>`
    select to_char(week, 'YYYY-MM-DD') as week, sum(n) as n from (${sql.join(parts, sql` union all `)}) weeks group by 1 order by 1`,
  );
  const counts = new Map(rows.map((row) => [row.week, asNumber(row.n)]));
  return everyWeek(weekStart(new Date(`${period.from}T00:00:00Z`)), weekStart(end), counts);
}

export async function executiveDashboard(db: Db, subject: PermissionSubject, filter: DashboardFilter, now = new Date()): Promise<ExecutiveDashboard> {
  const may = (type: RecordType) => canRead(subject, type);
  const [schools, learnerCounts, children, households, communities, weeks, centreTypes, programmes] = await Promise.all([
    may('schools') ? count(db, 'schools', filter) : null,
    may('learners') ? learners(db, filter) : null,
    may('outOfSchoolChildren') ? outOfSchool(db, filter) : null,
    may('households') ? count(db, 'households', filter) : null,
    may('communities') ? count(db, 'communities', filter) : null,
    perWeek(db, readableTypes(subject), filter, now),
    may('learners') && may('schools') ? learnersByCentreType(db, filter) : null,
    programmeProgress(db, filter, now),
  ]);
  return {
    filter,
    headline: { schools, learners: learnerCounts, outOfSchool: children?.headline ?? null, households, communities },
    perWeek: weeks,
    outOfSchoolByState: children?.byState ?? null,
    outOfSchoolByReason: children?.byReason ?? null,
    learnersByCentreType: centreTypes,
    programmes,
    generatedAt: now.toISOString(),
  };
}
