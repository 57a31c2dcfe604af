/**
 * Collection Agents shows the truth: online/offline follows socket presence (also
 * across two processes sharing PostgreSQL and Redis), "last seen" is written while a collector is
 * connected and at most once per interval, the app version comes from the handshake, last sync
 * from the last successful push; the list filters by presence and by silent for N days.
 */
import { io, type Socket } from 'socket.io-client';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAgent } from '../../collector/agent';
import { SOCKET_PATH } from '../../src/domain/protocol';
import { bearer, createUser, loginToken } from '../helpers/fixtures';
import { startLiveServer, urlOf, waitFor, type LiveServer } from '../helpers/realtime';
import { tokenWith } from '../helpers/records';
import { PG_URL, REDIS_URL, sharedServicesReachable, startTwoProcesses } from '../helpers/sharedServices';

interface CollectorRow {
  id: number;
  online: boolean;
  appVersion: string | null;
  lastSeenAt: string | null;
  lastSyncAt: string | null;
}

const OLD = new Date('2020-01-01T00:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

function connectCollector(url: string, token: string, appVersion?: unknown): Promise<Socket> {
  const socket = io(url, { path: SOCKET_PATH, transports: ['websocket'], auth: { token, role: 'collector', appVersion }, reconnection: false, forceNew: true });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => reject(error));
  });
}

async function listCollectors(app: FastifyInstance, token: string, filter: object = {}) {
  const url = `/api/admin/user-management/collectors?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,99]`;
  return app.inject({ method: 'GET', url, headers: bearer(token) });
}

const ids = (rows: CollectorRow[]) => rows.map((row) => row.id).sort((a, b) => a - b);
const userRow = (app: FastifyInstance, id: number) =>
  app.db.selectFrom('users').select(['lastSeenAt', 'appVersion', 'lastSyncAt']).where('id', '=', id).executeTakeFirstOrThrow();
const setLastSeen = (app: FastifyInstance, id: number, at: Date) => app.db.updateTable('users').set({ lastSeenAt: at }).where('id', '=', id).execute();

describe('collectors while connected (last seen written every 150 ms)', () => {
  let server: LiveServer;
  let readerToken: string;

  beforeAll(async () => {
    server = await startLiveServer({ lastSeenIntervalMs: 150 });
    readerToken = await tokenWith(server.app, ['read_users']);
  });
  afterAll(async () => server?.close());

  it('shows online, the reported app version, last seen kept fresh and last sync; offline once gone', async () => {
    const collector = await createUser(server.app, { role: 'collector' });
    const agent = await startAgent({
      server: server.url,
      email: collector.email,
      password: collector.password,
      appVersion: '2.3.4',
      records: { communities: 1, schools: 1, learners: 1, staff: 0, households: 0, oosChildren: 0 },
    });
    try {
      await agent.connected();
      await waitFor(async () => (await userRow(server.app, collector.id)).appVersion === '2.3.4', 3000, 'the app version');
      // Written again while the device stays connected, not only at sign-in or connect.
      await setLastSeen(server.app, collector.id, OLD);
      await waitFor(async () => (await userRow(server.app, collector.id)).lastSeenAt! > OLD, 3000, 'last seen to be written while connected');

      let rows: CollectorRow[] = (await listCollectors(server.app, readerToken, { id: [collector.id] })).json();
      expect(rows[0]).toMatchObject({ id: collector.id, online: true, appVersion: '2.3.4', lastSyncAt: null });
      expect(ids((await listCollectors(server.app, readerToken, { presence: 'online' })).json())).toEqual([collector.id]);
      expect(ids((await listCollectors(server.app, readerToken, { presence: 'offline' })).json())).not.toContain(collector.id);

      const before = Date.now();
      expect((await agent.syncNow()).ok).toBe(true);
      rows = (await listCollectors(server.app, readerToken, { id: [collector.id] })).json();
      expect(new Date(rows[0].lastSyncAt!).getTime()).toBeGreaterThanOrEqual(before - 1000);
    } finally {
      await agent.stop();
    }
    await waitFor(
      async () => ((await listCollectors(server.app, readerToken, { id: [collector.id] })).json() as CollectorRow[])[0].online === false,
      3000,
      'offline',
    );
    expect(ids((await listCollectors(server.app, readerToken, { presence: 'offline' })).json())).toContain(collector.id);
  });

  it('keeps last sync empty when every pushed record failed', async () => {
    const collector = await createUser(server.app, { role: 'collector' });
    const token = await loginToken(server.app, collector.email);
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/admin/sync/push',
      headers: bearer(token),
      payload: { records: [{ table: 'learners', localUUID: 'bad-record-0001', data: { notAField: 1 } }] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data[0]).toMatchObject({ status: 'failed' });
    expect((await userRow(server.app, collector.id)).lastSyncAt).toBeNull();
  });

  it('filters by silent for N days: offline and not heard from since', async () => {
    const silent = await createUser(server.app, { role: 'collector' });
    const recent = await createUser(server.app, { role: 'collector' });
    await setLastSeen(server.app, silent.id, new Date(Date.now() - 10 * DAY));
    await setLastSeen(server.app, recent.id, new Date(Date.now() - 2 * DAY));
    const week: CollectorRow[] = (await listCollectors(server.app, readerToken, { silentDays: 7 })).json();
    expect(ids(week)).toContain(silent.id);
    expect(ids(week)).not.toContain(recent.id);
    expect(ids((await listCollectors(server.app, readerToken, { silentDays: 1 })).json())).toEqual(expect.arrayContaining([silent.id, recent.id]));
    expect(ids((await listCollectors(server.app, readerToken, { silentDays: 30 })).json())).not.toContain(silent.id);

    // Connected now: not silent, whatever its last seen says.
    const socket = await connectCollector(server.url, await loginToken(server.app, silent.email));
    try {
      await waitFor(
        async () => !ids((await listCollectors(server.app, readerToken, { silentDays: 7 })).json()).includes(silent.id),
        3000,
        'an online collector to leave the silent list',
      );
    } finally {
      socket.close();
    }
  });

  it('refuses bad filters with a 400', async () => {
    for (const filter of [{ silentDays: 0 }, { silentDays: 'many' }, { presence: 'maybe' }]) {
      expect((await listCollectors(server.app, readerToken, filter)).statusCode).toBe(400);
    }
  });
});

