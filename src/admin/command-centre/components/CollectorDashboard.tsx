import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FiberManualRecordIcon from '@mui/icons-material/FiberManualRecord';
import { useTranslate } from 'react-admin';
import type { DeviceLog, OnlineCollector, SyncQueueItem } from '../../../domain/protocol';
import { WebDeviceChip } from '../../collectors/DeviceChip';
import { DataExplorer } from '../explorer/DataExplorer';
import type { Commands } from '../hooks/useCommands';
import type { DashboardState, ExplorerSettings } from '../state/types';
import { BatchResultsPanel } from './BatchResultsPanel';
import { CollectorActions } from './CollectorActions';
import { CommandHistoryPanel } from './CommandHistoryPanel';
import { DeviceLogsPanel } from './DeviceLogsPanel';
import { ReconciliationPanel } from './ReconciliationPanel';
import { SyncQueuePanel } from './SyncQueuePanel';
import { VerificationResultsPanel } from './VerificationResultsPanel';

interface CollectorDashboardProps {
  collector: OnlineCollector;
  /** The collector is online and the real-time channel is up. */
  connected: boolean;
  dashboard: DashboardState;
  logs: readonly DeviceLog[];
  queue: readonly SyncQueueItem[] | undefined;
  queueLoading: boolean;
  commands: Commands;
  /** manage_users: device-changing commands and bundle downloads. */
  canManage: boolean;
  onExplorerChange: (patch: Partial<ExplorerSettings>) => void;
}

/** One collector's dashboard (spec 01 §2.8): indicator, actions and the five panels. */
export function CollectorDashboard(props: CollectorDashboardProps) {
  const translate = useTranslate();
  const { collector, connected, dashboard, commands, canManage } = props;
  return (
    <Stack spacing={2} data-testid="cc-dashboard">
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Box>
          <Typography variant="h5" component="h2">
            {collector.fullName}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {collector.email}
          </Typography>
        </Box>
        <Chip
          size="small"
          icon={<FiberManualRecordIcon />}
          color={connected ? 'success' : 'default'}
          label={translate(connected ? 'commandCentre.collector.connected' : 'commandCentre.collector.offline')}
          data-testid="cc-collector-state"
        />
        <WebDeviceChip device={collector.device} />
      </Stack>
      <CollectorActions dashboard={dashboard} commands={commands} canManage={canManage} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        <SyncQueuePanel items={props.queue} loading={props.queueLoading} />
        <DeviceLogsPanel logs={props.logs} />
        <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
          <DataExplorer dashboard={dashboard} onChange={props.onExplorerChange} onFetch={commands.fetchTable} />
        </Box>
        <VerificationResultsPanel entries={dashboard.verifications} />
        <BatchResultsPanel entries={dashboard.batchResults} onDownload={canManage ? commands.downloadExtraction : undefined} />
        <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
          <CommandHistoryPanel collectorId={collector.id} version={dashboard.historyVersion} canManage={canManage} />
        </Box>
        <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
          <ReconciliationPanel collectorId={collector.id} commands={commands} canManage={canManage} />
        </Box>
      </Box>
    </Stack>
  );
}
