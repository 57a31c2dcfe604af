/** The CSV of the data table's current view: the shown rows and columns, as shown (hidden counts as SUPPRESSED_LABEL). */
import { formatCount } from '../../../domain/publicData';
import type { Translate } from '../../../i18n/translate';
import { toCsv, type CsvCell } from '../../components/csv';
import { zoneLabel } from '../../components/labels';
import type { TableView } from './useTableView';

export function tableCsv(view: Pick<TableView, 'rows' | 'columns'>, t: Translate): string {
  const header = [t('publicCommon.state'), t('publicCommon.zone'), ...view.columns.map((c) => t(c.labelKey))];
  const rows = view.rows.map((row): CsvCell[] => [
    row.name,
    zoneLabel(t, row.zone),
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
