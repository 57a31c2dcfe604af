/**
 * Command integrity under concurrency over real sockets against the real
 * app: the cap of waiting commands holds under 150 concurrent cmd:execute; a requestId is used
 * once, however and whenever it is reused; a queued command whose socket went away unanswered is
 * handed over once more, then times out and its admin is told. Malformed payloads: see
 * ./realtime.payloads.test.ts; a process that dies: ./realtime.deadProcess.test.ts.
 */
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS, PROTOCOL_ERRORS, newRequestId, type CommandResult } from '../../src/domain/protocol';
import { MAX_QUEUED_PER_COLLECTOR } from '../../src/domain/recordQuality';
import { queueCommand, type QueueAnswer } from '../helpers/commandQueue';
import { createUser, loginToken } from '../helpers/fixtures';
import { collect, connectSocket, sleep, startLiveServer, waitFor, type LiveServer } from '../helpers/realtime';
import { commandRow, deviceSocket, heardIds, type Device } from '../helpers/commandDevices';

let server: LiveServer;
let admin: { id: number; email: string };
let adminSocket: Socket;
const sockets: Socket[] = [];
const TIMEOUT_MS = 1500;

const newCollector = () => createUser(server.app, { role: 'collector' });
const ask = async (socket: Socket, payload: Record<string, unknown>) => (await socket.timeout(5000).emitWithAck(EVENTS.execute, payload)) as QueueAnswer;
async function adminSocketOf(user: { email: string }): Promise<Socket> {
  const socket = await connectSocket(server.url, await loginToken(server.app, user.email), 'admin');
  sockets.push(socket);
  return socket;
}
async function connectDevice(collector: { email: string }, answer = false): Promise<Device> {
  const device = await deviceSocket(server.url, await loginToken(server.app, collector.email), answer);
  sockets.push(device.socket);
  return device;
}
const rowsOf = (requestId: string) => server.app.db.selectFrom('deviceCommands').select(['collectorId', 'status']).where('requestId', '=', requestId).execute();

beforeAll(async () => {
  server = await startLiveServer({ reauthMs: 100, commandTimeoutMs: TIMEOUT_MS, commandTimeoutGraceMs: 300, queueSweepMs: 100 });
  admin = await createUser(server.app, { role: 'admin' });
  adminSocket = await adminSocketOf(admin);
});

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await server?.close();
});

describe('the cap of waiting commands', () => {
  it('holds under 150 concurrent queued cmd:execute from three sockets: exactly 100 queued, 50 QUEUE_FULL', async () => {
    const collector = await newCollector();
    const askers = [adminSocket, await adminSocketOf(admin), await adminSocketOf(admin)];
    const answers = await Promise.all(
      Array.from({ length: 150 }, (_, i) => queueCommand(askers[i % 3], { command: 'testConnection', collectorId: collector.id })),
    );
    expect(answers.filter((answer) => answer.ok && answer.status === 'queued')).toHaveLength(MAX_QUEUED_PER_COLLECTOR);
    const refused = answers.filter((answer) => !answer.ok);
    expect(refused).toHaveLength(150 - MAX_QUEUED_PER_COLLECTOR);
    expect(new Set(refused.map((answer) => answer.code))).toEqual(new Set([PROTOCOL_ERRORS.queueFull]));
    const rows = await server.app.db.selectFrom('deviceCommands').select('status').where('collectorId', '=', collector.id).execute();
    expect(rows).toHaveLength(MAX_QUEUED_PER_COLLECTOR);
    expect(rows.every((row) => row.status === 'queued')).toBe(true);
    const audited = await server.app.db
      .selectFrom('auditLogs')
      .select('resourceId')
      .where('action', '=', 'command_queued')
      .where(
        'resourceId',
        'in',
        answers.map((a) => a.requestId),
      )
      .execute();
    expect(audited).toHaveLength(MAX_QUEUED_PER_COLLECTOR);
  }, 30_000);
});

