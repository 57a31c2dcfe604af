import { useState } from 'react';
import Link from '@mui/material/Link';
import { useNotify, useTranslate } from 'react-admin';
import { accountsApi, errorMessage, type BulkInviteJob } from '../../../providers/accountsApi';
import { saveBlob } from '../../../ui/saveFile';

/**
 * 'Download results (CSV)': GET .../jobs/{id}/rows.csv through the httpClient (bearer token), then
 * saved from a blob URL; a plain link could not send the token.
 */
export function DownloadRowsLink({ job }: { job: BulkInviteJob }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const blob = await accountsApi.downloadBulkInviteRows(job.id);
      saveBlob(blob, `${job.fileName.replace(/\.csv$/i, '')}-results.csv`);
    } catch (error) {
      notify(errorMessage(error, translate('bulkInvite.downloadFailed')), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Link component="button" type="button" onClick={() => void download()} disabled={busy} data-testid="bulk-download">
      {translate('bulkInvite.downloadResults')}
    </Link>
  );
}
