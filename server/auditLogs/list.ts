/** Reading the audit log: filtered pages with their total, one entry, and the actions and resources in use. */
import { sql, type SelectQueryBuilder } from 'kysely';
import type { AuditLogEntry, AuditLogFacets } from '../../src/domain/auditLogs';
import type { Db } from '../db/connection';
import type { Database } from '../db/schema';
import { notFound } from '../http/errors';
import { personStartsWith } from '../http/like';

export interface AuditLogFilter {
  q?: string;
  userId?: number;
  action?: string[];
  resource?: string[];
  resourceId?: string;
  from?: string | null;
  to?: string | null;
}

export interface AuditLogPage {
  sortField: 'createdAt' | 'action' | 'resource' | 'id';
  sortOrder: 'asc' | 'desc';
  offset: number;
  limit: number;
}

type AuditQuery = SelectQueryBuilder<Database, 'auditLogs' | 'users', object>;

function base(db: Db) {
  return db.selectFrom('auditLogs').leftJoin('users', 'users.id', 'auditLogs.userId');
}

function filtered(query: AuditQuery, filter: AuditLogFilter): AuditQuery {
  let q = query;
  if (filter.q) q = q.where(personStartsWith(filter.q));
  if (filter.userId !== undefined) q = q.where('auditLogs.userId', '=', filter.userId);
  if (filter.action?.length) q = q.where('auditLogs.action', 'in', filter.action);
  if (filter.resource?.length) q = q.where('auditLogs.resource', 'in', filter.resource);
  if (filter.resourceId) q = q.where('auditLogs.resourceId', '=', filter.resourceId);
  if (filter.from) q = q.where('auditLogs.createdAt', '>=', sql<Date>`${filter.from}::date`);
  if (filter.to) q = q.where('auditLogs.createdAt', '<', sql<Date>`${filter.to}::date + 1`);
  return q;
}

interface EntryRow {
  id: number | string;
  createdAt: string | Date;
  action: string;
  resource: string;
  resourceId: string | null;
  changes: unknown;
  ip: string | null;
  userId: number | null;
  fullName: string | null;
  email: string | null;
}

function toEntry(row: EntryRow): AuditLogEntry {
  const changes = typeof row.changes === 'string' ? (JSON.parse(row.changes) as unknown) : row.changes;
  return {
    id: Number(row.id),
    createdAt: new Date(row.createdAt).toISOString(),
    action: row.action,
    resource: row.resource,
    resourceId: row.resourceId,
    changes: changes && typeof changes === 'object' ? (changes as Record<string, unknown>) : null,
    ip: row.ip,
    user: row.userId !== null && row.email !== null ? { id: row.userId, fullName: row.fullName ?? '', email: row.email } : null,
  };
}

const COLUMNS = [
  'auditLogs.id',
  'auditLogs.createdAt',
  'auditLogs.action',
  'auditLogs.resource',
  'auditLogs.resourceId',
  'auditLogs.changes',
  'auditLogs.ip',
  'auditLogs.userId',
  'users.fullName',
  'users.email',
] as const;

export async function listAuditLogs(db: Db, filter: AuditLogFilter, page: AuditLogPage): Promise<{ rows: AuditLogEntry[]; total: number }> {
  const query = filtered(base(db) as AuditQuery, filter);
  const [rows, count] = await Promise.all([
    query
      .select(COLUMNS)
      .orderBy(`auditLogs.${page.sortField}`, page.sortOrder)
      .$if(page.sortField !== 'id', (q) => q.orderBy('auditLogs.id', page.sortOrder))
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: (rows as EntryRow[]).map(toEntry), total: Number(count.total) };
}

export async function getAuditLog(db: Db, id: number): Promise<AuditLogEntry> {
  const row = await base(db).select(COLUMNS).where('auditLogs.id', '=', String(id)).executeTakeFirst();
  if (!row) throw notFound('The audit entry');
  return toEntry(row as EntryRow);
}

/** The distinct values of an indexed column, one index probe per value (a skip scan), sorted. */
async function distinctValues(db: Db, column: 'action' | 'resource'): Promise<string[]> {
  const ref = sql.ref(column);
  const { rows } = await sql<{ value: string }>`
    with recursive found(value) as (
      (select ${ref} from audit_logs order by ${ref} limit 1)
      union all
      select (select ${ref} from audit_logs where ${ref} > found.value order by ${ref} limit 1) from found where found.value is not null
    )
    select value from found where value is not null`.execute(db);
  return rows.map((row) => row.value);
}

export async function auditLogFacets(db: Db): Promise<AuditLogFacets> {
  const [actions, resources] = await Promise.all([distinctValues(db, 'action'), distinctValues(db, 'resource')]);
  return { actions, resources };
}
