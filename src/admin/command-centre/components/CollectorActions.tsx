import { memo } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ClearAllIcon from '@mui/icons-material/ClearAll';
import NetworkCheckIcon from '@mui/icons-material/NetworkCheck';
import ReplayIcon from '@mui/icons-material/Replay';
import SubjectIcon from '@mui/icons-material/Subject';
import SyncIcon from '@mui/icons-material/Sync';
import type { Commands } from '../hooks/useCommands';
import type { DashboardState } from '../state/types';
import { BatchMenu } from './BatchMenu';

interface CollectorActionsProps {
  dashboard: DashboardState;
  commands: Commands;
}

/** Start Sync, Retry Failed, Batch Operations, Test Connection, Clear Logs, Test Logs (spec 01 §2.8). */
export const CollectorActions = memo(function CollectorActions({ dashboard, commands }: CollectorActionsProps) {
  const { locks, batch } = dashboard;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} role="toolbar" aria-label="Collector actions">
      <Button variant="contained" startIcon={<SyncIcon />} disabled={locks.sync} onClick={commands.startSync}>
        {locks.sync ? 'Syncing...' : 'Start Sync'}
      </Button>
      <Button variant="outlined" color="warning" startIcon={<ReplayIcon />} disabled={locks.retry} onClick={commands.retryFailed}>
        {locks.retry ? 'Retrying...' : 'Retry Failed'}
      </Button>
      <BatchMenu busy={batch !== null} onRun={commands.runBatch} />
      <Button variant="outlined" startIcon={<NetworkCheckIcon />} onClick={commands.testConnection}>
        Test Connection
      </Button>
      <Button variant="outlined" color="inherit" startIcon={<ClearAllIcon />} onClick={commands.clearLogs}>
        Clear Logs
      </Button>
      <Button variant="outlined" color="inherit" startIcon={<SubjectIcon />} onClick={commands.testLogs}>
        Test Logs
      </Button>
    </Stack>
  );
});
