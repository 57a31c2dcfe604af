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
import type { BulkInviteJob, BulkJobStatus } from '../../../providers/accountsApi';
import { formatDateTime } from '../../common/format';
import { BulkJobRowsDialog } from './BulkJobRowsDialog';
import { DownloadRowsLink } from './DownloadRowsLink';

const STATUS: Readonly<Record<BulkJobStatus, { label: string; color: 'default' | 'info' | 'success' | 'error' }>> = {
  queued: { label: 'Queued', color: 'default' },
  processing: { label: 'Processing', color: 'info' },
  completed: { label: 'Completed', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
};

function Progress({ job }: { job: BulkInviteJob }) {
  const percent = job.totalRows > 0 ? Math.round((100 * job.processedRows) / job.totalRows) : job.status === 'completed' ? 100 : 0;
  return (
    <Box sx={{ minWidth: 120 }}>
      <LinearProgress variant="determinate" value={percent} aria-label={`Progress of ${job.fileName}`} />
      <Typography variant="caption" data-testid="bulk-job-progress">
        {job.processedRows}/{job.totalRows}
      </Typography>
    </Box>
  );
}

/** The bulk-invite jobs, newest first, with their counts and a view of each job's rows. */
export function BulkJobsTable({ jobs }: { jobs: readonly BulkInviteJob[] }) {
  const [open, setOpen] = useState<BulkInviteJob | null>(null);
  if (jobs.length === 0) return <Typography color="text.secondary">No bulk invitations yet.</Typography>;
  return (
    <>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Bulk invitation jobs">
          <TableHead>
            <TableRow>
              <TableCell>File</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Progress</TableCell>
              <TableCell align="right">Invited</TableCell>
              <TableCell align="right">Already users</TableCell>
              <TableCell align="right">Invalid</TableCell>
              <TableCell>Uploaded</TableCell>
              <TableCell align="right">Results</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {jobs.map((job) => (
              <TableRow key={job.id} data-testid="bulk-job" data-status={job.status}>
                <TableCell>{job.fileName}</TableCell>
                <TableCell>
                  <Tooltip title={job.error ?? ''} describeChild>
                    <Chip size="small" data-testid="bulk-job-status" label={STATUS[job.status]?.label ?? job.status} color={STATUS[job.status]?.color ?? 'default'} />
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
                      View rows
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
