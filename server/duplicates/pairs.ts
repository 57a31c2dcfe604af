/**
 * The pairs a merge touches besides its own: the merged record's open and "not a duplicate" pairs
 * move to the survivor, and an undo moves them back. Every pair of either record is locked first,
 * in ascending id order, after the records themselves (resolve.ts), so two merges never wait on
 * each other in a circle. Pairs already merged stay as they are: they are the history of an
 * earlier merge.
 */
import { sql, type Transaction } from 'kysely';
import type { DuplicateStatus } from '../../src/domain/recordQuality';
import type { Database } from '../db/schema';
import type { Db } from '../db/connection';
import type { DuplicateKind } from './kinds';

type Trx = Transaction<Database>;

export interface LockedPair {
  id: number;
  recordA: number;
  recordB: number;
  status: DuplicateStatus;
  keptId: number | null;
  resolvedBy: number | null;
  resolvedAt: Date | null;
}

/** What a merge did to other pairs, kept in merged_records.undo so that an undo can reverse it. */
export interface PairMoves {
  /** Pairs re-pointed from the merged record to the survivor, with their records before. */
  repointed: Array<{ id: number; recordA: number; recordB: number }>;
  /** Pairs removed because the survivor already had one with the same record (each row as PostgreSQL's JSON text). */
  dropped: string[];
  /** Their ids, so that a call naming one answers "the pair changed" rather than "not found". */
  droppedIds: number[];
  /** The survivor's pairs that took on a "not a duplicate" decision of a dropped pair, with their values before. */
  inherited: Array<{ id: number; status: DuplicateStatus; resolvedBy: number | null; resolvedAt: string | null }>;
}

/** Locks every pair of these records, lowest pair id first. */
export async function lockPairsOf(trx: Trx, kind: DuplicateKind, recordIds: readonly number[]): Promise<LockedPair[]> {
  return trx
    .selectFrom('duplicatePairs')
    .select(['id', 'recordA', 'recordB', 'status', 'keptId', 'resolvedBy', 'resolvedAt'])
    .where('resource', '=', kind.resource)
    .where((eb) => eb.or([eb('recordA', 'in', [...recordIds]), eb('recordB', 'in', [...recordIds])]))
    .orderBy('id')
    .forUpdate()
    .execute();
}

const partnerOf = (pair: LockedPair, record: number) => (pair.recordA === record ? pair.recordB : pair.recordA);
const ordered = (x: number, y: number) => ({ recordA: Math.min(x, y), recordB: Math.max(x, y) });

/**
 * Moves the merged record's undecided and "not a duplicate" pairs (of `locked`, the own pair left
 * out) to the survivor. When the survivor already has a pair with that record, the moved one is
 * dropped and passes a "not a duplicate" on to the survivor's pair if that one was still open.
 */
export async function movePairs(
  trx: Trx,
  locked: readonly LockedPair[],
  ownPairId: number,
  merged: number,
  survivor: number,
  userId: number,
  now: Date,
): Promise<PairMoves> {
  const moves: PairMoves = { repointed: [], dropped: [], droppedIds: [], inherited: [] };
  const others = locked.filter((pair) => pair.id !== ownPairId);
  const survivorPairs = new Map(
    others.filter((pair) => pair.recordA === survivor || pair.recordB === survivor).map((pair) => [partnerOf(pair, survivor), pair]),
  );
  for (const pair of others) {
    if (pair.status === 'merged' || (pair.recordA !== merged && pair.recordB !== merged)) continue;
    const partner = partnerOf(pair, merged);
    const existing = survivorPairs.get(partner);
    if (!existing) {
      await trx.updateTable('duplicatePairs').set(ordered(partner, survivor)).where('id', '=', pair.id).execute();
      moves.repointed.push({ id: pair.id, recordA: pair.recordA, recordB: pair.recordB });
      continue;
    }
    if (pair.status === 'distinct' && existing.status === 'open') {
      moves.inherited.push({
        id: existing.id,
        status: existing.status,
        resolvedBy: existing.resolvedBy,
        resolvedAt: existing.resolvedAt ? new Date(existing.resolvedAt).toISOString() : null,
      });
      await trx.updateTable('duplicatePairs').set({ status: 'distinct', resolvedBy: userId, resolvedAt: now }).where('id', '=', existing.id).execute();
      existing.status = 'distinct';
    }
    const { rows } = await sql<{ row: string }>`delete from duplicate_pairs p where p.id = ${pair.id} returning to_jsonb(p)::text as row`.execute(trx);
    moves.dropped.push(...rows.map((row) => row.row));
    moves.droppedIds.push(pair.id);
  }
  return moves;
}

/**
 * Reverses `moves` as far as nothing decided since is undone: a re-pointed pair goes back only while
 * it is still open and still names the survivor; a dropped pair comes back unless its records have
 * a pair again; an inherited decision is taken back only while it is the merge's own.
 */
/** The API path of the records of pair `id` when a merge that can still be undone dropped it. */
export async function droppedPairResource(db: Db, id: number): Promise<string | undefined> {
  const { rows } = await sql<{
    resource: string;
  }>`select resource from merged_records where undo -> 'droppedIds' @> ${JSON.stringify([id])}::jsonb limit 1`.execute(db);
  return rows[0]?.resource;
}

export async function undoPairMoves(
  trx: Trx,
  kind: DuplicateKind,
  locked: readonly LockedPair[],
  moves: PairMoves,
  merged: number,
  survivor: number,
  mergedAt: Date,
): Promise<void> {
  const byId = new Map(locked.map((pair) => [pair.id, pair]));
  for (const before of moves.repointed) {
    const current = byId.get(before.id);
    const partner = before.recordA === merged ? before.recordB : before.recordA;
    const target = ordered(partner, survivor);
    if (current?.status !== 'open' || current.recordA !== target.recordA || current.recordB !== target.recordB) continue;
    await trx.updateTable('duplicatePairs').set({ recordA: before.recordA, recordB: before.recordB }).where('id', '=', before.id).execute();
  }
  for (const row of moves.dropped) {
    await sql`insert into duplicate_pairs select * from jsonb_populate_record(null::duplicate_pairs, ${row}::jsonb) on conflict do nothing`.execute(trx);
  }
  for (const before of moves.inherited) {
    const current = byId.get(before.id);
    if (current?.status !== 'distinct' || !current.resolvedAt || new Date(current.resolvedAt).getTime() !== mergedAt.getTime()) continue;
    await trx
      .updateTable('duplicatePairs')
      .set({ status: before.status, resolvedBy: before.resolvedBy, resolvedAt: before.resolvedAt })
      .where('id', '=', before.id)
      .where('resource', '=', kind.resource)
      .execute();
  }
}
