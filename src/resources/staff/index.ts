/** Staff of the learning centres (DESIGN §3): the views App.tsx registers for the `staff` resource. */
import BadgeIcon from '@mui/icons-material/Badge';
import { recordName } from '../common/RecordName';
import type { RecordResourceViews } from '../common/types';
import { StaffList } from './StaffList';
import { StaffShow } from './StaffShow';

const staff: RecordResourceViews = {
  list: StaffList,
  show: StaffShow, // /admin/staff/:id/show
  icon: BadgeIcon,
  recordRepresentation: recordName('staff'),
};

export default staff;
