/** Almajiri learners (DESIGN §3): the views App.tsx registers for the `learners` resource. */
import PeopleIcon from '@mui/icons-material/People';
import { recordName } from '../common/RecordName';
import type { RecordResourceViews } from '../common/types';
import { LearnerList } from './LearnerList';
import { LearnerShow } from './LearnerShow';

const learners: RecordResourceViews = {
  list: LearnerList,
  show: LearnerShow, // /admin/learners/:id/show
  icon: PeopleIcon,
  recordRepresentation: recordName('learners'),
};

export default learners;
