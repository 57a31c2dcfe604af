import { useCallback } from 'react';
import Typography from '@mui/material/Typography';
import type { IndicatorRow } from '../../domain/publicData';
import { publicApi } from '../../providers/publicApi';
import { downloadCsv } from '../components/csv';
import { LoadState } from '../components/LoadState';
import { PageHeader } from '../components/PageHeader';
import { usePublicData } from '../components/usePublicData';
import { IndicatorTable } from './dataTable/IndicatorTable';
import { TableSources } from './dataTable/TableSources';
import { TableToolbar } from './dataTable/TableToolbar';
import { csvFilename, tableCsv } from './dataTable/tableCsv';
import { useTableView } from './dataTable/useTableView';

const NO_ROWS: IndicatorRow[] = [];

/** /data-table: one row per state with its zone and every indicator; the view lives in the URL. */
export default function DataTablePage() {
  const { data, error, loading, retry } = usePublicData(useCallback(() => publicApi.indicators('state'), []));
  const view = useTableView(data?.data ?? NO_ROWS);
  return (
    <>
      <PageHeader
        title="Data Table"
        intro="Every state and the Federal Capital Territory with its zone and indicators. Sort by any column, filter by zone, search, choose the columns, and download what you see. The address of the page keeps your view, so a link reproduces it."
      />
      <LoadState loading={loading} error={error} retry={retry} />
      {data && (
        <>
          <TableToolbar view={view} onDownload={() => downloadCsv(tableCsv(view), csvFilename(view.zone))} />
          <Typography variant="body2" color="text.secondary" role="status" data-testid="row-count" sx={{ mb: 1 }}>
            Showing {view.rows.length} of {data.data.length} states
          </Typography>
          <IndicatorTable view={view} />
          <TableSources answer={data} />
        </>
      )}
    </>
  );
}
