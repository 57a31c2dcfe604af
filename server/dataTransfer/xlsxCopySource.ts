/**
 * The XLSX export's lines on PostgreSQL: one `COPY (…) TO STDOUT (FORMAT csv)` (./exportQuery, as
 * the CSV export runs it), made into the export's CSV by ./csvRewrite and cut into whole lines by
 * ./csvLineSplitter, a chunk's lines at a time. The COPY stream is read only when the writer asks
 * for more, so a client that does not take the file stops PostgreSQL too (its socket fills). The
 * connection comes from the exports' own pool (./export's csvExporter; the server's pool when none
 * is given), its settings for the COPY set in a read-only transaction of its own (SET LOCAL), so
 * the pooled connection keeps its own afterwards.
 */
import type pg from 'pg';
import { importCommonJs } from '../commonJs';
import type { Db } from '../db/connection';
import type { RecordDef } from '../records/types';
import { CsvLineSplitter } from './csvLineSplitter';
import { CopyCsvRewriter } from './csvRewrite';
import { exportQuery, type ExportFilter } from './exportQuery';

/** JIT compiles a long COPY's expressions for longer than they run; ./csvRewrite reads UTC times fastest. */
const COPY_SESSION = "begin read only; set local jit = off; set local extra_float_digits = 1; set local time zone 'UTC'";

/**
 * Lines are decoded and handed on a few dozen at a time. A chunk holds what the socket gathered
 * while the writer waited for a slow client, up to megabytes: its lines decoded at once would
 * outlive two minor collections while they are written, and be promoted to the old space.
 */
const PAGE_BYTES = 16 * 1024;

export async function* copyLinePages(pool: pg.Pool, db: Db, def: RecordDef, filter: ExportFilter): AsyncGenerator<string[]> {
  const query = await exportQuery(db, def, filter);
  const [client, { to: copyTo }] = await Promise.all([pool.connect(), importCommonJs(() => import('pg-copy-streams'))]);
  let finished = false;
  try {
    await client.query(COPY_SESSION);
    const { sql: select, columns } = query.copy();
    const copy = client.query(copyTo(`copy (${select}) to stdout with (format csv)`));
    const rewriter = new CopyCsvRewriter(columns);
    const splitter = new CsvLineSplitter();
    for await (const chunk of copy as AsyncIterable<Buffer>) {
      const bytes = rewriter.rewrite(chunk);
      for (let at = 0; at < bytes.length; at += PAGE_BYTES) {
        const lines = splitter.push(bytes.subarray(at, at + PAGE_BYTES));
        if (lines.length > 0) yield lines;
      }
    }
    splitter.end();
    await client.query('commit');
    finished = true;
  } finally {
    // A COPY left half read (the client went away, or it failed) leaves the connection unusable: drop it.
    client.release(finished ? undefined : true);
  }
}
