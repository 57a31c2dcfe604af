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
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Title, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { ReconciliationReportRow } from '../../domain/reconciliation';
import { isStale } from '../../domain/reconciliationVerdict';
import { formatDateTime, formatNumber } from '../../i18n/format';
import { PageSpinner } from '../../ui/PageSpinner';
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

function CollectorRow(props: RowProps) {
  const translate = useTranslate();
  const { row } = props;
  const { totals } = row;
  const openState = { collector: { id: row.collectorId, fullName: row.fullName, email: row.email } };
  return (
    <TableRow data-testid={`recon-report-row-${row.collectorId}`}>
      <TableCell component="th" scope="row">
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {row.fullName}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {row.email}
        </Typography>
      </TableCell>
      <TableCell>
        <Chip size="small" color={row.online ? 'success' : 'default'} label={translate(row.online ? 'reconciliation.online' : 'reconciliation.offline')} />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {formatDateTime(new Date(row.reportedAt))}
        <Freshness {...props} />
      </TableCell>
      {FIGURES.map((figure) => (
        <TableCell key={figure} align="right">
          {formatNumber(totals[figure])}
        </TableCell>
      ))}
      <TableCell data-testid="recon-report-mismatches">
        <ReconciliationFindings figures={totals} source={row.source} direction="row" />
      </TableCell>
      <TableCell>{row.mismatchedTables.map((table) => translate(TABLE_LABEL_KEYS[table])).join(', ')}</TableCell>
      <TableCell>
        <Button size="small" component={RouterLink} to="/admin/command-centre" state={openState} sx={{ whiteSpace: 'nowrap' }}>
          {translate('reconciliation.open')}
        </Button>
      </TableCell>
    </TableRow>
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
            <Table size="small" aria-label={title} data-testid="recon-report">
              <TableHead>
                <TableRow>
                  <TableCell component="th" scope="col">{translate('reconciliation.collector')}</TableCell>
                  <TableCell component="th" scope="col">{translate('reconciliation.status')}</TableCell>
                  <TableCell component="th" scope="col">{translate('reconciliation.reportedAt')}</TableCell>
                  {FIGURES.map((figure) => (
                    <TableCell key={figure} component="th" scope="col" align="right">
                      {translate(`reconciliation.columns.${figure}`)}
                    </TableCell>
                  ))}
                  <TableCell component="th" scope="col">{translate('reconciliation.columns.mismatches')}</TableCell>
                  <TableCell component="th" scope="col">{translate('reconciliation.mismatchedTables')}</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <CollectorRow key={row.collectorId} row={row} now={now} ask={asks[row.collectorId]} onAsk={ask} />
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Paper>
      )}
    </Stack>
  );
}
