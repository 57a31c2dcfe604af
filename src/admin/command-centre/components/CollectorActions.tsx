import { memo, type ReactElement } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ClearAllIcon from '@mui/icons-material/ClearAll';
import NetworkCheckIcon from '@mui/icons-material/NetworkCheck';
import ReplayIcon from '@mui/icons-material/Replay';
import SubjectIcon from '@mui/icons-material/Subject';
import SyncIcon from '@mui/icons-material/Sync';
import { useTranslate } from 'react-admin';
import type { Commands } from '../hooks/useCommands';
import type { DashboardState } from '../state/types';
import { BatchMenu } from './BatchMenu';

interface CollectorActionsProps {
  dashboard: DashboardState;
  commands: Commands;
  /** manage_users: without it the commands that change a device are disabled (the server refuses them too). */
  canManage: boolean;
}

/** A disabled button gets no pointer events, so its tooltip sits on a wrapper. */
function ManageOnly({ canManage, children }: { canManage: boolean; children: ReactElement }) {
  const translate = useTranslate();
  if (canManage) return children;
  return (
    <Tooltip title={translate('commandCentre.needsManage')}>
      <span>{children}</span>
    </Tooltip>
  );
}

/** Start Sync, Retry Failed, Batch Operations, Test Connection, Clear Logs, Test Logs (spec 01 §2.8). */
export const CollectorActions = memo(function CollectorActions({ dashboard, commands, canManage }: CollectorActionsProps) {
  const translate = useTranslate();
  const { locks, batch } = dashboard;
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} role="toolbar" aria-label={translate('commandCentre.actions.label')}>
        <ManageOnly canManage={canManage}>
          <Button variant="contained" startIcon={<SyncIcon />} disabled={locks.sync || !canManage} onClick={commands.startSync}>
            {translate(locks.sync ? 'commandCentre.actions.syncing' : 'commandCentre.actions.startSync')}
          </Button>
        </ManageOnly>
        <ManageOnly canManage={canManage}>
          <Button variant="outlined" color="warning" startIcon={<ReplayIcon />} disabled={locks.retry || !canManage} onClick={commands.retryFailed}>
            {translate(locks.retry ? 'commandCentre.actions.retrying' : 'commandCentre.actions.retryFailed')}
          </Button>
        </ManageOnly>
        <BatchMenu busy={batch !== null} canManage={canManage} onRun={commands.runBatch} />
        <Button variant="outlined" startIcon={<NetworkCheckIcon />} onClick={commands.testConnection}>
          {translate('commandCentre.actions.testConnection')}
        </Button>
        <ManageOnly canManage={canManage}>
          <Button variant="outlined" color="inherit" startIcon={<ClearAllIcon />} disabled={!canManage} onClick={commands.clearLogs}>
            {translate('commandCentre.actions.clearLogs')}
          </Button>
        </ManageOnly>
        <Button variant="outlined" color="inherit" startIcon={<SubjectIcon />} onClick={commands.testLogs}>
          {translate('commandCentre.actions.testLogs')}
        </Button>
      </Stack>
      {!canManage && (
        <Typography variant="body2" color="text.secondary" data-testid="cc-view-only">
          {translate('commandCentre.viewOnly')}
        </Typography>
      )}
    </Stack>
  );
});
