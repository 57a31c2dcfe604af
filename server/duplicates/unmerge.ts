/**
 * POST /api/admin/duplicates/{id}/unmerge: within the undo window, one transaction puts the merged
 * row back exactly as merged_records kept it (same id, every column), reverses what the merge did to
 * other pairs (merged_records.undo), reopens the pair so it can be decided again, removes the
 * merged_records row and audits `unmerge` on both records. The merged record's device mapping and
 * review history were never moved, so they are whole again at once. Locks as a merge does: the
 * survivor's row, then the copy, then every pair of both records (ascending id).
 */
import { sql, type Transaction } from 'kysely';
import type { ReviewState } from '../../src/domain/recordQuality';
import { writeAudit } from '../audit';
import type { Database } from '../db/schema';
import type { Db } from '../db/connection';
import { ApiError } from '../http/errors';
import { dynamic } from '../records';
import type { DuplicateKind } from './kinds';
import { lockRecords } from './merge';
import { pairChanged, UNMERGE_MESSAGES } from './messages';
import { lockPairsOf, undoPairMoves, type PairMoves } from './pairs';
import { withRetry } from './retry';
import { restoreRow } from './snapshot';

type Trx = Transaction<Database>;

export interface UnmergeResult {
  restoredId: number;
  survivorId: number;
}

/** The merge's copy, locked; `expired` by the database's clock. */
async function lockCopy(trx: Trx, kind: DuplicateKind, recordId: number, days: number) {
  return trx
    .selectFrom('mergedRecords')
    .select(['mergedInto', 'mergedAt', 'pairId', 'undo', 'purgedAt'])
    .select(sql<boolean>`data is null or merged_at <= now() - ${days} * interval '1 day'`.as('expired'))
    .where('resource', '=', kind.resource)
    .where('recordId', '=', recordId)
    .forUpdate()
    .executeTakeFirst();
}

async function unmergeIn(trx: Trx, kind: DuplicateKind, pairId: number, days: number, context: { userId: number; ip: string | null }): Promise<UnmergeResult> {
  const seen = await trx.selectFrom('duplicatePairs').select(['recordA', 'recordB', 'status', 'keptId']).where('id', '=', pairId).executeTakeFirst();
  if (!seen || seen.status !== 'merged' || seen.keptId === null) throw pairChanged(UNMERGE_MESSAGES.notMerged);
  const survivor = seen.keptId;
  const merged = seen.recordA === survivor ? seen.recordB : seen.recordA;
  const records = await lockRecords(trx, kind, [survivor]);
  const copy = await lockCopy(trx, kind, merged, days);
  const locked = await lockPairsOf(trx, kind, [survivor, merged]);
  const pair = locked.find((row) => row.id === pairId);
  if (pair?.status !== 'merged' || pair.keptId !== survivor || !copy || copy.mergedInto !== survivor || (copy.pairId !== null && copy.pairId !== pairId)) {
    throw pairChanged(UNMERGE_MESSAGES.notMerged);
  }
  if (copy.purgedAt || copy.expired) throw new ApiError(409, 'CONFLICT', UNMERGE_MESSAGES.windowPassed(days));
  if (copy.pairId === null || !copy.undo) throw new ApiError(409, 'CONFLICT', UNMERGE_MESSAGES.beforeUndo);
  if (records.length !== 1) throw new ApiError(409, 'CONFLICT', UNMERGE_MESSAGES.survivorGone(survivor));
  const survivorState = (await dynamic(trx).selectFrom(kind.table).select('reviewState').where('id', '=', survivor).executeTakeFirstOrThrow())
    .reviewState as ReviewState;

  await restoreRow(trx, kind, merged);
  const moves = (typeof copy.undo === 'string' ? JSON.parse(copy.undo) : copy.undo) as unknown as PairMoves;
  await undoPairMoves(trx, kind, locked, moves, merged, survivor, new Date(copy.mergedAt));
  await trx.updateTable('duplicatePairs').set({ status: 'open', keptId: null, resolvedBy: null, resolvedAt: null }).where('id', '=', pairId).execute();
  await trx.deleteFrom('mergedRecords').where('resource', '=', kind.resource).where('recordId', '=', merged).execute();
  const now = new Date();
  // As after a merge: the survivor's new updated_at moves the public figures' fingerprint.
  await dynamic(trx).updateTable(kind.table).set({ updatedAt: now, updatedBy: context.userId }).where('id', '=', survivor).execute();
  await trx
    .insertInto('recordReviews')
    .values({
      resource: kind.resource,
      recordId: survivor,
      state: survivorState,
      comment: `Merge with record ${merged} undone`,
      source: 'merge',
      userId: context.userId,
      createdAt: now,
    })
    .execute();
  await writeAudit(trx, {
    userId: context.userId,
    action: 'unmerge',
    resource: kind.resource,
    resourceId: survivor,
    changes: { unmerged: merged, pairId },
    ip: context.ip,
  });
  await writeAudit(trx, {
    userId: context.userId,
    action: 'unmerge',
    resource: kind.resource,
    resourceId: merged,
    changes: { unmergedFrom: survivor, pairId },
    ip: context.ip,
  });
  return { restoredId: merged, survivorId: survivor };
}

/** A row that links a record gone for good, or that clashes with one written since (SQLSTATE 23503, 23505). */
const isClash = (error: unknown) => ['23503', '23505'].includes(String((error as { code?: unknown } | null)?.code ?? ''));

export async function unmergePair(
  db: Db,
  kind: DuplicateKind,
  pairId: number,
  days: number,
  context: { userId: number; ip: string | null },
): Promise<UnmergeResult> {
  try {
    return await withRetry(() => db.transaction().execute((trx) => unmergeIn(trx, kind, pairId, days, context)));
  } catch (error) {
    if (isClash(error)) throw new ApiError(409, 'CONFLICT', UNMERGE_MESSAGES.linkGone);
    throw error;
  }
}
