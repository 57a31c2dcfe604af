/** /admin/schools: the learning centres (docs/api-records.md, schools). */
import { DataTable, type RaRecord } from 'react-admin';
import * as E from '../../domain/records';
import { DetailLink } from '../common/DetailLink';
import { recordExportColumns } from '../common/exportColumns';
import { LocationColumns, UpdatedColumn } from '../common/LocationColumns';
import { enumFilter, recordFilters } from '../common/recordFilters';
import { RecordList } from '../common/RecordList';

const filters = recordFilters([
  enumFilter('typeOfSchool', E.SCHOOL_TYPES, undefined, 'Type of school'),
  enumFilter('levelOfEducation', E.LEVELS_OF_EDUCATION),
  enumFilter('communityType', E.COMMUNITY_TYPES),
  enumFilter('systemOfEducation', E.SYSTEMS_OF_EDUCATION),
  enumFilter('accessibility', E.ACCESSIBILITY),
]);

const exportColumns = recordExportColumns(Object.keys(E.schoolShape));

export function SchoolList() {
  return (
    <RecordList title="Learning Centers" noun="learning centres" filters={filters} exportColumns={exportColumns} exportName="learning-centres">
      <DataTable.Col source="schoolName" label="Name" render={(r: RaRecord) => <DetailLink>{r.schoolName}</DetailLink>} />
      <DataTable.Col source="typeOfSchool" label="Type" />
      <DataTable.Col source="levelOfEducation" label="Level" disableSort />
      <DataTable.Col source="communityType" label="Setting" disableSort />
      <LocationColumns sortable={['state', 'lga']} />
      <UpdatedColumn />
    </RecordList>
  );
}
