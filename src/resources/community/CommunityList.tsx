/** /admin/community: the communities (docs/api-records.md, communities). */
import { DataTable, type RaRecord } from 'react-admin';
import * as E from '../../domain/records';
import { DetailLink } from '../common/DetailLink';
import { recordExportColumns } from '../common/exportColumns';
import { locationColumns, UpdatedColumn } from '../common/LocationColumns';
import { enumFilter, recordFilters } from '../common/recordFilters';
import { RecordList } from '../common/RecordList';
import { ValueField } from '../common/values';

const filters = recordFilters([enumFilter('communityType', E.COMMUNITY_SETTING_TYPES), enumFilter('preferredEducationType', E.PREFERRED_EDUCATION_TYPES)]);

const exportColumns = recordExportColumns(Object.keys(E.communityShape));

/** Shown under "Columns" only: the default set fits a 1366 px laptop. */
const HIDDEN = ['preferredEducationType', 'basicSchools', 'ward'];

export function CommunityList() {
  return (
    <RecordList filters={filters} exportColumns={exportColumns} exportName="communities" hiddenColumns={HIDDEN}>
      <DataTable.Col source="name" render={(r: RaRecord) => <DetailLink>{r.name}</DetailLink>} />
      <DataTable.Col source="communityType" field={ValueField} disableSort />
      <DataTable.Col source="preferredEducationType" field={ValueField} disableSort />
      <DataTable.NumberCol source="basicSchools" disableSort />
      {locationColumns(['state', 'lga'])}
      <UpdatedColumn />
    </RecordList>
  );
}
