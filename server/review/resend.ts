/**
 * A device re-sends a record the server marked `has_issues`: the pushed data, checked by
 * the record type's schema like a new record, replaces the stored values and the record returns to
 * `received` (history source `sync`, audit `update` with the changed fields and `reviewState`).
 */
import { sql } from 'kysely';
import { writeAudit } from '../audit';
import type { Db } from '../db/connection';
import { dynamic, getRecord, referenceErrors, validationFailed, type ApiRow, type RecordDef } from '../records';
import { applyReviewChange } from './history';

export interface ReviewValues {
  reviewState: string;
  reviewComment: string | null;
}

/** Values a re-send never reports as changed: they are the server's own. */
const NOT_COMPARED = new Set(['updatedAt', 'reviewState', 'reviewComment', 'reviewedAt']);

export async function reviewOf(db: Db, def: RecordDef, recordId: number): Promise<ReviewValues | undefined> {
  const row = await dynamic(db).selectFrom(def.table).select(['reviewState', 'reviewComment']).where('id', '=', recordId).executeTakeFirst();
  return row ? { reviewState: String(row.reviewState), reviewComment: (row.reviewComment as string | null) ?? null } : undefined;
}

function changesBetween(before: ApiRow, after: ApiRow): Record<string, { before: unknown; after: unknown }> {
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  for (const key of Object.keys(after)) {
    if (NOT_COMPARED.has(key)) continue;
    if (JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null)) changes[key] = { before: before[key] ?? null, after: after[key] ?? null };
  }
  return changes;
}

/**
 * Stores the re-sent record when the server holds it as `has_issues`; answers its new review
 * values, or undefined when it is in another state (the push is then a duplicate). `build` checks
 * the pushed item and answers the column values (ApiError 400 when they are not valid).
 */
export async function resendAfterIssues(
  db: Db,
  def: RecordDef,
  recordId: number,
  collectorId: number,
  build: () => Promise<Record<string, unknown>>,
  ip: string | null,
): Promise<ReviewValues | undefined> {
  if ((await reviewOf(db, def, recordId))?.reviewState !== 'has_issues') return undefined;
  // Checked before the transaction: on the embedded database its one connection is the transaction's.
  const { collectorId: _collector, syncStatus: _status, ...values } = await build();
  return db.transaction().execute(async (trx) => {
    const locked = await dynamic(trx).selectFrom(def.table).select(['reviewState', 'collectorId']).where('id', '=', recordId).forUpdate().executeTakeFirst();
    // Only the record's own device re-sends it: a mapping an older merge re-pointed to another collector's survivor never overwrites it.
    if (locked?.reviewState !== 'has_issues' || Number(locked.collectorId) !== collectorId) return undefined;
    const errors = await referenceErrors(trx, def, values);
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
    const before = (await getRecord(trx, def, recordId)) as ApiRow;
    await dynamic(trx)
      .updateTable(def.table)
      .set({ ...values, updatedAt: sql`now()`, updatedBy: collectorId })
      .where('id', '=', recordId)
      .execute();
    await applyReviewChange(trx, def, recordId, { state: 'received', comment: null, source: 'sync', userId: collectorId });
    const changes = { ...changesBetween(before, (await getRecord(trx, def, recordId)) as ApiRow), reviewState: { before: 'has_issues', after: 'received' } };
    await writeAudit(trx, { userId: collectorId, action: 'update', resource: def.path, resourceId: recordId, changes: { ...changes, source: 'sync' }, ip });
    return { reviewState: 'received', reviewComment: null };
  });
}
