/**
 * A record's review values and their history: every change of state writes the record's
 * columns and one `record_reviews` row in the caller's transaction.
 */
import { sql } from 'kysely';
import type { ReviewHistoryEntry } from '../../src/domain/api/recordsReview';
import type { ReviewSource, ReviewState } from '../../src/domain/recordQuality';
import type { Db } from '../db/connection';
import { dynamic } from '../records/read';
import type { RecordDef } from '../records/types';

export interface ReviewChange {
  state: ReviewState;
  comment: string | null;
  source: ReviewSource;
  /** Who moved it (the reviewer, the editor, the device's collector). */
  userId: number | null;
  /** When it happened (default now; the demo seed dates its reviews from the record's times). */
  at?: Date;
}

/** Sets the record's review columns and appends the history row. Pass the write's transaction. */
export async function applyReviewChange(trx: Db, def: RecordDef, recordId: number, change: ReviewChange): Promise<void> {
  await dynamic(trx)
    .updateTable(def.table)
    .set({ reviewState: change.state, reviewComment: change.comment, reviewedAt: change.at ?? sql`now()`, reviewedBy: change.userId })
    .where('id', '=', recordId)
    .execute();
  await trx
    .insertInto('recordReviews')
    .values({
      resource: def.path,
      recordId,
      state: change.state,
      comment: change.comment,
      source: change.source,
      userId: change.userId,
      ...(change.at ? { createdAt: change.at } : {}),
    })
    .execute();
}

/** Most history rows answered for one record. */
const HISTORY_MAX = 200;

/** The record's review history, newest first. */
export async function reviewHistory(db: Db, def: RecordDef, recordId: number): Promise<ReviewHistoryEntry[]> {
  const rows = await db
    .selectFrom('recordReviews')
    .leftJoin('users', 'users.id', 'recordReviews.userId')
    .select([
      'recordReviews.state',
      'recordReviews.comment',
      'recordReviews.source',
      'recordReviews.userId',
      'users.fullName as userName',
      'recordReviews.createdAt',
    ])
    .where('recordReviews.resource', '=', def.path)
    .where('recordReviews.recordId', '=', recordId)
    .orderBy('recordReviews.id', 'desc')
    .limit(HISTORY_MAX)
    .execute();
  return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() }));
}
