/**
 * The Command Centre's calls under /api/admin/sync: the collectors online, the sync-queue
 * snapshots, the device commands (their history, cancelling a queued one) and the extraction
 * bundles devices uploaded.
 */
import { z } from 'zod';
import { COMMAND_STATUSES } from '../commands';
import { deviceInfoSchema } from '../deviceInfo';
import { idFromText, lineText } from '../inputRules';
import { extractionSummarySchema, syncQueueEntrySchema } from './syncDevice';

export const onlineCollectorSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  /** The device of one of its connections, when it reported one (handshake `auth.device`). */
  device: deviceInfoSchema.optional(),
});
export type OnlineCollectorEntry = z.infer<typeof onlineCollectorSchema>;

export const onlineCollectorsAnswerSchema = z.object({ data: z.array(onlineCollectorSchema) });
export type OnlineCollectorsAnswer = z.infer<typeof onlineCollectorsAnswerSchema>;

/** A collector's id, or `all` for every collector's latest snapshot. */
export const syncQueueParamsSchema = z.object({ collectorId: z.union([z.literal('all'), idFromText()]) });

export const syncQueueAnswerSchema = z.object({ payload: z.array(syncQueueEntrySchema) });
export type SyncQueueAnswer = z.infer<typeof syncQueueAnswerSchema>;

export const commandHistoryQuerySchema = z.object({
  collectorId: idFromText().optional(),
  status: z.enum(COMMAND_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export type CommandHistoryQuery = z.input<typeof commandHistoryQuerySchema>;

/** One command as GET /api/admin/sync/commands lists it (times as ISO strings). */
export const commandHistoryEntrySchema = z.object({
  requestId: z.string(),
  collectorId: z.number().int(),
  command: z.string(),
  error: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  adminId: z.number().int().nullable(),
  adminName: z.string().nullable(),
  /** A queued command past its expiry reads `expired` even before the sweep has written it. */
  status: z.enum(COMMAND_STATUSES),
});
export type CommandHistoryEntry = z.infer<typeof commandHistoryEntrySchema>;

export const commandHistoryAnswerSchema = z.object({ data: z.array(commandHistoryEntrySchema) });
export type CommandHistoryAnswer = z.infer<typeof commandHistoryAnswerSchema>;

export const commandCancelParamsSchema = z.object({ requestId: lineText().min(1).max(64) });

export const commandCancelAnswerSchema = z.object({
  data: z.object({ requestId: z.string(), status: z.literal('cancelled') }),
  message: z.string(),
});
export type CommandCancelAnswer = z.infer<typeof commandCancelAnswerSchema>;

export const extractionsQuerySchema = z.object({ collectorId: idFromText().optional() });

/** An uploaded bundle as admins list it; `filePath` is where it is downloaded. */
export const extractionEntrySchema = z.object({
  id: z.string(),
  collectorId: z.number().int(),
  requestId: z.string().nullable(),
  command: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  sha256: z.string().nullable(),
  summary: extractionSummarySchema,
  createdAt: z.string(),
  filePath: z.string(),
});
export type ExtractionEntry = z.infer<typeof extractionEntrySchema>;

export const extractionsAnswerSchema = z.object({ data: z.array(extractionEntrySchema) });
export type ExtractionsAnswer = z.infer<typeof extractionsAnswerSchema>;

export const extractionParamsSchema = z.object({ id: z.string().uuid() });
