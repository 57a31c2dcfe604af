/**
 * The retention job's part for merges: a merge older than the undo window loses its
 * copy of the merged row and its undo data for good. The merged_records row stays as a tombstone
 * (data null, purged_at set), so a device re-pushing the merged record is still answered `merged`
 * (server/sync/gone.ts). Each purge is audited (`purge`, no user). The UPDATE claims its rows, so
 * two processes running the job never purge one merge twice.
 */
import { sql } from 'kysely';
import { writeAudit } from '../audit';
import type { Db } from '../db/connection';

/** Rows purged per transaction, so that one run never holds many locks or the embedded database's connection for long. */
const BATCH = 500;

/** Purges merges made before `now` − `days`; answers how many. */
export async function purgeExpiredMerges(db: Db, days: number, now: Date): Promise<number> {
  const before = new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
  let total = 0;
  for (;;) {
    const purged = await db.transaction().execute(async (trx) => {
      const rows = await sql<{ resource: string; recordId: number; mergedInto: number; mergedAt: Date }>`
        update merged_records set data = null, undo = null, purged_at = ${now}
        where (resource, record_id) in (
          select resource, record_id from merged_records where purged_at is null and merged_at < ${before}
          order by merged_at limit ${BATCH} for update skip locked)
        returning resource, record_id, merged_into, merged_at`.execute(trx);
      for (const row of rows.rows) {
        await writeAudit(trx, {
          userId: null,
          action: 'purge',
          resource: row.resource,
          resourceId: row.recordId,
          changes: { mergedInto: row.mergedInto, mergedAt: new Date(row.mergedAt).toISOString() },
        });
      }
      return rows.rows.length;
    });
    total += purged;
    if (purged < BATCH) return total;
  }
}
