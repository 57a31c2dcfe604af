import { Create } from 'react-admin';
import { ProgrammeForm } from './ProgrammeForm';

/** /admin/programmes/create: a new programme starts unpublished. */
export function ProgrammeCreate() {
  return (
    <Create title="New programme" redirect="edit" transform={(data) => ({ ...data, partners: data.partners ?? [] })}>
      <ProgrammeForm />
    </Create>
  );
}
