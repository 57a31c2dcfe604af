import { Edit, ListButton, TopToolbar } from 'react-admin';
import { PublishButton } from './PublishButton';
import { PublishedChip } from './PublishedChip';
import { ProgrammeForm } from './ProgrammeForm';

function EditActions() {
  return (
    <TopToolbar sx={{ alignItems: 'center', gap: 1 }}>
      <PublishedChip />
      <PublishButton />
      <ListButton />
    </TopToolbar>
  );
}

/** /admin/programmes/{id}: edit the programme; publish or unpublish it. Titles are keys of src/i18n/areas/accounts.en.ts. */
export function ProgrammeEdit() {
  return (
    <Edit title="programmeAdmin.programme" mutationMode="pessimistic" actions={<EditActions />}>
      <ProgrammeForm />
    </Edit>
  );
}
