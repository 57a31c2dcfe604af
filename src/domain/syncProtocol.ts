/**
 * The device side of the Command Centre protocol: the six local tables and their rows, sync
 * statuses, queue snapshots, the push and verify calls and where extraction bundles go
 * (docs/collector-protocol.md §4-§6). Re-exported by ./protocol, which is what code imports.
 */
import { z } from 'zod';
import { idNumber, int4, lineText, multilineText } from './inputRules';
import { SYNC_STATUSES } from './records/enums';

import { DEVICE_TABLES, SYNC_PUSH_MAX, type DeviceTable } from './deviceWire';
export { DEVICE_TABLES, DEVICE_REVIEWS_MAX, EXTRACTION_UPLOAD_FIELD, SYNC_PUSH_MAX, type DeviceTable } from './deviceWire';

/** Sync status values; anything else shows as unknown (spec 01 §4). */
export { SYNC_STATUSES };
export type SyncStatus = (typeof SYNC_STATUSES)[number];
export const UNKNOWN_SYNC_STATUS = 'unknown';
export type RowSyncStatus = SyncStatus | typeof UNKNOWN_SYNC_STATUS;

/** Fields every local row carries beside its table's own (spec 01 §3; hidden by the explorer). */
export interface RowMeta {
  localId: number;
  localUUID: string;
  syncStatus: RowSyncStatus;
  serverId?: number | null;
  lastSyncAttempt?: string | null;
  lastError?: string | null;
  createdAt: string;
  updatedAt: string;
  /** The server's review of the synced record and its last comment. */
  reviewState?: string | null;
  reviewComment?: string | null;
}
export const HIDDEN_ROW_FIELDS = ['localUUID', 'serverId', 'lastSyncAttempt', 'createdAt', 'updatedAt'] as const;

/** The explorer's row fields per table (spec 01 §3 Collector data rows), localId first. */
export const TABLE_ROW_FIELDS: Record<DeviceTable, readonly string[]> = {
  schools: ['localId', 'name', 'reference', 'lga', 'state', 'ward', 'phone', 'email'],
  learners: ['localId', 'name', 'sex', 'age', 'currentLevel', 'currentClass', 'schoolRef'],
  staff: ['localId', 'fullName', 'sex', 'role', 'typeOfStaff', 'qualifications', 'schoolRef'],
  households: ['localId', 'householdHead', 'householdHeadSex', 'state', 'lga', 'ward', 'communityRef'],
  communities: ['localId', 'name', 'state', 'lga', 'ward'],
  oosChildren: ['localId', 'name', 'sex', 'age', 'reason', 'householdRef'],
};
/** A local row: its table's fields plus RowMeta; `data` is the full record as pushed. */
export type CollectorRow = RowMeta & Record<string, unknown>;

/** Sync queue item (spec 01 §3): syncStatus plus what the device knows about the row; the schema is the wire contract's. */
export type { SyncQueueItem } from './api/syncDevice';
export const syncQueueItemSchema = z.object({
  table: z.enum(DEVICE_TABLES),
  localId: idNumber('localId must be a positive whole number'),
  localUUID: lineText().min(1).max(64),
  /** Anything but pending, synced or failed is stored as unknown. */
  syncStatus: lineText()
    .max(20)
    .transform((value): RowSyncStatus => ((SYNC_STATUSES as readonly string[]).includes(value) ? (value as SyncStatus) : UNKNOWN_SYNC_STATUS)),
  attempts: int4().min(0, 'attempts cannot be negative').default(0),
  lastSyncAttempt: lineText().max(40).nullish(),
  lastError: multilineText().max(2000).nullish(),
  serverId: idNumber().nullish(),
});
export const queueSnapshotSchema = z.object({ payload: z.array(syncQueueItemSchema).max(100_000) });

