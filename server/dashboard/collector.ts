/**
 * The collector section: the signed-in collector's own records by type and sync status, the last
 * sync, and their total against the other active collectors of their state. Counts read the
 * collector_id index; own records are counted whatever the role's read permissions (they are the
 * collector's own work).
 */
import { sql } from 'kysely';
import type { CollectorDashboard, DashboardFilter } from '../../src/domain/dashboard';
import { RECORD_TYPE_NAMES, type RecordType } from '../../src/domain/records';
import { ROLE_NAMES } from '../../src/domain/roles';
import type { Db } from '../db/connection';
import { RECORD_TABLE_OF, asNumber, executeCount, isoOf, where } from './scope';

async function ownByType(db: Db, userId: number, filter: DashboardFilter): Promise<CollectorDashboard['byType']> {
  const parts = RECORD_TYPE_NAMES.map((type) => {
    const table = RECORD_TABLE_OF[type];
    return sql`select ${type} as type, sync_status as status, count(*) as n from ${sql.table(table)}
      where ${where(table, filter, sql`collector_id = ${userId}`)} group by sync_status`;
  });
  const { rows } = await executeCount(db, sql<{ type: RecordType; status: string; n: string }>`${sql.join(parts, sql` union all `)}`);
  return RECORD_TYPE_NAMES.map((type) => {
    const counts = { type, synced: 0, pending: 0, failed: 0, total: 0 };
    for (const row of rows.filter((r) => r.type === type)) {
      const n = asNumber(row.n);
      counts.total += n;
      if (row.status === 'synced' || row.status === 'pending' || row.status === 'failed') counts[row.status] += n;
    }
    return counts;
  });
}

/** Records per active collector of the state, the signed-in one included even with none. */
async function stateTotals(db: Db, state: string, filter: DashboardFilter): Promise<Map<number, number>> {
  const peers = db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.roleId')
    .select('users.id')
    .where('roles.name', '=', ROLE_NAMES.collector)
    .where('users.isActive', '=', true)
    .where('users.state', '=', state);
  const ids = (await peers.execute()).map((row) => row.id);
  const totals = new Map<number, number>(ids.map((id) => [id, 0]));
  if (ids.length === 0) return totals;
  const parts = RECORD_TYPE_NAMES.map((type) => {
    const table = RECORD_TABLE_OF[type];
    return sql`select collector_id, count(*) as n from ${sql.table(table)} where ${where(table, filter, sql`collector_id in (${sql.join(ids)})`)} group by 1`;
  });
  const { rows } = await executeCount(
    db,
    sql<{ collectorId: number; n: string }>`
    select collector_id, sum(n) as n from (${sql.join(parts, sql` union all `)}) per group by 1`,
  );
  for (const row of rows) totals.set(Number(row.collectorId), asNumber(row.n));
  return totals;
}

export async function collectorDashboard(db: Db, userId: number, filter: DashboardFilter, now = new Date()): Promise<CollectorDashboard> {
  const [byType, me, lastSync] = await Promise.all([
    ownByType(db, userId, filter),
    db.selectFrom('users').select('state').where('id', '=', userId).executeTakeFirst(),
    db
      .selectFrom('syncIngestions')
      .select(sql<Date | null>`max(created_at)`.as('at'))
      .where('collectorId', '=', userId)
      .executeTakeFirst(),
  ]);
  const total = byType.reduce((sum, row) => sum + row.total, 0);
  const state = me?.state ?? null;
  let stateAverage: number | null = null;
  let rankInState: number | null = null;
  let collectorsInState = 0;
  if (state) {
    const totals = await stateTotals(db, state, filter);
    totals.set(userId, totals.get(userId) ?? total);
    collectorsInState = totals.size;
    const all = [...totals.values()];
    stateAverage = all.reduce((a, b) => a + b, 0) / all.length;
    rankInState = 1 + all.filter((n) => n > (totals.get(userId) ?? 0)).length;
  }
  return { filter, byType, total, lastSyncAt: isoOf(lastSync?.at), state, stateAverage, rankInState, collectorsInState, generatedAt: now.toISOString() };
}
