import { useState } from 'react';
import Button from '@mui/material/Button';
import PublicIcon from '@mui/icons-material/Public';
import PublicOffIcon from '@mui/icons-material/PublicOff';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';
import { setProgrammePublished } from '../../providers/programmesApi';

/** Publish or unpublish the programme of the current row; the public site shows only published ones. */
export function PublishButton() {
  const record = useRecordContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const published = record.published === true;
  const run = async (event: React.MouseEvent) => {
    event.stopPropagation();
    setBusy(true);
    try {
      const message = await setProgrammePublished(record.id, published ? 'unpublish' : 'publish');
      notify(message ?? (published ? 'Programme unpublished.' : 'Programme published.'), { type: 'success' });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'The programme could not be changed.', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="small"
      variant={published ? 'outlined' : 'contained'}
      startIcon={published ? <PublicOffIcon /> : <PublicIcon />}
      disabled={busy}
      onClick={(event) => void run(event)}
      aria-label={`${published ? 'Unpublish' : 'Publish'} ${record.title}`}
    >
      {published ? 'Unpublish' : 'Publish'}
    </Button>
  );
}
