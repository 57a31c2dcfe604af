/**
 * The Command Centre hub over real sockets: a real server, two collector agents, admin clients.
 * Table pages per status filter, isolation of results, permissions, offline collectors, logs.
 */
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAgent, type Agent } from '../../collector/agent';
import { LocalStore } from '../../src/device/store';
import { recheckAll } from '../../server/realtime/recheck';
import { EVENTS, MANAGE_COMMANDS, PROTOCOL_ERRORS, type CommandResult, type DeviceLog, type TablePage } from '../../src/domain/protocol';
import { bearer, createRole, createUser, loginToken } from '../helpers/fixtures';
import { collect, connectSocket, execute, sleep, startLiveServer, waitFor, type LiveServer } from '../helpers/realtime';
import { tokenWith } from '../helpers/records';

let server: LiveServer;
let agentA: Agent;
let agentB: Agent;
let admin: Socket;
let readOnly: Socket;
let offlineCollectorId: number;
const sockets: Socket[] = [];

/** 25 schools on A: localIds 1-12 pending, 13-20 synced, 21-25 failed. */
function storeWithStatuses(): LocalStore {
  const store = new LocalStore();
  for (let i = 1; i <= 25; i += 1) {
    const status = i <= 12 ? 'pending' : i <= 20 ? 'synced' : 'failed';
    store.add('schools', { name: `School ${i}`, reference: `REF-${i}` }, { schoolName: `School ${i}` }, undefined, status);
  }
  return store;
}

beforeAll(async () => {
  server = await startLiveServer({ reauthMs: 100 });
  const [a, b, offline] = await Promise.all([1, 2, 3].map(() => createUser(server.app, { role: 'collector' })));
  offlineCollectorId = offline.id;
  agentA = await startAgent({ server: server.url, email: a.email, password: a.password, store: storeWithStatuses() });
  agentB = await startAgent({ server: server.url, email: b.email, password: b.password, seed: 2 });
  await Promise.all([agentA.connected(), agentB.connected()]);
  admin = await connectSocket(server.url, await tokenWith(server.app, ['manage_users']), 'admin');
  readOnly = await connectSocket(server.url, await tokenWith(server.app, ['read_users']), 'admin');
  sockets.push(admin, readOnly);
});

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await Promise.all([agentA?.stop(), agentB?.stop()]);
  await server?.close();
});

