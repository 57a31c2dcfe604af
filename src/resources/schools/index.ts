/** Learning centres (DESIGN §3): the views App.tsx registers for the `schools` resource. */
import SchoolIcon from '@mui/icons-material/School';
import { recordName } from '../common/RecordName';
import type { RecordResourceViews } from '../common/types';
import { SchoolEdit } from './edit';
import { SchoolList } from './SchoolList';
import { SchoolShow } from './SchoolShow';

const schools: RecordResourceViews = {
  list: SchoolList,
  show: SchoolShow, // /admin/schools/:id
  edit: SchoolEdit, // /admin/schools/edit/:id
  icon: SchoolIcon,
  recordRepresentation: recordName('schools'),
};

export default schools;
