/** /admin/schools: the learning centres (docs/api-records.md, schools). */
import { DataTable, type RaRecord } from 'react-admin';
import * as E from '../../domain/records';
import { DetailLink } from '../common/DetailLink';
import { recordExportColumns } from '../common/exportColumns';
import { locationColumns, UpdatedColumn } from '../common/LocationColumns';
import { enumFilter, recordFilters } from '../common/recordFilters';
import { RecordList } from '../common/RecordList';
import { ValueField } from '../common/values';

const filters = recordFilters([
  enumFilter('typeOfSchool', E.SCHOOL_TYPES),
  enumFilter('levelOfEducation', E.LEVELS_OF_EDUCATION),
  enumFilter('communityType', E.COMMUNITY_TYPES),
  enumFilter('systemOfEducation', E.SYSTEMS_OF_EDUCATION),
  enumFilter('accessibility', E.ACCESSIBILITY),
]);

const exportColumns = recordExportColumns(Object.keys(E.schoolShape));

/** Shown under "Columns" only: the default set fits a 1366 px laptop. */
const HIDDEN = ['levelOfEducation', 'communityType', 'ward'];

export function SchoolList() {
  return (
    <RecordList filters={filters} exportColumns={exportColumns} exportName="learning-centres" hiddenColumns={HIDDEN}>
      <DataTable.Col source="schoolName" render={(r: RaRecord) => <DetailLink>{r.schoolName}</DetailLink>} />
      <DataTable.Col source="typeOfSchool" field={ValueField} />
      <DataTable.Col source="levelOfEducation" field={ValueField} disableSort />
      <DataTable.Col source="communityType" field={ValueField} disableSort />
      {locationColumns(['state', 'lga'])}
      <UpdatedColumn />
    </RecordList>
  );
}
