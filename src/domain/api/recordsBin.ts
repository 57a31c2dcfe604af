/**
 * A record type's bin (docs/api-records.md "Deleting and restoring"): DELETE /<path>/:id with a
 * reason (body: deleteBodySchema of ../recordBin), GET /<path>/deleted (the Deleted view's list,
 * the total in the Content-Range header) and POST /<path>/:id/restore.
 */
import { z } from 'zod';

/** The answer of a delete and of a restore: the record's id and the message to show. */
export const recordIdSavedAnswerSchema = z.object({ data: z.object({ id: z.number().int() }), message: z.string() });
export type RecordIdSavedAnswer = z.infer<typeof recordIdSavedAnswerSchema>;

/** One row of the Deleted view. */
export const deletedRecordRowSchema = z.object({
  /** The record's own id. */
  id: z.number().int(),
  /** The record's name ('' when it has none). */
  name: z.string(),
  state: z.string().nullable(),
  lga: z.string().nullable(),
  deletedAt: z.string(),
  /** Who deleted it (null once that account is gone). */
  deletedBy: z.string().nullable(),
  reason: z.string(),
  /** deletedAt + DELETE_RETENTION_DAYS: restorable until then, purged after. */
  restorableUntil: z.string(),
});
export type DeletedRecordRow = z.infer<typeof deletedRecordRowSchema>;

export const deletedListAnswerSchema = z.array(deletedRecordRowSchema);
export type DeletedListAnswer = z.infer<typeof deletedListAnswerSchema>;
