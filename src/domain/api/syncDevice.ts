/**
 * What collector devices call under /api/admin/sync (docs/collector-protocol.md §4-§6): the push,
 * the queue snapshot, the reviews of their records, the verification and the extraction upload.
 * The request bodies are the protocol's own schemas (../syncProtocol); these are the answers.
 */
import { z } from 'zod';
import { DEVICE_TABLES, SYNC_STATUSES, UNKNOWN_SYNC_STATUS } from '../syncProtocol';

/** A sync queue item as the server keeps it from a device's snapshot, with the collector it came from. */
export const syncQueueEntrySchema = z.object({
  table: z.enum(DEVICE_TABLES),
  localId: z.number().int(),
  localUUID: z.string(),
  syncStatus: z.enum([...SYNC_STATUSES, UNKNOWN_SYNC_STATUS]),
  attempts: z.number().int(),
  lastSyncAttempt: z.string().nullish(),
  lastError: z.string().nullish(),
  serverId: z.number().int().nullish(),
  collectorId: z.number().int().optional(),
});
export type SyncQueueItem = z.infer<typeof syncQueueEntrySchema>;

/**
 * `updated`: a record the server marked has_issues, re-sent by its device, stored again and back to
 * received. `merged`: the record was merged into another (serverId: the survivor), so a re-push
 * changes nothing. `deleted`: an officer deleted the record; a re-push does not create it again.
 */
export const SYNC_PUSH_STATUSES = ['created', 'duplicate', 'updated', 'merged', 'deleted', 'failed'] as const;
export type SyncPushStatus = (typeof SYNC_PUSH_STATUSES)[number];

export const syncPushOutcomeSchema = z.object({
  table: z.enum(DEVICE_TABLES),
  localUUID: z.string(),
  ok: z.boolean(),
  status: z.enum(SYNC_PUSH_STATUSES),
  serverId: z.number().int().optional(),
  message: z.string().optional(),
  errors: z.record(z.string(), z.string()).optional(),
  /** The stored record's review state and last comment (every outcome but failed). */
  reviewState: z.string().optional(),
  reviewComment: z.string().nullable().optional(),
});
export type SyncPushOutcome = z.infer<typeof syncPushOutcomeSchema>;

export const syncPushAnswerSchema = z.object({ data: z.array(syncPushOutcomeSchema), message: z.string() });
export type SyncPushAnswer = z.infer<typeof syncPushAnswerSchema>;

/** GET /api/admin/sync/reviews?since=: all reviews when `since` is absent. */
export const deviceReviewsQuerySchema = z.object({
  since: z.iso
    .datetime({ offset: true, error: 'since must be an ISO date-time' })
    .transform((text) => new Date(text))
    .optional(),
});

/** One record's review as its device learns it: GET /api/admin/sync/reviews and the `record:review` event. */
export const deviceReviewItemSchema = z.object({
  table: z.enum(DEVICE_TABLES),
  localUUID: z.string(),
  serverId: z.number().int(),
  reviewState: z.string(),
  reviewComment: z.string().nullable(),
  reviewedAt: z.string().nullable(),
});
export type DeviceReviewItem = z.infer<typeof deviceReviewItemSchema>;

/** `until` is the `since` of the next call. */
export const deviceReviewsAnswerSchema = z.object({ data: z.array(deviceReviewItemSchema), until: z.string() });
export type DeviceReviewsAnswer = z.infer<typeof deviceReviewsAnswerSchema>;

export const syncVerifyOutcomeSchema = z.object({
  table: z.enum(DEVICE_TABLES),
  localUUID: z.string(),
  exists: z.boolean(),
  serverId: z.number().int().nullable(),
  /** The record's server fields, when asked `withData` and it exists. */
  serverData: z.record(z.string(), z.unknown()).optional(),
});
export type SyncVerifyOutcome = z.infer<typeof syncVerifyOutcomeSchema>;

export const syncVerifyAnswerSchema = z.object({ data: z.array(syncVerifyOutcomeSchema) });
export type SyncVerifyAnswer = z.infer<typeof syncVerifyAnswerSchema>;

/** The `summary` field of an extraction upload (multipart, JSON text): what the device says of its bundle. */
export const extractionSummarySchema = z.record(z.string(), z.unknown());
export type ExtractionSummary = z.infer<typeof extractionSummarySchema>;

/** POST /api/admin/sync/extractions answers 201 with where admins download the bundle. */
export const storedExtractionSchema = z.object({ extractionId: z.string(), filePath: z.string(), sizeBytes: z.number().int() });
export type StoredExtraction = z.infer<typeof storedExtractionSchema>;

export const extractionUploadAnswerSchema = z.object({ data: storedExtractionSchema, message: z.string() });
export type ExtractionUploadAnswer = z.infer<typeof extractionUploadAnswerSchema>;
