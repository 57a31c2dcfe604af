/**
 * Graceful shutdown and collector devices: a real server process on PostgreSQL with
 * the real collector agent connected, sent SIGTERM, exits 0 at once (the device's WebSocket does
 * not hold it: the hub hands it a reconnect) having written the device logs it held, and the
 * agent reconnects by itself to the process that takes its place on the same address.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAgent, type Agent } from '../../collector/agent';
import { buildApp } from '../../server/app';
import { EVENTS, type DeviceLog } from '../../src/domain/protocol';
import { createUser, loginToken } from '../helpers/fixtures';
import { collect, connectSocket, waitFor } from '../helpers/realtime';
import { PG_URL } from '../helpers/sharedServices';
import { startServerProcess, type ServerProcess } from '../helpers/serverProcess';
import { createPostgresDatabase, testConfig } from '../helpers/testApp';

let app: FastifyInstance;
let databaseUrl: string;
let jwtSecret: string;
const cleanups: Array<() => Promise<unknown>> = [];

beforeAll(async () => {
  const database = await createPostgresDatabase(PG_URL);
  cleanups.push(database.drop);
  databaseUrl = database.url;
  const config = testConfig({ databaseUrl });
  jwtSecret = config.jwtSecret!;
  app = await buildApp(config);
  cleanups.push(() => app.close());
}, 60_000);

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

async function serverProcess(port?: number): Promise<ServerProcess> {
  const server = await startServerProcess({ databaseUrl, jwtSecret, port, env: { SHUTDOWN_GRACE: '30s' } });
  cleanups.push(server.kill);
  return server;
}

describe('SIGTERM with a collector connected', () => {
  it('exits 0 without waiting for the grace, and the agent reconnects to the next process on the same address', async () => {
    const collector = await createUser(app, { role: 'collector' });
    const admin = await createUser(app, { role: 'super_admin' });
    const first = await serverProcess();
    const ready = await fetch(`${first.url}/api/ready`);
    expect(ready.status).toBe(200);

    const agent: Agent = await startAgent({ server: first.url, email: collector.email, password: collector.password, records: false });
    cleanups.push(() => agent.stop());
    await agent.connected();
    expect(agent.status).toBe('online');

    // Device log lines the server holds in memory (written every 500 ms) when it is stopped: an
    // admin's live log shows when the server has them all, however slow a loaded machine is.
    const watcher = await connectSocket(first.url, await loginToken(app, admin.email), 'admin');
    cleanups.push(async () => watcher.close());
    const live = collect<DeviceLog>(watcher, EVENTS.deviceLog);
    for (let i = 0; i < 20; i += 1) agent.log.info('connection', `last words ${i}`);
    await waitFor(() => live.filter((line) => line.message.startsWith('last words')).length === 20, 10_000, 'the 20 lines on the live log');
    const signalledAt = Date.now();
    first.signal('SIGTERM');
    const { code } = await first.exited;
    expect(code, first.output()).toBe(0);
    const kept = await app.db
      .selectFrom('deviceLogs')
      .select('message')
      .where('collectorId', '=', collector.id)
      .where('message', 'like', 'last words %')
      .execute();
    expect(kept).toHaveLength(20);
    // Well inside the 30 s grace: the open WebSockets were handed a reconnect, not waited for.
    expect(Date.now() - signalledAt).toBeLessThan(15_000);
    await expect.poll(() => agent.status, { timeout: 5000 }).not.toBe('online');

    const second = await serverProcess(Number(new URL(first.url).port));
    await expect.poll(() => agent.status, { timeout: 30_000, interval: 100 }).toBe('online');
    const token = await loginToken(app, admin.email);
    const online = await fetch(`${second.url}/api/admin/sync/online-collectors`, { headers: { authorization: `Bearer ${token}` } });
    const body = (await online.json()) as { data: { id: number }[] };
    expect(body.data.map((entry) => entry.id)).toContain(collector.id);
  }, 120_000);
});
