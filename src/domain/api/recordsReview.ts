/**
 * Review of synced records (docs/api-records.md "Review"): POST /<path>/:id/review decides a
 * record's state (body: reviewBodySchema of ../recordQuality; answer: the record as saved, see
 * ./records), GET /<path>/:id/reviews reads its history, newest first.
 */
import { z } from 'zod';
import { REVIEW_SOURCES, REVIEW_STATES } from '../recordQuality';

/** One step of a record's review history. */
export const reviewHistoryEntrySchema = z.object({
  state: z.enum(REVIEW_STATES),
  comment: z.string().nullable(),
  source: z.enum(REVIEW_SOURCES),
  /** Who moved it (null for a gone account or system work). */
  userId: z.number().int().nullable(),
  userName: z.string().nullable(),
  createdAt: z.string(),
});
export type ReviewHistoryEntry = z.infer<typeof reviewHistoryEntrySchema>;

export const reviewHistoryAnswerSchema = z.object({ data: z.array(reviewHistoryEntrySchema) });
export type ReviewHistoryAnswer = z.infer<typeof reviewHistoryAnswerSchema>;