describe('requestId', () => {
  it('refuses a reused requestId, live or queued, still open or finished; each executed command keeps its own row', async () => {
    const online = await newCollector();
    const offline = await newCollector();
    const device = await connectDevice(online, true);
    const results = collect<CommandResult>(adminSocket, EVENTS.result);

    const live = newRequestId();
    expect(await ask(adminSocket, { command: 'testConnection', collectorId: online.id, requestId: live })).toMatchObject({ ok: true, requestId: live });
    await waitFor(() => results.some((r) => r.requestId === live && r.ok), 3000, 'the first answer');
    await waitFor(async () => (await rowsOf(live))[0]?.status === 'succeeded', 3000, 'the journal');
    const queued = await queueCommand(adminSocket, { command: 'testConnection', collectorId: offline.id });
    const failed = newRequestId();
    expect(await ask(adminSocket, { command: 'testConnection', collectorId: offline.id, requestId: failed })).toMatchObject({
      ok: false,
      code: PROTOCOL_ERRORS.collectorOffline,
    });

    const reuses = [
      { command: 'fetchTable', table: 'schools', collectorId: online.id, requestId: live },
      { command: 'testConnection', collectorId: offline.id, requestId: live, queueIfOffline: true },
      { command: 'testConnection', collectorId: online.id, requestId: queued.requestId },
      { command: 'testDeviceLogs', collectorId: offline.id, requestId: queued.requestId, queueIfOffline: true },
      { command: 'testConnection', collectorId: online.id, requestId: failed },
      { command: 'testConnection', collectorId: offline.id, requestId: failed },
      // Trimmed, it is the same id.
      { command: 'testConnection', collectorId: online.id, requestId: ` ${live} ` },
    ];
    for (const reuse of reuses) {
      const answer = await ask(adminSocket, reuse);
      expect(answer, JSON.stringify(reuse)).toMatchObject({ ok: false, code: PROTOCOL_ERRORS.duplicateRequest, requestId: reuse.requestId.trim() });
      expect(answer.error).toMatch(/^requestId: /);
    }
    await sleep(200);
    expect(heardIds(device).filter((id) => id === live)).toHaveLength(1);
    expect(await rowsOf(live)).toEqual([{ collectorId: online.id, status: 'succeeded' }]);
    expect(await rowsOf(queued.requestId)).toEqual([{ collectorId: offline.id, status: 'queued' }]);
    expect(await rowsOf(failed)).toEqual([{ collectorId: offline.id, status: 'failed' }]);
  });

  it('refuses a requestId while its command is still in flight', async () => {
    const collector = await newCollector();
    const silent = await connectDevice(collector);
    const requestId = newRequestId();
    expect(await ask(adminSocket, { command: 'testConnection', collectorId: collector.id, requestId })).toMatchObject({ ok: true });
    await waitFor(() => silent.heard.length === 1, 2000, 'the command at the device');
    expect(await ask(adminSocket, { command: 'startSync', collectorId: collector.id, requestId })).toMatchObject({
      ok: false,
      code: PROTOCOL_ERRORS.duplicateRequest,
    });
    await sleep(100);
    expect(heardIds(silent)).toEqual([requestId]);
    expect(await rowsOf(requestId)).toEqual([{ collectorId: collector.id, status: 'sent' }]);
  });

  it('lets exactly one of 20 concurrent uses of one requestId through, live and queued', async () => {
    const online = await newCollector();
    const device = await connectDevice(online, true);
    const live = newRequestId();
    const liveAnswers = await Promise.all(
      Array.from({ length: 20 }, () => ask(adminSocket, { command: 'testConnection', collectorId: online.id, requestId: live })),
    );
    expect(liveAnswers.filter((a) => a.ok)).toHaveLength(1);
    expect(liveAnswers.filter((a) => a.code === PROTOCOL_ERRORS.duplicateRequest)).toHaveLength(19);

    const offline = await newCollector();
    const queued = newRequestId();
    const second = await adminSocketOf(admin);
    const queuedAnswers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        ask(i % 2 ? second : adminSocket, { command: 'testConnection', collectorId: offline.id, requestId: queued, queueIfOffline: true }),
      ),
    );
    expect(queuedAnswers.filter((a) => a.ok && a.status === 'queued')).toHaveLength(1);
    expect(queuedAnswers.filter((a) => a.code === PROTOCOL_ERRORS.duplicateRequest)).toHaveLength(19);

    await sleep(300);
    expect(heardIds(device)).toEqual([live]);
    expect(await rowsOf(live)).toHaveLength(1);
    expect(await rowsOf(queued)).toEqual([{ collectorId: offline.id, status: 'queued' }]);
    const audited = await server.app.db.selectFrom('auditLogs').select('id').where('action', '=', 'command_queued').where('resourceId', '=', queued).execute();
    expect(audited).toHaveLength(1);
  });
});

