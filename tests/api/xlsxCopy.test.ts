/**
 * The XLSX export on PostgreSQL reads the CSV export's COPY stream (server/dataTransfer/
 * xlsxCopySource.ts): cells holding CR LF, quotes and commas, in lines longer than a chunk, come
 * back whole; a client that does not read stops PostgreSQL itself (its COPY waits to write to us),
 * and a client that leaves mid-export gives the connection back to the pool; through the route, the
 * COPY holds a connection of the exports' own pool, never one of the API's. PostgreSQL only
 * (TEST_DATABASE_URL); PGlite keeps the paged path, covered by tests/api/xlsxExport.test.ts.
 */
import { once } from 'node:events';
import http, { type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poolOf } from '../../server/db/connection';
import { exportXlsx } from '../../server/dataTransfer/exportXlsx';
import { RECORD_DEFS } from '../../server/records';
import { insertRow, tokenWith } from '../helpers/records';
import { createTestApp, type TestApp } from '../helpers/testApp';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
/** Names of several KB with CR LF, quotes and commas: a line spans COPY chunks, and is cut inside quotes. */
const longName = (index: number) => `${index}: ${'first line, "quoted"\r\nsecond line\n'.repeat(150)}end`;
const LONG_ROWS = 120;
/** Rows enough (about 16 MB) to fill the socket buffers between PostgreSQL and the server. */
const BIG_ROWS = 400;

let t: TestApp;

beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp();
  for (let index = 0; index < LONG_ROWS; index += 1) await insertRow(t.app, 'schools', { schoolName: longName(index), state: 'kano', lga: 'dala' });
  for (let index = 0; index < BIG_ROWS; index += 1)
    await insertRow(t.app, 'schools', { schoolName: `${index} ${'x'.repeat(40_000)}`, state: 'jigawa', lga: 'dutse' });
}, 120_000);
afterAll(async () => t?.close());

/** The export's COPY as PostgreSQL sees it, if it is running. */
async function copyBackend(): Promise<{ waitEvent: string | null } | undefined> {
  const { rows } = await sql<{ waitEvent: string | null }>`
    select wait_event from pg_stat_activity
    where datname = current_database() and pid <> pg_backend_pid() and query like 'copy (%'`.execute(t.app.db);
  return rows[0];
}

async function until(condition: () => Promise<boolean>, what: string, withinMs = 15_000): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.skipIf(!onPostgres)('the XLSX export’s COPY path (PostgreSQL)', () => {
  it('gives back cells with CR LF, quotes and commas from lines longer than a chunk', async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of exportXlsx(t.app.db, RECORD_DEFS.schools, { state: 'kano' }, 'en')) chunks.push(chunk as Buffer);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const column = (sheet.getRow(1).values as unknown[]).indexOf('School Name');
    const names = sheet
      .getSheetValues()
      .slice(2)
      .map((row) => (row as unknown[])[column]);
    expect(names).toEqual(Array.from({ length: LONG_ROWS }, (_, index) => longName(index)));
  });

  it('stops PostgreSQL while the client does not read, and gives the connection back when it leaves', async () => {
    const pool = poolOf(t.app.db)!;
    const workbook = exportXlsx(t.app.db, RECORD_DEFS.schools, { state: 'jigawa' }, 'en');
    // Nobody reads the workbook: the COPY ends up waiting for the server to take its bytes.
    await until(async () => (await copyBackend())?.waitEvent === 'ClientWrite', 'the COPY to wait on the server');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await copyBackend()).toEqual({ waitEvent: 'ClientWrite' });
    expect(pool.totalCount - pool.idleCount).toBeGreaterThan(0);

    workbook.destroy();
    // Well within the pool's idle timeout (10 s), which would end a connection handed back unbroken.
    await until(async () => (await copyBackend()) === undefined, 'the COPY to end', 4_000);
    await until(async () => pool.totalCount === pool.idleCount, 'the connection to return to the pool');
    const { rows } = await sql<{ one: number }>`select 1 as one`.execute(t.app.db);
    expect(rows).toEqual([{ one: 1 }]);
  });

  it('through the route, holds a connection of the exports’ own pool, never one of the API’s', async () => {
    const pool = poolOf(t.app.db)!;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const token = await tokenWith(t.app, ['manage_data_export', 'read_schools']);
    const download = http.get(`http://127.0.0.1:${port}/api/admin/data/export/schools?format=xlsx&state=jigawa`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const [response] = (await once(download, 'response')) as [IncomingMessage];
    expect(response.statusCode).toBe(200);
    response.pause();
    // The body is not read: the COPY ends up waiting on the server, and stays open meanwhile.
    await until(async () => (await copyBackend())?.waitEvent === 'ClientWrite', 'the COPY to wait on the server');
    expect(pool.totalCount - pool.idleCount).toBe(0);
    download.destroy();
    await until(async () => (await copyBackend()) === undefined, 'the COPY to end', 10_000);
  });
});
