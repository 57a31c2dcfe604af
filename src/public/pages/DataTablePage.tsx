import Typography from '@mui/material/Typography';
import type { IndicatorRow } from '../../domain/publicData';
import { useTranslate } from '../../i18n/useTranslate';
import { publicApi } from '../../providers/publicApi';
import { LoadState } from '../components/LoadState';
import { PageHeader } from '../components/PageHeader';
import { usePublicData } from '../components/usePublicData';
import { IndicatorTable } from './dataTable/IndicatorTable';
import { TableSources } from './dataTable/TableSources';
import { TableToolbar } from './dataTable/TableToolbar';
import { downloadTable } from './dataTable/tableCsv';
import { useTableView } from './dataTable/useTableView';

const NO_ROWS: IndicatorRow[] = [];

/** /data-table: one row per state with its zone and every indicator; the view lives in the URL. */
export default function DataTablePage() {
  const t = useTranslate();
  const { data, error, loading, retry } = usePublicData(publicApi.indicators('state'));
  const view = useTableView(data?.data ?? NO_ROWS);
  return (
    <>
      <PageHeader title={t('nav.dataTable')} intro={t('dataTable.intro')} />
      <LoadState loading={loading} error={error} retry={retry} />
      {data && (
        <>
          <TableToolbar view={view} onDownload={(what) => downloadTable(what, view, data, t)} />
          <Typography variant="body2" color="text.secondary" role="status" data-testid="row-count" sx={{ mb: 1 }}>
            {t('dataTable.showing', { shown: view.rows.length, total: data.data.length })}
          </Typography>
          <IndicatorTable view={view} />
          <TableSources answer={data} />
        </>
      )}
    </>
  );
}
