/** Reading and purging the device logs kept for the Telemetry screen. */
import { sql, type SelectQueryBuilder } from 'kysely';
import type { TelemetryEntry } from '../../src/domain/telemetry';
import { writeAudit } from '../audit';
import type { Db } from '../db/connection';
import type { Database } from '../db/schema';
import { containsPattern, personStartsWith } from '../http/like';

export interface TelemetryFilter {
  q?: string;
  /** The collector's name or e-mail starts with this text. */
  collector?: string;
  collectorId?: number;
  level?: string[];
  category?: string;
  from?: string | null;
  to?: string | null;
}

export interface TelemetryPage {
  sortField: 'receivedAt' | 'level' | 'category' | 'id';
  sortOrder: 'asc' | 'desc';
  offset: number;
  limit: number;
}

type LogQuery = SelectQueryBuilder<Database, 'deviceLogs' | 'users', object>;

function filtered(query: LogQuery, filter: TelemetryFilter): LogQuery {
  let q = query;
  if (filter.q) q = q.where(sql<boolean>`lower(device_logs.message) like ${containsPattern(filter.q)}`);
  if (filter.collector) q = q.where(personStartsWith(filter.collector));
  if (filter.collectorId !== undefined) q = q.where('deviceLogs.collectorId', '=', filter.collectorId);
  if (filter.level?.length) q = q.where('deviceLogs.level', 'in', filter.level);
  if (filter.category) q = q.where('deviceLogs.category', '=', filter.category);
  if (filter.from) q = q.where('deviceLogs.receivedAt', '>=', sql<Date>`${filter.from}::date`);
  if (filter.to) q = q.where('deviceLogs.receivedAt', '<', sql<Date>`${filter.to}::date + 1`);
  return q;
}

interface Row {
  id: number | string;
  receivedAt: Date | string;
  deviceTime: string;
  level: string;
  category: string;
  message: string;
  collectorId: number;
  fullName: string;
  email: string;
}

const toEntry = (row: Row): TelemetryEntry => ({
  id: Number(row.id),
  receivedAt: new Date(row.receivedAt).toISOString(),
  deviceTime: row.deviceTime,
  level: row.level,
  category: row.category,
  message: row.message,
  collector: { id: row.collectorId, fullName: row.fullName, email: row.email },
});

export async function listTelemetry(db: Db, filter: TelemetryFilter, page: TelemetryPage): Promise<{ rows: TelemetryEntry[]; total: number }> {
  const query = filtered(db.selectFrom('deviceLogs').innerJoin('users', 'users.id', 'deviceLogs.collectorId') as LogQuery, filter);
  const [rows, count] = await Promise.all([
    query
      .select([
        'deviceLogs.id',
        'deviceLogs.receivedAt',
        'deviceLogs.deviceTime',
        'deviceLogs.level',
        'deviceLogs.category',
        'deviceLogs.message',
        'deviceLogs.collectorId',
        'users.fullName',
        'users.email',
      ])
      .orderBy(`deviceLogs.${page.sortField}`, page.sortOrder)
      .$if(page.sortField !== 'id', (q) => q.orderBy('deviceLogs.id', page.sortOrder))
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: (rows as Row[]).map(toEntry), total: Number(count.total) };
}

/** Deletes the lines received before `before` (a yyyy-MM-dd day, not included), audit-logged; answers how many. */
export function purgeTelemetry(db: Db, before: string, actor: { userId: number; ip: string }): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .deleteFrom('deviceLogs')
      .where('receivedAt', '<', sql<Date>`${before}::date`)
      .executeTakeFirst();
    const deleted = Number(result.numDeletedRows);
    await writeAudit(trx, { userId: actor.userId, action: 'purge', resource: 'telemetry', changes: { before, deleted }, ip: actor.ip });
    return deleted;
  });
}
