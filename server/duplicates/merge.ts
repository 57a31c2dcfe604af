/**
 * A merge, in the caller's transaction. Locks, in this order: both records (ascending id), then
 * every pair of either record (ascending id), the pair itself among them — every merge and undo
 * takes record locks before pair locks, so concurrent merges of overlapping pairs queue instead of
 * deadlocking. Then the merged row is copied whole into merged_records (with what the merge moves,
 * for an undo) and deleted from its table, so every list, search, export, dashboard and public
 * figure leaves it out. The merged record keeps its device mapping (its device's re-push is
 * answered `merged`, server/sync/gone.ts) and its review history (on its own id, so an undo is
 * exact); the survivor's history gains a "Merged with record N" step.
 */
import type { Transaction } from 'kysely';
import type { ReviewState } from '../../src/domain/recordQuality';
import { writeAudit } from '../audit';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import { dynamic } from '../records';
import { published } from '../records/visibility';
import type { DuplicateKind } from './kinds';
import { lockPairsOf, movePairs } from './pairs';
import { pairChanged, RESOLVE_MESSAGES } from './messages';
import { rowJson } from './snapshot';

type Trx = Transaction<Database>;

interface RecordRow {
  id: number;
  createdAt: Date | string;
  reviewState: string;
}

/** Locks the records (ascending id); answers those still in their table and published. */
export async function lockRecords(trx: Trx, kind: DuplicateKind, ids: readonly number[]): Promise<RecordRow[]> {
  const rows = await dynamic(trx)
    .selectFrom(kind.table)
    .select(['id', 'createdAt', 'reviewState'])
    .where('id', 'in', [...ids])
    .where(published(kind.table))
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.map((row) => ({ id: Number(row.id), createdAt: row.createdAt as Date | string, reviewState: String(row.reviewState) }));
}

/** The survivor: the chosen one, else the older record (created first, then the lower id). */
function chooseSurvivor(rows: readonly RecordRow[], keepId: number | undefined): { keep: RecordRow; gone: RecordRow } {
  const [older, newer] = [...rows].sort((a, b) => new Date(a.createdAt).getTime() - new Date(b.createdAt).getTime() || a.id - b.id);
  const keepFirst = keepId === undefined ? true : older.id === keepId;
  return keepFirst ? { keep: older, gone: newer } : { keep: newer, gone: older };
}

export async function mergePair(
  trx: Trx,
  kind: DuplicateKind,
  pairId: number,
  keepId: number | undefined,
  context: { userId: number; ip: string | null },
): Promise<{ keptId: number; mergedId: number }> {
  const seen = await trx.selectFrom('duplicatePairs').select(['recordA', 'recordB', 'status']).where('id', '=', pairId).executeTakeFirst();
  if (!seen) throw pairChanged(RESOLVE_MESSAGES.moved);
  if (seen.status !== 'open') throw pairChanged(RESOLVE_MESSAGES.notOpen);
  if (keepId !== undefined && keepId !== seen.recordA && keepId !== seen.recordB) {
    throw new ApiError(400, 'VALIDATION_FAILED', RESOLVE_MESSAGES.keepIdOutside, { keepId: RESOLVE_MESSAGES.keepIdOutside });
  }
  const records = await lockRecords(trx, kind, [seen.recordA, seen.recordB]);
  const locked = await lockPairsOf(trx, kind, [seen.recordA, seen.recordB]);
  const pair = locked.find((row) => row.id === pairId);
  if (!pair || pair.recordA !== seen.recordA || pair.recordB !== seen.recordB) throw pairChanged(RESOLVE_MESSAGES.moved);
  if (pair.status !== 'open') throw pairChanged(RESOLVE_MESSAGES.notOpen);
  if (records.length !== 2) throw pairChanged(RESOLVE_MESSAGES.recordGone);

  const { keep, gone } = chooseSurvivor(records, keepId);
  const [survivor, merged] = [keep.id, gone.id];
  const now = new Date();
  const moves = await movePairs(trx, locked, pairId, merged, survivor, context.userId, now);
  await trx
    .insertInto('mergedRecords')
    .values({
      resource: kind.resource,
      recordId: merged,
      mergedInto: survivor,
      data: await rowJson(trx, kind, merged),
      mergedBy: context.userId,
      mergedAt: now,
      pairId,
      undo: JSON.stringify(moves),
    })
    .execute();
  await trx
    .insertInto('recordReviews')
    .values({
      resource: kind.resource,
      recordId: survivor,
      state: keep.reviewState as ReviewState,
      comment: `Merged with record ${merged}`,
      source: 'merge',
      userId: context.userId,
      createdAt: now,
    })
    .execute();
  await dynamic(trx).deleteFrom(kind.table).where('id', '=', merged).execute();
  // Touching the survivor moves the public figures' fingerprint, which a delete alone may not.
  await dynamic(trx).updateTable(kind.table).set({ updatedAt: now, updatedBy: context.userId }).where('id', '=', survivor).execute();
  await trx
    .updateTable('duplicatePairs')
    .set({ status: 'merged', keptId: survivor, resolvedBy: context.userId, resolvedAt: now })
    .where('id', '=', pairId)
    .execute();

  const details = { pairId, pairsMoved: moves.repointed.length, pairsDropped: moves.dropped.length };
  await writeAudit(trx, {
    userId: context.userId,
    action: 'merge',
    resource: kind.resource,
    resourceId: survivor,
    changes: { merged, ...details },
    ip: context.ip,
  });
  await writeAudit(trx, {
    userId: context.userId,
    action: 'merge',
    resource: kind.resource,
    resourceId: merged,
    changes: { mergedInto: survivor, ...details },
    ip: context.ip,
  });
  return { keptId: survivor, mergedId: merged };
}
