import { useState } from 'react';
import Button from '@mui/material/Button';
import PublicIcon from '@mui/icons-material/Public';
import PublicOffIcon from '@mui/icons-material/PublicOff';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { setProgrammePublished } from '../../providers/programmesApi';

/** Publish or unpublish the programme of the current row; the public site shows only published ones. */
export function PublishButton() {
  const record = useRecordContext();
  const translate = useTranslate();
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
      notify(message ?? translate(published ? 'programmeAdmin.unpublishedMessage' : 'programmeAdmin.publishedMessage'), { type: 'success' });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : translate('programmeAdmin.changeFailed'), { type: 'error' });
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
      aria-label={translate(published ? 'programmeAdmin.unpublishTitle' : 'programmeAdmin.publishTitle', { title: record.title })}
    >
      {translate(published ? 'programmeAdmin.unpublish' : 'programmeAdmin.publish')}
    </Button>
  );
}
