/**
 * Sync through the Command Centre over real sockets: startSync and retryFailed push the agent's
 * records (checked by the domain schemas, idempotent by localUUID), the queue snapshot follows,
 * verifications ask the server, extractions are uploaded and downloaded, suspension disconnects.
 */
import zlib from 'node:zlib';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAgent, type Agent } from '../../collector/agent';
import { BATCH_OPTIONS, EVENTS, type ExtractionResultData, type SyncQueueItem, type SyncRunData, type VerificationData } from '../../src/domain/protocol';
import { bearer, createUser, loginToken } from '../helpers/fixtures';
import { connectSocket, execute, startLiveServer, waitFor, type LiveServer } from '../helpers/realtime';
import { tokenWith } from '../helpers/records';

let server: LiveServer;
let agent: Agent;
let admin: Socket;
let adminToken: string;
const COUNTS = { communities: 2, schools: 3, learners: 5, staff: 2, households: 3, oosChildren: 4 };
const TOTAL = Object.values(COUNTS).reduce((a, b) => a + b, 0);

beforeAll(async () => {
  server = await startLiveServer();
  const collector = await createUser(server.app, { role: 'collector' });
  agent = await startAgent({
    server: server.url,
    email: collector.email,
    password: collector.password,
    seed: 7,
    records: COUNTS,
    sync: { networkFailureRate: 1 },
  });
  await agent.connected();
  adminToken = await tokenWith(server.app, ['manage_users']);
  admin = await connectSocket(server.url, adminToken, 'admin');
});

afterAll(async () => {
  admin?.close();
  await agent?.stop();
  await server?.close();
});

const api = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  server.app.inject({ method, url: `/api/admin/${url}`, headers: bearer(token), payload });
const serverCount = async () => {
  const rows = await server.app.db.selectFrom('syncIngestions').select('recordId').where('collectorId', '=', agent.collectorId).execute();
  return rows.length;
};
const queue = async (id: number | 'all') => (await api('GET', `sync/queue/${id}`, adminToken)).json().payload as SyncQueueItem[];

describe('startSync and retryFailed', () => {
  it('a lost connection leaves the records failed; retryFailed then syncs them and the queue follows', async () => {
    const first = await execute(admin, { command: 'startSync', collectorId: agent.collectorId });
    expect(first).toMatchObject({ ok: true, data: { attempted: TOTAL, synced: 0, failed: TOTAL } });
    expect(await serverCount()).toBe(0);
    expect((await queue(agent.collectorId)).every((item) => item.syncStatus === 'failed')).toBe(true);

    agent.generator.learner();
    agent.store.rows('learners').at(-1)!.data.age = -3; // refused by the learner schema
    agent.syncOptions.networkFailureRate = 0;
    const retry = await execute(admin, { command: 'retryFailed', collectorId: agent.collectorId });
    expect(retry.data as SyncRunData).toMatchObject({ attempted: TOTAL, synced: TOTAL, failed: 0 });
    expect(await serverCount()).toBe(TOTAL);
    const items = await queue(agent.collectorId);
    expect(items.filter((i) => i.syncStatus === 'synced')).toHaveLength(TOTAL);
    expect(items.filter((i) => i.syncStatus === 'pending')).toHaveLength(1);
    expect(items.every((i) => i.collectorId === agent.collectorId)).toBe(true);
  });

  it('startSync moves pending records to synced on the server, answers per record and the snapshot follows', async () => {
    agent.generator.oosChild();
    const result = await execute(admin, { command: 'startSync', collectorId: agent.collectorId });
    expect(result.data as SyncRunData).toMatchObject({ attempted: 2, synced: 1, failed: 1 });
    const refused = agent.store.rows('learners').at(-1)!;
    expect(refused).toMatchObject({ syncStatus: 'failed', serverId: null });
    expect(refused.lastError).toMatch(/age/i);
    const child = agent.store.rows('oosChildren').at(-1)!;
    const stored = await server.app.db
      .selectFrom('oosChildren')
      .selectAll()
      .where('id', '=', child.serverId as number)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ firstName: child.data.firstName, collectorId: agent.collectorId, syncStatus: 'synced', state: child.data.state });
    expect(stored.householdId).toBe(agent.store.rows('households').find((h) => h.localUUID === child.links?.householdId)!.serverId);
    const items = await queue(agent.collectorId);
    expect(items.find((i) => i.localUUID === child.localUUID)).toMatchObject({ syncStatus: 'synced', serverId: child.serverId });
    expect(items.filter((i) => i.syncStatus === 'pending')).toEqual([]);
    expect((await queue('all')).some((i) => i.localUUID === child.localUUID)).toBe(true);
  });

  it('is idempotent by (collector, localUUID) and refuses other callers', async () => {
    const token = await loginToken(server.app, agent.user.email);
    const school = agent.store.rows('schools')[0];
    const again = await api('POST', 'sync/push', token, { records: [{ table: 'schools', localUUID: school.localUUID, data: school.data }] });
    expect(again.json().data).toEqual([
      {
        table: 'schools',
        localUUID: school.localUUID,
        ok: true,
        status: 'duplicate',
        serverId: school.serverId,
        message: 'Already synced',
        reviewState: 'received',
        reviewComment: null,
      },
    ]);
    expect(await serverCount()).toBe(TOTAL + 1);
    const orphan = await api('POST', 'sync/push', token, {
      records: [{ table: 'learners', localUUID: 'f'.repeat(36), data: { firstName: 'A' }, links: { schoolId: 'e'.repeat(36) } }],
    });
    expect(orphan.json().data[0]).toMatchObject({ ok: false, status: 'failed', errors: { 'links.schoolId': expect.stringMatching(/not been synced/) } });
    expect((await api('POST', 'sync/push', adminToken, { records: [{ table: 'schools', localUUID: 'x'.repeat(36), data: {} }] })).statusCode).toBe(403);
    expect((await api('GET', `sync/queue/${agent.collectorId}`, token)).statusCode).toBe(403);
  });
});

