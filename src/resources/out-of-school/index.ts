/** Out-of-school children (DESIGN §3): the views App.tsx registers for the `out-of-school` resource. */
import ChildCareIcon from '@mui/icons-material/ChildCare';
import type { RaRecord } from 'ra-core';
import type { RecordResourceViews } from '../common/types';
import { OutOfSchoolEdit } from './edit';
import { OutOfSchoolList } from './OutOfSchoolList';

const outOfSchool: RecordResourceViews = {
  list: OutOfSchoolList,
  edit: OutOfSchoolEdit, // /admin/out-of-school/:id
  icon: ChildCareIcon,
  recordRepresentation: (record: RaRecord) => [record.firstName, record.lastName].filter(Boolean).join(' ') || `Child #${record.id}`,
};

export default outOfSchool;
