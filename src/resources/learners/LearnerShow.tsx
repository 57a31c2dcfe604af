/** /admin/learners/:id/show — a learner, read-only (no edit screen in the spec). */
import { learnerShape } from '../../domain/records';
import { RecordShow } from '../common/RecordShow';

const FIELDS = [...Object.keys(learnerShape).filter((key) => key !== 'schoolId'), 'schoolName'];

export function LearnerShow() {
  return <RecordShow fields={FIELDS} />;
}
