import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { POLL_INTERVAL_MS } from '../../../domain/constants';
import { accountsApi, type BulkInviteJob, type BulkInviteRow, type BulkRowOutcome } from '../../../providers/accountsApi';
import { PageSpinner } from '../../../ui/PageSpinner';
import { ArrayColumn, ArrayDataTable } from '../../common/ArrayDataTable';
import { bulkRowsKey } from '../../common/queryKeys';
import { DownloadRowsLink } from './DownloadRowsLink';

const OUTCOME_KEYS: Readonly<Record<BulkRowOutcome, string>> = {
  invited: 'bulkInvite.outcomes.invited',
  already_a_user: 'bulkInvite.outcomes.already_a_user',
  invalid: 'bulkInvite.outcomes.invalid',
};
const OUTCOME_COLOR = { invited: 'success', already_a_user: 'default', invalid: 'error' } as const;

function OutcomeChip({ outcome }: { outcome: BulkRowOutcome | null }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      label={outcome ? (OUTCOME_KEYS[outcome] ? translate(OUTCOME_KEYS[outcome]) : outcome) : translate('bulkInvite.outcomes.pending')}
      color={outcome ? (OUTCOME_COLOR[outcome] ?? 'default') : 'default'}
    />
  );
}

const Column = ArrayColumn<BulkInviteRow & { id: number }>;

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
          <ArrayDataTable
            rows={data.map((row) => ({ ...row, id: row.rowNumber }))}
            name="bulk-invite-rows"
            data-testid="bulk-rows"
            rowAttributes={(row) => ({ 'data-testid': 'bulk-row', 'data-outcome': row.outcome ?? 'pending' })}
          >
            <Column label="bulkInvite.rowColumns.row" render={(row) => row.rowNumber} />
            <Column label="bulkInvite.rowColumns.fullName" render={(row) => row.fullName} />
            <Column label="bulkInvite.rowColumns.email" render={(row) => row.email} />
            <Column label="bulkInvite.rowColumns.role" render={(row) => row.role} />
            <Column label="bulkInvite.rowColumns.outcome" render={(row) => <OutcomeChip outcome={row.outcome} />} />
            <Column label="bulkInvite.rowColumns.reason" bodyCell={{ 'data-testid': 'bulk-row-reason' }} render={(row) => row.reason} />
          </ArrayDataTable>
        )}
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between', px: 3 }}>
        <DownloadRowsLink job={job} />
        <Button onClick={onClose}>{translate('bulkInvite.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
