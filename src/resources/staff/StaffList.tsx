/** /admin/staff: the staff of the learning centres (docs/api-records.md, staff). */
import { DataTable, type RaRecord } from 'react-admin';
import * as E from '../../domain/records';
import { DetailLink } from '../common/DetailLink';
import { recordExportColumns } from '../common/exportColumns';
import { locationColumns, UpdatedColumn } from '../common/LocationColumns';
import { enumFilter, recordFilters } from '../common/recordFilters';
import { RecordList } from '../common/RecordList';
import { SchoolCell } from '../common/SchoolCell';
import { ValueField } from '../common/values';

const filters = recordFilters([enumFilter('sex', E.SEXES), enumFilter('typeOfStaff', E.STAFF_TYPES), enumFilter('role', E.STAFF_ROLES)]);

const exportColumns = recordExportColumns(Object.keys(E.staffShape), ['schoolName']);

/** Shown under "Columns" only: the default set fits a 1366 px laptop. */
const HIDDEN = ['typeOfStaff', 'lga', 'ward'];

export function StaffList() {
  return (
    <RecordList filters={filters} exportColumns={exportColumns} exportName="staff" hiddenColumns={HIDDEN}>
      <DataTable.Col source="fullName" render={(r: RaRecord) => <DetailLink>{r.fullName}</DetailLink>} />
      <DataTable.Col source="role" field={ValueField} disableSort />
      <DataTable.Col source="typeOfStaff" field={ValueField} disableSort />
      <DataTable.Col source="sex" field={ValueField} disableSort />
      <DataTable.Col source="schoolName" disableSort render={(r: RaRecord) => <SchoolCell record={r} />} />
      {locationColumns(['state'])}
      <UpdatedColumn />
    </RecordList>
  );
}