describe('connections', () => {
  it('admits admins with read_users or manage_users and collectors with the collector role only', async () => {
    const collectorToken = await loginToken(server.app, agentA.user.email, 'Correct-Horse-42');
    await expect(connectSocket(server.url, collectorToken, 'admin')).rejects.toMatchObject({ data: { code: 'FORBIDDEN' } });
    const adminToken = await tokenWith(server.app, ['manage_users']);
    await expect(connectSocket(server.url, adminToken, 'collector')).rejects.toMatchObject({ data: { code: 'FORBIDDEN' } });
    await expect(connectSocket(server.url, await tokenWith(server.app, ['read_schools']), 'admin')).rejects.toThrow(/Reading or managing users/);
    await expect(connectSocket(server.url, 'not-a-token', 'admin')).rejects.toMatchObject({ data: { code: 'UNAUTHENTICATED' } });
    await expect(connectSocket(server.url, adminToken, 'spectator')).rejects.toThrow(/auth \{token, role/);
  });

  it('lists the online collectors, one entry per user', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/admin/sync/online-collectors',
      headers: bearer(await tokenWith(server.app, ['read_users'])),
    });
    expect(response.statusCode).toBe(200);
    const ids = (response.json().data as { id: number; fullName: string; email: string }[]).map((c) => c.id).sort();
    expect(ids).toEqual([agentA.collectorId, agentB.collectorId].sort());
    // The agent names itself in its handshake (auth.device), so its entry says what kind of device it is.
    expect(response.json().data[0]).toEqual({ id: expect.any(Number), fullName: expect.any(String), email: expect.any(String), device: { kind: 'agent' } });
    const refused = await server.app.inject({
      method: 'GET',
      url: '/api/admin/sync/online-collectors',
      headers: bearer(await tokenWith(server.app, ['read_schools'])),
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('fetchTable', () => {
  const fetchPage = async (page: number, limit: number, syncStatus?: string) => {
    const result = await execute(admin, {
      command: 'fetchTable',
      collectorId: agentA.collectorId,
      table: 'schools',
      page,
      limit,
      ...(syncStatus ? { syncStatus } : {}),
    });
    expect(result).toMatchObject({ ok: true, collectorId: agentA.collectorId, command: 'fetchTable' });
    const data = result.data as TablePage;
    return { ids: data.records.map((r) => r.localId), total: data.total, statuses: new Set(data.records.map((r) => r.syncStatus)) };
  };

  it('answers the right page and total for every status filter', async () => {
    expect(await fetchPage(2, 10)).toMatchObject({ ids: [11, 12, 13, 14, 15, 16, 17, 18, 19, 20], total: 25 });
    expect(await fetchPage(2, 10, 'pending')).toMatchObject({ ids: [11, 12], total: 12, statuses: new Set(['pending']) });
    expect(await fetchPage(1, 20, 'synced')).toMatchObject({ ids: [13, 14, 15, 16, 17, 18, 19, 20], total: 8 });
    expect(await fetchPage(3, 2, 'failed')).toMatchObject({ ids: [25], total: 5, statuses: new Set(['failed']) });
    expect(await fetchPage(4, 10)).toMatchObject({ ids: [], total: 25 });
  });

  it('refuses invalid fields at once without reaching the device', async () => {
    const bad = await execute(admin, { command: 'fetchTable', collectorId: agentA.collectorId, table: 'cars', page: 1, limit: 20 });
    expect(bad).toMatchObject({ ok: false, code: PROTOCOL_ERRORS.invalidCommand });
    expect(bad.error).toMatch(/table/);
    expect(await execute(admin, { command: 'selfDestruct', collectorId: agentA.collectorId })).toMatchObject({
      ok: false,
      code: PROTOCOL_ERRORS.invalidCommand,
    });
  });
});

describe('isolation', () => {
  it('delivers each result only to the requesting admin, and never a result of A to a request about B', async () => {
    const otherAdmin = await connectSocket(server.url, await tokenWith(server.app, ['read_users']), 'admin');
    sockets.push(otherAdmin);
    const overheard = collect<CommandResult>(otherAdmin, EVENTS.result);
    const heard = collect<CommandResult>(admin, EVENTS.result);
    const [forA, forB] = await Promise.all([
      execute(admin, { command: 'fetchTable', collectorId: agentA.collectorId, table: 'schools', page: 1, limit: 5 }),
      execute(admin, { command: 'fetchTable', collectorId: agentB.collectorId, table: 'schools', page: 1, limit: 5 }),
    ]);
    expect(forA.collectorId).toBe(agentA.collectorId);
    expect(forB.collectorId).toBe(agentB.collectorId);
    expect((forB.data as TablePage).total).toBe(agentB.store.rows('schools').length);
    expect((forB.data as TablePage).records[0].localUUID).toBe(agentB.store.rows('schools')[0].localUUID);
    expect(heard.filter((r) => r.requestId === forB.requestId).every((r) => r.collectorId === agentB.collectorId)).toBe(true);
    await sleep(50);
    expect(overheard).toEqual([]);
  });

  it('ignores a result that collector A forges for a request sent to B', async () => {
    const silentB = await createUser(server.app, { role: 'collector' });
    const deviceB = await connectSocket(server.url, await loginToken(server.app, silentB.email), 'collector');
    sockets.push(deviceB);
    const received = collect<{ requestId: string }>(deviceB, EVENTS.execute);
    const heard = collect<CommandResult>(admin, EVENTS.result);
    const pending = execute(admin, { command: 'testConnection', collectorId: silentB.id });
    await waitFor(() => received.length === 1, 2000, 'the command at B');
    const requestId = received[0].requestId;
    agentA.socket.emit(EVENTS.result, { requestId, ok: true, data: { forged: true } });
    await sleep(150);
    expect(heard.filter((r) => r.requestId === requestId)).toEqual([]);
    deviceB.emit(EVENTS.result, { requestId, ok: true, data: { genuine: true } });
    expect(await pending).toMatchObject({ requestId, collectorId: silentB.id, ok: true, data: { genuine: true } });
  });
});

describe('permissions and offline collectors', () => {
  it('refuses a read-only admin every command that needs manage_users, but lets it read', async () => {
    for (const command of MANAGE_COMMANDS) {
      const result = await execute(readOnly, {
        command,
        collectorId: agentA.collectorId,
        includeImages: true,
        compressImages: true,
        maxImageSize: 2_000_000,
        includeFailedSync: true,
        includePendingSync: true,
      });
      expect(result, command).toMatchObject({ ok: false, code: PROTOCOL_ERRORS.forbidden });
    }
    expect(agentA.store.withStatus('pending')).toHaveLength(12);
    expect(await execute(readOnly, { command: 'fetchTable', collectorId: agentA.collectorId, table: 'learners', page: 1, limit: 10 })).toMatchObject({
      ok: true,
    });
  });

  it('fails a command to an offline collector at once and records it', async () => {
    const started = Date.now();
    const result = await execute(admin, { command: 'fetchTable', collectorId: offlineCollectorId, table: 'schools', page: 1, limit: 20 });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(result).toMatchObject({ ok: false, collectorId: offlineCollectorId, code: PROTOCOL_ERRORS.collectorOffline });
    expect(result.error).toMatch(/offline/i);
    await server.app.realtime.journal.flush();
    const row = await server.app.db.selectFrom('deviceCommands').selectAll().where('requestId', '=', result.requestId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'failed', command: 'fetchTable', collectorId: offlineCollectorId });
  });

  it('records relayed commands with their status and times', async () => {
    const result = await execute(admin, { command: 'testConnection', collectorId: agentB.collectorId });
    const read = () => server.app.db.selectFrom('deviceCommands').selectAll().where('requestId', '=', result.requestId).executeTakeFirst();
    await waitFor(async () => (await read())?.status === 'succeeded', 2000, 'the command row');
    const row = (await read())!;
    expect(row).toMatchObject({ status: 'succeeded', collectorId: agentB.collectorId, adminSocketId: admin.id, error: null });
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(row.completedAt).toBeInstanceOf(Date);
  });
});

describe('re-authorisation', () => {
  it("re-reads the admin's permissions for each command and ends the socket when they no longer allow it", async () => {
    const roleId = await createRole(server.app, `cc_${Date.now()}`, ['manage_users']);
    const user = await createUser(server.app, {
      role: (await server.app.db.selectFrom('roles').select('name').where('id', '=', roleId).executeTakeFirstOrThrow()).name,
    });
    const socket = await connectSocket(server.url, await loginToken(server.app, user.email), 'admin');
    sockets.push(socket);
    const setPermissions = (permissions: string[]) =>
      server.app.db
        .updateTable('roles')
        .set({ permissions: JSON.stringify(permissions) })
        .where('id', '=', roleId)
        .execute();
    expect(await execute(socket, { command: 'clearTelemetry', collectorId: agentB.collectorId })).toMatchObject({ ok: true });
    await setPermissions(['read_users']);
    await sleep(150);
    expect(await execute(socket, { command: 'clearTelemetry', collectorId: agentB.collectorId })).toMatchObject({ ok: false, code: PROTOCOL_ERRORS.forbidden });
    expect(await execute(socket, { command: 'testConnection', collectorId: agentB.collectorId })).toMatchObject({ ok: true });
    await setPermissions(['read_schools']);
    await sleep(150);
    const ended = new Promise((resolve) => socket.once(EVENTS.sessionEnded, resolve));
    socket.emit(EVENTS.execute, { command: 'testConnection', collectorId: agentB.collectorId });
    expect(await ended).toMatchObject({ code: 'FORBIDDEN' });
    await waitFor(() => !socket.connected, 1000, 'the socket to be ended');
  });

  it('ends silent sockets whose session was revoked behind their back at the periodic re-check', async () => {
    const user = await createUser(server.app, { role: 'collector' });
    const device = await connectSocket(server.url, await loginToken(server.app, user.email), 'collector');
    sockets.push(device);
    await server.app.db.updateTable('sessions').set({ revokedAt: new Date(), revokedReason: 'test' }).where('userId', '=', user.id).execute();
    expect(device.connected).toBe(true);
    expect(await recheckAll(server.app, server.app.realtime.io)).toBe(1);
    await waitFor(() => !device.connected, 1000, 'the device to be ended');
    expect(agentA.socket.connected && agentB.socket.connected).toBe(true);
  });
});

describe('device logs', () => {
  it('streams the device logs of testDeviceLogs to admins', async () => {
    const logs = collect<DeviceLog>(readOnly, EVENTS.deviceLog);
    expect(await execute(admin, { command: 'testDeviceLogs', collectorId: agentB.collectorId })).toMatchObject({ ok: true });
    await waitFor(() => logs.filter((l) => l.category === 'test').length === 4, 2000, 'four test logs');
    const test = logs.filter((l) => l.category === 'test');
    expect(new Set(test.map((l) => l.level))).toEqual(new Set(['info', 'warn', 'error', 'debug']));
    expect(test.every((l) => l.collectorId === agentB.collectorId && typeof l.timestamp === 'string')).toBe(true);
  });
});
