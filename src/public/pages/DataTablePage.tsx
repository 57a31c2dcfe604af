import { useMemo } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import Typography from '@mui/material/Typography';
import { useTranslate } from '../../i18n/useTranslate';
import { publicApi } from '../../providers/publicApi';
import { LoadState } from '../components/LoadState';
import { PageHeader } from '../components/PageHeader';
import { usePublicData, type PublicData } from '../components/usePublicData';
import { IndicatorTable } from './dataTable/IndicatorTable';
import { TableSources } from './dataTable/TableSources';
import { TableToolbar } from './dataTable/TableToolbar';
import { downloadTable } from './dataTable/tableCsv';
import { lgaTable, stateTable, type TableAnswer, type TableRow } from './dataTable/tableRows';
import { useTableLevel, useTableView } from './dataTable/useTableView';

const NO_ROWS: TableRow[] = [];

/** The rows of the level asked for: the states, or the LGAs of one state. */
function useTableAnswer(): PublicData<TableAnswer> {
  const { level, state } = useTableLevel();
  const states = usePublicData({ ...publicApi.indicators('state'), enabled: level === 'state' });
  // Another state's LGAs stay shown while the chosen state's load (the toolbar stays in place).
  const lgas = usePublicData({ ...publicApi.lgaIndicators(state), enabled: level === 'lga', placeholderData: keepPreviousData });
  const chosen = level === 'state' ? states : lgas;
  const data = useMemo(() => (level === 'state' ? states.data && stateTable(states.data) : lgas.data && lgaTable(lgas.data)), [level, states.data, lgas.data]);
  return { ...chosen, data };
}

/** /data-table: one row per state with its zone, or per LGA of a state, and every indicator; the view lives in the URL. */
export default function DataTablePage() {
  const t = useTranslate();
  const { data, error, loading, retry } = useTableAnswer();
  const view = useTableView(data?.rows ?? NO_ROWS);
  return (
    <>
      <PageHeader title={t('nav.dataTable')} intro={t('dataTable.intro')} />
      <LoadState loading={loading} error={error} retry={retry} />
      {data && (
        <>
          <TableToolbar view={view} onDownload={(what) => downloadTable(what, view, data, t)} />
          <Typography variant="body2" color="text.secondary" role="status" data-testid="row-count" sx={{ mb: 1 }}>
            {t(data.level === 'lga' ? 'dataTable.showingLgas' : 'dataTable.showing', {
              shown: view.rows.length,
              total: data.rows.length,
              state: data.state?.name ?? '',
            })}
          </Typography>
          <IndicatorTable view={view} />
          <TableSources answer={data} view={view} />
        </>
      )}
    </>
  );
}
