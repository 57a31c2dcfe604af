/**
 * Exports the filtered list as CSV: every matching row (fetched page by page through the
 * dataProvider, in the list's sort), up to EXPORT_LIMIT, with a notice when there are more.
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import DownloadIcon from '@mui/icons-material/Download';
import { downloadCSV, useDataProvider, useListContext, useNotify, type RaRecord } from 'ra-core';
import { toCsv, type CsvColumn } from './csv';
import { EXPORT_LIMIT, EXPORT_PAGE, fetchAllRows, type GetPage } from './exportRows';

export function ExportCsvButton({ columns, filename }: { columns: readonly CsvColumn<RaRecord>[]; filename: string }) {
  const { resource, filterValues, sort, total, isPending } = useListContext();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  const run = async () => {
    setBusy(true);
    try {
      const getPage: GetPage = (page) => dataProvider.getList(resource, { pagination: { page, perPage: EXPORT_PAGE }, sort, filter: filterValues });
      const { rows, total: expected } = await fetchAllRows(getPage);
      downloadCSV(`\uFEFF${toCsv(rows, columns)}`, `${filename}-${new Date().toISOString().slice(0, 10)}`);
      if (expected > EXPORT_LIMIT) {
        notify(`Exported the first ${EXPORT_LIMIT.toLocaleString('en-GB')} of ${expected.toLocaleString('en-GB')} rows. Narrow the filters to export the rest.`, { type: 'warning' });
      }
    } catch {
      notify('The export failed. Please try again.', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button size="small" startIcon={<DownloadIcon />} onClick={() => void run()} disabled={busy || isPending || !total}>
      {busy ? 'Exporting…' : 'Export CSV'}
    </Button>
  );
}
