/**
 * The retention job's purge of deleted records: a record deleted longer than `days` ago
 * leaves its table for good (the schema's foreign keys set its dependents' links to null) with its
 * review history and its duplicate pairs (any status); its `deleted_records` row stays as a
 * tombstone (`purged_at`), so a device that re-pushes it is still answered `deleted`
 * (server/sync/gone.ts). One audit row `purge` each, by
 * nobody (userId null). Each record is purged in its own transaction under the same locks as a
 * restore, so a restore and a purge never both happen, and two processes never purge one record.
 */
import { writeAudit } from '../../audit';
import type { Db } from '../../db/connection';
import { dynamic } from '../read';
import type { RecordDef } from '../types';
import { DAY_MS, defOfResource, lockRecord } from './bin';

/** Tombstones read per round. */
const BATCH = 200;

interface Due {
  resource: string;
  recordId: number;
}

async function purgeOne(db: Db, def: RecordDef, recordId: number, cutoff: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const locked = await lockRecord(trx, def, recordId);
    const entry = await trx
      .selectFrom('deletedRecords')
      .select(['reason', 'deletedAt', 'deletedBy'])
      .where('resource', '=', def.path)
      .where('recordId', '=', recordId)
      .where('purgedAt', 'is', null)
      .where('deletedAt', '<', cutoff)
      .forUpdate()
      .executeTakeFirst();
    // Restored or purged meanwhile; a row that left the bin some other way is never removed.
    if (!entry || (locked && !locked.inBin)) return false;
    if (locked) {
      await trx.deleteFrom('recordReviews').where('resource', '=', def.path).where('recordId', '=', recordId).execute();
      await dynamic(trx).deleteFrom(def.table).where('id', '=', recordId).execute();
    }
    // No duplicate pair may name a record that is gone for good (whatever the pair's status).
    await trx
      .deleteFrom('duplicatePairs')
      .where('resource', '=', def.path)
      .where((eb) => eb.or([eb('recordA', '=', recordId), eb('recordB', '=', recordId)]))
      .execute();
    await trx.updateTable('deletedRecords').set({ purgedAt: new Date() }).where('resource', '=', def.path).where('recordId', '=', recordId).execute();
    await writeAudit(trx, {
      userId: null,
      action: 'purge',
      resource: def.path,
      resourceId: recordId,
      changes: { reason: entry.reason, deletedAt: new Date(entry.deletedAt).toISOString(), deletedBy: entry.deletedBy },
    });
    return true;
  });
}

/** Purges the records deleted more than `days` days before `now`; answers how many. */
export async function purgeExpiredDeletes(db: Db, days: number, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - days * DAY_MS);
  let purged = 0;
  let after: Due | undefined;
  for (;;) {
    let query = db.selectFrom('deletedRecords').select(['resource', 'recordId']).where('purgedAt', 'is', null).where('deletedAt', '<', cutoff);
    if (after) {
      const { resource, recordId } = after;
      query = query.where((eb) => eb(eb.tuple(eb.ref('resource'), eb.ref('recordId')), '>', eb.tuple(eb.val(resource), eb.val(recordId))));
    }
    const due = await query.orderBy('resource').orderBy('recordId').limit(BATCH).execute();
    for (const entry of due) {
      const def = defOfResource(entry.resource);
      if (def && (await purgeOne(db, def, entry.recordId, cutoff))) purged += 1;
    }
    if (due.length < BATCH) return purged;
    const last = due[due.length - 1];
    after = { resource: last.resource, recordId: last.recordId };
  }
}