describe('verifications', () => {
  it('verifySchool looks the device record up on the server; checkSyncConsistency compares them all', async () => {
    const school = agent.store.rows('schools')[1];
    const found = await execute(admin, { command: 'verifySchool', collectorId: agent.collectorId, schoolId: school.localId });
    const data = found.data as VerificationData;
    expect(found.ok).toBe(true);
    expect(data).toMatchObject({ exists: true, serverData: { id: school.serverId, schoolName: school.data.schoolName } });
    const missing = await execute(admin, { command: 'verifyHousehold', collectorId: agent.collectorId, householdId: 99_999 });
    expect(missing.data).toMatchObject({ exists: false, message: expect.stringMatching(/not on this device/) });
    const consistency = await execute(admin, { command: 'checkSyncConsistency', collectorId: agent.collectorId });
    expect(consistency.data).toMatchObject({ exists: true, serverData: { onServer: TOTAL + 1 } });
  });
});

describe('extractions', () => {
  it('uploads a bundle that only admins with manage_users download, each download audit-logged', async () => {
    const summary = await execute(admin, { command: 'getExtractionSummary', collectorId: agent.collectorId, ...BATCH_OPTIONS });
    expect(summary.data).toMatchObject({ summary: { estimatedRecords: TOTAL + 2, estimatedTables: 6, estimatedImages: expect.any(Number) } });
    const result = await execute(admin, { command: 'extractAllData', collectorId: agent.collectorId, ...BATCH_OPTIONS });
    const data = result.data as ExtractionResultData;
    expect(data.summary).toMatchObject({ totalRecords: TOTAL + 2, totalTables: 6 });
    expect(data.summary.successfulImages).toBeLessThanOrEqual(data.summary.imageCount);
    expect(data.filePath).toBe(`/api/admin/sync/extractions/${data.extractionId}/download`);

    const download = await server.app.inject({ method: 'GET', url: data.filePath, headers: bearer(adminToken) });
    expect(download.statusCode).toBe(200);
    const bundle = JSON.parse(zlib.gunzipSync(download.rawPayload).toString('utf8'));
    expect(bundle.tables.oosChildren).toHaveLength(COUNTS.oosChildren + 1);
    const audit = await server.app.db
      .selectFrom('auditLogs')
      .selectAll()
      .where('resource', '=', 'extractions')
      .where('resourceId', '=', data.extractionId)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0].action).toBe('download');
    const readOnly = await tokenWith(server.app, ['read_users']);
    expect((await server.app.inject({ method: 'GET', url: data.filePath, headers: bearer(readOnly) })).statusCode).toBe(403);
    const failedOnly = await execute(admin, { command: 'extractFailedSyncOnly', collectorId: agent.collectorId, ...BATCH_OPTIONS });
    expect((failedOnly.data as ExtractionResultData).summary.totalRecords).toBe(1);
  });
});

describe('revocation', () => {
  it('disconnects a collector the moment it is suspended, and it stays off the online list', async () => {
    const listed = async () => ((await api('GET', 'sync/online-collectors', adminToken)).json().data as { id: number }[]).map((c) => c.id);
    expect(await listed()).toContain(agent.collectorId);
    const ended = new Promise((resolve) => agent.socket.once(EVENTS.sessionEnded, resolve));
    const suspended = await api('PUT', 'user-management/edit', adminToken, { id: agent.collectorId, isActive: false });
    expect(suspended.statusCode).toBe(200);
    // The device is told why, so that it stops asking its user to sign in again.
    expect(await ended).toEqual({ code: 'ACCOUNT_SUSPENDED', message: 'Your account has been suspended. Please contact the administrator.' });
    await waitFor(() => !agent.socket.connected, 1000, 'the collector to be disconnected');
    await waitFor(() => agent.status === 'suspended', 5000, 'the agent to give up');
    expect(await listed()).not.toContain(agent.collectorId);
    const offline = await execute(admin, { command: 'testConnection', collectorId: agent.collectorId });
    expect(offline).toMatchObject({ ok: false, code: 'COLLECTOR_OFFLINE' });
  });
});
