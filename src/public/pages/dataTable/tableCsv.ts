/** The CSV of the data table's current view: the shown rows and columns, as shown (hidden counts as SUPPRESSED_LABEL). */
import { formatCount } from '../../../domain/publicData';
import { toCsv, type CsvCell } from '../../components/csv';
import type { TableView } from './useTableView';

export function tableCsv(view: Pick<TableView, 'rows' | 'columns'>): string {
  const header = ['State', 'Zone', ...view.columns.map((c) => c.label)];
  const rows = view.rows.map((row): CsvCell[] => [
    row.name,
    row.zone?.name ?? '',
    ...view.columns.map((column) => {
      const value = column.value(row);
      if (value === undefined) return '';
      return value === null ? formatCount(null) : value;
    }),
  ]);
  return toCsv(header, rows);
}

export function csvFilename(zone: string): string {
  return `nigeria-indicators-by-state${zone ? `-${zone}` : ''}.csv`;
}
