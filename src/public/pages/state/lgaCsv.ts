/** The CSV of a state's LGA table, rows in the order shown, hidden counts as SUPPRESSED_LABEL (as the table shows them). */
import type { LgaIndicatorRow } from '../../../domain/api/publicLocal';
import { formatCount } from '../../../domain/publicData';
import type { Translate } from '../../../i18n/translate';
import { toCsv, type CsvCell } from '../../components/csv';
import { LGA_COLUMNS } from './lgaColumns';

export function lgaCsv(rows: readonly LgaIndicatorRow[], t: Translate): string {
  const header = [t('publicState.lga'), ...LGA_COLUMNS.map((column) => t(column.labelKey))];
  const lines = rows.map((row): CsvCell[] => [
    row.name,
    ...LGA_COLUMNS.map((column) => {
      const value = column.value(row);
      return value === null ? formatCount(null) : value;
    }),
  ]);
  return toCsv(header, lines);
}

export const lgaCsvFilename = (state: string): string => `${state}-indicators-by-lga.csv`;
