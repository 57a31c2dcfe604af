/**
 * Exports the filtered list as CSV or XLSX: every matching row (fetched page by page through the
 * dataProvider, in the list's sort), up to EXPORT_LIMIT, with a notice when there are more.
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import DownloadIcon from '@mui/icons-material/Download';
import { downloadCSV, useDataProvider, useListContext, useLocaleState, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { exportColumnLabel } from '../../i18n/exportLabels';
import { formatNumber } from '../../i18n/format';
import { isAppLocale } from '../../i18n/locale';
import { saveBlob } from '../../ui/saveFile';
import { toCsv, type CsvColumn } from './csv';
import { EXPORT_LIMIT, EXPORT_PAGE, fetchAllRows, type GetPage } from './exportRows';
import { xlsxBlob } from './xlsx';

export function ExportCsvButton({ columns, filename }: { columns: readonly CsvColumn<RaRecord>[]; filename: string }) {
  const { resource, filterValues, sort, total, isPending } = useListContext();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [busy, setBusy] = useState<'csv' | 'xlsx' | null>(null);

  const run = async (format: 'csv' | 'xlsx') => {
    setBusy(format);
    try {
      const getPage: GetPage = (page) => dataProvider.getList(resource, { pagination: { page, perPage: EXPORT_PAGE }, sort, filter: filterValues });
      const { rows, total: expected } = await fetchAllRows(getPage);
      const name = `${filename}-${new Date().toISOString().slice(0, 10)}`;
      if (format === 'csv') downloadCSV(`\uFEFF${toCsv(rows, columns)}`, name);
      else
        saveBlob(
          await xlsxBlob(rows, columns, filename, (column) => exportColumnLabel(isAppLocale(locale) ? locale : 'en', resource, column.header)),
          `${name}.xlsx`,
        );
      if (expected > EXPORT_LIMIT) {
        notify(translate('records.list.exportCapped', { limit: formatNumber(EXPORT_LIMIT), total: formatNumber(expected) }), { type: 'warning' });
      }
    } catch {
      notify(translate('records.list.exportFailed'), { type: 'error' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <Button size="small" startIcon={<DownloadIcon />} onClick={() => void run('csv')} disabled={busy !== null || isPending || !total}>
        {translate(busy === 'csv' ? 'records.list.exporting' : 'records.list.exportCsv')}
      </Button>
      <Button size="small" startIcon={<DownloadIcon />} onClick={() => void run('xlsx')} disabled={busy !== null || isPending || !total}>
        {translate(busy === 'xlsx' ? 'records.list.exporting' : 'downloads.exportXlsx')}
      </Button>
    </>
  );
}
