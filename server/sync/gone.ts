/**
 * What a device learns when it re-pushes a record that left its table: one merged into
 * another is answered `merged` with the survivor's id (following a chain of merges), one an officer
 * deleted is answered `deleted`. Neither re-push writes anything, so a survivor is never
 * overwritten by its merged twin's device and a deleted record is not created again. Tombstones
 * stay after the retention window's purge, so the answers hold then too.
 */
import type { SyncPushOutcome } from '../../src/domain/protocol';
import type { Db } from '../db/connection';
import type { RecordDef } from '../records';

/** Merges chained deeper than this are not followed further (each step is one indexed read). */
const MAX_MERGE_CHAIN = 20;

export const GONE_MESSAGES = {
  merged: (survivor: number) => `Merged into record ${survivor}; this copy is no longer kept`,
  deleted: 'Deleted by an officer; it will not be created again',
} as const;

export type GoneOutcome = Required<Pick<SyncPushOutcome, 'status' | 'message' | 'reviewState'>> & Pick<SyncPushOutcome, 'serverId' | 'reviewComment'>;

/** The survivor a merged record ended in, or undefined when the record was never merged away. */
export async function survivorOf(db: Db, def: RecordDef, recordId: number): Promise<number | undefined> {
  let current = recordId;
  let survivor: number | undefined;
  for (let step = 0; step < MAX_MERGE_CHAIN; step += 1) {
    const merged = await db
      .selectFrom('mergedRecords')
      .select('mergedInto')
      .where('resource', '=', def.path)
      .where('recordId', '=', current)
      .executeTakeFirst();
    if (!merged) break;
    survivor = merged.mergedInto;
    current = merged.mergedInto;
  }
  return survivor;
}

/** The answer to a re-push of `recordId` when it was merged away or deleted; undefined otherwise. */
export async function goneOutcome(db: Db, def: RecordDef, recordId: number): Promise<GoneOutcome | undefined> {
  const survivor = await survivorOf(db, def, recordId);
  if (survivor !== undefined)
    return { status: 'merged', serverId: survivor, message: GONE_MESSAGES.merged(survivor), reviewState: 'merged', reviewComment: null };
  const deleted = await db.selectFrom('deletedRecords').select('reason').where('resource', '=', def.path).where('recordId', '=', recordId).executeTakeFirst();
  if (deleted) return { status: 'deleted', message: GONE_MESSAGES.deleted, reviewState: 'deleted', reviewComment: deleted.reason };
  return undefined;
}
