/**
 * The frame of every record list: heading (the menu label), filters, CSV export, the way to the
 * type's Deleted view (for users who may manage it), the columns the user chooses, a DataTable
 * whose rows lead to the record's screen when the user may open it, and pagination (10/25/50/100).
 * A list shows few enough columns by default to fit a 1366 px laptop; the rest are behind "Columns".
 */
import type { ReactElement, ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ColumnsButton, DataTable, FilterButton, List, TopToolbar, useTranslate, type RaRecord, type SortPayload } from 'react-admin';
import { recordTypeEntry } from '../../domain/records';
import { ListPagination } from '../../ui/ListPagination';
import { DeletedListButton } from './bin/DeletedListButton';
import type { CsvColumn } from './csv';
import { ExportCsvButton } from './ExportCsvButton';
import { NoResults } from './NoResults';
import { useRecordType } from './recordPaths';
import { ReviewStateColumn } from './review/ReviewColumn';
import { useDetailPath } from './useDetailPath';

export const ROWS_PER_PAGE = [10, 25, 50, 100];
export const DEFAULT_SORT: SortPayload = { field: 'updatedAt', order: 'DESC' };

export interface RecordListProps {
  filters: ReactElement[];
  exportColumns: readonly CsvColumn<RaRecord>[];
  exportName: string;
  /** The sources of the columns hidden until the user picks them under "Columns". */
  hiddenColumns: readonly string[];
  children: ReactNode;
}

/** The type's own key for the chosen columns: the Deleted view and the school page's lists of the same resource keep theirs. */
const columnsStoreKey = (type: string) => `records.${type}.columns`;

function ListActions({ exportColumns, exportName }: Pick<RecordListProps, 'exportColumns' | 'exportName'>) {
  const type = useRecordType();
  return (
    <TopToolbar>
      <ColumnsButton storeKey={columnsStoreKey(type)} />
      <FilterButton />
      <ExportCsvButton columns={exportColumns} filename={exportName} />
      <DeletedListButton type={type} />
    </TopToolbar>
  );
}

export function RecordList({ filters, exportColumns, exportName, hiddenColumns, children }: RecordListProps) {
  const type = useRecordType();
  const translate = useTranslate();
  // The menu label (spec 01 §2.6) is the list's title.
  const title = translate(recordTypeEntry(type).labelKey);
  const detailPath = useDetailPath();
  // Registration and permission do not depend on the id: probe once so rows look clickable only when they are.
  const rowsLead = detailPath({ id: 1 }) !== false;
  return (
    <Stack spacing={1}>
      <Typography variant="h2" component="h1">
        {title}
      </Typography>
      <List
        title={title}
        filters={filters}
        actions={<ListActions exportColumns={exportColumns} exportName={exportName} />}
        pagination={<ListPagination rowsPerPageOptions={ROWS_PER_PAGE} />}
        perPage={25}
        sort={DEFAULT_SORT}
        exporter={false}
        empty={false}
      >
        <DataTable
          storeKey={columnsStoreKey(type)}
          hiddenColumns={[...hiddenColumns]}
          rowClick={rowsLead ? (_id, _resource, record) => detailPath(record) : false}
          bulkActionButtons={false}
          empty={<NoResults noun={translate(`records.nouns.${type}`)} />}
        >
          {children}
          <ReviewStateColumn />
        </DataTable>
      </List>
    </Stack>
  );
}
