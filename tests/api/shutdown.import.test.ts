/**
 * Graceful shutdown with a 20,000-row import under way, on a real server process
 * (`server/main.ts`) on PostgreSQL, sent SIGTERM once the import is writing its rows:
 * - with time enough (SHUTDOWN_GRACE 60 s), the import finishes and answers 200 while new
 *   connections are already refused, and the process exits 0;
 * - with a short grace (1 s), the import rolls back before the grace ends and answers 503: not one
 *   of its rows is left, the process exits 0, and after a restart the same file imports whole.
 */
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { LEARNER_IMPORT_HEADER, learnerRows } from '../helpers/bigImport';
import { tokenWith } from '../helpers/records';
import { PG_URL } from '../helpers/sharedServices';
import { startServerProcess, type ServerProcess } from '../helpers/serverProcess';
import { createPostgresDatabase, testConfig } from '../helpers/testApp';

let app: FastifyInstance;
let databaseUrl: string;
let jwtSecret: string;
let token: string;
const cleanups: Array<() => Promise<unknown>> = [];

beforeAll(async () => {
  const database = await createPostgresDatabase(PG_URL);
  cleanups.push(database.drop);
  databaseUrl = database.url;
  const config = testConfig({ databaseUrl });
  jwtSecret = config.jwtSecret!;
  app = await buildApp(config);
  cleanups.push(() => app.close());
  token = await tokenWith(app, ['manage_data_import', 'manage_learners']);
}, 60_000);

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

async function serverWith(grace: string): Promise<ServerProcess> {
  const server = await startServerProcess({ databaseUrl, jwtSecret, env: { SHUTDOWN_GRACE: grace } });
  cleanups.push(server.kill);
  return server;
}

/** POSTs the import as a real multipart upload; resolves with its status and body (or the network error). */
function sendImport(url: string, prefix: string): Promise<{ status: number; body: Record<string, unknown>; at: number } | { error: string; at: number }> {
  const csv = [LEARNER_IMPORT_HEADER, ...learnerRows(prefix), `Last,Row,Male,7,kano,dala,${prefix}-last`].join('\n');
  const form = new FormData();
  form.append('csvFile', new Blob([csv], { type: 'text/csv' }), 'big.csv');
  return fetch(`${url}/api/admin/data/import/learners`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } }).then(
    async (response) => ({ status: response.status, body: (await response.json()) as Record<string, unknown>, at: Date.now() }),
    (error: Error) => ({ error: String(error.cause ?? error), at: Date.now() }),
  );
}

/** Learner rows whose uuid starts with `prefix`, shown or not. */
const learners = async (prefix: string) =>
  Number(
    (
      await app.db
        .selectFrom('learners')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('uuid', 'like', `${prefix}-%`)
        .executeTakeFirstOrThrow()
    ).n,
  );
/** Import batches still open (being written, or cut off and not yet discarded). */
const openImports = async () =>
  Number(
    (
      await app.db
        .selectFrom('pendingImports')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('kind', '=', 'import')
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Resolves once the import has opened its batch and is writing rows. */
const writing = () => expect.poll(openImports, { timeout: 30_000, interval: 20 }).toBeGreaterThan(0);

/** When a new TCP connection to the server is refused (polled), or null if it never is. */
async function refusedAt(url: string, timeoutMs: number): Promise<number | null> {
  const { port } = new URL(url);
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const refused = await new Promise<boolean>((resolve) => {
      const socket = net.connect(Number(port), '127.0.0.1');
      socket.once('connect', () => resolve(socket.destroy() && false));
      socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
    });
    if (refused) return Date.now();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return null;
}

describe('SIGTERM during a 20,000-row import', () => {
  it('lets the import finish within the grace (200, every row), refuses new connections meanwhile, exits 0', async () => {
    const server = await serverWith('60s');
    const answer = sendImport(server.url, 'finish');
    await writing();
    server.signal('SIGTERM');
    const refused = await refusedAt(server.url, 10_000);
    const result = await answer;
    const { code } = await server.exited;

    expect('status' in result ? result.status : result.error, server.output()).toBe(200);
    expect(refused).not.toBeNull();
    // Refused while the import was still being answered: the server stopped accepting first.
    expect(refused!).toBeLessThan(result.at);
    expect(code).toBe(0);
    expect(await learners('finish')).toBe(20_000);
    expect(await openImports()).toBe(0);
  }, 60_000);

  it('rolls the import back when the grace runs out (503, no row left), exits 0, and the file imports whole after a restart', async () => {
    // A slow disk: 1 ms per learner row, so the import is surely still writing when the grace runs low.
    await sql`create function slow_learner() returns trigger language plpgsql as $$ begin perform pg_sleep(0.001); return new; end $$`.execute(app.db);
    await sql`create trigger slow_learner before insert on learners for each row execute function slow_learner()`.execute(app.db);
    const server = await serverWith('1s');
    const answer = sendImport(server.url, 'cut');
    await writing();
    const signalledAt = Date.now();
    server.signal('SIGTERM');
    const result = await answer;
    const { code } = await server.exited;
    const exitedAfter = Date.now() - signalledAt;

    expect('status' in result ? result.status : result.error, server.output()).toBe(503);
    if ('status' in result) expect(result.body).toMatchObject({ code: 'SERVER_STOPPING' });
    expect(code).toBe(0);
    // The grace (1 s) and the close hooks; far from the 60 s a cut-off batch would wait to be swept.
    expect(exitedAfter).toBeLessThan(6000);
    expect(await learners('cut')).toBe(0);
    expect(await openImports()).toBe(0);

    await sql`drop trigger slow_learner on learners`.execute(app.db);
    const restarted = await serverWith('10s');
    const again = await sendImport(restarted.url, 'cut');
    expect('status' in again ? again.status : again.error, restarted.output()).toBe(200);
    expect(await learners('cut')).toBe(20_000);
  }, 60_000);
});
