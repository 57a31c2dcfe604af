/**
 * Every socket event answers: a malformed payload of any client event that takes an
 * acknowledgement (cmd:execute from an admin; cmd:result, verification:result, device:log and
 * sync:queue from a device) gets an error ack naming the field — NUL characters, 2^31 and other
 * out-of-range numbers, wrong types, missing fields, no object at all — never silence, never a
 * crash, and nothing of it is written. The socket keeps working after each.
 */
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EVENTS, PROTOCOL_ERRORS } from '../../src/domain/protocol';
import { commandRow, deviceSocket, type Device } from '../helpers/commandDevices';
import { createUser, loginToken } from '../helpers/fixtures';
import { connectSocket, startLiveServer, type LiveServer } from '../helpers/realtime';

let server: LiveServer;
let admin: Socket;
let device: Device;
let collectorId: number;
const sockets: Socket[] = [];

interface Answer {
  ok: boolean;
  requestId?: string;
  error?: string;
  code?: string;
}

/** Emits with these arguments (the ack last) and answers the ack, or fails after 3 s of silence. */
const answerTo = async (socket: Socket, event: string, ...args: unknown[]) => (await socket.timeout(3000).emitWithAck(event, ...args)) as Answer;

beforeAll(async () => {
  server = await startLiveServer({ reauthMs: 100 });
  const collector = await createUser(server.app, { role: 'collector' });
  collectorId = collector.id;
  const owner = await createUser(server.app, { role: 'admin' });
  admin = await connectSocket(server.url, await loginToken(server.app, owner.email), 'admin');
  device = await deviceSocket(server.url, await loginToken(server.app, collector.email), true);
  sockets.push(admin, device.socket);
});

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await server?.close();
});

const BIG = 2 ** 31;
const NUL = 'a\u0000b';

