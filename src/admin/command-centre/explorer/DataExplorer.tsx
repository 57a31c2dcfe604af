import { memo } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { COMMAND_CENTRE } from '../../../domain/constants';
import type { DeviceTable } from '../../../domain/protocol';
import { Panel } from '../components/Panel';
import type { FetchOptions } from '../hooks/useCommands';
import { STATUS_FILTERS, TABLE_LABELS } from '../labels';
import type { DashboardState, ExplorerSettings } from '../state/types';
import { ExplorerControls } from './ExplorerControls';
import { ExplorerEmpty } from './ExplorerEmpty';
import { ExplorerPager } from './ExplorerPager';
import { pageCount } from './pager';
import { RecordCard } from './RecordCard';

interface DataExplorerProps {
  dashboard: DashboardState;
  onChange: (patch: Partial<ExplorerSettings>) => void;
  onFetch: (options?: FetchOptions) => void;
}

function ExplorerBody({ dashboard, onChange, onFetch }: DataExplorerProps) {
  const { explorer, view } = dashboard;
  const loading = dashboard.fetchRequestId !== null;
  const cards = view ? view.records.slice(0, COMMAND_CENTRE.maxExplorerCards) : [];
  const statusLabel = STATUS_FILTERS.find((filter) => filter.value === (view?.syncStatus ?? 'all'))?.label;
  return (
    <Stack spacing={2}>
      <ExplorerControls settings={explorer} loading={loading} onChange={onChange} onFetch={() => onFetch()} />
      {!view || view.records.length === 0 ? (
        <ExplorerEmpty disabled={loading} onPick={(table: DeviceTable) => onFetch({ table })} />
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" data-testid="cc-explorer-summary">
            {TABLE_LABELS[view.table]} · {statusLabel} · {view.total} {view.total === 1 ? 'record' : 'records'}
            {view.records.length > cards.length ? ` · showing the first ${cards.length} of this page` : ''}
          </Typography>
          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}>
            {cards.map((row, index) => (
              <RecordCard key={String(row.localUUID ?? row.localId ?? index)} table={view.table} row={row} />
            ))}
          </Box>
          <ExplorerPager page={explorer.page} pages={pageCount(view.total, view.limit)} disabled={loading} onPage={(page) => onFetch({ page })} />
        </>
      )}
    </Stack>
  );
}

/** The Data Explorer (spec 01 §2.8): the device's tables, page by page; full screen in a dialog. */
export const DataExplorer = memo(function DataExplorer(props: DataExplorerProps) {
  const { fullScreen } = props.dashboard.explorer;
  return (
    <>
      <Panel title="Data Explorer">
        {fullScreen ? <Typography color="text.secondary">The Data Explorer is open full screen.</Typography> : <ExplorerBody {...props} />}
      </Panel>
      <Dialog fullScreen open={fullScreen} onClose={() => props.onChange({ fullScreen: false })} aria-labelledby="cc-explorer-full">
        <DialogTitle id="cc-explorer-full">Data Explorer</DialogTitle>
        <DialogContent>{fullScreen && <ExplorerBody {...props} />}</DialogContent>
      </Dialog>
    </>
  );
});
