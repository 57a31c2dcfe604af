/** /admin/learners: the Almajiri learners (docs/api-records.md, learners). */
import { DataTable, type RaRecord } from 'react-admin';
import * as E from '../../domain/records';
import { DetailLink } from '../common/DetailLink';
import { recordExportColumns } from '../common/exportColumns';
import { locationColumns, UpdatedColumn } from '../common/LocationColumns';
import { enumFilter, recordFilters } from '../common/recordFilters';
import { RecordList } from '../common/RecordList';
import { SchoolCell } from '../common/SchoolCell';
import { ValueField } from '../common/values';

const filters = recordFilters([enumFilter('sex', E.SEXES), enumFilter('currentLevel', E.LEVELS_OF_EDUCATION)]);

const exportColumns = recordExportColumns(Object.keys(E.learnerShape), ['schoolName']);

/** Shown under "Columns" only: the default set fits a 1366 px laptop. */
const HIDDEN = ['currentLevel', 'lga', 'ward'];

export function LearnerList() {
  return (
    <RecordList filters={filters} exportColumns={exportColumns} exportName="learners" hiddenColumns={HIDDEN}>
      <DataTable.Col source="lastName" render={(r: RaRecord) => <DetailLink>{r.lastName}</DetailLink>} />
      <DataTable.Col source="firstName" />
      <DataTable.Col source="sex" field={ValueField} disableSort />
      <DataTable.NumberCol source="age" />
      <DataTable.Col source="currentLevel" field={ValueField} disableSort />
      <DataTable.Col source="schoolName" disableSort render={(r: RaRecord) => <SchoolCell record={r} />} />
      {locationColumns(['state'])}
      <UpdatedColumn />
    </RecordList>
  );
}
