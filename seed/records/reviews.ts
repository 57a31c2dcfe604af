/**
 * Demo reviews: a few records of each type in every review state with their history, so
 * that a newcomer sees approved, has-issues and rejected records (and one fixed by its device).
 * Deterministic: the records with the lowest ids of each table.
 */
import type { ReviewSource, ReviewState } from '../../src/domain/recordQuality';
import { RECORD_DEFS } from '../../server/records';
import { applyReviewChange } from '../../server/review/history';
import type { Db } from '../../server/db/connection';

const DEMO_REVIEWER_EMAIL = 'supervisor@example.org';
const HOUR_MS = 60 * 60 * 1000;

/** Comments naming fields, per record type (the has-issues one, then the rejected one). */
const COMMENTS: Record<keyof typeof RECORD_DEFS, { issues: string; reason: string }> = {
  schools: { issues: 'phone and email are missing; yearEstablished looks wrong', reason: 'Not a learning centre: a private tutor at home' },
  learners: { issues: 'age does not match currentLevel', reason: 'Registered twice by the same collector' },
  staff: { issues: 'qualifications is empty', reason: 'Test entry made during training' },
  communities: { issues: 'ward and landmark are missing', reason: 'Outside the programme area' },
  households: { issues: 'householdHeadSex and numberOfChildren disagree', reason: 'Household could not be found at the address' },
  outOfSchoolChildren: { issues: 'dateOfBirth and age disagree; reason is missing', reason: 'The child attends a school nearby' },
};

type Step = { state: ReviewState; comment: string | null; source: ReviewSource };

/** Seeds the review values and history on the first records of each table (inside the seed's transaction). */
export async function seedReviews(trx: Db): Promise<void> {
  const reviewer = await trx.selectFrom('users').select('id').where('email', '=', DEMO_REVIEWER_EMAIL).executeTakeFirst();
  const reviewerId = reviewer?.id ?? null;
  for (const [type, def] of Object.entries(RECORD_DEFS) as [keyof typeof RECORD_DEFS, (typeof RECORD_DEFS)[keyof typeof RECORD_DEFS]][]) {
    const records = await trx.selectFrom(def.table).select(['id', 'updatedAt', 'collectorId']).orderBy('id').limit(5).execute();
    const { issues, reason } = COMMENTS[type];
    const plans: Step[][] = [
      [{ state: 'approved', comment: null, source: 'review' }],
      [{ state: 'has_issues', comment: issues, source: 'review' }],
      [{ state: 'rejected', comment: reason, source: 'review' }],
      [
        { state: 'has_issues', comment: issues, source: 'review' },
        { state: 'received', comment: null, source: 'sync' },
        { state: 'approved', comment: null, source: 'review' },
      ],
    ];
    for (const [index, steps] of plans.entries()) {
      const record = records[index];
      if (record === undefined) break;
      // Dated after the record's last change, an hour a step: the same seed gives the same rows.
      const at = (step: number) => new Date(new Date(record.updatedAt).getTime() + (step + 1) * HOUR_MS);
      for (const [step, change] of steps.entries()) {
        await applyReviewChange(trx, def, Number(record.id), { ...change, userId: change.source === 'sync' ? record.collectorId : reviewerId, at: at(step) });
      }
    }
  }
}
