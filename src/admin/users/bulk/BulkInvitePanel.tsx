import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { PageSpinner } from '../../../ui/PageSpinner';
import { BulkJobsTable } from './BulkJobsTable';
import { BulkUploadForm } from './BulkUploadForm';
import { useBulkJobs } from './useBulkJobs';

/** Bulk invite: upload a CSV, then follow the jobs (polled every 5 s) and their per-row outcomes. */
export function BulkInvitePanel() {
  const translate = useTranslate();
  const { data, isPending, error } = useBulkJobs();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="bulk-invite-panel">
      <Stack spacing={2}>
        <Typography variant="h3" component="h2">
          {translate('bulkInvite.title')}
        </Typography>
        <BulkUploadForm />
        {isPending && <PageSpinner label={translate('bulkInvite.loading')} />}
        {error && <Alert severity="error">{error.message || translate('bulkInvite.loadFailed')}</Alert>}
        {data && <BulkJobsTable jobs={data} />}
      </Stack>
    </Paper>
  );
}
