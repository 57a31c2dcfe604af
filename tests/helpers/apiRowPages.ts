/**
 * The filtered rows of an export as the API reads them (record rows made into API rows), in pages
 * by id: the reference the XLSX export's cells are compared with.
 */
import { sql } from 'kysely';
import type { Db } from '../../server/db/connection';
import type { ExportFilter } from '../../server/dataTransfer/export';
import { selectRows, toApiRow, type ApiRow } from '../../server/records/read';
import type { RecordDef } from '../../server/records/types';

const PAGE = 1_000;

export async function* apiRowPages(db: Db, def: RecordDef, filter: ExportFilter): AsyncGenerator<ApiRow[]> {
  for (let afterId = 0; ;) {
    let query = selectRows(db, def).where(`${def.table}.id`, '>', afterId);
    if (filter.state) query = query.where(`${def.table}.state`, '=', filter.state);
    if (filter.from) query = query.where(`${def.table}.createdAt`, '>=', sql<Date>`${filter.from}::date`);
    if (filter.to) query = query.where(`${def.table}.createdAt`, '<', sql<Date>`${filter.to}::date + 1`);
    const rows = await query.orderBy(`${def.table}.id`, 'asc').limit(PAGE).execute();
    if (rows.length === 0) return;
    yield rows.map((row) => toApiRow(def, row));
    afterId = Number(rows[rows.length - 1].id);
  }
}
