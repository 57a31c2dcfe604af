/**
 * A record type as CSV, streamed: keyset pages by id (bounded memory whatever the size), the
 * columns of ./columns, every cell through the one formula guard (src/domain/csv.ts).
 */
import { sql } from 'kysely';
import type { Db } from '../db/connection';
import { Pacer } from '../eventLoop';
import { csvLines, safeCell } from '../../src/domain/csv';
import { selectRows, toApiRow, type ApiRow } from '../records/read';
import type { RecordDef } from '../records/types';
import { exportColumns } from './columns';

const PAGE = 1_000;

export interface ExportFilter {
  state?: string;
  from?: string | null;
  to?: string | null;
}

/**
 * The filtered rows in pages of API rows, by id (keyset): the next page is fetched while the
 * current one is written out, and asked for only when the writer wants more.
 */
export async function* exportPages(db: Db, def: RecordDef, filter: ExportFilter): AsyncGenerator<ApiRow[]> {
  type Page = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>;
  const page = (afterId: number): Promise<Page> => {
    let query = selectRows(db, def).where(`${def.table}.id`, '>', afterId);
    if (filter.state) query = query.where(`${def.table}.state`, '=', filter.state);
    if (filter.from) query = query.where(`${def.table}.createdAt`, '>=', sql<Date>`${filter.from}::date`);
    if (filter.to) query = query.where(`${def.table}.createdAt`, '<', sql<Date>`${filter.to}::date + 1`);
    return query.orderBy(`${def.table}.id`, 'asc').limit(PAGE).execute();
  };
  let next: Promise<Page> | null = page(0);
  while (next) {
    const rows: Page = await next;
    if (rows.length === 0) return;
    next = rows.length === PAGE ? page(Number(rows[rows.length - 1].id)) : null;
    // Unhandled until awaited: a failing prefetch must not crash the process if the client left.
    next?.catch(() => undefined);
    const apiRows: ApiRow[] = [];
    const pacer = new Pacer();
    for (const raw of rows) {
      apiRows.push(toApiRow(def, raw));
      await pacer.pause();
    }
    yield apiRows;
  }
}

/**
 * The CSV text in chunks: a BOM and the header, then one chunk per page of rows. Served through
 * Readable.from, so the next chunk is asked for only when the client has taken the last one
 * (backpressure).
 */
export async function* exportCsv(db: Db, def: RecordDef, filter: ExportFilter): AsyncGenerator<string> {
  const columns = exportColumns(def);
  yield `\uFEFF${csvLines([columns.map(safeCell)])}`;
  for await (const rows of exportPages(db, def, filter)) {
    yield csvLines(rows.map((row) => columns.map((column) => safeCell(row[column]))));
  }
}
