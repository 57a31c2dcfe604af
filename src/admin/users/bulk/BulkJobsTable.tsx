import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { BulkInviteJob, BulkJobStatus } from '../../../providers/accountsApi';
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

/** The bulk-invite jobs, newest first, with their counts and a view of each job's rows. */
export function BulkJobsTable({ jobs }: { jobs: readonly BulkInviteJob[] }) {
  const translate = useTranslate();
  const [open, setOpen] = useState<BulkInviteJob | null>(null);
  if (jobs.length === 0) return <Typography color="text.secondary">{translate('bulkInvite.noJobs')}</Typography>;
  return (
    <>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={translate('bulkInvite.jobsLabel')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('bulkInvite.jobColumns.file')}</TableCell>
              <TableCell>{translate('bulkInvite.jobColumns.status')}</TableCell>
              <TableCell>{translate('bulkInvite.jobColumns.progress')}</TableCell>
              <TableCell align="right">{translate('bulkInvite.jobColumns.invited')}</TableCell>
              <TableCell align="right">{translate('bulkInvite.jobColumns.alreadyUsers')}</TableCell>
              <TableCell align="right">{translate('bulkInvite.jobColumns.invalid')}</TableCell>
              <TableCell>{translate('bulkInvite.jobColumns.uploaded')}</TableCell>
              <TableCell align="right">{translate('bulkInvite.jobColumns.results')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {jobs.map((job) => (
              <TableRow key={job.id} data-testid="bulk-job" data-status={job.status}>
                <TableCell>{job.fileName}</TableCell>
                <TableCell>
                  <Tooltip title={job.error ?? ''} describeChild>
                    <Chip size="small" data-testid="bulk-job-status" label={STATUS[job.status] ? translate(STATUS[job.status].labelKey) : job.status} color={STATUS[job.status]?.color ?? 'default'} />
                  </Tooltip>
                </TableCell>
                <TableCell>
                  <Progress job={job} />
                </TableCell>
                <TableCell align="right" data-testid="bulk-job-invited">{job.invited}</TableCell>
                <TableCell align="right" data-testid="bulk-job-already">{job.alreadyUsers}</TableCell>
                <TableCell align="right" data-testid="bulk-job-invalid">{job.invalid}</TableCell>
                <TableCell>{formatDateTime(job.createdAt, '-')}</TableCell>
                <TableCell align="right">
                  <Box sx={{ display: 'flex', gap: 2, justifyContent: 'flex-end', alignItems: 'center' }}>
                    <Button size="small" onClick={() => setOpen(job)}>
                      {translate('bulkInvite.viewRows')}
                    </Button>
                    <DownloadRowsLink job={job} />
                  </Box>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {open && <BulkJobRowsDialog job={open} onClose={() => setOpen(null)} />}
    </>
  );
}
