/** The performance report's rows as CSV or XLSX (formula cells neutralised), as the table shows them. */
import { PERFORMANCE_RECORD_TYPES, type CollectorPerformance } from '../../domain/performanceReport';
import { getLocale } from '../../i18n/locale';
import { translateIn, type Translate } from '../../i18n/translate';
import { toCsv, type CsvColumn } from '../../resources/common/csv';
import { xlsxBlob } from '../../resources/common/xlsx';
import { stateName } from '../common/format';
import { collectorName, TYPE_LABEL_KEYS } from './labels';

export function performanceColumns(translate: Translate): readonly CsvColumn<CollectorPerformance>[] {
  return [
    { header: translate('reports.collector'), value: (row) => collectorName(row, translate('reports.noCollector')) },
    { header: translate('reports.email'), value: (row) => row.collector?.email ?? '' },
    // The account's state is written as the code it is (active, suspended), for sorting and filtering.
    { header: translate('reports.account'), value: (row) => (row.collector ? (row.collector.isActive ? 'active' : 'suspended') : '') },
    { header: translate('reports.states'), value: (row) => row.states.map(stateName) },
    ...PERFORMANCE_RECORD_TYPES.map((type) => ({ header: translate(TYPE_LABEL_KEYS[type]), value: (row: CollectorPerformance) => row.records[type] })),
    { header: translate('reports.total'), value: (row) => row.records.total },
    { header: translate('reports.firstRecordUtc'), value: (row) => row.firstRecordAt ?? '' },
    { header: translate('reports.lastRecordUtc'), value: (row) => row.lastRecordAt ?? '' },
  ];
}

const inChosenLanguage: Translate = (key, options) => translateIn(getLocale(), key, options);

/** The CSV, its headers in the chosen language (the page passes react-admin's translate). */
export function performanceCsv(rows: readonly CollectorPerformance[], translate: Translate = inChosenLanguage): string {
  return toCsv(rows, performanceColumns(translate));
}

/** The same rows and headers as an XLSX workbook (numbers and times typed). */
export function performanceXlsx(rows: readonly CollectorPerformance[], translate: Translate = inChosenLanguage): Promise<Blob> {
  return xlsxBlob(rows, performanceColumns(translate), 'performance-report');
}

/** performance-report_2026-01-01_2026-01-31_kano.csv, or …_all-time.csv (or .xlsx) */
export function performanceFileName(from: string | undefined, to: string | undefined, state: string | undefined, extension: 'csv' | 'xlsx' = 'csv'): string {
  const period = from || to ? `${from ?? 'start'}_${to ?? 'today'}` : 'all-time';
  return `performance-report_${period}${state ? `_${state}` : ''}.${extension}`;
}
