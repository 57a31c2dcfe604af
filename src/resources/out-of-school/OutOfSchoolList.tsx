/** /admin/out-of-school: the out-of-school children (docs/api-records.md, oos-children). */
import { DataTable, type RaRecord } from 'react-admin';
import * as E from '../../domain/records';
import { DetailLink } from '../common/DetailLink';
import { recordExportColumns } from '../common/exportColumns';
import { locationColumns, UpdatedColumn } from '../common/LocationColumns';
import { booleanFilter, enumFilter, numberFilter, recordFilters } from '../common/recordFilters';
import { RecordList } from '../common/RecordList';
import { ValueField } from '../common/values';

const filters = recordFilters([
  enumFilter('sex', E.SEXES),
  enumFilter('category', E.OOS_CATEGORIES),
  enumFilter('reason', E.OOS_REASONS),
  enumFilter('disability', E.DISABILITIES),
  booleanFilter('interestInEnrolling'),
  enumFilter('livingWith', E.LIVING_WITH),
  numberFilter('ageFrom', 'records.filters.ageFrom'),
  numberFilter('ageTo', 'records.filters.ageTo'),
]);

const exportColumns = recordExportColumns(Object.keys(E.outOfSchoolChildShape), ['householdId', 'householdHead']);

/** Shown under "Columns" only: the default set fits a 1366 px laptop. */
const HIDDEN = ['reason', 'householdHead', 'ward'];

export function OutOfSchoolList() {
  return (
    <RecordList filters={filters} exportColumns={exportColumns} exportName="out-of-school-children" hiddenColumns={HIDDEN}>
      <DataTable.Col source="lastName" render={(r: RaRecord) => <DetailLink>{r.lastName}</DetailLink>} />
      <DataTable.Col source="firstName" />
      <DataTable.Col source="sex" field={ValueField} disableSort />
      <DataTable.NumberCol source="age" />
      <DataTable.Col source="category" field={ValueField} disableSort />
      <DataTable.Col source="reason" field={ValueField} disableSort />
      <DataTable.Col source="householdHead" disableSort />
      {locationColumns(['state', 'lga'])}
      <UpdatedColumn />
    </RecordList>
  );
}
