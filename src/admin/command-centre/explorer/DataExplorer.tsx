import { memo } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { COMMAND_CENTRE } from '../../../domain/constants';
import type { DeviceTable } from '../../../domain/protocol';
import { Panel } from '../components/Panel';
import type { FetchOptions } from '../hooks/useCommands';
import { STATUS_FILTERS, TABLE_LABEL_KEYS } from '../labels';
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
  const translate = useTranslate();
  const { explorer, view } = dashboard;
  const loading = dashboard.fetchRequestId !== null;
  const cards = view ? view.records.slice(0, COMMAND_CENTRE.maxExplorerCards) : [];
  const statusKey = STATUS_FILTERS.find((filter) => filter.value === (view?.syncStatus ?? 'all'))?.labelKey;
  return (
    <Stack spacing={2}>
      <ExplorerControls settings={explorer} loading={loading} onChange={onChange} onFetch={() => onFetch()} />
      {!view || view.records.length === 0 ? (
        <ExplorerEmpty disabled={loading} onPick={(table: DeviceTable) => onFetch({ table })} />
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" data-testid="cc-explorer-summary">
            {translate(TABLE_LABEL_KEYS[view.table])} · {statusKey ? translate(statusKey) : view.syncStatus} ·{' '}
            {translate('commandCentre.explorer.records', { smart_count: view.total })}
            {view.records.length > cards.length ? ` · ${translate('commandCentre.explorer.showingFirst', { count: cards.length })}` : ''}
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
  const translate = useTranslate();
  const { fullScreen } = props.dashboard.explorer;
  const title = translate('commandCentre.panels.dataExplorer');
  return (
    <>
      <Panel title={title}>
        {fullScreen ? <Typography color="text.secondary">{translate('commandCentre.explorer.openFullScreen')}</Typography> : <ExplorerBody {...props} />}
      </Panel>
      <Dialog fullScreen open={fullScreen} onClose={() => props.onChange({ fullScreen: false })} aria-labelledby="cc-explorer-full">
        <DialogTitle id="cc-explorer-full">{title}</DialogTitle>
        <DialogContent>{fullScreen && <ExplorerBody {...props} />}</DialogContent>
      </Dialog>
    </>
  );
});
