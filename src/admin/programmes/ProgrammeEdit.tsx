import { Edit, ListButton, TopToolbar, useRecordContext } from 'react-admin';
import Chip from '@mui/material/Chip';
import { PublishButton } from './PublishButton';
import { ProgrammeForm } from './ProgrammeForm';

function PublishedChip() {
  const record = useRecordContext();
  if (!record) return null;
  return <Chip label={record.published ? 'Published' : 'Not published'} color={record.published ? 'success' : 'default'} size="small" />;
}

function EditActions() {
  return (
    <TopToolbar sx={{ alignItems: 'center', gap: 1 }}>
      <PublishedChip />
      <PublishButton />
      <ListButton />
    </TopToolbar>
  );
}

/** /admin/programmes/{id}: edit the programme; publish or unpublish it. */
export function ProgrammeEdit() {
  return (
    <Edit title="Programme" mutationMode="pessimistic" actions={<EditActions />}>
      <ProgrammeForm />
    </Edit>
  );
}
