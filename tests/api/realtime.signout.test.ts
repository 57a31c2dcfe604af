/**
 * Signing out ends that session's sockets at once (not at the next periodic re-check), on every
 * server process, and leaves the user's other sessions connected.
 */
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS, type CommandResult } from '../../src/domain/protocol';
import { bearer, createUser, loginToken } from '../helpers/fixtures';
import { collect, connectSocket, execute, sleep, startLiveServer, urlOf, waitFor, type LiveServer } from '../helpers/realtime';
import { PG_URL, REDIS_URL, sharedServicesReachable, startTwoProcesses } from '../helpers/sharedServices';

const signOut = (app: FastifyInstance, token: string) => app.inject({ method: 'POST', url: '/api/admin/auth/logout', headers: bearer(token) });

describe('sign-out on one server', () => {
  let server: LiveServer;
  const sockets: Socket[] = [];
  const connect = async (token: string, role: 'admin' | 'collector' | 'user') => {
    const socket = await connectSocket(server.url, token, role);
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    // Long re-read intervals: only the sign-out itself can end the sockets within the test.
    server = await startLiveServer({ reauthMs: 600_000, deviceReauthMs: 600_000, recheckIntervalMs: 0 });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await server?.close();
  });

  it("disconnects every socket of the admin's signed-out session at once; the other session keeps working", async () => {
    const admin = await createUser(server.app, { role: 'admin' });
    const [signedOut, other] = [await loginToken(server.app, admin.email), await loginToken(server.app, admin.email)];
    const [first, second, kept] = [await connect(signedOut, 'admin'), await connect(signedOut, 'admin'), await connect(other, 'admin')];
    const ended = collect<{ code: string; message: string }>(first, EVENTS.sessionEnded);

    expect((await signOut(server.app, signedOut)).statusCode).toBe(200);
    await waitFor(() => !first.connected && !second.connected, 2000, 'the signed-out sockets to close');
    expect(ended).toEqual([{ code: 'SESSION_REVOKED', message: expect.any(String) }]);

    await sleep(100);
    expect(kept.connected).toBe(true);
    // The other session is still served: a command to an offline collector is answered.
    const answer: CommandResult = await execute(kept, { command: 'fetchTable', collectorId: 999_999, table: 'schools', page: 1, limit: 5 });
    expect(answer.requestId).toEqual(expect.any(String));
  });

  it("disconnects a collector device's signed-out session; its other session stays online", async () => {
    const collector = await createUser(server.app, { role: 'collector' });
    const [signedOut, other] = [await loginToken(server.app, collector.email), await loginToken(server.app, collector.email)];
    const [device, kept] = [await connect(signedOut, 'collector'), await connect(other, 'collector')];

    expect((await signOut(server.app, signedOut)).statusCode).toBe(200);
    await waitFor(() => !device.connected, 2000, 'the signed-out device socket to close');
    await sleep(100);
    expect(kept.connected).toBe(true);
  });

  it("ending every session of a user closes their device and back-office sockets alike, and no one else's", async () => {
    const [collector, bystander] = await Promise.all([createUser(server.app, { role: 'collector' }), createUser(server.app, { role: 'collector' })]);
    const device = await connect(await loginToken(server.app, collector.email), 'collector');
    const inbox = await connect(await loginToken(server.app, collector.email), 'user');
    const other = await connect(await loginToken(server.app, bystander.email), 'collector');
    const ended = [collect<{ code: string }>(device, EVENTS.sessionEnded), collect<{ code: string }>(inbox, EVENTS.sessionEnded)];

    server.app.accountEvents.emit('sessions-revoked', collector.id);
    await waitFor(() => !device.connected && !inbox.connected, 2000, "the user's sockets to close");
    expect(ended).toEqual([[{ code: 'SESSION_REVOKED', message: expect.any(String) }], [{ code: 'SESSION_REVOKED', message: expect.any(String) }]]);
    await sleep(100);
    expect(other.connected).toBe(true);
  });

  it('keeps no token, headers or upgrade request of an admitted socket', async () => {
    const collector = await createUser(server.app, { role: 'collector' });
    await connect(await loginToken(server.app, collector.email), 'collector');
    const held = [...server.app.realtime.io.of('/').sockets.values()].find((socket) => socket.data.userId === collector.id);
    expect(held?.handshake).toMatchObject({ auth: {}, headers: {}, query: {} });
    expect(JSON.stringify(held?.handshake)).not.toContain('eyJ');
    expect(Reflect.get(held?.conn ?? {}, 'request')).toBeNull();
  });
});

const available = await sharedServicesReachable();
if (!available) console.warn(`realtime.signout: cross-process case skipped, Redis (${REDIS_URL}) or PostgreSQL (${PG_URL}) is unreachable`);

describe.skipIf(!available)('sign-out across two server processes sharing Redis and PostgreSQL', () => {
  let apps: FastifyInstance[] = [];
  let closeAll: () => Promise<void>;

  beforeAll(async () => {
    ({ apps, close: closeAll } = await startTwoProcesses({ reauthMs: 600_000, recheckIntervalMs: 0 }));
  });

  afterAll(async () => {
    await closeAll?.();
  });

  it('a sign-out handled by one process closes the session’s socket held by the other', async () => {
    const [one, two] = apps;
    const admin = await createUser(one, { role: 'admin' });
    const [signedOut, other] = [await loginToken(one, admin.email), await loginToken(one, admin.email)];
    const onTwo = await connectSocket(urlOf(two), signedOut, 'admin');
    const kept = await connectSocket(urlOf(two), other, 'admin');
    try {
      expect((await signOut(one, signedOut)).statusCode).toBe(200);
      await waitFor(() => !onTwo.connected, 3000, 'the socket on process two to close');
      await sleep(100);
      expect(kept.connected).toBe(true);
    } finally {
      onTwo.close();
      kept.close();
    }
  });
});
