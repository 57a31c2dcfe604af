import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { POLL_INTERVAL_MS } from '../../../domain/constants';
import { accountsApi, type BulkInviteJob, type BulkInviteRow, type BulkRowOutcome } from '../../../providers/accountsApi';
import { PageSpinner } from '../../../ui/PageSpinner';
import { bulkRowsKey } from '../../common/queryKeys';
import { DownloadRowsLink } from './DownloadRowsLink';

const OUTCOME_KEYS: Readonly<Record<BulkRowOutcome, string>> = {
  invited: 'bulkInvite.outcomes.invited',
  already_a_user: 'bulkInvite.outcomes.already_a_user',
  invalid: 'bulkInvite.outcomes.invalid',
};
const OUTCOME_COLOR = { invited: 'success', already_a_user: 'default', invalid: 'error' } as const;

/** Each row of a bulk-invite file with its outcome and reason. */
export function BulkJobRowsDialog({ job, onClose }: { job: BulkInviteJob; onClose: () => void }) {
  const translate = useTranslate();
  const { data, isPending, error } = useQuery<BulkInviteRow[]>({
    queryKey: bulkRowsKey(job.id),
    queryFn: () => accountsApi.listBulkInviteRows(job.id),
    refetchInterval: job.status === 'queued' || job.status === 'processing' ? POLL_INTERVAL_MS : false,
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="bulk-rows-title">
      <DialogTitle id="bulk-rows-title">{translate('bulkInvite.rowsTitle', { file: job.fileName })}</DialogTitle>
      <DialogContent>
        {isPending && <PageSpinner label={translate('bulkInvite.loadingRows')} />}
        {error && <Alert severity="error">{error.message || translate('bulkInvite.rowsFailed')}</Alert>}
        {data && (
          <Table size="small" data-testid="bulk-rows">
            <TableHead>
              <TableRow>
                <TableCell>{translate('bulkInvite.rowColumns.row')}</TableCell>
                <TableCell>{translate('bulkInvite.rowColumns.fullName')}</TableCell>
                <TableCell>{translate('bulkInvite.rowColumns.email')}</TableCell>
                <TableCell>{translate('bulkInvite.rowColumns.role')}</TableCell>
                <TableCell>{translate('bulkInvite.rowColumns.outcome')}</TableCell>
                <TableCell>{translate('bulkInvite.rowColumns.reason')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((row) => (
                <TableRow key={row.rowNumber} data-testid="bulk-row" data-outcome={row.outcome ?? 'pending'}>
                  <TableCell>{row.rowNumber}</TableCell>
                  <TableCell>{row.fullName}</TableCell>
                  <TableCell>{row.email}</TableCell>
                  <TableCell>{row.role}</TableCell>
                  <TableCell>
                    <Chip size="small" variant="outlined" label={row.outcome ? (OUTCOME_KEYS[row.outcome] ? translate(OUTCOME_KEYS[row.outcome]) : row.outcome) : translate('bulkInvite.outcomes.pending')} color={row.outcome ? (OUTCOME_COLOR[row.outcome] ?? 'default') : 'default'} />
                  </TableCell>
                  <TableCell data-testid="bulk-row-reason">{row.reason}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between', px: 3 }}>
        <DownloadRowsLink job={job} />
        <Button onClick={onClose}>{translate('bulkInvite.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
