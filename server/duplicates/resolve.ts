/**
 * POST /api/admin/duplicates/{id}/resolve: "not a duplicate" (remembered: a later check never
 * re-opens the pair) or "merge" (./merge.ts), each in one transaction, run again when PostgreSQL
 * picks it as a deadlock victim. A pair that changed meanwhile (resolved, or one of its records
 * merged away by a concurrent merge or deleted) answers 409, never 500.
 */
import type { Transaction } from 'kysely';
import type { DuplicateResolveBody } from '../../src/domain/recordQuality';
import { writeAudit } from '../audit';
import type { Database } from '../db/schema';
import type { Db } from '../db/connection';
import type { DuplicateKind } from './kinds';
import { lockRecords, mergePair } from './merge';
import { pairChanged, RESOLVE_MESSAGES } from './messages';
import { withRetry } from './retry';

type Trx = Transaction<Database>;

export interface PairRow {
  id: number;
  resource: string;
  recordA: number;
  recordB: number;
  status: string;
  keptId: number | null;
}

export async function findPair(db: Db, id: number): Promise<PairRow | undefined> {
  return db.selectFrom('duplicatePairs').select(['id', 'resource', 'recordA', 'recordB', 'status', 'keptId']).where('id', '=', id).executeTakeFirst();
}

export interface ResolveContext {
  userId: number;
  ip: string | null;
}

export interface ResolveResult {
  message: string;
  keptId: number | null;
  /** The record merged away (merge only). */
  mergedId: number | null;
}

/** Locks as a merge does (the records, then the pair), so that a delete of either record waits or is seen. */
async function markDistinct(trx: Trx, kind: DuplicateKind, pairId: number, context: ResolveContext): Promise<ResolveResult> {
  const seen = await trx.selectFrom('duplicatePairs').select(['recordA', 'recordB', 'status']).where('id', '=', pairId).executeTakeFirst();
  if (!seen) throw pairChanged(RESOLVE_MESSAGES.moved);
  if (seen.status !== 'open') throw pairChanged(RESOLVE_MESSAGES.notOpen);
  const records = await lockRecords(trx, kind, [seen.recordA, seen.recordB]);
  const pair = await trx.selectFrom('duplicatePairs').select(['id', 'recordA', 'recordB', 'status']).where('id', '=', pairId).forUpdate().executeTakeFirst();
  if (!pair || pair.recordA !== seen.recordA || pair.recordB !== seen.recordB) throw pairChanged(RESOLVE_MESSAGES.moved);
  if (pair.status !== 'open') throw pairChanged(RESOLVE_MESSAGES.notOpen);
  if (records.length !== 2) throw pairChanged(RESOLVE_MESSAGES.recordGone);
  await trx.updateTable('duplicatePairs').set({ status: 'distinct', resolvedBy: context.userId, resolvedAt: new Date() }).where('id', '=', pair.id).execute();
  await writeAudit(trx, {
    userId: context.userId,
    action: 'duplicate_distinct',
    resource: 'duplicates',
    resourceId: pair.id,
    changes: { type: kind.resource, records: [pair.recordA, pair.recordB] },
    ip: context.ip,
  });
  return { message: RESOLVE_MESSAGES.distinct, keptId: null, mergedId: null };
}

export async function resolvePair(db: Db, kind: DuplicateKind, pairId: number, body: DuplicateResolveBody, context: ResolveContext): Promise<ResolveResult> {
  return withRetry(() =>
    db.transaction().execute(async (trx) => {
      if (body.action === 'distinct') return markDistinct(trx, kind, pairId, context);
      const { keptId, mergedId } = await mergePair(trx, kind, pairId, body.keepId, context);
      return { message: RESOLVE_MESSAGES.merged, keptId, mergedId };
    }),
  );
}
