/**
 * Reconciliation with the real collector agent over real sockets: the agent reports its
 * summary after a sync and on getSyncSummary; a record deleted on the device shows as serverOnly;
 * one the device calls synced but the server never got shows as deviceOnly until resendRecords
 * pushes it and the summary that follows clears the flag.
 */
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResendData, SyncSummaryData } from '../../src/device/summary';
import { startAgent, type Agent } from '../../collector/agent';
import { resendItemsOf, type Reconciliation, type ReconciliationTable } from '../../src/domain/reconciliation';
import { bearer, createUser } from '../helpers/fixtures';
import { connectSocket, execute, startLiveServer, type LiveServer } from '../helpers/realtime';
import { tokenWith } from '../helpers/records';

let server: LiveServer;
let agent: Agent;
let admin: Socket;
let adminToken: string;
const COUNTS = { communities: 1, schools: 2, learners: 3, staff: 1, households: 2, oosChildren: 3 };
const TOTAL = Object.values(COUNTS).reduce((a, b) => a + b, 0);

beforeAll(async () => {
  server = await startLiveServer();
  const collector = await createUser(server.app, { role: 'collector' });
  agent = await startAgent({ server: server.url, email: collector.email, password: collector.password, seed: 11, records: COUNTS });
  await agent.connected();
  adminToken = await tokenWith(server.app, ['manage_users']);
  admin = await connectSocket(server.url, adminToken, 'admin');
});

afterAll(async () => {
  admin?.close();
  await agent?.stop();
  await server?.close();
});

async function reconciliation(): Promise<Reconciliation> {
  const response = await server.app.inject({ method: 'GET', url: `/api/admin/sync/reconciliation/${agent.collectorId}`, headers: bearer(adminToken) });
  expect(response.statusCode).toBe(200);
  return response.json().data as Reconciliation;
}
const tableOf = (r: Reconciliation, table: string) => r.tables.find((entry) => entry.table === table) as ReconciliationTable;

describe('reconciliation with the collector agent', () => {
  it('after a sync the agent has reported its summary and both sides agree', async () => {
    const sync = await execute(admin, { command: 'startSync', collectorId: agent.collectorId });
    expect(sync).toMatchObject({ ok: true, data: { synced: TOTAL, failed: 0 } });
    const r = await reconciliation();
    expect(r.source).toBe('summary');
    expect(r.tables.every((t) => !t.mismatch)).toBe(true);
    expect(tableOf(r, 'oosChildren')).toMatchObject({ onDevice: COUNTS.oosChildren, synced: COUNTS.oosChildren, receivedOnServer: COUNTS.oosChildren });
    const report = await server.app.inject({ method: 'GET', url: '/api/admin/sync/reconciliation', headers: bearer(adminToken) });
    expect(report.json().data).toEqual([
      expect.objectContaining({ collectorId: agent.collectorId, online: true, mismatchedTables: [], totals: expect.objectContaining({ onDevice: TOTAL }) }),
    ]);
  });

  it('flags a record deleted on the device as serverOnly once the admin asks for a summary', async () => {
    const child = agent.store.rows('oosChildren')[0];
    expect(agent.store.remove('oosChildren', child.localId)).toBe(true);
    expect(tableOf(await reconciliation(), 'oosChildren').mismatch).toBe(false); // the server has not heard yet

    const answer = await execute(admin, { command: 'getSyncSummary', collectorId: agent.collectorId });
    expect(answer.ok).toBe(true);
    const data = answer.data as SyncSummaryData;
    expect(data.total).toBe(TOTAL - 1);
    expect(data.tables.oosChildren).toMatchObject({ synced: COUNTS.oosChildren - 1, pending: 0, failed: 0 });

    const children = tableOf(await reconciliation(), 'oosChildren');
    expect(children).toMatchObject({ onDevice: COUNTS.oosChildren - 1, receivedOnServer: COUNTS.oosChildren, mismatch: true, deviceOnly: { count: 0 } });
    expect(children.serverOnly).toEqual({ count: 1, items: [{ table: 'oosChildren', localUUID: child.localUUID, serverId: child.serverId }] });
  });

  it('flags a record synced on the device but unknown to the server as deviceOnly; resendRecords makes it received', async () => {
    const learner = agent.generator.learner();
    agent.store.update(learner, { syncStatus: 'synced' }); // the device believes it went up; it never did
    await execute(admin, { command: 'getSyncSummary', collectorId: agent.collectorId });
    const before = await reconciliation();
    const learners = tableOf(before, 'learners');
    expect(learners).toMatchObject({ synced: COUNTS.learners + 1, receivedOnServer: COUNTS.learners, mismatch: true });
    expect(learners.deviceOnly).toEqual({ count: 1, items: [{ table: 'learners', localUUID: learner.localUUID }] });

    const items = [...resendItemsOf(before), { table: 'staff' as const, localUUID: 'not-on-this-device' }];
    const answer = await execute(admin, { command: 'resendRecords', collectorId: agent.collectorId, items });
    expect(answer.ok).toBe(true);
    expect(answer.data as ResendData).toMatchObject({
      requested: 2,
      resent: 1,
      synced: 1,
      failed: 0,
      unknown: [{ table: 'staff', localUUID: 'not-on-this-device' }],
    });
    expect(learner).toMatchObject({ syncStatus: 'synced', serverId: expect.any(Number) });

    const after = tableOf(await reconciliation(), 'learners');
    expect(after).toMatchObject({ synced: COUNTS.learners + 1, receivedOnServer: COUNTS.learners + 1, mismatch: false, deviceOnly: { count: 0, items: [] } });
    const stored = await server.app.db
      .selectFrom('learners')
      .select('id')
      .where('id', '=', learner.serverId as number)
      .executeTakeFirst();
    expect(stored).toBeDefined();
  });

  it('resendRecords needs manage_users', async () => {
    const readOnly = await connectSocket(server.url, await tokenWith(server.app, ['read_users']), 'admin');
    try {
      const refused = await execute(readOnly, {
        command: 'resendRecords',
        collectorId: agent.collectorId,
        items: [{ table: 'learners', localUUID: 'x'.repeat(36) }],
      });
      expect(refused).toMatchObject({ ok: false, code: 'FORBIDDEN' });
      const allowed = await execute(readOnly, { command: 'getSyncSummary', collectorId: agent.collectorId });
      expect(allowed.ok).toBe(true);
    } finally {
      readOnly.close();
    }
  });
});
