/**
 * Two server processes (two apps on two ports) sharing PostgreSQL and Redis: an admin connected to
 * one steers a collector connected to the other. Skipped with a message when Redis or PostgreSQL
 * cannot be reached (REDIS_URL / TEST_DATABASE_URL, defaults on 127.0.0.1).
 */
import crypto from 'node:crypto';
import net from 'node:net';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAgent, type Agent } from '../../collector/agent';
import { buildApp } from '../../server/app';
import { EVENTS, type DeviceLog, type TablePage } from '../../src/domain/protocol';
import { bearer, createUser } from '../helpers/fixtures';
import { collect, connectSocket, execute, urlOf, waitFor } from '../helpers/realtime';
import { tokenWith } from '../helpers/records';
import { testConfig } from '../helpers/testApp';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

function reachable(url: string, defaultPort: number): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port) || defaultPort, timeout: 1000 });
    socket.once('connect', () => resolve(socket.end() && true));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => resolve(socket.destroy() && false));
  });
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  await client.query(sql);
  await client.end();
}

const available = (await reachable(REDIS_URL, 6379)) && (await reachable(PG_URL, 5432));
if (!available) console.warn(`realtime.redis: skipped, Redis (${REDIS_URL}) or PostgreSQL (${PG_URL}) is unreachable`);

describe.skipIf(!available)('two server processes sharing Redis and PostgreSQL', () => {
  const database = `edu_test_${crypto.randomBytes(6).toString('hex')}`;
  const redisKey = `edu-test-${crypto.randomBytes(6).toString('hex')}`;
  const apps: FastifyInstance[] = [];
  let agent: Agent;

  beforeAll(async () => {
    await adminQuery(`create database ${database}`);
    const url = new URL(PG_URL);
    url.pathname = `/${database}`;
    const config = testConfig({ databaseUrl: url.toString(), redisUrl: REDIS_URL });
    // One after the other: the first runs the migrations.
    for (let i = 0; i < 2; i += 1) {
      const app = await buildApp(config, { realtime: { redisKey } });
      await app.listen({ port: 0, host: '127.0.0.1' });
      apps.push(app);
    }
  });

  afterAll(async () => {
    await agent?.stop();
    for (const app of apps) await app.close();
    await adminQuery(`drop database if exists ${database} with (force)`);
  });

  it('relays a command from an admin on one process to a collector on the other, and its answer back', async () => {
    const [one, two] = apps;
    const collector = await createUser(one, { role: 'collector' });
    agent = await startAgent({ server: urlOf(two), email: collector.email, password: collector.password, seed: 3 });
    await agent.connected();
    const adminToken = await tokenWith(one, ['manage_users']);
    const admin = await connectSocket(urlOf(one), adminToken, 'admin');
    try {
      const online = async () => (await one.inject({ method: 'GET', url: '/api/admin/sync/online-collectors', headers: bearer(adminToken) })).json().data as { id: number }[];
      expect((await online()).map((c) => c.id)).toEqual([agent.collectorId]);

      const result = await execute(admin, { command: 'fetchTable', collectorId: agent.collectorId, table: 'learners', page: 1, limit: 10 });
      expect(result).toMatchObject({ ok: true, collectorId: agent.collectorId });
      expect((result.data as TablePage).total).toBe(agent.store.rows('learners').length);

      const logs = collect<DeviceLog>(admin, EVENTS.deviceLog);
      await execute(admin, { command: 'testDeviceLogs', collectorId: agent.collectorId });
      await waitFor(() => logs.some((l) => l.category === 'test' && l.collectorId === agent.collectorId), 3000, 'a device log across processes');

      // A suspension handled by process one disconnects the collector held by process two.
      expect((await one.inject({ method: 'PUT', url: '/api/admin/user-management/edit', headers: bearer(adminToken), payload: { id: agent.collectorId, isActive: false } })).statusCode).toBe(200);
      await waitFor(() => !agent.socket.connected, 3000, 'the collector on process two to be disconnected');
      await waitFor(async () => (await online()).length === 0, 3000, 'an empty online list');
    } finally {
      admin.close();
    }
  });
});
