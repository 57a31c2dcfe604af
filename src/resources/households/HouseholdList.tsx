/** /admin/households: the households (docs/api-records.md, households). */
import { DataTable, type RaRecord } from 'react-admin';
import * as E from '../../domain/records';
import { DetailLink } from '../common/DetailLink';
import { recordExportColumns } from '../common/exportColumns';
import { formatValue } from '../common/labels';
import { LocationColumns, UpdatedColumn } from '../common/LocationColumns';
import { booleanFilter, enumFilter, recordFilters } from '../common/recordFilters';
import { RecordList } from '../common/RecordList';

const filters = recordFilters([
  enumFilter('householdIncome', E.HOUSEHOLD_INCOME_BANDS, E.HOUSEHOLD_INCOME_LABELS),
  enumFilter('maritalStatus', E.HOUSEHOLD_MARITAL_STATUSES),
  booleanFilter('hasSchoolAgeChildren'),
]);

const fieldKeys = Object.keys({ ...E.householdIdentificationShape, ...E.householdParentGuardianShape, ...E.householdHealthAndNutritionShape });
const exportColumns = recordExportColumns(fieldKeys, ['communityId', 'communityName']);

export function HouseholdList() {
  return (
    <RecordList title="Households" noun="households" filters={filters} exportColumns={exportColumns} exportName="households">
      <DataTable.Col source="householdHead" label="Household head" render={(r: RaRecord) => <DetailLink>{r.householdHead}</DetailLink>} />
      <DataTable.Col source="householdIncome" label="Income" disableSort render={(r: RaRecord) => formatValue('householdIncome', r.householdIncome)} />
      <DataTable.Col source="maritalStatus" label="Marital status" disableSort />
      <DataTable.Col source="hasSchoolAgeChildren" label="School-age children" disableSort render={(r: RaRecord) => formatValue('hasSchoolAgeChildren', r.hasSchoolAgeChildren)} />
      <DataTable.Col source="communityName" label="Community" disableSort />
      <LocationColumns sortable={['state', 'lga']} />
      <UpdatedColumn />
    </RecordList>
  );
}
