/**
 * A record type as CSV, streamed from the database with backpressure, memory flat in the row count.
 * PostgreSQL: one `COPY (…) TO STDOUT (FORMAT csv)` of the values shaped in SQL (./exportQuery),
 * its bytes made into the export's by ./csvRewrite and handed on as the client takes them.
 * PGlite (no COPY stream): keyset pages of lines formatted whole in SQL, the next page fetched
 * while the current one is written. Both give the bytes src/domain/csv.ts gives for the rows.
 */
import type pg from 'pg';
import { loadedPg } from '../db/pgDriver';
import { sql } from 'kysely';
import type { Db } from '../db/connection';
import { csvLines, safeCell } from '../../src/domain/csv';
import type { RecordDef } from '../records/types';
import { exportColumns } from './columns';
import { CopyCsvRewriter } from './csvRewrite';
import { exportQuery, type ExportFilter } from './exportQuery';
import { importCommonJs } from '../commonJs';

export type { ExportFilter } from './exportQuery';

/** PGlite runs a page's query on the event loop: small pages keep each stall short. */
const LINES_PAGE = 500;

export interface CsvExporter {
  /** The CSV in chunks: a BOM and the header, then the lines; asked for only as the client takes them. */
  csv(def: RecordDef, filter: ExportFilter): AsyncGenerator<string | Buffer>;
  /** On PostgreSQL, the exports' own pool: a long COPY never holds one of the API's connections. */
  copyPool?: pg.Pool;
  close(): Promise<void>;
}

const header = (def: RecordDef) => `\uFEFF${csvLines([exportColumns(def).map(safeCell)])}`;

/** Exports from `db`; on PostgreSQL (`databaseUrl`) through a small pool of its own for the COPY streams. */
export function csvExporter(db: Db, databaseUrl?: string): CsvExporter {
  if (!databaseUrl) return { csv: (def, filter) => pagedCsv(db, def, filter), close: async () => undefined };
  // JIT compiles a long COPY's expressions for longer than they run; floats in their shortest text;
  // times in UTC, which ./csvRewrite reads fastest.
  const pool = new (loadedPg().Pool)({ connectionString: databaseUrl, max: 4, options: '-c jit=off -c extra_float_digits=1 -c TimeZone=UTC' });
  pool.on('error', (error) => console.warn(`PostgreSQL export connection error: ${error.message}`));
  return { csv: (def, filter) => copyCsv(pool, db, def, filter), copyPool: pool, close: () => pool.end() };
}

async function* copyCsv(pool: pg.Pool, db: Db, def: RecordDef, filter: ExportFilter): AsyncGenerator<string | Buffer> {
  const query = await exportQuery(db, def, filter);
  const [client, { to: copyTo }] = await Promise.all([pool.connect(), importCommonJs(() => import('pg-copy-streams'))]);
  let finished = false;
  try {
    yield header(def);
    const { sql: select, columns } = query.copy();
    const copy = client.query(copyTo(`copy (${select}) to stdout with (format csv)`));
    const rewriter = new CopyCsvRewriter(columns);
    for await (const chunk of copy as AsyncIterable<Buffer>) yield rewriter.rewrite(chunk);
    finished = true;
  } finally {
    // A COPY left half read (the client went away, or it failed) leaves the connection unusable: drop it.
    client.release(finished ? undefined : true);
  }
}

async function* pagedCsv(db: Db, def: RecordDef, filter: ExportFilter): AsyncGenerator<string> {
  const query = await exportQuery(db, def, filter);
  type Page = { last: number | null; text: string | null };
  const page = async (afterId: number): Promise<Page> => {
    const lines = sql.raw(query.lines({ afterId, limit: LINES_PAGE }));
    const { rows } = await sql<Page>`select max(id) as last, string_agg(line, '' order by id) as text from (${lines}) as page`.execute(db);
    return rows[0];
  };
  yield header(def);
  let next: Promise<Page> | null = page(0);
  while (next) {
    const { last, text }: Page = await next;
    if (last === null || text === null) return;
    next = page(last);
    // Unhandled until awaited: a failing prefetch must not crash the process if the client left.
    next.catch(() => undefined);
    yield text;
  }
}
