import { createContext, useContext, type ReactNode } from 'react';
import {
  DataTable,
  DataTableBody,
  DataTableRow,
  ListContextProvider,
  RecordContextProvider,
  useDataTableRenderContext,
  useList,
  useRecordContext,
  type DataTableBodyProps,
  type DataTableColumnProps,
  type DataTableProps,
  type DataTableRowProps,
  type RaRecord,
} from 'react-admin';

/** `data-*` attributes (test ids, row markers) put on a row or a body cell. */
export type DataAttributes = { [name: `data-${string}`]: string | number | undefined };

/** What only the body cells of a column carry: a row header's semantics, data attributes. */
export type BodyCellAttributes = DataAttributes & { component?: 'th'; scope?: 'row' };

type RowAttributesOf = (record: RaRecord) => DataAttributes;

const RowAttributesContext = createContext<RowAttributesOf | undefined>(undefined);

function AttributedRow(props: DataTableRowProps) {
  const record = useRecordContext();
  const attributesOf = useContext(RowAttributesContext);
  return <DataTableRow {...props} {...(record && attributesOf ? attributesOf(record) : undefined)} />;
}

function AttributedBody(props: DataTableBodyProps) {
  return <DataTableBody {...props} row={AttributedRow} />;
}

// Every row on one page: these tables show all they are given, as the hand-built ones did.
const ALL_ROWS = Number.MAX_SAFE_INTEGER;

export interface ArrayDataTableProps<RecordType extends RaRecord> extends Omit<
  DataTableProps<RecordType>,
  'data' | 'resource' | 'rowClick' | 'bulkActionButtons' | 'hover' | 'body' | 'storeKey'
> {
  /** The rows the page already holds, in the order to show them. */
  rows: readonly RecordType[];
  /** Names the table for react-admin's column store; no server resource is behind it. */
  name: string;
  /** Attributes of each row's <tr>, e.g. its test id. */
  rowAttributes?: (record: RecordType) => DataAttributes;
}

/**
 * A react-admin <DataTable> over rows already fetched (useList): read-only, without row click,
 * hover, selection or paging, and nothing at all when there are no rows unless `empty` says what.
 */
export function ArrayDataTable<RecordType extends RaRecord>({
  rows,
  name,
  rowAttributes,
  empty = null,
  children,
  ...tableProps
}: ArrayDataTableProps<RecordType>) {
  const list = useList<RecordType>({ data: [...rows], perPage: ALL_ROWS });
  return (
    <ListContextProvider value={list}>
      <RowAttributesContext.Provider value={rowAttributes as RowAttributesOf | undefined}>
        <DataTable<RecordType>
          {...tableProps}
          resource={name}
          storeKey={`${name}.datatable`}
          rowClick={false}
          bulkActionButtons={false}
          hover={false}
          body={AttributedBody}
          empty={empty}
        >
          {children}
        </DataTable>
      </RowAttributesContext.Provider>
    </ListContextProvider>
  );
}

export interface ArrayColumnProps<RecordType extends RaRecord> extends DataTableColumnProps<RecordType> {
  /** Attributes of the body cells only (the header cell keeps its own). */
  bodyCell?: BodyCellAttributes;
}

/** A column of an ArrayDataTable: not sortable, as the tables it replaces were not. */
export function ArrayColumn<RecordType extends RaRecord>({ bodyCell, ...column }: ArrayColumnProps<RecordType>) {
  const renderContext = useDataTableRenderContext();
  return <DataTable.Col<RecordType> disableSort {...column} {...(renderContext === 'data' ? bodyCell : undefined)} />;
}

/**
 * Content of a cell that must not see its row as the record context, e.g. a dialog holding a
 * react-admin <Form>, which would otherwise take the row as its record and reset on each refetch.
 */
export function OutsideRecord({ children }: { children: ReactNode }) {
  return <RecordContextProvider value={undefined}>{children}</RecordContextProvider>;
}