describe('a queued command handed to a socket that went away', () => {
  const offlineAtServer = (collectorId: number) =>
    waitFor(async () => !(await server.app.realtime.isCollectorOnline(collectorId)), 2000, 'the server to see the device gone');

  it('is handed over once more when the device reconnects, then times out and its admin is told', async () => {
    const collector = await newCollector();
    const owner = await createUser(server.app, { role: 'admin' });
    const ownerSocket = await adminSocketOf(owner);
    const results = collect<CommandResult>(ownerSocket, EVENTS.result);
    const queued = await queueCommand(ownerSocket, { command: 'testConnection', collectorId: collector.id });

    const first = await connectDevice(collector);
    await waitFor(() => first.heard.length === 1, 2000, 'the first hand-over');
    first.socket.disconnect();
    await offlineAtServer(collector.id);
    const second = await connectDevice(collector);
    await waitFor(() => second.heard.length === 1, 2000, 'the second hand-over');
    expect(heardIds(second)).toEqual([queued.requestId]);
    expect(await commandRow(server.app, queued.requestId)).toMatchObject({ status: 'sent', deliveries: 2 });
    second.socket.disconnect();
    await offlineAtServer(collector.id);

    const third = await connectDevice(collector);
    await waitFor(() => results.some((r) => r.requestId === queued.requestId), TIMEOUT_MS + 2000, 'the time-out at the admin');
    expect(results.filter((r) => r.requestId === queued.requestId)).toEqual([
      expect.objectContaining({ ok: false, code: PROTOCOL_ERRORS.timeout, command: 'testConnection' }),
    ]);
    expect(third.heard).toEqual([]);
    expect(await commandRow(server.app, queued.requestId)).toMatchObject({ status: 'timed-out', deliveries: 2 });
    const notes = () => server.app.db.selectFrom('notifications').select(['kind', 'params']).where('userId', '=', owner.id).execute();
    await waitFor(async () => (await notes()).length > 0, 2000, 'the notification');
    expect(await notes()).toEqual([
      { kind: 'command_failed', params: expect.objectContaining({ command: 'testConnection', error: expect.stringMatching(/did not answer/) }) },
    ]);
  });

  it('is never given to a second socket while the first is still connected, nor again once answered', async () => {
    const collector = await newCollector();
    const queued = await queueCommand(adminSocket, { command: 'testConnection', collectorId: collector.id });
    const holder = await connectDevice(collector);
    await waitFor(() => holder.heard.length === 1, 2000, 'the hand-over');
    const other = await connectDevice(collector);
    await sleep(300);
    expect(other.heard).toEqual([]);
    holder.socket.emit(EVENTS.result, { requestId: queued.requestId, ok: true, data: {} });
    await waitFor(async () => (await commandRow(server.app, queued.requestId))?.status === 'succeeded', 3000, 'the answer');
    holder.socket.disconnect();
    other.socket.disconnect();
    await offlineAtServer(collector.id);
    const later = await connectDevice(collector);
    await sleep(300);
    expect(later.heard).toEqual([]);
    expect(await commandRow(server.app, queued.requestId)).toMatchObject({ status: 'succeeded', deliveries: 1 });
  });
});
