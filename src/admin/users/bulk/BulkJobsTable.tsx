import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { BulkInviteJob, BulkJobStatus } from '../../../providers/accountsApi';
import { ArrayColumn, ArrayDataTable } from '../../common/ArrayDataTable';
import { formatDateTime } from '../../common/format';
import { BulkJobRowsDialog } from './BulkJobRowsDialog';
import { DownloadRowsLink } from './DownloadRowsLink';

const STATUS: Readonly<Record<BulkJobStatus, { labelKey: string; color: 'default' | 'info' | 'success' | 'error' }>> = {
  queued: { labelKey: 'bulkInvite.jobStatuses.queued', color: 'default' },
  processing: { labelKey: 'bulkInvite.jobStatuses.processing', color: 'info' },
  completed: { labelKey: 'bulkInvite.jobStatuses.completed', color: 'success' },
  failed: { labelKey: 'bulkInvite.jobStatuses.failed', color: 'error' },
};

function Progress({ job }: { job: BulkInviteJob }) {
  const translate = useTranslate();
  const percent = job.totalRows > 0 ? Math.round((100 * job.processedRows) / job.totalRows) : job.status === 'completed' ? 100 : 0;
  return (
    <Box sx={{ minWidth: 120 }}>
      <LinearProgress variant="determinate" value={percent} aria-label={translate('bulkInvite.progressOf', { file: job.fileName })} />
      <Typography variant="caption" data-testid="bulk-job-progress">
        {job.processedRows}/{job.totalRows}
      </Typography>
    </Box>
  );
}

const Column = ArrayColumn<BulkInviteJob>;

/** The bulk-invite jobs, newest first, with their counts and a view of each job's rows. */
export function BulkJobsTable({ jobs }: { jobs: readonly BulkInviteJob[] }) {
  const translate = useTranslate();
  const [open, setOpen] = useState<BulkInviteJob | null>(null);
  if (jobs.length === 0) return <Typography color="text.secondary">{translate('bulkInvite.noJobs')}</Typography>;
  return (
    <>
      <Box sx={{ overflowX: 'auto' }}>
        <ArrayDataTable
          rows={jobs}
          name="bulk-invite-jobs"
          aria-label={translate('bulkInvite.jobsLabel')}
          rowAttributes={(job) => ({ 'data-testid': 'bulk-job', 'data-status': job.status })}
        >
          <Column source="fileName" label="bulkInvite.jobColumns.file" render={(job) => job.fileName} />
          <Column
            label="bulkInvite.jobColumns.status"
            render={(job) => (
              <Tooltip title={job.error ?? ''} describeChild>
                <Chip
                  size="small"
                  data-testid="bulk-job-status"
                  label={STATUS[job.status] ? translate(STATUS[job.status].labelKey) : job.status}
                  color={STATUS[job.status]?.color ?? 'default'}
                />
              </Tooltip>
            )}
          />
          <Column label="bulkInvite.jobColumns.progress" render={(job) => <Progress job={job} />} />
          <Column label="bulkInvite.jobColumns.invited" align="right" bodyCell={{ 'data-testid': 'bulk-job-invited' }} render={(job) => job.invited} />
          <Column
            label="bulkInvite.jobColumns.alreadyUsers"
            align="right"
            bodyCell={{ 'data-testid': 'bulk-job-already' }}
            render={(job) => job.alreadyUsers}
          />
          <Column label="bulkInvite.jobColumns.invalid" align="right" bodyCell={{ 'data-testid': 'bulk-job-invalid' }} render={(job) => job.invalid} />
          <Column label="bulkInvite.jobColumns.uploaded" render={(job) => formatDateTime(job.createdAt, '-')} />
          <Column
            label="bulkInvite.jobColumns.results"
            align="right"
            render={(job) => (
              <Box sx={{ display: 'flex', gap: 2, justifyContent: 'flex-end', alignItems: 'center' }}>
                <Button size="small" onClick={() => setOpen(job)}>
                  {translate('bulkInvite.viewRows')}
                </Button>
                <DownloadRowsLink job={job} />
              </Box>
            )}
          />
        </ArrayDataTable>
      </Box>
      {open && <BulkJobRowsDialog job={open} onClose={() => setOpen(null)} />}
    </>
  );
}
