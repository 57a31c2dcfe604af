import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { accountsApi } from '../../../providers/accountsApi';
import { useGrantableRoles } from '../AccountFields';
import { BULK_JOBS_KEY } from '../../common/queryKeys';
import { useAccountAction } from '../../common/useAccountAction';
import { saveBlob } from '../../../ui/saveFile';
import { BULK_CSV_HEADER, BULK_CSV_TEMPLATE } from './csvTemplate';

/** Choose a CSV (field `csvFile`) and upload it; the job then shows in the jobs table. */
export function BulkUploadForm() {
  const run = useAccountAction();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const { grantable } = useGrantableRoles();

  const upload = async () => {
    if (!file) return;
    setBusy(true);
    const ok = await run(() => accountsApi.uploadBulkInvite(file), {
      success: 'The file is being processed.',
      failure: 'The file could not be uploaded.',
      refresh: [BULK_JOBS_KEY],
    });
    setBusy(false);
    if (ok) {
      setFile(null);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Stack spacing={1.5}>
      <Typography color="text.secondary">
        Upload a CSV file with the columns <code data-testid="bulk-template-header">{BULK_CSV_HEADER}</code> (phone and state may be empty;
        role is a role name such as collector; at most 5,000 rows and 2 MB).{' '}
        <Link component="button" type="button" onClick={() => saveBlob(new Blob([BULK_CSV_TEMPLATE], { type: 'text/csv' }), 'bulk-invite-template.csv')}>
          Download template
        </Link>
      </Typography>
      {grantable.length > 0 && (
        <Typography variant="body2" color="text.secondary" data-testid="bulk-grantable-roles">
          Roles you may assign: {grantable.map((role) => role.name).join(', ')}. A row with another role is not invited.
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
          Choose CSV file
          <input
            ref={input}
            hidden
            type="file"
            name="csvFile"
            accept=".csv,text/csv"
            data-testid="bulk-invite-file"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </Button>
        <Typography variant="body2" data-testid="bulk-invite-file-name">
          {file ? file.name : 'No file chosen'}
        </Typography>
        <Button variant="contained" onClick={() => void upload()} disabled={!file || busy}>
          {busy ? 'Uploading...' : 'Upload'}
        </Button>
      </Box>
    </Stack>
  );
}