/** POST /api/admin/sync/push: one entry per record; `data` is validated by the record type's domain schema. */
export const syncPushItemSchema = z.object({
  table: z.enum(DEVICE_TABLES),
  localUUID: lineText().min(8).max(64),
  localId: idNumber('localId must be a positive whole number').optional(),
  /** The record's fields, exactly the keys of its type's domain schema (plus state, lga, ward). */
  data: z.record(z.string(), z.unknown()),
  /** Links to records pushed earlier by the same device: {schoolId | communityId | householdId: localUUID}. */
  links: z.record(lineText().max(40), lineText().min(8).max(64)).optional(),
});
export const syncPushSchema = z.object({ records: z.array(syncPushItemSchema).min(1).max(SYNC_PUSH_MAX) });
export type SyncPushItem = z.infer<typeof syncPushItemSchema>;
/** A record's outcome in the push's answer (the statuses are told in ./api/syncDevice.ts). */
export type { SyncPushOutcome, SyncPushStatus } from './api/syncDevice';

/** One record's review as its device learns it: GET /api/admin/sync/reviews and the `record:review` event. */
export type { DeviceReviewItem } from './api/syncDevice';

/** POST /api/admin/sync/verify: does the server hold these records of this device? */
export const SYNC_VERIFY_MAX = 5000;
export const syncVerifySchema = z.object({
  items: z
    .array(z.object({ table: z.enum(DEVICE_TABLES), localUUID: lineText().min(1).max(64) }))
    .min(1)
    .max(SYNC_VERIFY_MAX),
  /** Answer each found record's server fields too (for a single verification). */
  withData: z.boolean().default(false),
});
export type { SyncVerifyOutcome } from './api/syncDevice';

/** The commands whose answer is an uploaded bundle: an upload names one of them, still open, by its requestId. */
export const EXTRACT_COMMANDS = ['extractAllData', 'extractImagesOnly', 'extractFailedSyncOnly'] as const;
/** Largest bundle accepted (50 MB). */
export const EXTRACTION_MAX_BYTES = 50 * 1024 * 1024;
/** Most bundle bytes kept per collector (200 MB): past it, uploads are refused until bundles are removed. */
export const EXTRACTION_MAX_BYTES_PER_COLLECTOR = 200 * 1024 * 1024;
/** An extract command older than this no longer accepts its upload (15 minutes). */
export const EXTRACTION_COMMAND_MAX_AGE_MS = 15 * 60 * 1000;
export const extractionDownloadPath = (extractionId: string) => `/api/admin/sync/extractions/${extractionId}/download`;

/**
 * PUT /api/admin/sync/summary (reconciliation): per device table, the localUUIDs of every
 * row the device holds, by sync status. Replaces the collector's previous summary. A summary naming
 * more than DEVICE_SUMMARY_MAX_IDS rows in all is refused whole (413).
 */
export const DEVICE_SUMMARY_MAX_IDS = 200_000;
/** Bytes a summary of DEVICE_SUMMARY_MAX_IDS localUUIDs of 64 characters takes, with room for the JSON around them. */
export const DEVICE_SUMMARY_MAX_BYTES = DEVICE_SUMMARY_MAX_IDS * 70 + 64 * 1024;
export const DEVICE_SUMMARY_STATUSES = ['synced', 'pending', 'failed', 'unknown'] as const;
export type DeviceSummaryStatus = (typeof DEVICE_SUMMARY_STATUSES)[number];
const summaryIds = z.array(lineText().min(1).max(64)).default([]);
export const deviceSummaryTableSchema = z.object({ synced: summaryIds, pending: summaryIds, failed: summaryIds, unknown: summaryIds });
export const deviceSummarySchema = z.object({ tables: z.partialRecord(z.enum(DEVICE_TABLES), deviceSummaryTableSchema) });
export type DeviceSummaryTable = z.output<typeof deviceSummaryTableSchema>;
export type DeviceSummary = z.output<typeof deviceSummarySchema>;
export type DeviceSummaryInput = z.input<typeof deviceSummarySchema>;

/** How many localUUIDs a summary body names, counted before validation (the 413 check); 0 for anything not shaped like one. */
export function summaryIdCount(body: unknown): number {
  const tables = typeof body === 'object' && body !== null ? (body as { tables?: unknown }).tables : undefined;
  if (typeof tables !== 'object' || tables === null) return 0;
  let count = 0;
  for (const lists of Object.values(tables)) {
    if (typeof lists !== 'object' || lists === null) continue;
    for (const list of Object.values(lists)) if (Array.isArray(list)) count += list.length;
  }
  return count;
}
