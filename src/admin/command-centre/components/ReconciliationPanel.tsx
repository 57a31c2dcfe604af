/**
 * The selected collector's reconciliation: per device table what the device holds and
 * what the server received, mismatches flagged, and the two commands that act on them. Loads again
 * when the device answers a command that changes its side (summary, re-send, sync).
 */
import { useEffect, type ReactElement } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CloudSyncIcon from '@mui/icons-material/CloudSync';
import SummarizeIcon from '@mui/icons-material/Summarize';
import { useTranslate } from 'react-admin';
import { EVENTS, type CommandName } from '../../../domain/protocol';
import { resendItemsOf, type Reconciliation } from '../../../domain/reconciliation';
import { isStale } from '../../../domain/reconciliationVerdict';
import { formatDateTime } from '../../../i18n/format';
import { useCommandCentreDeps } from '../hooks/deps';
import type { Commands } from '../hooks/useCommands';
import { commandCentreKeys, pollEvery } from '../hooks/polling';
import { Panel } from './Panel';
import { translateAge } from './reconciliationAge';
import { ReconciliationTable } from './ReconciliationTable';

/** Reconciliation is read again this often while shown (it reads every record the collector sent). */
const RELOAD_MS = 30_000;
/** Answers after which the device's summary is new. */
const RELOAD_AFTER: readonly CommandName[] = ['getSyncSummary', 'resendRecords', 'startSync', 'retryFailed'];

interface ReconciliationPanelProps {
  collectorId: number;
  commands: Pick<Commands, 'getSyncSummary' | 'resendRecords'>;
  /** manage_users: resendRecords changes the device. */
  canManage: boolean;
}

function SourceLine({ reconciliation, now }: { reconciliation: Reconciliation; now: number }) {
  const translate = useTranslate();
  const { source, reportedAt, outdatedSummaryAt } = reconciliation;
  const time = reportedAt ? formatDateTime(new Date(reportedAt)) : '';
  const age = reportedAt ? translateAge(translate, reportedAt, now) : '';
  const key = { summary: 'sourceSummary', snapshot: 'sourceSnapshot', none: 'sourceNone' }[source];
  const stale = isStale(source, reportedAt, now);
  return (
    <Stack spacing={0.5} data-testid="recon-source">
      <Typography variant="body2" color={stale ? 'warning.main' : 'text.secondary'}>
        {translate(`reconciliation.${key}`, { time, age })}
      </Typography>
      {outdatedSummaryAt && (
        <Typography variant="body2" color="warning.main">
          {translate('reconciliation.outdatedSummary', { time: formatDateTime(new Date(outdatedSummaryAt)) })}
        </Typography>
      )}
      {stale && source === 'summary' && (
        <Typography variant="body2" color="warning.main">
          {translate('reconciliation.staleSummary')}
        </Typography>
      )}
    </Stack>
  );
}

function ManageOnly({ allowed, children }: { allowed: boolean; children: ReactElement }) {
  const translate = useTranslate();
  if (allowed) return children;
  return (
    <Tooltip title={translate('commandCentre.needsManage')}>
      <span>{children}</span>
    </Tooltip>
  );
}

export function ReconciliationPanel({ collectorId, commands, canManage }: ReconciliationPanelProps) {
  const translate = useTranslate();
  const { realtime, clock, reconciliationApi } = useCommandCentreDeps();
  const polled = useQuery({
    queryKey: commandCentreKeys.reconciliation(collectorId),
    queryFn: () => reconciliationApi.ofCollector(collectorId),
    ...pollEvery(RELOAD_MS),
  });
  const { refetch } = polled;
  useEffect(
    () =>
      realtime.on(EVENTS.result, (result) => {
        if (Number(result.collectorId) === collectorId && result.command && RELOAD_AFTER.includes(result.command)) void refetch();
      }),
    [realtime, collectorId, refetch],
  );
  const reconciliation = polled.data;
  const missing = reconciliation ? resendItemsOf(reconciliation) : [];
  const actions = (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button
        size="small"
        variant={reconciliation && isStale(reconciliation.source, reconciliation.reportedAt, clock.now()) ? 'contained' : 'outlined'}
        startIcon={<SummarizeIcon />}
        onClick={commands.getSyncSummary}
      >
        {translate('reconciliation.askSummary')}
      </Button>
      <ManageOnly allowed={canManage}>
        <Button
          size="small"
          variant="contained"
          color="warning"
          startIcon={<CloudSyncIcon />}
          disabled={!canManage || missing.length === 0}
          onClick={() => commands.resendRecords(missing)}
        >
          {translate('reconciliation.resendMissing')}
        </Button>
      </ManageOnly>
    </Stack>
  );
  return (
    <Panel title={translate('reconciliation.panelTitle')} action={actions}>
      <Stack spacing={1.5} data-testid="recon-panel">
        {polled.isFetching && <LinearProgress aria-label={translate('reconciliation.loading')} />}
        {reconciliation ? (
          <>
            <SourceLine reconciliation={reconciliation} now={clock.now()} />
            <ReconciliationTable tables={reconciliation.tables} source={reconciliation.source} />
            {missing.length === 0 && reconciliation.source !== 'none' && (
              <Typography variant="body2" color="text.secondary">
                {translate('reconciliation.resendNone')}
              </Typography>
            )}
          </>
        ) : (
          !polled.isFetching && <Alert severity="warning">{translate('reconciliation.loadFailed')}</Alert>
        )}
      </Stack>
    </Panel>
  );
}
