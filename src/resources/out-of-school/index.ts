/** Out-of-school children (DESIGN §3): the views App.tsx registers for the `out-of-school` resource. */
import ChildCareIcon from '@mui/icons-material/ChildCare';
import { joinNames, recordName } from '../common/RecordName';
import type { RecordResourceViews } from '../common/types';
import { OutOfSchoolEdit } from './edit';
import { OutOfSchoolList } from './OutOfSchoolList';

const outOfSchool: RecordResourceViews = {
  list: OutOfSchoolList,
  edit: OutOfSchoolEdit, // /admin/out-of-school/:id
  icon: ChildCareIcon,
  recordRepresentation: recordName('outOfSchoolChildren', (record) => joinNames(record.firstName, record.lastName)),
};

export default outOfSchool;
