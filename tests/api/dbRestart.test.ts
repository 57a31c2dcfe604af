/**
 * PostgreSQL restarting: a real PostgreSQL behind a TCP proxy whose connections are
 * all cut, new ones refused for a few seconds, then let through again. Meanwhile requests answer
 * 503 with Retry-After (never 500); afterwards the same server answers 200 again by itself, its
 * pool having made new connections.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../server/app';
import { isDatabaseUnavailable } from '../../server/http/errors';
import { createUser, loginToken } from '../helpers/fixtures';
import { auditRowsOf, insertRow } from '../helpers/records';
import { PG_URL } from '../helpers/sharedServices';
import { startTcpProxy, type TcpProxy } from '../helpers/tcpProxy';
import { createPostgresDatabase, testConfig } from '../helpers/testApp';

let app: FastifyInstance;
let proxy: TcpProxy;
let drop: () => Promise<void>;
let headers: Record<string, string>;
let learnerId: number;

beforeAll(async () => {
  const database = await createPostgresDatabase(PG_URL);
  drop = database.drop;
  const upstream = new URL(PG_URL);
  proxy = await startTcpProxy({ host: upstream.hostname, port: Number(upstream.port) || 5432 });
  app = await buildApp(testConfig({ databaseUrl: proxy.through(database.url) }));
  app.lifecycle.markStarted();
  const admin = await createUser(app, { role: 'super_admin' });
  headers = { authorization: `Bearer ${await loginToken(app, admin.email)}` };
  learnerId = await insertRow(app, 'learners', { firstName: 'Original', lastName: 'Restart', state: 'kano' });
}, 60_000);

afterAll(async () => {
  await app?.close();
  await proxy?.close();
  await drop?.();
});

const list = () => app.inject({ method: 'GET', url: '/api/admin/learners', headers });
const rename = (name: string) => app.inject({ method: 'PUT', url: `/api/admin/learners/${learnerId}`, headers, payload: { firstName: name } });

describe('PostgreSQL restarting behind the server', () => {
  it('answers 503 with Retry-After while the database is gone and 200 again once it is back, without a restart', async () => {
    // Connections in the pool, as in a server that has been serving.
    expect((await Promise.all([list(), list(), list()])).map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect((await rename('Before')).statusCode).toBe(200);

    await proxy.cut();
    const during = [await list(), await rename('During'), await list()];
    for (const response of during) {
      expect(response.statusCode, response.body).toBe(503);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      expect(response.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    }
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(503);

    await new Promise((resolve) => setTimeout(resolve, 2000));
    await proxy.restore();
    await expect.poll(async () => (await list()).statusCode, { timeout: 10_000, interval: 250 }).toBe(200);
    expect((await rename('After')).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);

    // Nothing sent during the outage was written: the two answered changes and their audit rows only.
    const row = await app.db.selectFrom('learners').select('firstName').where('id', '=', learnerId).executeTakeFirstOrThrow();
    expect(row.firstName).toBe('After');
    expect((await auditRowsOf(app, 'learners', learnerId)).filter((audit) => audit.action === 'update')).toHaveLength(2);
  });

  it('answers 503 (not 500) to a request whose connection is cut while it runs', async () => {
    const slow = list();
    // The list's queries are under way on pooled connections when they are cut.
    setImmediate(() => void proxy.cut());
    const response = await slow;
    expect([200, 503]).toContain(response.statusCode);
    if (response.statusCode === 503) expect(response.headers['retry-after']).toBeDefined();
    await proxy.restore();
    await expect.poll(async () => (await list()).statusCode, { timeout: 10_000, interval: 250 }).toBe(200);
  });

  it('takes a connection ended by PostgreSQL itself (57P01, as at a restart) for unavailable, and a refused value for not', async () => {
    const client = new pg.Client({ connectionString: PG_URL });
    await client.connect();
    client.on('error', () => undefined);
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    const sleeping = client.query('select pg_sleep(10)').then(
      () => null,
      (error: unknown) => error,
    );
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await expect
      .poll(async () => (await admin.query('select 1 from pg_stat_activity where pid = $1 and wait_event = $2', [rows[0].pid, 'PgSleep'])).rowCount)
      .toBe(1);
    await admin.query('select pg_terminate_backend($1)', [rows[0].pid]);
    const ended = await sleeping;
    expect((ended as { code?: string }).code).toBe('57P01');
    expect(isDatabaseUnavailable(ended)).toBe(true);

    const refused = await admin.query('select 1/0').then(
      () => null,
      (error: unknown) => error,
    );
    expect(isDatabaseUnavailable(refused)).toBe(false);
    await admin.end();
    await client.end().catch(() => undefined);
  });
});
