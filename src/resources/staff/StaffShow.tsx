/** /admin/staff/:id/show — a staff member, read-only (no edit screen in the spec). */
import { staffShape } from '../../domain/records';
import { RecordShow } from '../common/RecordShow';

const FIELDS = [...Object.keys(staffShape).filter((key) => key !== 'schoolId'), 'schoolName'];

export function StaffShow() {
  return <RecordShow fields={FIELDS} />;
}
