/**
 * Issue 26 point 6: a collector's handshake may report its device (`auth.device`); the web
 * collector's (kind web, browser and version) reaches the Command Centre's online list and its
 * presence updates, and Collection Agents keeps the device of the last connection that reported
 * one. A malformed device is ignored and the socket still connects.
 */
import { io, type Socket } from 'socket.io-client';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS, SOCKET_PATH, type DeviceInfo, type OnlineCollector } from '../../src/domain/protocol';
import type { CollectorView } from '../../src/domain/api/users';
import { bearer, createUser, loginToken } from '../helpers/fixtures';
import { collect, connectSocket, startLiveServer, waitFor, type LiveServer } from '../helpers/realtime';
import { tokenWith } from '../helpers/records';

const CHROMIUM: DeviceInfo = { kind: 'web', browser: 'Chromium', browserVersion: '156.0' };

function connectCollector(url: string, token: string, extra: Record<string, unknown>): Promise<Socket> {
  const socket = io(url, { path: SOCKET_PATH, transports: ['websocket'], auth: { token, role: 'collector', ...extra }, reconnection: false, forceNew: true });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => reject(error));
  });
}

async function collectorRow(app: FastifyInstance, token: string, id: number): Promise<CollectorView> {
  const url = `/api/admin/user-management/collectors?filter=${encodeURIComponent(JSON.stringify({ id: [id] }))}&range=[0,9]`;
  const response = await app.inject({ method: 'GET', url, headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return (response.json() as CollectorView[])[0];
}

async function onlineEntry(app: FastifyInstance, token: string, id: number): Promise<OnlineCollector | undefined> {
  const response = await app.inject({ method: 'GET', url: '/api/admin/sync/online-collectors', headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: OnlineCollector[] }).data.find((entry) => entry.id === id);
}

const storedDevice = async (app: FastifyInstance, id: number) =>
  (await app.db.selectFrom('users').select(['device', 'appVersion', 'lastSeenAt']).where('id', '=', id).executeTakeFirstOrThrow()).device;

describe('a web collector in the Command Centre and Collection Agents', () => {
  let server: LiveServer;
  let readerToken: string;

  beforeAll(async () => {
    // The default interval (a minute): only a changed device or version is written on a quick reconnection.
    server = await startLiveServer({ presenceDebounceMs: 20 });
    readerToken = await tokenWith(server.app, ['read_users']);
  });
  afterAll(async () => server?.close());

  it('carries the web device in the online list, the presence update and the collectors list', async () => {
    const collector = await createUser(server.app, { role: 'collector' });
    const admin = await connectSocket(server.url, readerToken, 'admin');
    const updates = collect<{ data: OnlineCollector[] }>(admin, EVENTS.presence);
    const socket = await connectCollector(server.url, await loginToken(server.app, collector.email), { appVersion: '0.1.0', device: CHROMIUM });
    try {
      await waitFor(() => updates.some((update) => update.data.some((entry) => entry.id === collector.id)), 3000, 'the presence update');
      const announced = updates.flatMap((update) => update.data).find((entry) => entry.id === collector.id);
      expect(announced).toEqual({ id: collector.id, fullName: expect.any(String), email: collector.email, device: CHROMIUM });
      expect(await onlineEntry(server.app, readerToken, collector.id)).toMatchObject({ id: collector.id, device: CHROMIUM });

      await waitFor(async () => (await storedDevice(server.app, collector.id)) !== null, 3000, 'the device to be written');
      expect(await collectorRow(server.app, readerToken, collector.id)).toMatchObject({ online: true, appVersion: '0.1.0', device: CHROMIUM });
    } finally {
      socket.close();
      admin.close();
    }
    await waitFor(async () => !(await collectorRow(server.app, readerToken, collector.id)).online, 3000, 'offline');
    // Offline, Collection Agents still shows the device of the last connection.
    expect((await collectorRow(server.app, readerToken, collector.id)).device).toEqual(CHROMIUM);
  });

  it('lists a device that reports none as before: no device field online, null in the collectors list', async () => {
    const collector = await createUser(server.app, { role: 'collector' });
    const socket = await connectCollector(server.url, await loginToken(server.app, collector.email), { appVersion: '2.0.0' });
    try {
      await waitFor(async () => (await onlineEntry(server.app, readerToken, collector.id)) !== undefined, 3000, 'online');
      expect(await onlineEntry(server.app, readerToken, collector.id)).toEqual({ id: collector.id, fullName: expect.any(String), email: collector.email });
      await waitFor(async () => (await collectorRow(server.app, readerToken, collector.id)).appVersion === '2.0.0', 3000, 'the version');
      expect((await collectorRow(server.app, readerToken, collector.id)).device).toBeNull();
    } finally {
      socket.close();
    }
  });

  it('ignores a malformed device, still connecting, and keeps the device stored before', async () => {
    const collector = await createUser(server.app, { role: 'collector' });
    const token = await loginToken(server.app, collector.email);
    const malformed: unknown[] = [
      'web',
      { kind: 'phone' },
      { kind: 'web', browser: '<script>' },
      { kind: 'web', browser: 'Chromium', browserVersion: 'x'.repeat(41) },
      { kind: 'web', browser: '' },
      { kind: 'web', browserVersion: 156 },
    ];
    for (const device of malformed) {
      const socket = await connectCollector(server.url, token, { device });
      try {
        expect(socket.connected).toBe(true);
        await waitFor(async () => (await onlineEntry(server.app, readerToken, collector.id)) !== undefined, 3000, 'online');
        expect((await onlineEntry(server.app, readerToken, collector.id))?.device, JSON.stringify(device)).toBeUndefined();
      } finally {
        socket.close();
      }
      await waitFor(async () => (await onlineEntry(server.app, readerToken, collector.id)) === undefined, 3000, 'offline');
    }
    expect(await storedDevice(server.app, collector.id)).toBeNull();

    let socket = await connectCollector(server.url, token, { device: CHROMIUM });
    await waitFor(async () => (await storedDevice(server.app, collector.id)) !== null, 3000, 'the device');
    socket.close();
    socket = await connectCollector(server.url, token, { device: { kind: 'spaceship' } });
    // A write of another collector lands after any write of this connection (writes are in order).
    const other = await createUser(server.app, { role: 'collector' });
    const otherSocket = await connectCollector(server.url, await loginToken(server.app, other.email), { device: { kind: 'agent' } });
    await waitFor(async () => (await storedDevice(server.app, other.id)) !== null, 3000, 'the other device');
    expect(await storedDevice(server.app, collector.id)).toEqual(CHROMIUM);
    expect(await storedDevice(server.app, other.id)).toEqual({ kind: 'agent' });
    socket.close();
    otherSocket.close();
  });

  it('writes a changed device at once on a quick reconnection, leaving the app version as it was', async () => {
    const collector = await createUser(server.app, { role: 'collector' });
    const token = await loginToken(server.app, collector.email);
    let socket = await connectCollector(server.url, token, { appVersion: '0.1.0', device: CHROMIUM });
    await waitFor(async () => (await storedDevice(server.app, collector.id)) !== null, 3000, 'the first device');
    socket.close();
    const firefox: DeviceInfo = { kind: 'web', browser: 'Firefox', browserVersion: '140.0.2' };
    socket = await connectCollector(server.url, token, { device: firefox });
    try {
      await waitFor(async () => (await storedDevice(server.app, collector.id))?.browser === 'Firefox', 3000, 'the new device');
      expect(await collectorRow(server.app, readerToken, collector.id)).toMatchObject({ appVersion: '0.1.0', device: firefox });
    } finally {
      socket.close();
    }
  });
});
