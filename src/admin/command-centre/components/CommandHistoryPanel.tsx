import { memo } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { COMMAND_NAMES, commandNeedsManage, type CommandName } from '../../../domain/protocol';
import { transitionAllowed, type CommandHistoryEntry, type CommandStatus } from '../../../domain/commands';
import { formatDateTime } from '../../../i18n/format';
import { useCommandHistory } from '../hooks/useCommandHistory';
import { commandWordKey } from '../labels';
import { Panel } from './Panel';

const STATUS_COLORS: Record<CommandStatus, 'default' | 'info' | 'primary' | 'success' | 'error' | 'warning'> = {
  queued: 'info',
  sent: 'primary',
  succeeded: 'success',
  failed: 'error',
  'timed-out': 'warning',
  expired: 'default',
  cancelled: 'default',
};

const needsManage = (command: string) => !(COMMAND_NAMES as readonly string[]).includes(command) || commandNeedsManage(command as CommandName);
const when = (iso: string | null) => (iso ? formatDateTime(new Date(iso)) : '—');

interface CommandHistoryPanelProps {
  collectorId: number;
  /** Moves when a command of this collector was queued or answered: the history is read again. */
  version: number;
  /** manage_users: needed to cancel a command that changes a device. */
  canManage: boolean;
}

function HistoryRow({ entry, canCancel, busy, onCancel }: { entry: CommandHistoryEntry; canCancel: boolean; busy: boolean; onCancel: () => void }) {
  const translate = useTranslate();
  const wordKey = commandWordKey(entry.command);
  return (
    <TableRow data-testid="cq-history-row" data-request-id={entry.requestId}>
      <TableCell>
        {wordKey ? <span title={entry.command}>{translate(wordKey)}</span> : <code>{entry.command}</code>}
        {entry.error && (
          <Typography variant="caption" color="text.secondary" component="p">
            {entry.error}
          </Typography>
        )}
      </TableCell>
      <TableCell>
        <Chip size="small" color={STATUS_COLORS[entry.status]} label={translate(`commandQueue.status.${entry.status}`)} data-testid="cq-status" />
      </TableCell>
      <TableCell>{entry.adminName ?? '—'}</TableCell>
      <TableCell>{when(entry.createdAt)}</TableCell>
      <TableCell>{entry.status === 'queued' ? when(entry.expiresAt) : when(entry.completedAt ?? entry.sentAt)}</TableCell>
      <TableCell align="right">
        {transitionAllowed('cancel', entry.status) && (
          <Button size="small" color="warning" disabled={!canCancel || busy} onClick={onCancel}>
            {translate('commandQueue.history.cancel')}
          </Button>
        )}
      </TableCell>
    </TableRow>
  );
}

/** A collector's commands with their status, newest first; queued ones can be cancelled. */
export const CommandHistoryPanel = memo(function CommandHistoryPanel({ collectorId, version, canManage }: CommandHistoryPanelProps) {
  const translate = useTranslate();
  const history = useCommandHistory(collectorId, version);
  const entries = history.entries ?? [];
  return (
    <Panel title={translate('commandQueue.history.title')}>
      {history.loading && <LinearProgress aria-label={translate('commandQueue.history.loading')} sx={{ mb: 1 }} />}
      {history.cancelError && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {translate('commandQueue.notices.cancelFailed', { error: history.cancelError })}
        </Alert>
      )}
      {history.entries !== undefined && entries.length === 0 ? (
        <Typography color="text.secondary">{translate('commandQueue.history.empty')}</Typography>
      ) : (
        <Table size="small" aria-label={translate('commandQueue.history.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('commandQueue.history.command')}</TableCell>
              <TableCell>{translate('commandQueue.history.status')}</TableCell>
              <TableCell>{translate('commandQueue.history.sentBy')}</TableCell>
              <TableCell>{translate('commandQueue.history.created')}</TableCell>
              <TableCell>{translate('commandQueue.history.expiresOrDone')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {entries.map((entry) => (
              <HistoryRow
                key={entry.requestId}
                entry={entry}
                canCancel={canManage || !needsManage(entry.command)}
                busy={history.cancelling === entry.requestId}
                onCancel={() => void history.cancel(entry.requestId)}
              />
            ))}
          </TableBody>
        </Table>
      )}
    </Panel>
  );
});
