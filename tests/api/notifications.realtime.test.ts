/**
 * Notifications pushed live: a user who may not use the Command Centre holds a `user` socket that
 * hears their own notifications only; with Redis, a notification raised on one server process
 * reaches the user's socket held by another (skipped when Redis or PostgreSQL is unreachable).
 */
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_EVENTS, type NotificationItem } from '../../src/domain/notifications';
import { EVENTS } from '../../src/domain/protocol';
import { bearer, createUser, loginToken } from '../helpers/fixtures';
import { collect, connectSocket, sleep, startLiveServer, urlOf, waitFor, type LiveServer } from '../helpers/realtime';
import { tokenWith } from '../helpers/records';
import { PG_URL, REDIS_URL, sharedServicesReachable, startTwoProcesses } from '../helpers/sharedServices';

const exportSchools = (app: FastifyInstance, token: string) => app.inject({ method: 'GET', url: '/api/admin/data/export/schools', headers: bearer(token) });

describe('the push to the user’s sockets', () => {
  let server: LiveServer;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    server = await startLiveServer();
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await server?.close();
  });

  it('reaches every back-office socket of the user and nobody else’s; devices hear nothing', async () => {
    const exporter = await tokenWith(server.app, ['manage_data_export', 'read_schools']);
    await expect(connectSocket(server.url, exporter, 'admin')).rejects.toMatchObject({ data: { code: 'FORBIDDEN' } });
    const [tabOne, tabTwo] = await Promise.all([connectSocket(server.url, exporter, 'user'), connectSocket(server.url, exporter, 'user')]);
    const stranger = await connectSocket(server.url, await tokenWith(server.app, ['read_users']), 'admin');
    const collector = await createUser(server.app, { role: 'collector' });
    const device = await connectSocket(server.url, await loginToken(server.app, collector.email), 'collector');
    sockets.push(tabOne, tabTwo, stranger, device);
    const [heardOne, heardTwo, heardByStranger, heardByDevice] = [tabOne, tabTwo, stranger, device].map((socket) =>
      collect<NotificationItem>(socket, NOTIFICATION_EVENTS.created),
    );

    expect((await exportSchools(server.app, exporter)).statusCode).toBe(200);
    await waitFor(() => heardOne.length === 1 && heardTwo.length === 1, 3000, 'the push to both tabs');
    expect(heardOne[0]).toMatchObject({ kind: 'export_finished', params: { recordType: 'schools' }, readAt: null });
    const [stored] = (await server.app.inject({ method: 'GET', url: '/api/admin/notifications', headers: bearer(exporter) })).json() as NotificationItem[];
    expect(heardOne[0]).toEqual(stored);
    await sleep(200);
    expect(heardByStranger).toEqual([]);
    expect(heardByDevice).toEqual([]);
  });

  it('a user socket sends nothing the hub listens to', async () => {
    const token = await tokenWith(server.app, ['read_schools']);
    const socket = await connectSocket(server.url, token, 'user');
    sockets.push(socket);
    let answered = false;
    socket.emit(EVENTS.execute, { command: 'testConnection', collectorId: 1 }, () => (answered = true));
    socket.emit(EVENTS.queueSnapshot, { payload: [] }, () => (answered = true));
    await sleep(300);
    expect(answered).toBe(false);
    expect(socket.connected).toBe(true);
  });
});

const shared = await sharedServicesReachable();
if (!shared) console.warn(`notifications.realtime: the Redis part is skipped, Redis (${REDIS_URL}) or PostgreSQL (${PG_URL}) is unreachable`);

describe.skipIf(!shared)('two server processes sharing Redis and PostgreSQL', () => {
  let apps: FastifyInstance[] = [];
  let closeAll: () => Promise<void>;
  beforeAll(async () => {
    ({ apps, close: closeAll } = await startTwoProcesses());
  });
  afterAll(async () => closeAll?.());

  it('a notification raised on one process reaches the user’s socket on the other', async () => {
    const [one, two] = apps;
    const token = await tokenWith(one, ['manage_data_export', 'read_schools']);
    const socket = await connectSocket(urlOf(two), token, 'user');
    try {
      const heard = collect<NotificationItem>(socket, NOTIFICATION_EVENTS.created);
      expect((await exportSchools(one, token)).statusCode).toBe(200);
      await waitFor(() => heard.length === 1, 3000, 'the push across processes');
      expect(heard[0]).toMatchObject({ kind: 'export_finished' });
    } finally {
      socket.close();
    }
  });
});
