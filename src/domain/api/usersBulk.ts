/**
 * Bulk invites (docs/api-accounts.md), under /api/admin/user-management/bulk-invite: the CSV upload
 * (multipart, field `csvFile`, no body schema), the jobs and each job's rows.
 */
import { z } from 'zod';
import { idFromText } from '../inputRules';

/** The statuses of a listed job; one still `uploading` its rows is shown to nobody. */
export const BULK_JOB_STATUSES = ['queued', 'processing', 'completed', 'failed'] as const;
export type BulkJobStatus = (typeof BULK_JOB_STATUSES)[number];

export const BULK_ROW_OUTCOMES = ['invited', 'already_a_user', 'invalid'] as const;
export type BulkRowOutcome = (typeof BULK_ROW_OUTCOMES)[number];

export const bulkJobSchema = z.object({
  id: z.number().int(),
  /** The uploader; null once that account is gone. */
  createdBy: z.number().int().nullable(),
  fileName: z.string(),
  status: z.enum(BULK_JOB_STATUSES),
  totalRows: z.number().int(),
  processedRows: z.number().int(),
  invited: z.number().int(),
  alreadyUsers: z.number().int(),
  invalid: z.number().int(),
  error: z.string().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type BulkJob = z.infer<typeof bulkJobSchema>;

/** 202: the rows are stored and the job queued. */
export const bulkUploadAnswerSchema = z.object({ data: bulkJobSchema, message: z.string() });
export type BulkUploadAnswer = z.infer<typeof bulkUploadAnswerSchema>;

/** The 50 newest jobs. */
export const bulkJobsAnswerSchema = z.object({ data: z.array(bulkJobSchema) });
export type BulkJobsAnswer = z.infer<typeof bulkJobsAnswerSchema>;

export const bulkJobParamsSchema = z.object({ id: idFromText() });

/** One row of the file as uploaded, with its outcome. */
export const bulkRowSchema = z.object({
  /** The row of the file, the header being row 1. */
  rowNumber: z.number().int(),
  fullName: z.string().nullable(),
  email: z.string().nullable(),
  role: z.string().nullable(),
  phone: z.string().nullable(),
  state: z.string().nullable(),
  /** Null while the row waits to be processed. */
  outcome: z.enum(BULK_ROW_OUTCOMES).nullable(),
  reason: z.string().nullable(),
});
export type BulkRow = z.infer<typeof bulkRowSchema>;

export const bulkRowsAnswerSchema = z.object({ data: z.array(bulkRowSchema) });
export type BulkRowsAnswer = z.infer<typeof bulkRowsAnswerSchema>;
