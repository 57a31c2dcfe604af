/**
 * The admin section: who collects (online now through the real-time hub, active today, silent),
 * what arrived (synced today and this week, failed), pending invitations, jobs and the latest
 * audit events. Collectors and invitations follow the state filter through the user's state; the
 * figures that open a list (online, silent, pending invitations) are counted by that list's code.
 */
import { sql } from 'kysely';
import {
  ONLINE_COLLECTORS,
  PENDING_INVITATIONS,
  SILENT_AFTER_DAYS,
  SILENT_COLLECTORS,
  peopleListFilter,
  type AdminDashboard,
  type DashboardFilter,
  type JobSummary,
  type ListFilter,
} from '../../src/domain/dashboard';
import { PERMISSION_CONSTANTS as P, hasAnyPermission, type PermissionSubject } from '../../src/domain/permissions';
import { ROLE_NAMES } from '../../src/domain/roles';
import type { RecordType } from '../../src/domain/records';
import { collectorFilterSchema, userFilterSchema } from '../../src/domain/api/users';
import { listCollectors } from '../accounts/collectors';
import { listUsers } from '../accounts/userQueries';
import type { Db } from '../db/connection';
import { withoutJit } from '../db/withoutJit';
import { weekStart } from './executive';
import { latestJobs, runningJobs } from './jobs';
import { RECORD_TABLE_OF, asNumber, executeCount, isoOf, readableTypes, where } from './scope';

const startOfDay = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())).toISOString();

function collectorUsers(db: Db, filter: DashboardFilter) {
  return db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.roleId')
    .where('roles.name', '=', ROLE_NAMES.collector)
    .where('users.isActive', '=', true)
    .where('users.deletedAt', 'is', null)
    .$if(Boolean(filter.state), (q) => q.where('users.state', '=', filter.state ?? null));
}

/** A figure counted by the list it opens (the same code and filter), so the two agree. */
const countOf = <F>(filter: F) => ({ filter, sortField: 'id', sortOrder: 'asc' as const, offset: 0, limit: 0 });

async function collectors(db: Db, filter: DashboardFilter, online: number[], now: Date): Promise<AdminDashboard['collectors']> {
  const silentSince = new Date(now.getTime() - SILENT_AFTER_DAYS * 86_400_000);
  const lastHeard = sql<Date>`coalesce(users.last_seen_at, users.created_at)`;
  // The list's statement counts each collector's records: JIT off, as for the other counts.
  const listed = (extra: ListFilter) =>
    withoutJit(db, (inner) => listCollectors(inner, countOf(collectorFilterSchema.parse(peopleListFilter(filter, extra))), online, now));
  const [counts, onlineNow, silent, silentList] = await Promise.all([
    collectorUsers(db, filter)
      .select([sql<string>`count(*)`.as('total'), sql<string>`count(*) filter (where users.last_seen_at >= ${startOfDay(now)})`.as('activeToday')])
      .executeTakeFirstOrThrow(),
    listed(ONLINE_COLLECTORS),
    listed(SILENT_COLLECTORS),
    collectorUsers(db, filter)
      .select(['users.id', 'users.fullName', 'users.email', 'users.state', 'users.lastSeenAt'])
      .where(lastHeard, '<', silentSince)
      .$if(online.length > 0, (q) => q.where('users.id', 'not in', online))
      .orderBy(sql`users.last_seen_at asc nulls first`)
      .orderBy('users.id')
      .limit(10)
      .execute(),
  ]);
  return {
    total: asNumber(counts.total),
    onlineNow: onlineNow.total,
    activeToday: asNumber(counts.activeToday),
    silent: silent.total,
    silentList: silentList.map((user) => ({ ...user, lastSeenAt: isoOf(user.lastSeenAt) })),
  };
}

/** Records of the readable types by sync status: synced today and since Monday, and failed (within the filter). */
async function syncCounts(db: Db, types: RecordType[], filter: DashboardFilter, now: Date) {
  if (types.length === 0) return { synced: { today: 0, thisWeek: 0 }, failedSyncs: 0 };
  const monday = weekStart(now);
  const since = filter.from && filter.from > monday ? filter.from : monday;
  const today = startOfDay(now);
  const parts = types.flatMap((type) => {
    const table = RECORD_TABLE_OF[type];
    return [
      sql`select count(*) filter (where created_at >= ${today}) as today, count(*) as week, 0 as failed from ${sql.table(table)}
        where ${where(table, { ...filter, from: since }, sql`sync_status = 'synced'`)}`,
      sql`select 0, 0, count(*) from ${sql.table(table)} where ${where(table, filter, sql`sync_status = 'failed'`)}`,
    ];
  });
  const { rows } = await executeCount(
    db,
    sql<{ today: string; week: string; failed: string }>`
    select sum(today) as today, sum(week) as week, sum(failed) as failed from (${sql.join(parts, sql` union all `)}) counts`,
  );
  return { synced: { today: asNumber(rows[0]?.today), thisWeek: asNumber(rows[0]?.week) }, failedSyncs: asNumber(rows[0]?.failed) };
}

async function pendingInvitations(db: Db, filter: DashboardFilter): Promise<number> {
  const { total } = await listUsers(db, countOf(userFilterSchema.parse(peopleListFilter(filter, PENDING_INVITATIONS))));
  return total;
}

async function latestAudit(db: Db): Promise<NonNullable<AdminDashboard['latestAudit']>> {
  const rows = await db
    .selectFrom('auditLogs')
    .leftJoin('users', 'users.id', 'auditLogs.userId')
    .select(['auditLogs.id', 'auditLogs.action', 'auditLogs.resource', 'auditLogs.resourceId', 'auditLogs.createdAt', 'users.fullName as userName'])
    .orderBy('auditLogs.createdAt', 'desc')
    .orderBy('auditLogs.id', 'desc')
    .limit(8)
    .execute();
  return rows.map((row) => ({ ...row, id: String(row.id), createdAt: isoOf(row.createdAt) ?? '' }));
}

export async function adminDashboard(db: Db, subject: PermissionSubject, filter: DashboardFilter, online: number[], now = new Date()): Promise<AdminDashboard> {
  const mayReadAudit = hasAnyPermission(subject, [P.READ_AUDIT_LOGS, P.MANAGE_AUDIT_LOGS]);
  const [people, sync, invitations, running, latest, audit] = await Promise.all([
    collectors(db, filter, online, now),
    syncCounts(db, readableTypes(subject), filter, now),
    pendingInvitations(db, filter),
    runningJobs(db),
    latestJobs(db),
    mayReadAudit ? latestAudit(db) : null,
  ]);
  const jobs: { running: number; latest: JobSummary[] } = { running, latest };
  return { filter, collectors: people, ...sync, pendingInvitations: invitations, jobs, latestAudit: audit, generatedAt: now.toISOString() };
}
