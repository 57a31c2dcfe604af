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
import { POLL_INTERVAL_MS } from '../../../domain/constants';
import { accountsApi, type BulkInviteJob, type BulkInviteRow, type BulkRowOutcome } from '../../../providers/accountsApi';
import { PageSpinner } from '../../../ui/PageSpinner';
import { bulkRowsKey } from '../../common/queryKeys';
import { DownloadRowsLink } from './DownloadRowsLink';

export const OUTCOME_LABELS: Readonly<Record<BulkRowOutcome, string>> = {
  invited: 'Invited',
  already_a_user: 'Already a user',
  invalid: 'Invalid',
};
const OUTCOME_COLOR = { invited: 'success', already_a_user: 'default', invalid: 'error' } as const;

/** Each row of a bulk-invite file with its outcome and reason. */
export function BulkJobRowsDialog({ job, onClose }: { job: BulkInviteJob; onClose: () => void }) {
  const { data, isPending, error } = useQuery<BulkInviteRow[]>({
    queryKey: bulkRowsKey(job.id),
    queryFn: () => accountsApi.listBulkInviteRows(job.id),
    refetchInterval: job.status === 'queued' || job.status === 'processing' ? POLL_INTERVAL_MS : false,
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="bulk-rows-title">
      <DialogTitle id="bulk-rows-title">Rows of {job.fileName}</DialogTitle>
      <DialogContent>
        {isPending && <PageSpinner label="Loading rows" />}
        {error && <Alert severity="error">{error.message || 'The rows could not be loaded.'}</Alert>}
        {data && (
          <Table size="small" data-testid="bulk-rows">
            <TableHead>
              <TableRow>
                <TableCell>Row</TableCell>
                <TableCell>Full name</TableCell>
                <TableCell>Email</TableCell>
                <TableCell>Role</TableCell>
                <TableCell>Outcome</TableCell>
                <TableCell>Reason</TableCell>
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
                    <Chip size="small" variant="outlined" label={row.outcome ? (OUTCOME_LABELS[row.outcome] ?? row.outcome) : 'Pending'} color={row.outcome ? (OUTCOME_COLOR[row.outcome] ?? 'default') : 'default'} />
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
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
