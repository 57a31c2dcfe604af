/** /admin/out-of-school: the out-of-school children (docs/api-records.md, oos-children). */
import { DataTable, type RaRecord } from 'react-admin';
import * as E from '../../domain/records';
import { DetailLink } from '../common/DetailLink';
import { recordExportColumns } from '../common/exportColumns';
import { LocationColumns, UpdatedColumn } from '../common/LocationColumns';
import { booleanFilter, enumFilter, numberFilter, recordFilters } from '../common/recordFilters';
import { RecordList } from '../common/RecordList';

const filters = recordFilters([
  enumFilter('sex', E.SEXES),
  enumFilter('category', E.OOS_CATEGORIES),
  enumFilter('reason', E.OOS_REASONS),
  enumFilter('disability', E.DISABILITIES),
  booleanFilter('interestInEnrolling'),
  enumFilter('livingWith', E.LIVING_WITH),
  numberFilter('ageFrom', 'Age from'),
  numberFilter('ageTo', 'Age to'),
]);

const exportColumns = recordExportColumns(Object.keys(E.outOfSchoolChildShape), ['householdId', 'householdHead']);

export function OutOfSchoolList() {
  return (
    <RecordList title="Out of School" noun="out-of-school children" filters={filters} exportColumns={exportColumns} exportName="out-of-school-children">
      <DataTable.Col source="lastName" label="Last name" render={(r: RaRecord) => <DetailLink>{r.lastName}</DetailLink>} />
      <DataTable.Col source="firstName" label="First name" />
      <DataTable.Col source="sex" label="Sex" disableSort />
      <DataTable.NumberCol source="age" label="Age" />
      <DataTable.Col source="category" label="Category" disableSort />
      <DataTable.Col source="reason" label="Reason" disableSort />
      <DataTable.Col source="householdHead" label="Household" disableSort />
      <LocationColumns sortable={['state', 'lga']} />
      <UpdatedColumn />
    </RecordList>
  );
}
