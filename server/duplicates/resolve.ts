/**
 * POST /api/admin/duplicates/{id}/resolve: "not a duplicate" (remembered: a later check never
 * re-opens the pair) or "merge" in one transaction. A merge keeps the survivor, moves the merged
 * record's links to it (the device's sync mapping, its review history, its other pairs), copies the
 * merged row whole into merged_records and deletes it from its table — so every list, search,
 * export, dashboard and public figure leaves it out with no change to their reads.
 */
import type { Transaction } from 'kysely';
import type { DuplicateResolveBody, ReviewState } from '../../src/domain/recordQuality';
import { writeAudit } from '../audit';
import type { Database } from '../db/schema';
import type { Db } from '../db/connection';
import { ApiError, notFound } from '../http/errors';
import { dynamic } from '../records';
import type { DuplicateKind } from './kinds';

type Trx = Transaction<Database>;

export const RESOLVE_MESSAGES = {
  notFound: 'The possible duplicate',
  notOpen: 'This pair has already been resolved.',
  keepIdOutside: 'keepId must be the id of one record of the pair',
  recordGone: 'One record of this pair no longer exists.',
  distinct: 'The records were marked as not duplicates.',
  merged: 'The records were merged.',
} as const;

export interface PairRow {
  id: number;
  resource: string;
  recordA: number;
  recordB: number;
  status: string;
}

export async function findPair(db: Db, id: number): Promise<PairRow | undefined> {
  return db.selectFrom('duplicatePairs').select(['id', 'resource', 'recordA', 'recordB', 'status']).where('id', '=', id).executeTakeFirst();
}

async function lockOpenPair(trx: Trx, id: number): Promise<PairRow> {
  const pair = await trx.selectFrom('duplicatePairs').select(['id', 'resource', 'recordA', 'recordB', 'status']).where('id', '=', id).forUpdate().executeTakeFirst();
  if (!pair) throw notFound(RESOLVE_MESSAGES.notFound);
  if (pair.status !== 'open') throw new ApiError(409, 'CONFLICT', RESOLVE_MESSAGES.notOpen);
  return pair;
}

export interface ResolveContext {
  userId: number;
  ip: string | null;
}

export async function resolvePair(db: Db, kind: DuplicateKind, pairId: number, body: DuplicateResolveBody, context: ResolveContext): Promise<{ message: string; keptId: number | null }> {
  return db.transaction().execute(async (trx) => {
    const pair = await lockOpenPair(trx, pairId);
    if (body.action === 'distinct') {
      await trx.updateTable('duplicatePairs').set({ status: 'distinct', resolvedBy: context.userId, resolvedAt: new Date() }).where('id', '=', pair.id).execute();
      await writeAudit(trx, { userId: context.userId, action: 'duplicate_distinct', resource: 'duplicates', resourceId: pair.id, changes: { type: kind.resource, records: [pair.recordA, pair.recordB] }, ip: context.ip });
      return { message: RESOLVE_MESSAGES.distinct, keptId: null };
    }
    const keptId = await mergePair(trx, kind, pair, body.keepId, context);
    return { message: RESOLVE_MESSAGES.merged, keptId };
  });
}

/** The survivor: the chosen one, else the older record (created first, then the lower id). */
async function survivorOf(trx: Trx, kind: DuplicateKind, pair: PairRow, keepId: number | undefined): Promise<{ keep: Record<string, unknown>; gone: Record<string, unknown> }> {
  if (keepId !== undefined && keepId !== pair.recordA && keepId !== pair.recordB) {
    throw new ApiError(400, 'VALIDATION_FAILED', RESOLVE_MESSAGES.keepIdOutside, { keepId: RESOLVE_MESSAGES.keepIdOutside });
  }
  const rows = await dynamic(trx).selectFrom(kind.table).selectAll().where('id', 'in', [pair.recordA, pair.recordB]).forUpdate().execute();
  if (rows.length !== 2) throw new ApiError(409, 'CONFLICT', RESOLVE_MESSAGES.recordGone);
  const [older, newer] = [...rows].sort((a, b) => new Date(String(a.createdAt)).getTime() - new Date(String(b.createdAt)).getTime() || Number(a.id) - Number(b.id));
  const keepFirst = keepId === undefined ? true : Number(older.id) === keepId;
  return keepFirst ? { keep: older, gone: newer } : { keep: newer, gone: older };
}

