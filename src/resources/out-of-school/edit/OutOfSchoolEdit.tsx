import type { RaRecord } from 'react-admin';
import { placeLine } from '../../common/form/placeNames';
import { RecordEdit } from '../../common/form/RecordEdit';
import { ChildForm } from './ChildForm';
import { childBody } from './childBody';

const CHILD_RESOURCE = 'out-of-school';

function fullName(record: RaRecord | undefined): string {
  const parts = [record?.firstName, record?.lastName].filter((part): part is string => typeof part === 'string' && part.trim() !== '');
  return parts.length > 0 ? parts.join(' ') : 'Out-of-School Child';
}

/** /admin/out-of-school/:id — edit an out-of-school child (spec 02 §2.1). */
export function OutOfSchoolEdit() {
  return (
    <RecordEdit
      resource={CHILD_RESOURCE}
      backTo="/admin/out-of-school"
      backLabel="Back to Out of School"
      loadingText="Loading child data..."
      failedText="This child could not be loaded."
      title={fullName}
      subtitle={(record) => placeLine(record?.state, record?.lga)}
      messages={{ saved: 'Child updated successfully', failed: 'Failed to update child' }}
      dateFields={['dateOfBirth']}
      transform={(values, record) => childBody(values, record?.id ?? '')}
    >
      <ChildForm />
    </RecordEdit>
  );
}
