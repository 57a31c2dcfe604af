/** Kysely types of migration 018: review history, possible duplicates, merged records, device summaries. */
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp, OptionalTimestamp, Json } from './columnTypes';
import type { DuplicateReasons, DuplicateStatus, ReviewSource, ReviewState } from '../../src/domain/recordQuality';

/** One step of a record's review history. */
export interface RecordReviewsTable {
  id: Generated<string>;
  /** The record's API path (oos-children, learners, ...). */
  resource: string;
  recordId: number;
  state: ReviewState;
  comment: string | null;
  source: ReviewSource;
  userId: number | null;
  createdAt: Timestamp;
}

/** Two records found alike; recordA < recordB. */
export interface DuplicatePairsTable {
  id: Generated<number>;
  resource: string;
  recordA: number;
  recordB: number;
  score: number;
  reasons: Json<DuplicateReasons>;
  status: Generated<DuplicateStatus>;
  keptId: number | null;
  resolvedBy: number | null;
  resolvedAt: OptionalTimestamp;
  createdAt: Timestamp;
}

/** A record merged into another: kept whole, out of its table (so out of every list and figure). */
export interface MergedRecordsTable {
  resource: string;
  recordId: number;
  mergedInto: number;
  /** Null once purged after the undo window (the row stays as a tombstone). */
  data: ColumnType<Record<string, unknown> | null, string | null, string | null>;
  mergedBy: number | null;
  mergedAt: Timestamp;
  /** The pair whose merge this was (migration 019). */
  pairId: number | null;
  /** What the merge moved, for an undo (migration 019). */
  undo: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  purgedAt: OptionalTimestamp;
}

/** A deleted record (migration 019): in its table's bin until restored or purged. */
export interface DeletedRecordsTable {
  resource: string;
  recordId: number;
  /** The import batch the row named before it went into the bin. */
  importBatchId: number | null;
  reason: string;
  deletedBy: number | null;
  deletedAt: Timestamp;
  /** Set when purged; the row stays as a tombstone. */
  purgedAt: OptionalTimestamp;
}

/** A device's latest summary of what it holds, per table (reconciliation). */
export interface DeviceSummariesTable {
  collectorId: number;
  summary: Json<Record<string, unknown>>;
  reportedAt: Timestamp;
}

export interface QualityTables {
  recordReviews: RecordReviewsTable;
  duplicatePairs: DuplicatePairsTable;
  mergedRecords: MergedRecordsTable;
  deviceSummaries: DeviceSummariesTable;
  deletedRecords: DeletedRecordsTable;
}
