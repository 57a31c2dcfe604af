/**
 * A record type as CSV, streamed: keyset pages by id (bounded memory whatever the size), the
 * columns of ./columns, every cell through the one formula guard (src/domain/csv.ts).
 */
import { sql } from 'kysely';
import type { Db } from '../db/connection';
import { Pacer } from '../eventLoop';
import { csvLines, safeCell } from '../../src/domain/csv';
import { selectRows, toApiRow } from '../records/read';
import type { RecordDef } from '../records/types';
import { exportColumns } from './columns';

const PAGE = 1_000;

export interface ExportFilter {
  state?: string;
  from?: string | null;
  to?: string | null;
}

/**
 * The CSV text in chunks: a BOM and the header, then one chunk per page of rows. Served through
 * Readable.from, so the next chunk is asked for only when the client has taken the last one
 * (backpressure); the next page is fetched while the current one is written out.
 */
export async function* exportCsv(db: Db, def: RecordDef, filter: ExportFilter): AsyncGenerator<string> {
  const columns = exportColumns(def);
  type Page = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>;
  const page = (afterId: number): Promise<Page> => {
    let query = selectRows(db, def).where(`${def.table}.id`, '>', afterId);
    if (filter.state) query = query.where(`${def.table}.state`, '=', filter.state);
    if (filter.from) query = query.where(`${def.table}.createdAt`, '>=', sql<Date>`${filter.from}::date`);
    if (filter.to) query = query.where(`${def.table}.createdAt`, '<', sql<Date>`${filter.to}::date + 1`);
    return query.orderBy(`${def.table}.id`, 'asc').limit(PAGE).execute();
  };
  yield `\uFEFF${csvLines([columns.map(safeCell)])}`;
  let next: Promise<Page> | null = page(0);
  while (next) {
    const rows: Page = await next;
    if (rows.length === 0) return;
    next = rows.length === PAGE ? page(Number(rows[rows.length - 1].id)) : null;
    // Unhandled until awaited: a failing prefetch must not crash the process if the client left.
    next?.catch(() => undefined);
    const cells: string[][] = [];
    const pacer = new Pacer();
    for (const raw of rows) {
      const row = toApiRow(def, raw);
      cells.push(columns.map((column) => safeCell(row[column])));
      await pacer.pause();
    }
    yield csvLines(cells);
  }
}
