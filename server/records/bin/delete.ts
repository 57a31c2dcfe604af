/**
 * DELETE /api/admin/{records path}/{id}: the record moves into its table's bin, hidden
 * from every read path at once, and a `deleted_records` row keeps who, when, why and the row's own
 * import batch for a restore. One transaction with the audit row `delete` (the reason in changes).
 * The row itself is not otherwise touched, so a restore gives it back exactly as it was.
 */
import type { DeleteBody } from '../../../src/domain/recordBin';
import { writeAudit } from '../../audit';
import type { Db } from '../../db/connection';
import { dynamic } from '../read';
import type { RecordDef } from '../types';
import { notFoundError, type Actor } from '../update';
import { binIdOf, lockRecord } from './bin';

/** Deletes record `id` (404 when unknown or already deleted) for the reason the route validated. */
export async function deleteRecord(db: Db, def: RecordDef, id: number, { reason }: DeleteBody, actor: Actor, ip: string | null): Promise<{ id: number }> {
  return db.transaction().execute((trx) => binRecord(trx, def, id, reason, actor, ip));
}

/** The delete itself, inside the caller's transaction (the route's, or the demo seed's). */
export async function binRecord(trx: Db, def: RecordDef, id: number, reason: string, actor: Actor, ip: string | null): Promise<{ id: number }> {
  const locked = await lockRecord(trx, def, id);
  if (!locked?.visible) throw notFoundError(def);
  await dynamic(trx)
    .updateTable(def.table)
    .set({ importBatchId: binIdOf(def) })
    .where('id', '=', id)
    .execute();
  await trx.insertInto('deletedRecords').values({ resource: def.path, recordId: id, importBatchId: locked.importBatchId, reason, deletedBy: actor }).execute();
  await writeAudit(trx, { userId: actor, action: 'delete', resource: def.path, resourceId: id, changes: { reason }, ip });
  return { id };
}