describe('cmd:execute', () => {
  const cases = (): Array<[string, unknown[], RegExp]> => [
    ['collectorId 2^31', [{ command: 'fetchTable', collectorId: BIG, table: 'schools' }], /collectorId: /],
    ['collectorId true', [{ command: 'testConnection', collectorId: true }], /collectorId: /],
    ['collectorId an array', [{ command: 'testConnection', collectorId: [collectorId] }], /collectorId: /],
    ['collectorId missing', [{ command: 'testConnection' }], /collectorId: /],
    ['collectorId with NUL', [{ command: 'testConnection', collectorId: `${collectorId}\u0000` }], /collectorId: /],
    ['requestId with NUL', [{ command: 'testConnection', collectorId, requestId: NUL }], /requestId: .*NUL/],
    ['requestId a number', [{ command: 'testConnection', collectorId, requestId: 42 }], /requestId: /],
    ['requestId too long', [{ command: 'testConnection', collectorId, requestId: 'x'.repeat(65) }], /requestId: /],
    ['page 2^31', [{ command: 'fetchTable', collectorId, table: 'schools', page: BIG }], /page: /],
    ['page a word', [{ command: 'fetchTable', collectorId, table: 'schools', page: 'two' }], /page: /],
    ['limit -1', [{ command: 'fetchTable', collectorId, table: 'schools', limit: -1 }], /limit: /],
    ['table a number', [{ command: 'fetchTable', collectorId, table: 7 }], /table: /],
    ['schoolId 2^31', [{ command: 'verifySchool', collectorId, schoolId: BIG }], /schoolId: /],
    ['maxImageSize a string', [{ command: 'getExtractionSummary', collectorId, maxImageSize: 'big' }], /maxImageSize: /],
    ['items with a NUL localUUID', [{ command: 'resendRecords', collectorId, items: [{ table: 'schools', localUUID: NUL }] }], /items\.0\.localUUID: .*NUL/],
    ['items with a numeric localUUID', [{ command: 'resendRecords', collectorId, items: [{ table: 'schools', localUUID: BIG }] }], /items\.0\.localUUID: /],
    ['items not an array', [{ command: 'resendRecords', collectorId, items: 'all' }], /items: /],
    ['items missing', [{ command: 'resendRecords', collectorId }], /items: /],
    ['items empty', [{ command: 'resendRecords', collectorId, items: [] }], /items: /],
    ['expiresInSeconds 2^31', [{ command: 'testConnection', collectorId, queueIfOffline: true, expiresInSeconds: BIG }], /expiresInSeconds: /],
    ['queueIfOffline a word', [{ command: 'testConnection', collectorId, queueIfOffline: 'yes' }], /queueIfOffline: /],
    ['command with NUL', [{ command: 'test\u0000Connection', collectorId }], /command: /],
    ['command a number', [{ command: 5, collectorId }], /command: /],
    ['command missing', [{ collectorId }], /command: /],
    ['a string', ['testConnection'], /payload: /],
    ['a number', [BIG], /payload: /],
    ['null', [null], /payload: /],
    ['an array', [[{ command: 'testConnection', collectorId }]], /payload: /],
    ['no payload at all', [], /payload: /],
  ];

  it('answers each malformed payload with an error ack naming the field, and writes nothing', async () => {
    const before = await server.app.db
      .selectFrom('deviceCommands')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    for (const [name, args, field] of cases()) {
      const answer = await answerTo(admin, EVENTS.execute, ...args);
      expect(answer, name).toMatchObject({ ok: false, code: PROTOCOL_ERRORS.invalidCommand, requestId: expect.any(String) });
      expect(answer.error, name).toMatch(field);
    }
    const after = await server.app.db
      .selectFrom('deviceCommands')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect(device.heard).toEqual([]);
    expect(admin.connected).toBe(true);
  });

  it('still finds the ack behind extra arguments, and still runs a valid command afterwards', async () => {
    const extra = await answerTo(admin, EVENTS.execute, { command: 'testConnection', collectorId: BIG }, 'extra');
    expect(extra).toMatchObject({ ok: false, code: PROTOCOL_ERRORS.invalidCommand });
    const valid = await answerTo(admin, EVENTS.execute, { command: 'fetchTable', collectorId: String(collectorId), table: 'schools', page: '1' });
    expect(valid).toMatchObject({ ok: true });
    expect(device.heard.map((command) => command.requestId)).toEqual([valid.requestId]);
    expect(device.heard[0]).toMatchObject({ collectorId, page: 1 });
    expect(await commandRow(server.app, valid.requestId!)).toMatchObject({ collectorId });
  });
});

