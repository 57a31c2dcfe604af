/** /admin/households: the households (docs/api-records.md, households). */
import { DataTable, type RaRecord } from 'react-admin';
import * as E from '../../domain/records';
import { DetailLink } from '../common/DetailLink';
import { recordExportColumns } from '../common/exportColumns';
import { locationColumns, UpdatedColumn } from '../common/LocationColumns';
import { booleanFilter, enumFilter, recordFilters } from '../common/recordFilters';
import { RecordList } from '../common/RecordList';
import { ValueField } from '../common/values';

const filters = recordFilters([
  enumFilter('householdIncome', E.HOUSEHOLD_INCOME_BANDS),
  enumFilter('maritalStatus', E.HOUSEHOLD_MARITAL_STATUSES),
  booleanFilter('hasSchoolAgeChildren'),
]);

const fieldKeys = Object.keys({ ...E.householdIdentificationShape, ...E.householdParentGuardianShape, ...E.householdHealthAndNutritionShape });
const exportColumns = recordExportColumns(fieldKeys, ['communityId', 'communityName']);

/** Shown under "Columns" only: the default set fits a 1366 px laptop. */
const HIDDEN = ['householdIncome', 'maritalStatus', 'ward'];

export function HouseholdList() {
  return (
    <RecordList filters={filters} exportColumns={exportColumns} exportName="households" hiddenColumns={HIDDEN}>
      <DataTable.Col source="householdHead" render={(r: RaRecord) => <DetailLink>{r.householdHead}</DetailLink>} />
      <DataTable.Col source="householdIncome" field={ValueField} disableSort />
      <DataTable.Col source="maritalStatus" field={ValueField} disableSort />
      <DataTable.Col source="hasSchoolAgeChildren" field={ValueField} disableSort />
      <DataTable.Col source="communityName" disableSort />
      {locationColumns(['state', 'lga'])}
      <UpdatedColumn />
    </RecordList>
  );
}
