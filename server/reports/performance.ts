/**
 * The collectors' performance report: records received per collector, by type, state and day, in
 * a period. One grouped count per record table; days are the database's calendar days (UTC).
 */
import { sql } from 'kysely';
import {
  PERFORMANCE_RECORD_TYPES,
  type CollectorPerformance,
  type PerformanceReport,
  type RecordCountsByType,
} from '../../src/domain/performanceReport';
import type { RecordType } from '../../src/domain/records';
import type { Db } from '../db/connection';
import { published } from '../records/visibility';

const TABLES: Record<RecordType, string> = {
  schools: 'schools',
  learners: 'learners',
  staff: 'staff',
  communities: 'communities',
  households: 'households',
  outOfSchoolChildren: 'oos_children',
};

export interface ReportFilter {
  from?: string | null;
  to?: string | null;
  state?: string | null;
}

interface GroupRow {
  collectorId: number | null;
  state: string | null;
  day: string;
  n: number | string;
  first: Date | string;
  last: Date | string;
}

interface Tally {
  records: RecordCountsByType;
  byState: Map<string, number>;
  first: number;
  last: number;
}

const emptyCounts = (): RecordCountsByType => ({ schools: 0, learners: 0, staff: 0, communities: 0, households: 0, outOfSchoolChildren: 0, total: 0 });

function conditions(table: string, filter: ReportFilter) {
  const parts = [published(table)];
  if (filter.from) parts.push(sql`created_at >= ${filter.from}::date`);
  if (filter.to) parts.push(sql`created_at < ${filter.to}::date + 1`);
  if (filter.state) parts.push(sql`state = ${filter.state}`);
  return sql.join(parts, sql` and `);
}

/** One read of the table: counts by collector, state and UTC day, with each group's first and last record. */
async function groupedCounts(db: Db, type: RecordType, filter: ReportFilter): Promise<GroupRow[]> {
  const table = sql.table(TABLES[type]);
  const { rows } = await sql<GroupRow>`
    select collector_id as "collectorId", state, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day,
      count(*) as n, min(created_at) as first, max(created_at) as last
    from ${table} where ${conditions(TABLES[type], filter)} group by 1, 2, 3`.execute(db);
  return rows;
}

function tallyOf(tallies: Map<number | null, Tally>, collectorId: number | null): Tally {
  let tally = tallies.get(collectorId);
  if (!tally) {
    tally = { records: emptyCounts(), byState: new Map(), first: Infinity, last: -Infinity };
    tallies.set(collectorId, tally);
  }
  return tally;
}

const iso = (time: number) => (Number.isFinite(time) ? new Date(time).toISOString() : null);

export async function performanceReport(db: Db, filter: ReportFilter, now = new Date()): Promise<PerformanceReport> {
  const grouped = await Promise.all(PERFORMANCE_RECORD_TYPES.map((type) => groupedCounts(db, type, filter)));
  const tallies = new Map<number | null, Tally>();
  const totals = emptyCounts();
  const days = new Map<string, number>();
  PERFORMANCE_RECORD_TYPES.forEach((type, i) => {
    for (const row of grouped[i]) {
      const n = Number(row.n);
      const tally = tallyOf(tallies, row.collectorId === null ? null : Number(row.collectorId));
      tally.records[type] += n;
      tally.records.total += n;
      if (row.state) tally.byState.set(row.state, (tally.byState.get(row.state) ?? 0) + n);
      tally.first = Math.min(tally.first, new Date(row.first).getTime());
      tally.last = Math.max(tally.last, new Date(row.last).getTime());
      totals[type] += n;
      totals.total += n;
      days.set(row.day, (days.get(row.day) ?? 0) + n);
    }
  });

  const ids = [...tallies.keys()].filter((id): id is number => id !== null);
  const users = ids.length
    ? await db.selectFrom('users').select(['id', 'fullName', 'email', 'state', 'isActive']).where('id', 'in', ids).execute()
    : [];
  const userById = new Map(users.map((user) => [user.id, user]));

  const collectors: CollectorPerformance[] = [...tallies].map(([id, tally]) => {
    const user = id === null ? undefined : userById.get(id);
    return {
      collector: user ? { id: user.id, fullName: user.fullName, email: user.email, state: user.state, isActive: user.isActive } : null,
      records: tally.records,
      states: [...tally.byState].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([state]) => state),
      firstRecordAt: iso(tally.first),
      lastRecordAt: iso(tally.last),
    };
  });
  collectors.sort((a, b) => b.records.total - a.records.total || (a.collector?.fullName ?? '~').localeCompare(b.collector?.fullName ?? '~'));

  return {
    period: { from: filter.from ?? null, to: filter.to ?? null },
    state: filter.state ?? null,
    totals: { ...totals, collectors: collectors.filter((c) => c.collector !== null).length },
    collectors,
    byDay: [...days].sort(([a], [b]) => a.localeCompare(b)).map(([date, total]) => ({ date, total })),
    generatedAt: now.toISOString(),
  };
}
