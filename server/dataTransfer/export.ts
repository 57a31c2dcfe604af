/**
 * A record type as CSV, streamed: keyset pages by id (bounded memory whatever the size), the
 * columns of ./columns, every cell through the list exports' formula neutralising.
 */
import { sql } from 'kysely';
import type { Db } from '../db/connection';
import { neutraliseCsvCell } from '../http/csv';
import { csvField } from '../locations/csv';
import { selectRows, toApiRow } from '../records/read';
import type { RecordDef } from '../records/types';
import { exportColumns } from './columns';

const PAGE = 2_000;

export interface ExportFilter {
  state?: string;
  from?: string | null;
  to?: string | null;
}

function cell(value: unknown): string {
  const text = Array.isArray(value) ? value.join('; ') : value !== null && typeof value === 'object' && !(value instanceof Date) ? JSON.stringify(value) : value;
  return csvField(neutraliseCsvCell(text));
}

/** The CSV text in chunks: a BOM and the header, then one chunk per page of rows. */
export async function* exportCsv(db: Db, def: RecordDef, filter: ExportFilter): AsyncGenerator<string> {
  const columns = exportColumns(def);
  yield `\uFEFF${columns.map(cell).join(',')}\r\n`;
  let lastId = 0;
  for (;;) {
    let query = selectRows(db, def).where(`${def.table}.id`, '>', lastId);
    if (filter.state) query = query.where(`${def.table}.state`, '=', filter.state);
    if (filter.from) query = query.where(`${def.table}.createdAt`, '>=', sql<Date>`${filter.from}::date`);
    if (filter.to) query = query.where(`${def.table}.createdAt`, '<', sql<Date>`${filter.to}::date + 1`);
    const rows = await query.orderBy(`${def.table}.id`, 'asc').limit(PAGE).execute();
    if (rows.length === 0) return;
    lastId = Number(rows[rows.length - 1].id);
    yield rows.map((raw) => {
      const row = toApiRow(def, raw);
      return `${columns.map((column) => cell(row[column])).join(',')}\r\n`;
    }).join('');
    if (rows.length < PAGE) return;
  }
}