describe('device events', () => {
  const invalid = (field: RegExp) => ({ ok: false, code: PROTOCOL_ERRORS.invalidPayload, error: expect.stringMatching(field) });
  const log = { level: 'info', timestamp: '2025-01-01T00:00:00Z', category: 'test', message: 'hello' };
  const item = { table: 'schools', localId: 1, localUUID: 'uuid-0001', syncStatus: 'pending', attempts: 0 };

  it('cmd:result and verification:result: an error ack naming the field; a well-formed one {ok: true}', async () => {
    for (const event of [EVENTS.result, EVENTS.verificationResult]) {
      expect(await answerTo(device.socket, event, { requestId: NUL, ok: true }), event).toMatchObject(invalid(/^requestId: .*NUL/));
      expect(await answerTo(device.socket, event, { requestId: BIG, ok: true }), event).toMatchObject(invalid(/^requestId: /));
      expect(await answerTo(device.socket, event, { requestId: 'r-1', ok: 'yes' }), event).toMatchObject(invalid(/^ok: /));
      expect(await answerTo(device.socket, event, { requestId: 'r-1' }), event).toMatchObject(invalid(/^ok: /));
      expect(await answerTo(device.socket, event, { requestId: 'r-1', ok: false, error: NUL }), event).toMatchObject(invalid(/^error: .*NUL/));
      expect(await answerTo(device.socket, event, [{ requestId: 'r-1', ok: true }]), event).toMatchObject(invalid(/^payload: /));
      expect(await answerTo(device.socket, event, 'done'), event).toMatchObject(invalid(/^payload: /));
      expect(await answerTo(device.socket, event), event).toMatchObject(invalid(/^payload: /));
      expect(await answerTo(device.socket, event, { requestId: 'no-such-request', ok: true }), event).toEqual({ ok: true });
    }
  });

  it('device:log: an error ack naming the field; a NUL line never costs the good lines', async () => {
    expect(await answerTo(device.socket, EVENTS.deviceLog, { ...log, message: NUL })).toMatchObject(invalid(/^message: .*NUL/));
    expect(await answerTo(device.socket, EVENTS.deviceLog, { ...log, level: undefined })).toMatchObject(invalid(/^level: /));
    expect(await answerTo(device.socket, EVENTS.deviceLog, { ...log, category: 7 })).toMatchObject(invalid(/^category: /));
    expect(await answerTo(device.socket, EVENTS.deviceLog, { ...log, message: 'x'.repeat(2001) })).toMatchObject(invalid(/^message: /));
    expect(await answerTo(device.socket, EVENTS.deviceLog, [log])).toMatchObject(invalid(/^payload: /));
    expect(await answerTo(device.socket, EVENTS.deviceLog, { ...log, message: 'kept line' })).toEqual({ ok: true });
    await server.app.realtime.deviceLogs.flush();
    const stored = await server.app.db.selectFrom('deviceLogs').select('message').where('collectorId', '=', collectorId).execute();
    expect(stored.map((row) => row.message)).toEqual(['kept line']);
  });

  it('answers INTERNAL_ERROR when the server fails while handling an event, and goes on', async () => {
    const failing = vi.spyOn(server.app.realtime.deviceLogs, 'add').mockImplementation(() => {
      throw new Error('the log store failed');
    });
    try {
      expect(await answerTo(device.socket, EVENTS.deviceLog, log)).toEqual({ ok: false, code: PROTOCOL_ERRORS.internal, error: expect.any(String) });
    } finally {
      failing.mockRestore();
    }
    expect(await answerTo(device.socket, EVENTS.deviceLog, log)).toEqual({ ok: true });
    expect(device.socket.connected).toBe(true);
  });

  it('sync:queue: an error ack naming the field; a well-formed one is stored', async () => {
    expect(await answerTo(device.socket, EVENTS.queueSnapshot, { payload: 'x' })).toMatchObject(invalid(/^payload: /));
    expect(await answerTo(device.socket, EVENTS.queueSnapshot, { payload: [{ ...item, localId: BIG }] })).toMatchObject(invalid(/^payload\.0\.localId: /));
    expect(await answerTo(device.socket, EVENTS.queueSnapshot, { payload: [{ ...item, localUUID: NUL }] })).toMatchObject(
      invalid(/^payload\.0\.localUUID: .*NUL/),
    );
    expect(await answerTo(device.socket, EVENTS.queueSnapshot, { payload: [{ ...item, attempts: BIG }] })).toMatchObject(invalid(/^payload\.0\.attempts: /));
    expect(await answerTo(device.socket, EVENTS.queueSnapshot, null)).toMatchObject(invalid(/^payload: /));
    const many = Array.from({ length: 50 }, (_, i) => ({ ...item, localId: -i - 1 }));
    const brief = await answerTo(device.socket, EVENTS.queueSnapshot, { payload: many });
    expect(brief.error).toMatch(/and 45 more$/);
    expect(await answerTo(device.socket, EVENTS.queueSnapshot, { payload: [item] })).toEqual({ ok: true });
    const snapshot = await server.app.db.selectFrom('syncQueueSnapshots').select('itemCount').where('collectorId', '=', collectorId).executeTakeFirst();
    expect(snapshot).toEqual({ itemCount: 1 });
    expect(device.socket.connected).toBe(true);
  });
});
