/**
 * Two server processes (two apps on two ports) sharing PostgreSQL and Redis: an admin connected to
 * one steers a collector connected to the other. Skipped with a message when Redis or PostgreSQL
 * cannot be reached (REDIS_URL / TEST_DATABASE_URL, defaults on 127.0.0.1).
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAgent, type Agent } from '../../collector/agent';
import { EVENTS, type DeviceLog, type TablePage } from '../../src/domain/protocol';
import { bearer, createUser } from '../helpers/fixtures';
import { collect, connectSocket, execute, urlOf, waitFor } from '../helpers/realtime';
import { tokenWith } from '../helpers/records';
import { PG_URL, REDIS_URL, sharedServicesReachable, startTwoProcesses } from '../helpers/sharedServices';

const available = await sharedServicesReachable();
if (!available) console.warn(`realtime.redis: skipped, Redis (${REDIS_URL}) or PostgreSQL (${PG_URL}) is unreachable`);

describe.skipIf(!available)('two server processes sharing Redis and PostgreSQL', () => {
  let apps: FastifyInstance[] = [];
  let closeAll: () => Promise<void>;
  let agent: Agent;

  beforeAll(async () => {
    ({ apps, close: closeAll } = await startTwoProcesses());
  });

  afterAll(async () => {
    await agent?.stop();
    await closeAll?.();
  });

  it('relays a command from an admin on one process to a collector on the other, and its answer back', async () => {
    const [one, two] = apps;
    const collector = await createUser(one, { role: 'collector' });
    agent = await startAgent({ server: urlOf(two), email: collector.email, password: collector.password, seed: 3 });
    await agent.connected();
    const adminToken = await tokenWith(one, ['manage_users']);
    const admin = await connectSocket(urlOf(one), adminToken, 'admin');
    try {
      const online = async () =>
        (await one.inject({ method: 'GET', url: '/api/admin/sync/online-collectors', headers: bearer(adminToken) })).json().data as { id: number }[];
      expect((await online()).map((c) => c.id)).toEqual([agent.collectorId]);

      const result = await execute(admin, { command: 'fetchTable', collectorId: agent.collectorId, table: 'learners', page: 1, limit: 10 });
      expect(result).toMatchObject({ ok: true, collectorId: agent.collectorId });
      expect((result.data as TablePage).total).toBe(agent.store.rows('learners').length);

      const logs = collect<DeviceLog>(admin, EVENTS.deviceLog);
      await execute(admin, { command: 'testDeviceLogs', collectorId: agent.collectorId });
      await waitFor(() => logs.some((l) => l.category === 'test' && l.collectorId === agent.collectorId), 3000, 'a device log across processes');

      // A suspension handled by process one disconnects the collector held by process two.
      expect(
        (
          await one.inject({
            method: 'PUT',
            url: '/api/admin/user-management/edit',
            headers: bearer(adminToken),
            payload: { id: agent.collectorId, isActive: false },
          })
        ).statusCode,
      ).toBe(200);
      await waitFor(() => !agent.socket.connected, 3000, 'the collector on process two to be disconnected');
      await waitFor(async () => (await online()).length === 0, 3000, 'an empty online list');
    } finally {
      admin.close();
    }
  });
});
