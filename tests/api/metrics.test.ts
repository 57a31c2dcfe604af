/**
 * `GET /metrics`: off (404) without METRICS_TOKEN; with it, 401 unless the request
 * carries the token as a bearer, and then the Prometheus text with the named families: requests
 * per route pattern (never a raw URL or query), event-loop lag, the database pool, connected
 * collector sockets, queued commands, background jobs, the last backup.
 */
import crypto from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginToken } from '../helpers/fixtures';
import { connectSocket, urlOf } from '../helpers/realtime';
import { createTestApp, type TestApp } from '../helpers/testApp';

const TOKEN = crypto.randomBytes(24).toString('hex');
const apps: TestApp[] = [];
const sockets: Socket[] = [];
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ config: { metricsToken: TOKEN } });
  apps.push(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  sockets.forEach((socket) => socket.close());
  for (const app of apps) {
    const closing = app.close();
    app.app.server.closeAllConnections();
    await closing;
  }
});

const scrape = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/metrics', headers });

/** The sample lines of a family (`name{labels} value`), without HELP/TYPE comments. */
const samples = (text: string, name: string) => text.split('\n').filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `));
const valueOf = (line: string | undefined) => (line === undefined ? undefined : Number(line.split(' ').at(-1)));

describe('GET /metrics', () => {
  it('is off (404) when METRICS_TOKEN is not set, with or without a token', async () => {
    const off = await createTestApp();
    apps.push(off);
    expect((await off.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    expect((await off.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(404);
  });

  it('answers 401 without the token, with a wrong one, or with the token not as a bearer', async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape({ authorization: `Bearer ${TOKEN}x` })).statusCode).toBe(401);
    expect((await scrape({ authorization: `Bearer ${TOKEN.slice(0, -1)}` })).statusCode).toBe(401);
    expect((await scrape({ authorization: TOKEN })).statusCode).toBe(401);
    expect((await scrape({ authorization: `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}` })).statusCode).toBe(401);
  });

  it('answers the Prometheus text with the token: requests by route pattern, event-loop lag, pool, sockets, queued commands, jobs', async () => {
    const admin = await createUser(t.app, { role: 'super_admin' });
    const collector = await createUser(t.app, { role: 'collector' });
    const token = await loginToken(t.app, admin.email);
    for (const id of [101, 102, 103])
      await t.app.inject({ method: 'GET', url: `/api/admin/learners/${id}?secret=do-not-show`, headers: { authorization: `Bearer ${token}` } });
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.db
      .insertInto('deviceCommands')
      .values(
        [1, 2].map((n) => ({
          requestId: `metrics-${n}`,
          collectorId: collector.id,
          adminId: admin.id,
          adminSocketId: null,
          command: 'startSync',
          params: '{}',
          status: 'queued',
          error: null,
          sentAt: null,
          completedAt: null,
          expiresAt: null,
        })),
      )
      .execute();
    sockets.push(await connectSocket(urlOf(t.app), await loginToken(t.app, collector.email), 'collector'));
    const backupAt = new Date('2026-01-02T03:04:05Z');
    await t.app.db
      .insertInto('backupRuns')
      .values({
        startedAt: new Date(backupAt.getTime() - 60_000),
        finishedAt: backupAt,
        file: 'edu-backup.tar',
        sizeBytes: 12_345,
        engine: 'pglite',
        schemaVersion: null,
        error: null,
        trigger: 'schedule',
      })
      .execute();

    const response = await scrape({ authorization: `Bearer ${TOKEN}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;

    const learnerRequests = samples(text, 'edu_http_requests_total').filter((line) => line.includes('route="/api/admin/learners/:id"'));
    expect(learnerRequests).toHaveLength(1);
    expect(learnerRequests[0]).toContain('method="GET"');
    expect(learnerRequests[0]).toContain('status="4xx"');
    expect(valueOf(learnerRequests[0])).toBe(3);
    expect(samples(text, 'edu_http_request_duration_seconds_count').some((line) => line.includes('route="/api/health"') && line.includes('status="2xx"'))).toBe(
      true,
    );
    // Route patterns only: no ids, no query strings.
    expect(text).not.toContain('do-not-show');
    expect(text).not.toMatch(/route="[^"]*\/10[123]"/);

    expect(samples(text, 'nodejs_eventloop_lag_seconds')).toHaveLength(1);
    const engine = process.env.TEST_DATABASE_URL ? 'postgresql' : 'pglite';
    expect(
      valueOf(samples(text, 'edu_db_pool_connections').find((line) => line.includes(`engine="${engine}"`) && line.includes('state="total"'))),
    ).toBeGreaterThanOrEqual(1);
    expect(valueOf(samples(text, 'edu_collector_sockets')[0])).toBe(1);
    expect(valueOf(samples(text, 'edu_device_commands_queued')[0])).toBe(2);
    expect(valueOf(samples(text, 'edu_backup_last_finished_timestamp_seconds')[0])).toBe(backupAt.getTime() / 1000);
    expect(valueOf(samples(text, 'edu_backup_last_ok')[0])).toBe(1);
    expect(valueOf(samples(text, 'edu_backup_last_size_bytes')[0])).toBe(12_345);
    for (const kind of ['bulk_invite', 'import', 'duplicate_check']) {
      expect(valueOf(samples(text, 'edu_background_jobs').find((line) => line.includes(`kind="${kind}"`)))).toBe(0);
    }
  });

  it('keeps each app its own registry: a second app counts only its own requests', async () => {
    const other = await createTestApp({ config: { metricsToken: TOKEN } });
    apps.push(other);
    const text = (await other.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body;
    expect(samples(text, 'edu_http_requests_total').filter((line) => line.includes('/api/admin/learners/:id'))).toEqual([]);
  });
});