describe('last seen is throttled (default: once a minute)', () => {
  let server: LiveServer;
  beforeAll(async () => {
    server = await startLiveServer();
  });
  afterAll(async () => server?.close());

  it('does not write again on a quick reconnection, but does when the app version changes; ignores a malformed version', async () => {
    const collector = await createUser(server.app, { role: 'collector' });
    const token = await loginToken(server.app, collector.email);
    let socket = await connectCollector(server.url, token, '1.0.0');
    await waitFor(async () => (await userRow(server.app, collector.id)).appVersion === '1.0.0', 3000, 'the first write');
    socket.close();
    await setLastSeen(server.app, collector.id, OLD);

    socket = await connectCollector(server.url, token, '1.0.0');
    // Another collector's write lands after any write of this reconnection (writes are in order).
    const other = await createUser(server.app, { role: 'collector' });
    const otherSocket = await connectCollector(server.url, await loginToken(server.app, other.email), 'not a version!');
    await waitFor(async () => (await userRow(server.app, other.id)).lastSeenAt !== null, 3000, 'the other collector');
    expect((await userRow(server.app, collector.id)).lastSeenAt).toEqual(OLD);
    expect((await userRow(server.app, other.id)).appVersion).toBeNull();
    socket.close();
    otherSocket.close();

    socket = await connectCollector(server.url, token, '1.1.0');
    await waitFor(async () => (await userRow(server.app, collector.id)).appVersion === '1.1.0', 3000, 'the new version');
    expect((await userRow(server.app, collector.id)).lastSeenAt!.getTime()).toBeGreaterThan(OLD.getTime());
    socket.close();
  });
});

const shared = await sharedServicesReachable();
if (!shared) console.warn(`collectors.presence: two-process part skipped, Redis (${REDIS_URL}) or PostgreSQL (${PG_URL}) is unreachable`);

describe.skipIf(!shared)('presence across two processes sharing Redis and PostgreSQL', () => {
  it('lists a collector connected to the other process as online', async () => {
    const { apps, close } = await startTwoProcesses();
    try {
      const [one, two] = apps;
      const readerToken = await tokenWith(one, ['read_users']);
      const collector = await createUser(one, { role: 'collector' });
      const socket = await connectCollector(urlOf(two), await loginToken(one, collector.email), '3.0.0');
      const row = async (): Promise<CollectorRow> => ((await listCollectors(one, readerToken, { id: [collector.id] })).json() as CollectorRow[])[0];
      await waitFor(async () => (await row()).appVersion === '3.0.0', 3000, 'the version written by process two');
      expect((await row()).online).toBe(true);
      expect(ids((await listCollectors(one, readerToken, { presence: 'online' })).json())).toEqual([collector.id]);
      socket.close();
      await waitFor(async () => !(await row()).online, 3000, 'offline on process one');
    } finally {
      await close();
    }
  });
});
