/**
 * /admin/command-centre/reconciliation (read_users or manage_users, the Command Centre's guard):
 * each collector that reported what its device holds, with its mismatch counts and a link to its
 * Command Centre view.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TableContainer from '@mui/material/TableContainer';
import Typography from '@mui/material/Typography';
import { Title, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { ReconciliationReportRow } from '../../domain/reconciliation';
import { isStale } from '../../domain/reconciliationVerdict';
import { formatDateTime, formatNumber } from '../../i18n/format';
import { PageSpinner } from '../../ui/PageSpinner';
import { ArrayColumn, ArrayDataTable } from '../common/ArrayDataTable';
import { TABLE_LABEL_KEYS } from '../command-centre/labels';
import { ReconciliationFindings } from '../command-centre/components/ReconciliationFindings';
import { translateAge } from '../command-centre/components/reconciliationAge';
import { useAskSummary, type AskState } from './useAskSummary';
import { useReconciliationReport } from './useReconciliationReport';

const FIGURES = ['onDevice', 'receivedOnServer'] as const;

interface RowProps {
  row: ReconciliationReportRow;
  now: number;
  ask: AskState | undefined;
  onAsk: (collectorId: number) => void;
}

const ASK_KEYS = { asked: 'reconciliation.summaryAsked', queued: 'reconciliation.summaryQueued' } as const;

/** A stale report says how old it is and offers to ask the device for a summary. */
function Freshness({ row, now, ask, onAsk }: RowProps) {
  const translate = useTranslate();
  const stale = isStale(row.source, row.reportedAt, now);
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="caption" color={stale ? 'warning.main' : 'text.secondary'} data-testid="recon-report-age">
        {translate(`reconciliation.sources.${row.source}`)}, {translateAge(translate, row.reportedAt, now)}
      </Typography>
      {stale && !ask && (
        <Button size="small" variant="outlined" onClick={() => onAsk(row.collectorId)} sx={{ whiteSpace: 'nowrap' }}>
          {translate('reconciliation.askSummary')}
        </Button>
      )}
      {ask && (
        <Typography variant="caption" color={ask.kind === 'failed' ? 'error' : 'text.secondary'} role="status">
          {ask.kind === 'failed'
            ? ask.error
              ? translate('reconciliation.summaryNotSent', { error: ask.error })
              : translate('reconciliation.noConnection')
            : translate(ASK_KEYS[ask.kind])}
        </Typography>
      )}
    </Stack>
  );
}

const Column = ArrayColumn<ReconciliationReportRow & { id: number }>;

function CollectorsReport({ rows, now, asks, onAsk }: { rows: readonly ReconciliationReportRow[]; now: number; asks: Record<number, AskState | undefined>; onAsk: RowProps['onAsk'] }) {
  const translate = useTranslate();
  const openState = (row: ReconciliationReportRow) => ({ collector: { id: row.collectorId, fullName: row.fullName, email: row.email } });
  return (
    <ArrayDataTable
      rows={rows.map((row) => ({ ...row, id: row.collectorId }))}
      name="reconciliation-report"
      aria-label={translate('reconciliation.reportTitle')}
      data-testid="recon-report"
      rowAttributes={(row) => ({ 'data-testid': `recon-report-row-${row.collectorId}` })}
    >
      <Column
        label="reconciliation.collector"
        bodyCell={{ component: 'th', scope: 'row' }}
        render={(row) => (
          <>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {row.fullName}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {row.email}
            </Typography>
          </>
        )}
      />
      <Column
        label="reconciliation.status"
        render={(row) => <Chip size="small" color={row.online ? 'success' : 'default'} label={translate(row.online ? 'reconciliation.online' : 'reconciliation.offline')} />}
      />
      <Column
        label="reconciliation.reportedAt"
        cellSx={() => ({ whiteSpace: 'nowrap' })}
        render={(row) => (
          <>
            {formatDateTime(new Date(row.reportedAt))}
            <Freshness row={row} now={now} ask={asks[row.collectorId]} onAsk={onAsk} />
          </>
        )}
      />
      {FIGURES.map((figure) => (
        <Column key={figure} label={`reconciliation.columns.${figure}`} align="right" render={(row) => formatNumber(row.totals[figure])} />
      ))}
      <Column
        label="reconciliation.columns.mismatches"
        bodyCell={{ 'data-testid': 'recon-report-mismatches' }}
        render={(row) => <ReconciliationFindings figures={row.totals} source={row.source} direction="row" />}
      />
      <Column label="reconciliation.mismatchedTables" render={(row) => row.mismatchedTables.map((table) => translate(TABLE_LABEL_KEYS[table])).join(', ')} />
      <Column
        label=""
        render={(row) => (
          <Button size="small" component={RouterLink} to="/admin/command-centre" state={openState(row)} sx={{ whiteSpace: 'nowrap' }}>
            {translate('reconciliation.open')}
          </Button>
        )}
      />
    </ArrayDataTable>
  );
}

export function ReconciliationReportPage() {
  const translate = useTranslate();
  const { rows, loading, failed, retry } = useReconciliationReport();
  const { asks, ask } = useAskSummary(retry);
  const now = Date.now();
  const title = translate('reconciliation.reportTitle');
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title={title} />
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('reconciliation.reportIntro')}
      </Typography>
      {loading && !rows && <PageSpinner label={translate('reconciliation.loading')} />}
      {failed && (
        <Alert severity="error" action={<Button onClick={retry}>{translate('reconciliation.retry')}</Button>}>
          {translate('reconciliation.loadFailed')}
        </Alert>
      )}
      {rows && rows.length === 0 && <Alert severity="info">{translate('reconciliation.reportEmpty')}</Alert>}
      {rows && rows.length > 0 && (
        <Paper variant="outlined">
          <TableContainer>
            <CollectorsReport rows={rows} now={now} asks={asks} onAsk={ask} />
          </TableContainer>
        </Paper>
      )}
    </Stack>
  );
}
