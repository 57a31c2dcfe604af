/**
 * Collection agents: users of the collector role, with online/offline (the hub's socket presence,
 * every process), last seen, the app version and device they last reported, last sync and records synced.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { CollectorFilter, CollectorView } from '../../src/domain/api/users';
import { ROLE_NAMES } from '../../src/domain/roles';
import type { Database } from '../db/schema';
import type { ListRequest } from '../http/listQuery';
import { personContains } from '../http/like';
import { published } from '../records/visibility';
import { isoTime, isoTimeOrNull } from './wireTimes';

export const COLLECTOR_SORTABLE = ['id', 'fullName', 'email', 'state', 'lastSeenAt', 'lastSyncAt', 'lastLoginAt', 'createdAt'] as const;

const RECORD_TABLES = ['schools', 'learners', 'staff', 'communities', 'households', 'oos_children'];
const recordsSynced = sql<number>`(${sql.join(
  // A deleted record (in its table's bin) no longer counts.
  RECORD_TABLES.map(
    (table) => sql`(select count(*) from ${sql.table(table)} r where r.collector_id = users.id and r.sync_status = 'synced' and ${published('r')})`,
  ),
  sql` + `,
)})::int`;

const DAY_MS = 24 * 60 * 60 * 1000;
const isOnline = (online: readonly number[]) => (online.length ? sql`users.id in (${sql.join(online)})` : sql`false`);

function condition(filter: CollectorFilter, online: readonly number[], now: Date): RawBuilder<boolean> {
  const parts: RawBuilder<unknown>[] = [sql`roles.name = ${ROLE_NAMES.collector}`, sql`users.deleted_at is null`];
  if (filter.q) parts.push(personContains(filter.q));
  if (filter.state) parts.push(sql`users.state = ${filter.state}`);
  if (filter.isActive !== undefined) parts.push(sql`users.is_active = ${filter.isActive}`);
  if (filter.presence) parts.push(filter.presence === 'online' ? isOnline(online) : sql`not ${isOnline(online)}`);
  if (filter.silentDays) {
    const since = new Date(now.getTime() - filter.silentDays * DAY_MS);
    parts.push(sql`not ${isOnline(online)} and coalesce(users.last_seen_at, users.created_at) < ${since}`);
  }
  if (filter.id) parts.push(filter.id.length ? sql`users.id in (${sql.join(filter.id)})` : sql`false`);
  return sql<boolean>`${sql.join(parts, sql` and `)}`;
}

/** `online`: the ids of the collectors connected now (Hub.onlineCollectors). */
export async function listCollectors(
  db: Kysely<Database>,
  request: ListRequest<CollectorFilter>,
  online: readonly number[],
  now = new Date(),
): Promise<{ rows: CollectorView[]; total: number }> {
  const base = () =>
    db
      .selectFrom('users')
      .innerJoin('roles', 'roles.id', 'users.roleId')
      .where(condition(request.filter, online, now));
  const column = request.sortField.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
  const rows = await base()
    .select([
      'users.id',
      'users.email',
      'users.fullName',
      'users.phone',
      'users.state',
      'users.isActive',
      'users.lastSeenAt',
      'users.lastLoginAt',
      'users.createdAt',
      'users.appVersion',
      'users.device',
      'users.lastSyncAt',
      recordsSynced.as('recordsSynced'),
    ])
    .orderBy(sql.ref(`users.${column}`), (order) => (request.sortOrder === 'desc' ? order.desc() : order.asc()).nullsLast())
    .orderBy('users.id')
    .offset(request.offset)
    .limit(request.limit)
    .execute();
  const { total } = await base()
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
  const connected = new Set(online);
  const rowView = (row: (typeof rows)[number]): CollectorView => ({
    ...row,
    lastSeenAt: isoTimeOrNull(row.lastSeenAt),
    lastLoginAt: isoTimeOrNull(row.lastLoginAt),
    createdAt: isoTime(row.createdAt),
    lastSyncAt: isoTimeOrNull(row.lastSyncAt),
    online: connected.has(row.id),
  });
  return { rows: rows.map(rowView), total };
}
