/** Almajiri learners (DESIGN §3): the views App.tsx registers for the `learners` resource. */
import PeopleIcon from '@mui/icons-material/People';
import type { RaRecord } from 'ra-core';
import type { RecordResourceViews } from '../common/types';
import { LearnerList } from './LearnerList';
import { LearnerShow } from './LearnerShow';

const learners: RecordResourceViews = {
  list: LearnerList,
  show: LearnerShow, // /admin/learners/:id/show
  icon: PeopleIcon,
  recordRepresentation: (record: RaRecord) =>
    [record.firstName, record.middleName, record.lastName].filter(Boolean).join(' ') || `Learner #${record.id}`,
};

export default learners;
