/** The collectors' performance report (docs/api-reports.md): records received per collector and per day. */
import type { RecordType } from './records';

/** Record counts by type, and their total. */
export type RecordCountsByType = Record<RecordType, number> & { total: number };

export interface CollectorPerformance {
  /** null: records with no collector (entered in the office, or the collector's account was deleted). */
  collector: { id: number; fullName: string; email: string; state: string | null; isActive: boolean } | null;
  records: RecordCountsByType;
  /** States the records are in, most records first. */
  states: string[];
  firstRecordAt: string | null;
  lastRecordAt: string | null;
}

export interface PerformanceReport {
  /** Inclusive days (yyyy-MM-dd); null for an open end. */
  period: { from: string | null; to: string | null };
  state: string | null;
  totals: RecordCountsByType & { collectors: number };
  collectors: CollectorPerformance[];
  /** Records received per day in the period (days without records left out), oldest first. */
  byDay: { date: string; total: number }[];
  generatedAt: string;
}

export const PERFORMANCE_RECORD_TYPES = [
  'schools',
  'learners',
  'staff',
  'communities',
  'households',
  'outOfSchoolChildren',
] as const satisfies readonly RecordType[];
