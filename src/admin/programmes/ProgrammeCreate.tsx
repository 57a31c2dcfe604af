import { Create } from 'react-admin';
import { ProgrammeForm } from './ProgrammeForm';

/** /admin/programmes/create: a new programme starts unpublished. Titles are keys of src/i18n/areas/accounts.en.ts. */
export function ProgrammeCreate() {
  return (
    <Create title="programmeAdmin.newProgramme" redirect="edit">
      <ProgrammeForm />
    </Create>
  );
}
