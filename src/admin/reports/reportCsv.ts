/** The performance report's rows as CSV (formula cells neutralised), as the table shows them. */
import { PERFORMANCE_RECORD_TYPES, type CollectorPerformance } from '../../domain/performanceReport';
import { toCsv, type CsvColumn } from '../../resources/common/csv';
import { stateName } from '../common/format';
import { collectorName, TYPE_LABELS } from './labels';

const COLUMNS: readonly CsvColumn<CollectorPerformance>[] = [
  { header: 'Collector', value: collectorName },
  { header: 'E-mail', value: (row) => row.collector?.email ?? '' },
  { header: 'Account', value: (row) => (row.collector ? (row.collector.isActive ? 'active' : 'suspended') : '') },
  { header: 'States', value: (row) => row.states.map(stateName) },
  ...PERFORMANCE_RECORD_TYPES.map((type) => ({ header: TYPE_LABELS[type], value: (row: CollectorPerformance) => row.records[type] })),
  { header: 'Total', value: (row) => row.records.total },
  { header: 'First record (UTC)', value: (row) => row.firstRecordAt ?? '' },
  { header: 'Last record (UTC)', value: (row) => row.lastRecordAt ?? '' },
];

export function performanceCsv(rows: readonly CollectorPerformance[]): string {
  return toCsv(rows, COLUMNS);
}

/** performance-report_2026-01-01_2026-01-31_kano.csv, or …_all-time.csv */
export function performanceFileName(from: string | undefined, to: string | undefined, state: string | undefined): string {
  const period = from || to ? `${from ?? 'start'}_${to ?? 'today'}` : 'all-time';
  return `performance-report_${period}${state ? `_${state}` : ''}.csv`;
}
