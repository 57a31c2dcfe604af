import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslate } from 'react-admin';
import { accountsApi } from '../../../providers/accountsApi';
import { useGrantableRoles } from '../AccountFields';
import { BULK_JOBS_KEY } from '../../common/queryKeys';
import { useAccountAction } from '../../common/useAccountAction';
import { saveBlob } from '../../../ui/saveFile';
import { BULK_CSV_HEADER, BULK_CSV_TEMPLATE } from './csvTemplate';

/** Choose a CSV (field `csvFile`) and upload it; the job then shows in the jobs table. */
export function BulkUploadForm() {
  const translate = useTranslate();
  const run = useAccountAction();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const { grantable } = useGrantableRoles();

  const upload = async () => {
    if (!file) return;
    setBusy(true);
    const ok = await run(() => accountsApi.uploadBulkInvite(file), {
      success: translate('bulkInvite.processing'),
      failure: translate('bulkInvite.uploadFailed'),
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
        {translate('bulkInvite.columnsBefore')} <code data-testid="bulk-template-header">{BULK_CSV_HEADER}</code> {translate('bulkInvite.columnsAfter')}{' '}
        <Link component="button" type="button" onClick={() => saveBlob(new Blob([BULK_CSV_TEMPLATE], { type: 'text/csv' }), 'bulk-invite-template.csv')}>
          {translate('bulkInvite.downloadTemplate')}
        </Link>
      </Typography>
      {grantable.length > 0 && (
        <Typography variant="body2" color="text.secondary" data-testid="bulk-grantable-roles">
          {translate('bulkInvite.grantableRoles', { roles: grantable.map((role) => role.name).join(', ') })}
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
          {translate('bulkInvite.chooseFile')}
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
          {file ? file.name : translate('bulkInvite.noFile')}
        </Typography>
        <Button variant="contained" onClick={() => void upload()} disabled={!file || busy}>
          {translate(busy ? 'bulkInvite.uploading' : 'bulkInvite.upload')}
        </Button>
      </Box>
    </Stack>
  );
}
