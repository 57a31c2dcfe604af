/** The collectors' performance report (docs/api-reports.md): records received per collector and per day. */
import type { RecordType } from './records';

export type { CollectorPerformance, PerformanceReport, RecordCountsByType } from './api/reports';

export const PERFORMANCE_RECORD_TYPES = [
  'schools',
  'learners',
  'staff',
  'communities',
  'households',
  'outOfSchoolChildren',
] as const satisfies readonly RecordType[];
