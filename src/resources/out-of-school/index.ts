/** Out-of-school children (DESIGN §3): the views App.tsx registers for the `out-of-school` resource. */
import ChildCareIcon from '@mui/icons-material/ChildCare';
import { recordName } from '../common/RecordName';
import type { RecordResourceViews } from '../common/types';
import { OutOfSchoolEdit } from './edit';
import { OutOfSchoolList } from './OutOfSchoolList';
import { OutOfSchoolShow } from './OutOfSchoolShow';

const outOfSchool: RecordResourceViews = {
  list: OutOfSchoolList,
  show: OutOfSchoolShow, // /admin/out-of-school/:id/show
  edit: OutOfSchoolEdit, // /admin/out-of-school/:id
  icon: ChildCareIcon,
  recordRepresentation: recordName('outOfSchoolChildren'),
};

export default outOfSchool;
