/**
 * Commands that wait over real sockets with the real collector agent: a command
 * queued for an offline collector is delivered once, in order, when it connects (however often
 * and with however many sockets); an expired or cancelled one never; a queued one survives a
 * restart; its result reaches the admin who queued it, or their notifications; cancel rights.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { EVENTS, PROTOCOL_ERRORS, SOCKET_PATH, type CommandResult } from '../../src/domain/protocol';
import { DEFAULT_QUEUE_EXPIRY_SECONDS, MAX_QUEUED_PER_COLLECTOR } from '../../src/domain/recordQuality';
import { queueCommand, startWatchedAgent, timesReceived, type WatchedAgent } from '../helpers/commandQueue';
import { bearer, createRole, createUser, loginToken } from '../helpers/fixtures';
import { collect, connectSocket, sleep, startLiveServer, urlOf, waitFor, type LiveServer } from '../helpers/realtime';
import { testConfig } from '../helpers/testApp';

let server: LiveServer;
const sockets: Socket[] = [];
let agents: WatchedAgent[] = [];
let admin: { id: number; email: string; password: string };
let adminSocket: Socket;

const statusOf = async (app: FastifyInstance, requestId: string) =>
  (await app.db.selectFrom('deviceCommands').select('status').where('requestId', '=', requestId).executeTakeFirst())?.status;
const newCollector = (app: FastifyInstance = server.app) => createUser(app, { role: 'collector' });
async function adminSocketOf(user: { email: string }, app: FastifyInstance = server.app): Promise<Socket> {
  const socket = await connectSocket(urlOf(app), await loginToken(app, user.email), 'admin');
  sockets.push(socket);
  return socket;
}
const history = async (token: string, query: string) => server.app.inject({ method: 'GET', url: `/api/admin/sync/commands?${query}`, headers: bearer(token) });
const cancel = (token: string, requestId: string) =>
  server.app.inject({ method: 'POST', url: `/api/admin/sync/commands/${requestId}/cancel`, headers: bearer(token) });

beforeAll(async () => {
  // No periodic sweep here: expiry at claim time is what these tests see (the sweep is tested below).
  server = await startLiveServer({ reauthMs: 100, commandTimeoutMs: 3000, queueSweepMs: 0 });
  admin = await createUser(server.app, { role: 'admin' });
  adminSocket = await adminSocketOf(admin);
});

afterEach(async () => {
  await Promise.all(agents.map(({ agent }) => agent.stop()));
  agents = [];
});

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await server?.close();
});

describe('delivery', () => {
  it('queues a command for an offline collector and delivers it once, in order, when the agent connects', async () => {
    const collector = await newCollector();
    const first = await queueCommand(adminSocket, { command: 'testConnection', collectorId: collector.id });
    const second = await queueCommand(adminSocket, { command: 'fetchTable', collectorId: collector.id, table: 'schools' });
    expect(first).toMatchObject({ ok: true, status: 'queued' });
    const expiresIn = Date.parse(first.expiresAt!) - Date.now();
    expect(Math.abs(expiresIn - DEFAULT_QUEUE_EXPIRY_SECONDS * 1000)).toBeLessThan(60_000);
    expect(await statusOf(server.app, first.requestId)).toBe('queued');

    const results = collect<CommandResult>(adminSocket, EVENTS.result);
    const watched = await startWatchedAgent(server.url, collector);
    agents.push(watched);
    await waitFor(() => results.filter((r) => r.collectorId === collector.id).length === 2, 5000, 'both results');
    expect(results.filter((r) => r.collectorId === collector.id).map((r) => r.requestId)).toEqual([first.requestId, second.requestId]);
    expect(results.find((r) => r.requestId === second.requestId)).toMatchObject({ ok: true, command: 'fetchTable' });
    await waitFor(async () => (await statusOf(server.app, second.requestId)) === 'succeeded', 3000, 'the journal');
    const received = watched.lines.filter((line) => /Received (testConnection|fetchTable)/.test(line));
    expect(received).toEqual([expect.stringContaining(first.requestId), expect.stringContaining(second.requestId)]);

    // Reconnecting delivers nothing again.
    watched.agent.socket.disconnect();
    watched.agent.socket.connect();
    await watched.agent.connected();
    await sleep(400);
    expect(timesReceived(watched.lines, first.requestId)).toBe(1);
    expect(timesReceived(watched.lines, second.requestId)).toBe(1);
  });

  it('gives a command to one of two sockets of the same collector, never both', async () => {
    const collector = await newCollector();
    const queued = await queueCommand(adminSocket, { command: 'testConnection', collectorId: collector.id });
    const token = await loginToken(server.app, collector.email);
    // Listening before connecting, as a device must: its waiting commands come at once.
    const devices = [0, 1].map(() =>
      io(server.url, {
        path: SOCKET_PATH,
        transports: ['websocket'],
        auth: { token, role: 'collector' },
        reconnection: false,
        forceNew: true,
        autoConnect: false,
      }),
    );
    sockets.push(...devices);
    const heard = devices.map((device) => collect<{ requestId: string }>(device, EVENTS.execute));
    devices.forEach((device) => device.connect());
    await waitFor(() => heard.flat().length > 0, 3000, 'the delivery');
    await sleep(300);
    expect(heard.flat().map((command) => command.requestId)).toEqual([queued.requestId]);
    expect(await statusOf(server.app, queued.requestId)).toBe('sent');
  });

  it('never delivers a command past its expiry, and marks it expired', async () => {
    const collector = await newCollector();
    const queued = await queueCommand(adminSocket, { command: 'testConnection', collectorId: collector.id }, 60);
    await server.app.db
      .updateTable('deviceCommands')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('requestId', '=', queued.requestId)
      .execute();
    const token = await loginToken(server.app, admin.email);
    expect((await history(token, `collectorId=${collector.id}`)).json().data[0]).toMatchObject({ requestId: queued.requestId, status: 'expired' });
    const watched = await startWatchedAgent(server.url, collector);
    agents.push(watched);
    await waitFor(async () => (await statusOf(server.app, queued.requestId)) === 'expired', 3000, 'the expiry at claim time');
    await sleep(300);
    expect(timesReceived(watched.lines, queued.requestId)).toBe(0);
  });

  it('refuses a queue that is too long, an unknown collector and keeps the old refusal without queueIfOffline', async () => {
    const collector = await newCollector();
    expect(await queueCommand(adminSocket, { command: 'testConnection', collectorId: collector.id }, 8 * 24 * 3600)).toMatchObject({
      ok: false,
      code: PROTOCOL_ERRORS.invalidCommand,
    });
    expect(await queueCommand(adminSocket, { command: 'testConnection', collectorId: admin.id })).toMatchObject({
      ok: false,
      code: PROTOCOL_ERRORS.invalidCommand,
    });
    const plain = (await adminSocket.timeout(3000).emitWithAck(EVENTS.execute, { command: 'testConnection', collectorId: collector.id })) as {
      ok: boolean;
      code?: string;
    };
    expect(plain).toMatchObject({ ok: false, code: PROTOCOL_ERRORS.collectorOffline });
    const rows = await server.app.db
      .selectFrom('deviceCommands')
      .select('status')
      .where('collectorId', '=', collector.id)
      .where('status', '=', 'queued')
      .execute();
    expect(rows).toEqual([]);
  });
  it('refuses the command past the most that may wait for one collector, until one is cancelled', async () => {
    const collector = await newCollector();
    const waiting = Array.from({ length: MAX_QUEUED_PER_COLLECTOR }, (_, i) => ({
      requestId: `full-${collector.id}-${i}`,
      collectorId: collector.id,
      adminId: admin.id,
      command: 'testConnection',
      params: JSON.stringify({ command: 'testConnection', collectorId: collector.id }),
      status: 'queued' as const,
      expiresAt: new Date(Date.now() + 3600_000),
    }));
    await server.app.db.insertInto('deviceCommands').values(waiting).execute();
    const refused = await queueCommand(adminSocket, { command: 'testConnection', collectorId: collector.id });
    expect(refused).toMatchObject({ ok: false, code: PROTOCOL_ERRORS.queueFull });
    const token = await loginToken(server.app, admin.email);
    expect((await cancel(token, waiting[0].requestId)).statusCode).toBe(200);
    expect(await queueCommand(adminSocket, { command: 'testConnection', collectorId: collector.id })).toMatchObject({ ok: true, status: 'queued' });
  });
});

describe('results', () => {
  it('reaches every back-office socket of the admin who queued it, even when the asking socket is gone', async () => {
    const collector = await newCollector();
    const asking = await adminSocketOf(admin);
    const queued = await queueCommand(asking, { command: 'testConnection', collectorId: collector.id });
    asking.close();
    const later = await adminSocketOf(admin);
    const results = collect<CommandResult>(later, EVENTS.result);
    agents.push(await startWatchedAgent(server.url, collector));
    await waitFor(() => results.some((r) => r.requestId === queued.requestId), 5000, 'the result on the new socket');
    expect(results.find((r) => r.requestId === queued.requestId)).toMatchObject({ ok: true, collectorId: collector.id, command: 'testConnection' });
    const notes = await server.app.db.selectFrom('notifications').select('kind').where('userId', '=', admin.id).where('kind', '=', 'command_result').execute();
    expect(notes).toEqual([]);
  });

  it('waits in the notifications of an admin with no socket open', async () => {
    const absent = await createUser(server.app, { role: 'admin' });
    const socket = await adminSocketOf(absent);
    const collector = await newCollector();
    const queued = await queueCommand(socket, { command: 'testConnection', collectorId: collector.id });
    socket.close();
    await waitFor(async () => !(await server.app.realtime.hasInbox(absent.id)), 2000, 'the admin to be gone');
    agents.push(await startWatchedAgent(server.url, collector));
    const stored = () => server.app.db.selectFrom('notifications').selectAll().where('userId', '=', absent.id).where('kind', '=', 'command_result').execute();
    await waitFor(async () => (await stored()).length === 1, 5000, 'the notification');
    expect((await stored())[0].params).toMatchObject({
      command: 'testConnection',
      requestId: queued.requestId,
      outcome: 'succeeded',
      collectorId: collector.id,
    });
  });
});

describe('cancel', () => {
  it('cancels a queued command once (audited), which is then never delivered; 404 unknown, 409 not queued', async () => {
    const collector = await newCollector();
    const queued = await queueCommand(adminSocket, { command: 'startSync', collectorId: collector.id });
    const token = await loginToken(server.app, admin.email);
    const cancelled = await cancel(token, queued.requestId);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toEqual({ requestId: queued.requestId, status: 'cancelled' });
    expect((await cancel(token, queued.requestId)).statusCode).toBe(409);
    expect((await cancel(token, 'no-such-request')).statusCode).toBe(404);
    const audit = await server.app.db
      .selectFrom('auditLogs')
      .select(['action', 'userId'])
      .where('resource', '=', 'device_commands')
      .where('resourceId', '=', queued.requestId)
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'command_queued', userId: admin.id },
      { action: 'command_cancelled', userId: admin.id },
    ]);
    expect((await history(token, `collectorId=${collector.id}&status=cancelled`)).json().data.map((c: { requestId: string }) => c.requestId)).toEqual([
      queued.requestId,
    ]);

    const watched = await startWatchedAgent(server.url, collector);
    agents.push(watched);
    await sleep(400);
    expect(timesReceived(watched.lines, queued.requestId)).toBe(0);
    expect(await statusOf(server.app, queued.requestId)).toBe('cancelled');
  });

  it('needs what sending the command needs: a reader may not cancel a manage command; a collector may not cancel at all', async () => {
    await createRole(server.app, 'only_read_users', ['read_users']);
    const reader = await createUser(server.app, { role: 'only_read_users' });
    const readerToken = await loginToken(server.app, reader.email);
    const collector = await newCollector();
    const manage = await queueCommand(adminSocket, { command: 'startSync', collectorId: collector.id });
    const read = await queueCommand(await adminSocketOf(reader), { command: 'testConnection', collectorId: collector.id });
    expect(read).toMatchObject({ ok: true, status: 'queued' });

    const refused = await cancel(readerToken, manage.requestId);
    expect(refused.statusCode).toBe(403);
    expect(await statusOf(server.app, manage.requestId)).toBe('queued');
    expect((await cancel(await loginToken(server.app, collector.email), manage.requestId)).statusCode).toBe(403);
    expect((await cancel(await loginToken(server.app, (await createUser(server.app, { role: 'executive' })).email), read.requestId)).statusCode).toBe(403);
    expect(await statusOf(server.app, read.requestId)).toBe('queued');
    expect((await cancel(readerToken, read.requestId)).statusCode).toBe(200);
  });

  it("lists a collector's commands newest first with their status and who sent them", async () => {
    const collector = await newCollector();
    const older = await queueCommand(adminSocket, { command: 'testConnection', collectorId: collector.id });
    const newer = await queueCommand(adminSocket, { command: 'testDeviceLogs', collectorId: collector.id });
    const response = await history(await loginToken(server.app, admin.email), `collectorId=${collector.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      expect.objectContaining({
        requestId: newer.requestId,
        command: 'testDeviceLogs',
        status: 'queued',
        adminId: admin.id,
        adminName: expect.any(String),
        sentAt: null,
        expiresAt: expect.any(String),
      }),
      expect.objectContaining({ requestId: older.requestId, status: 'queued' }),
    ]);
  });
});

/** An app on a database that outlives it: a PGlite data directory, or a PostgreSQL database of its own. */
async function durableDatabase(): Promise<{ config: ReturnType<typeof testConfig>; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-queue-'));
    return { config: testConfig({ dataDir }), drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = `edu_test_${crypto.randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await run(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { config: testConfig({ databaseUrl: url.toString() }), drop: () => run(`drop database if exists ${name} with (force)`) };
}

/**
 * Closes the app without waiting for keep-alive connections: a request of the stopped agent still
 * on its way when closing began would otherwise hold the close for the server's keep-alive time.
 */
async function closeNow(app: FastifyInstance): Promise<void> {
  const closing = app.close();
  app.server.closeAllConnections();
  await closing;
}

describe('across a restart', () => {
  it('keeps a queued command through a restart and delivers it after; the sweep expires another without any connection', async () => {
    const database = await durableDatabase();
    const start = async () => {
      const app = await buildApp(database.config, { realtime: { queueSweepMs: 100 } });
      await app.listen({ port: 0, host: '127.0.0.1' });
      return app;
    };
    let app = await start();
    try {
      const owner = await createUser(app, { role: 'admin' });
      const collector = await newCollector(app);
      const socket = await adminSocketOf(owner, app);
      const kept = await queueCommand(socket, { command: 'testConnection', collectorId: collector.id });
      const shortLived = await queueCommand(socket, { command: 'testDeviceLogs', collectorId: collector.id }, 1);
      socket.close();
      await closeNow(app);

      app = await start();
      await waitFor(async () => (await statusOf(app, shortLived.requestId)) === 'expired', 4000, 'the sweep to expire the short-lived command');
      expect(await statusOf(app, kept.requestId)).toBe('queued');
      const watched = await startWatchedAgent(urlOf(app), collector);
      agents.push(watched);
      await waitFor(async () => (await statusOf(app, kept.requestId)) === 'succeeded', 5000, 'the kept command to succeed');
      expect(timesReceived(watched.lines, kept.requestId)).toBe(1);
      expect(timesReceived(watched.lines, shortLived.requestId)).toBe(0);
      await watched.agent.stop();
    } finally {
      await closeNow(app);
      await database.drop();
    }
    // Two starts on a fresh database (migrations, the ward list): slow on a busy machine.
  }, 60_000);
});