async function mergePair(trx: Trx, kind: DuplicateKind, pair: PairRow, keepId: number | undefined, context: ResolveContext): Promise<number> {
  const { keep, gone } = await survivorOf(trx, kind, pair, keepId);
  const survivor = Number(keep.id);
  const merged = Number(gone.id);
  const now = new Date();

  await trx.insertInto('mergedRecords').values({ resource: kind.resource, recordId: merged, mergedInto: survivor, data: JSON.stringify(gone), mergedBy: context.userId }).execute();
  // A device re-pushing the merged record's localUUID is answered with the survivor's id.
  const ingestions = await trx.updateTable('syncIngestions').set({ recordId: survivor }).where('deviceTable', '=', kind.deviceTable).where('recordId', '=', merged).returning('localUuid').execute();
  const reviews = await trx.updateTable('recordReviews').set({ recordId: survivor }).where('resource', '=', kind.resource).where('recordId', '=', merged).returning('id').execute();
  await trx
    .insertInto('recordReviews')
    .values({ resource: kind.resource, recordId: survivor, state: (keep.reviewState as ReviewState | undefined) ?? 'received', comment: `Merged with record ${merged}`, source: 'merge', userId: context.userId })
    .execute();
  await movePairs(trx, kind, pair.id, merged, survivor, context.userId);
  await dynamic(trx).deleteFrom(kind.table).where('id', '=', merged).execute();
  // Touching the survivor moves the public figures' fingerprint, which a delete alone may not.
  await dynamic(trx).updateTable(kind.table).set({ updatedAt: now, updatedBy: context.userId }).where('id', '=', survivor).execute();
  await trx.updateTable('duplicatePairs').set({ status: 'merged', keptId: survivor, resolvedBy: context.userId, resolvedAt: now }).where('id', '=', pair.id).execute();

  const details = { pairId: pair.id, syncMappings: ingestions.length, reviews: reviews.length };
  await writeAudit(trx, { userId: context.userId, action: 'merge', resource: kind.resource, resourceId: survivor, changes: { merged: merged, ...details }, ip: context.ip });
  await writeAudit(trx, { userId: context.userId, action: 'merge', resource: kind.resource, resourceId: merged, changes: { mergedInto: survivor, ...details }, ip: context.ip });
  return survivor;
}

/**
 * The merged record's other pairs: one with the survivor itself is closed as merged; the others
 * are re-pointed to the survivor, unless the survivor already has that pair (then the re-pointed
 * one goes, passing on a "distinct" decision so that it stays remembered).
 */
async function movePairs(trx: Trx, kind: DuplicateKind, pairId: number, merged: number, survivor: number, userId: number): Promise<void> {
  const others = await trx
    .selectFrom('duplicatePairs')
    .select(['id', 'recordA', 'recordB', 'status'])
    .where('resource', '=', kind.resource)
    .where('id', '<>', pairId)
    .where((eb) => eb.or([eb('recordA', '=', merged), eb('recordB', '=', merged)]))
    .execute();
  for (const other of others) {
    const partner = other.recordA === merged ? other.recordB : other.recordA;
    if (partner === survivor) {
      await trx.updateTable('duplicatePairs').set({ status: 'merged', keptId: survivor, resolvedBy: userId, resolvedAt: new Date() }).where('id', '=', other.id).execute();
      continue;
    }
    const [recordA, recordB] = [Math.min(partner, survivor), Math.max(partner, survivor)];
    const existing = await trx.selectFrom('duplicatePairs').select(['id', 'status']).where('resource', '=', kind.resource).where('recordA', '=', recordA).where('recordB', '=', recordB).executeTakeFirst();
    if (!existing) {
      await trx.updateTable('duplicatePairs').set({ recordA, recordB }).where('id', '=', other.id).execute();
      continue;
    }
    if (other.status === 'distinct' && existing.status === 'open') await trx.updateTable('duplicatePairs').set({ status: 'distinct', resolvedBy: userId, resolvedAt: new Date() }).where('id', '=', existing.id).execute();
    await trx.deleteFrom('duplicatePairs').where('id', '=', other.id).execute();
  }
}
