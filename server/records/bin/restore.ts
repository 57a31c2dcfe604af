/**
 * POST /api/admin/{records path}/{id}/restore: within the retention window the record
 * leaves its bin for the import batch it named before (the row was never otherwise touched, so it
 * is back whole with its links and review history), its `deleted_records` row goes, and the audit
 * row `restore` is written in the same transaction. Too late: 409 (window passed, or purged).
 */
import { writeAudit } from '../../audit';
import type { Db } from '../../db/connection';
import { dynamic } from '../read';
import type { RecordDef } from '../types';
import type { Actor } from '../update';
import { notFoundError } from '../update';
import { BIN_MESSAGES, DAY_MS, lockRecord } from './bin';

export interface RestoreOptions {
  /** DELETE_RETENTION_DAYS. */
  days: number;
  now: Date;
  ip: string | null;
}

export async function restoreRecord(db: Db, def: RecordDef, id: number, actor: Actor, options: RestoreOptions): Promise<{ id: number }> {
  return db.transaction().execute(async (trx) => {
    // The record's row first, as delete and purge lock it, so none of the three waits on another in turn.
    const locked = await lockRecord(trx, def, id);
    const entry = await trx
      .selectFrom('deletedRecords')
      .select(['importBatchId', 'reason', 'deletedAt', 'deletedBy', 'purgedAt'])
      .where('resource', '=', def.path)
      .where('recordId', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (entry?.purgedAt) throw BIN_MESSAGES.purged(def);
    if (!locked) throw notFoundError(def);
    if (!entry || !locked.inBin) throw BIN_MESSAGES.notDeleted(def);
    const deletedAt = new Date(entry.deletedAt);
    if (options.now.getTime() > deletedAt.getTime() + options.days * DAY_MS) throw BIN_MESSAGES.windowPassed(def, options.days);

    await dynamic(trx).updateTable(def.table).set({ importBatchId: entry.importBatchId }).where('id', '=', id).execute();
    await trx.deleteFrom('deletedRecords').where('resource', '=', def.path).where('recordId', '=', id).execute();
    await writeAudit(trx, {
      userId: actor,
      action: 'restore',
      resource: def.path,
      resourceId: id,
      changes: { reason: entry.reason, deletedAt: deletedAt.toISOString(), deletedBy: entry.deletedBy },
      ip: options.ip,
    });
    return { id };
  });
}
