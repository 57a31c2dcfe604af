import Chip from '@mui/material/Chip';
import { useRecordContext, useTranslate } from 'react-admin';

/** Whether the programme of the current record is on the public site. */
export function PublishedChip() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      label={translate(record.published ? 'programmeAdmin.published' : 'programmeAdmin.notPublished')}
      color={record.published ? 'success' : 'default'}
    />
  );
}
