/** /admin/staff/:id/show — a staff member, read-only (no edit screen in the spec), linked to the learning centre. */
import Paper from '@mui/material/Paper';
import { staffShape } from '../../domain/records';
import { FieldList } from '../common/FieldList';
import { RecordShow } from '../common/RecordShow';
import { RECORD_FIELDS, SCHOOL_LINK } from '../common/schoolLink';

const FIELDS = ['schoolName', ...Object.keys(staffShape).filter((key) => key !== 'schoolId'), ...RECORD_FIELDS];

export function StaffShow() {
  return (
    <RecordShow>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <FieldList fields={FIELDS} links={SCHOOL_LINK} />
      </Paper>
    </RecordShow>
  );
}
