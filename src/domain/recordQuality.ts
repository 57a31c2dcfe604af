/**
 * The quality of the records, framework-free: review states and the review body,
 * possible duplicates and how a pair is resolved; the command statuses and queueing for offline
 * devices are in ./commands, named here too. Shared by the server, the back office and the collector agent.
 */
import { z } from 'zod';
import { idNumber, multilineText } from './inputRules';
import type { RecordType } from './records';

// ---- Review ----

/** Every record starts `received`; a reviewer moves it to one of the decisions. */
export const REVIEW_STATES = ['received', 'approved', 'has_issues', 'rejected'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];
export const REVIEW_DECISIONS = ['approved', 'has_issues', 'rejected'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];
/** What moved a record's review state: a reviewer, an edit after approval, a device re-sending it, a merge. */
export const REVIEW_SOURCES = ['review', 'edit', 'sync', 'merge'] as const;
export type ReviewSource = (typeof REVIEW_SOURCES)[number];

export const REVIEW_COMMENT_MAX = 2000;
export const REVIEW_MESSAGES = {
  commentNeeded: {
    has_issues: 'Name the fields that have issues',
    rejected: 'Give the reason for rejecting the record',
  },
  saved: {
    approved: 'The record was approved.',
    has_issues: 'The record was marked as having issues.',
    rejected: 'The record was rejected.',
  },
} as const satisfies { commentNeeded: Record<Exclude<ReviewDecision, 'approved'>, string>; saved: Record<ReviewDecision, string> };

/** POST /api/admin/{records path}/{id}/review. */
export const reviewBodySchema = z
  .strictObject({
    state: z.enum(REVIEW_DECISIONS, { error: `state must be one of ${REVIEW_DECISIONS.join(', ')}` }),
    comment: multilineText().max(REVIEW_COMMENT_MAX).nullish(),
  })
  .superRefine((body, ctx) => {
    if (body.state !== 'approved' && !body.comment?.trim())
      ctx.addIssue({ code: 'custom', path: ['comment'], message: REVIEW_MESSAGES.commentNeeded[body.state] });
  });
export type ReviewBody = z.infer<typeof reviewBodySchema>;
/** One step of a record's review history as GET /api/admin/{path}/{id}/reviews answers it, newest first: the wire contract's. */
export type { ReviewHistoryEntry } from './api/recordsReview';

// ---- Possible duplicates ----

/** The record types compared for duplicates (children and learners without an NIN). */
export const DUPLICATE_RECORD_TYPES = ['outOfSchoolChildren', 'learners'] as const satisfies readonly RecordType[];
export type DuplicateRecordType = (typeof DUPLICATE_RECORD_TYPES)[number];
export const DUPLICATE_STATUSES = ['open', 'distinct', 'merged'] as const;
export type DuplicateStatus = (typeof DUPLICATE_STATUSES)[number];
/** Why two records look alike, each part 0..1 (the wire contract's duplicateReasonsSchema). */
export type { DuplicateReasons } from './api/duplicates';
export const DUPLICATE_ACTIONS = ['merge', 'distinct'] as const;
/** POST /api/admin/duplicates/{id}/resolve. `keepId` (merge only): the record that survives; default the older one. */
export const duplicateResolveSchema = z.strictObject({
  action: z.enum(DUPLICATE_ACTIONS, { error: `action must be one of ${DUPLICATE_ACTIONS.join(', ')}` }),
  keepId: idNumber('keepId must be the id of one record of the pair').optional(),
});
export type DuplicateResolveBody = z.infer<typeof duplicateResolveSchema>;

// ---- Commands that wait ----

// Written in ./commands; named here too for the modules that read them with the rest of record quality.
export {
  COMMAND_STATUSES,
  DEFAULT_QUEUE_EXPIRY_SECONDS,
  MAX_QUEUE_EXPIRY_SECONDS,
  MAX_QUEUED_PER_COLLECTOR,
  QUEUE_EXPIRY_CHOICES,
  commandQueueSchema,
  type CommandHistoryEntry,
  type CommandStatus,
  type QueuedAck,
} from './commands';
