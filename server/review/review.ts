/**
 * POST /api/admin/{path}/{id}/review: a reviewer approves a record, marks it as having
 * issues or rejects it. One transaction locks the row, sets the review values, appends the history
 * and writes the audit row `review` with `{reviewState: {before, after}, comment}`.
 */
import { REVIEW_MESSAGES, type ReviewBody, type ReviewDecision } from '../../src/domain/recordQuality';
import { writeAudit } from '../audit';
import type { Db } from '../db/connection';
import { dynamic, getRecord, notFoundError, type ApiRow, type RecordDef } from '../records';
import { published } from '../records/visibility';
import { applyReviewChange } from './history';

export interface ReviewResult {
  row: ApiRow;
  message: string;
}

/** Reviews record `id` (404 when unknown) with a body the route validated. */
export async function reviewRecord(db: Db, def: RecordDef, id: number, body: ReviewBody, actor: number, ip: string | null): Promise<ReviewResult> {
  const state: ReviewDecision = body.state;
  const comment = body.comment?.trim() || null;
  return db.transaction().execute(async (trx) => {
    const locked = await dynamic(trx)
      .selectFrom(def.table)
      .select(['id', 'reviewState'])
      .where('id', '=', id)
      .where(published(def.table))
      .forUpdate()
      .executeTakeFirst();
    if (!locked) throw notFoundError(def);
    await applyReviewChange(trx, def, id, { state, comment, source: 'review', userId: actor });
    await writeAudit(trx, {
      userId: actor,
      action: 'review',
      resource: def.path,
      resourceId: id,
      changes: { reviewState: { before: locked.reviewState, after: state }, comment },
      ip,
    });
    return { row: (await getRecord(trx, def, id)) as ApiRow, message: REVIEW_MESSAGES.saved[state] };
  });
}
