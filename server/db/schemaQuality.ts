/** Kysely types of migration 018: review history, possible duplicates, merged records, device summaries. */
import type { ColumnType, Generated } from 'kysely';
import type { DuplicateReasons, DuplicateStatus, ReviewSource, ReviewState } from '../../src/domain/recordQuality';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type OptionalTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T> = ColumnType<T, string, string>;

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
  data: Json<Record<string, unknown>>;
  mergedBy: number | null;
  mergedAt: Timestamp;
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
}
