/**
 * The data table's columns: the indicators every public page shares (../../components/indicators.ts)
 * and, from the rows' own rate, the out-of-school rate of the primary age group and its gender
 * parity index. The adjusted index is a CSV column only: the table shows it in the GPI's cell.
 */
import type { Count } from '../../../domain/publicData';
import { DEFAULT_COLUMNS, INDICATORS, type Indicator } from '../../components/indicators';
import { RATE_COLUMNS, RATE_GROUP_KEY } from '../../components/rates/rateColumns';
import { gpiValue, rateValue } from '../../components/rates/rateTexts';
import type { TableRow } from './tableRows';

export interface RateColumn {
  id: string;
  /** Translated with AGES (../../components/rates/rateTexts.ts), as every column name may be. */
  labelKey: string;
  groupKey: string;
  source: 'population';
  rate: keyof typeof RATE_COLUMNS;
  value: (row: TableRow) => Count | undefined;
}

export type TableColumn = Indicator | RateColumn;

/** Footnote marks of the columns whose source is given under the table (./TableSources.tsx). */
export const NOTE_MARKS = { literacy: 'a', population: 'b' } as const;

const RATE: RateColumn = { ...RATE_COLUMNS.rate, groupKey: RATE_GROUP_KEY, source: 'population', rate: 'rate', value: (row) => rateValue(row.primaryAgeRate) };
const GPI: RateColumn = { ...RATE_COLUMNS.gpi, groupKey: RATE_GROUP_KEY, source: 'population', rate: 'gpi', value: (row) => gpiValue(row.primaryAgeRate) };
const ADJUSTED_GPI: RateColumn = {
  ...RATE_COLUMNS.adjustedGpi,
  groupKey: RATE_GROUP_KEY,
  source: 'population',
  rate: 'adjustedGpi',
  value: (row) => gpiValue(row.primaryAgeRate, 'adjustedGpi'),
};

export const TABLE_COLUMNS: readonly TableColumn[] = [...INDICATORS, RATE, GPI];
export const TABLE_COLUMN_BY_ID: ReadonlyMap<string, TableColumn> = new Map(TABLE_COLUMNS.map((column) => [column.id, column]));

/** The columns a first visit shows: the shared indicators' default, then the rate and its GPI. */
export const TABLE_DEFAULT_COLUMNS: readonly string[] = [...DEFAULT_COLUMNS, RATE.id, GPI.id];

/** The columns of the CSV and its metadata: those shown, the adjusted GPI right after the GPI. */
export const csvColumns = (columns: readonly TableColumn[]): TableColumn[] =>
  columns.flatMap((column) => (column.id === GPI.id ? [column, ADJUSTED_GPI] : [column]));
