/**
 * Readiness: `/api/ready` answers 503 until the start-up is done, while the
 * database or a configured Redis cannot be reached, and while the process drains; 200 otherwise.
 * `/api/health` stays the liveness check. The unreachable database and Redis are the real ones
 * behind a TCP proxy whose port is closed and connections cut, then opened again.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { PG_URL, REDIS_URL } from '../helpers/sharedServices';
import { startTcpProxy } from '../helpers/tcpProxy';
import { createPostgresDatabase, createTestApp, testConfig, type TestApp } from '../helpers/testApp';

const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

async function testApp(config: Parameters<typeof createTestApp>[0] = {}): Promise<TestApp> {
  const t = await createTestApp(config);
  cleanups.push(t.close);
  return t;
}

const ready = async (t: Pick<TestApp, 'app'>) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/ready' });
  return { status: response.statusCode, body: response.json() as Record<string, string> };
};

describe('GET /api/ready', () => {
  it('answers 503 (starting) until the start-up tasks are done, then 200; /api/health is liveness throughout', async () => {
    const t = await testApp();
    expect(await ready(t)).toEqual({ status: 503, body: { status: 'starting', database: 'ok', redis: 'not_configured' } });
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    t.app.lifecycle.markStarted();
    expect(await ready(t)).toEqual({ status: 200, body: { status: 'ready', database: 'ok', redis: 'not_configured' } });
  });

  it('answers 503 (draining) once a shutdown has begun', async () => {
    const t = await testApp();
    t.app.lifecycle.markStarted();
    t.app.lifecycle.startDraining();
    expect(await ready(t)).toEqual({ status: 503, body: { status: 'draining', database: 'ok', redis: 'not_configured' } });
  });

  it('answers 503 while the configured Redis cannot be reached (its port closed), and 200 again once it answers, without a restart', async () => {
    const upstream = new URL(REDIS_URL);
    const proxy = await startTcpProxy({ host: upstream.hostname, port: Number(upstream.port) || 6379 });
    cleanups.push(proxy.close);
    const t = await testApp({ config: { redisUrl: proxy.through(REDIS_URL) } });
    t.app.lifecycle.markStarted();
    await expect.poll(async () => (await ready(t)).body, { timeout: 5000 }).toEqual({ status: 'ready', database: 'ok', redis: 'ok' });

    await proxy.cut();
    expect(await ready(t)).toEqual({ status: 503, body: { status: 'unavailable', database: 'ok', redis: 'unreachable' } });
    // The process is alive and HTTP keeps working without Redis: liveness says so.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    await proxy.restore();
    await expect.poll(async () => (await ready(t)).status, { timeout: 10_000, interval: 250 }).toBe(200);
  });

  it('answers 503 while PostgreSQL cannot be reached (connections cut), and 200 again once it can, without a restart', async () => {
    const database = await createPostgresDatabase(PG_URL);
    cleanups.push(database.drop);
    const upstream = new URL(PG_URL);
    const proxy = await startTcpProxy({ host: upstream.hostname, port: Number(upstream.port) || 5432 });
    cleanups.push(proxy.close);
    const app = await buildApp(testConfig({ databaseUrl: proxy.through(database.url) }));
    cleanups.push(() => app.close());
    app.lifecycle.markStarted();
    expect((await ready({ app })).status).toBe(200);

    await proxy.cut();
    expect(await ready({ app })).toEqual({ status: 503, body: { status: 'unavailable', database: 'unreachable', redis: 'not_configured' } });
    // Liveness is not readiness: the process is alive, /api/health says the database is not.
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);

    await proxy.restore();
    await expect.poll(async () => (await ready({ app })).status, { timeout: 10_000 }).toBe(200);
  });

  it('answers within its bound while PostgreSQL accepts connections but never answers (frozen)', async () => {
    const database = await createPostgresDatabase(PG_URL);
    cleanups.push(database.drop);
    const upstream = new URL(PG_URL);
    const proxy = await startTcpProxy({ host: upstream.hostname, port: Number(upstream.port) || 5432 });
    cleanups.push(proxy.close);
    const app = await buildApp(testConfig({ databaseUrl: proxy.through(database.url) }));
    cleanups.push(() => app.close());
    app.lifecycle.markStarted();
    expect((await ready({ app })).status).toBe(200);

    proxy.hang();
    // The pool's dropped connections fail at once; the next probe opens a connection that hangs.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const askedAt = Date.now();
    expect(await ready({ app })).toEqual({ status: 503, body: { status: 'unavailable', database: 'unreachable', redis: 'not_configured' } });
    const waited = Date.now() - askedAt;
    // The probe waited for its bound (1 s), not for ever: without one this request would never be answered.
    expect(waited).toBeGreaterThanOrEqual(900);
    expect(waited).toBeLessThan(3000);

    await proxy.restore();
    await expect.poll(async () => (await ready({ app })).status, { timeout: 10_000 }).toBe(200);
  });
});
