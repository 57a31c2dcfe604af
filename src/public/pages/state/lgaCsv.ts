/**
 * The CSV of a state's LGA table, rows in the order shown, hidden counts (and rates hidden with
 * them) as SUPPRESSED_LABEL as the table shows them, no rate as an empty cell; the adjusted GPI
 * (inside the GPI's cell in the table) gets its own column after the GPI.
 */
import type { LgaIndicatorRow } from '../../../domain/api/publicLocal';
import { formatCount } from '../../../domain/publicData';
import type { Translate } from '../../../i18n/translate';
import { toCsv, type CsvCell } from '../../components/csv';
import { RATE_COLUMNS } from '../../components/rates/rateColumns';
import { AGES, gpiValue } from '../../components/rates/rateTexts';
import { LGA_COLUMNS, type LgaColumn } from './lgaColumns';

const ADJUSTED_GPI: LgaColumn = { ...RATE_COLUMNS.adjustedGpi, kind: 'gpi', value: (row) => gpiValue(row.primaryAgeRate, 'adjustedGpi') };
const CSV_COLUMNS = LGA_COLUMNS.flatMap((column) => (column.id === RATE_COLUMNS.gpi.id ? [column, ADJUSTED_GPI] : [column]));

export function lgaCsv(rows: readonly LgaIndicatorRow[], t: Translate): string {
  const header = [t('publicState.lga'), ...CSV_COLUMNS.map((column) => t(column.labelKey, AGES))];
  const lines = rows.map((row): CsvCell[] => [
    row.name,
    ...CSV_COLUMNS.map((column) => {
      const value = column.value(row);
      return value === null ? formatCount(null) : value;
    }),
  ]);
  return toCsv(header, lines);
}

export const lgaCsvFilename = (state: string): string => `${state}-indicators-by-lga.csv`;
