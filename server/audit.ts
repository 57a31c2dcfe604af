import type { Kysely } from 'kysely';
import type { Database } from './db/schema';

export interface AuditEntry {
  userId: number | null;
  action: string;
  resource: string;
  resourceId?: string | number | null;
  changes?: Record<string, unknown> | null;
  ip?: string | null;
}

/** Writes one audit row; pass the transaction of the write it describes. */
export async function writeAudit(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('auditLogs')
    .values({
      userId: entry.userId,
      action: entry.action,
      resource: entry.resource,
      resourceId: entry.resourceId == null ? null : String(entry.resourceId),
      changes: entry.changes ? JSON.stringify(entry.changes) : null,
      ip: entry.ip ?? null,
    })
    .execute();
}
