/**
 * A command claimed by a process that died. On PostgreSQL the dying process is a
 * real second server (`server/main.ts` under tsx) killed with SIGKILL after it relayed a live
 * command and handed a queued one to a device; on PGlite, whose data folder one process holds at a
 * time, it is an app on a data folder, closed after the claims (its timers gone with it, nothing
 * timed out), and the survivor opens the same folder. Either way the surviving app's sweep times
 * out the live command and tells its admin (back-office socket and notification), and the queued
 * one is handed once more to the device that reconnects to the survivor, then times out there.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { Config } from '../../server/config';
import { EVENTS, PROTOCOL_ERRORS, type CommandResult } from '../../src/domain/protocol';
import { queueCommand } from '../helpers/commandQueue';
import { commandRow, deviceSocket, heardIds } from '../helpers/commandDevices';
import { createUser, loginToken } from '../helpers/fixtures';
import { collect, connectSocket, sleep, urlOf, waitFor } from '../helpers/realtime';
import { startServerProcess } from '../helpers/serverProcess';
import { createPostgresDatabase, testConfig } from '../helpers/testApp';

const TIMEOUT_MS = 5000;
const GRACE_MS = 1000;
const SURVIVOR = { commandTimeoutMs: TIMEOUT_MS, commandTimeoutGraceMs: GRACE_MS, queueSweepMs: 100, reauthMs: 100 };

const sockets: Socket[] = [];
const cleanups: Array<() => Promise<void>> = [];

async function listening(config: Config, realtime: typeof SURVIVOR | Record<string, never>): Promise<FastifyInstance> {
  const app = await buildApp(config, { realtime });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

/** Closes without waiting for keep-alive connections. */
async function closeNow(app: FastifyInstance): Promise<void> {
  const closing = app.close();
  app.server.closeAllConnections();
  await closing;
}

/** Where the commands are claimed, the app that makes the test's users, and how the claiming process dies (answering the survivor). */
interface World {
  dyingUrl: string;
  setup: FastifyInstance;
  die(): Promise<FastifyInstance>;
}

async function postgresWorld(base: string): Promise<World> {
  const database = await createPostgresDatabase(base);
  const config = testConfig({ databaseUrl: database.url });
  const survivor = await listening(config, SURVIVOR);
  cleanups.push(async () => {
    await closeNow(survivor);
    await database.drop();
  });
  const dying = await startServerProcess({ databaseUrl: database.url, jwtSecret: config.jwtSecret! });
  cleanups.unshift(dying.kill);
  return {
    dyingUrl: dying.url,
    setup: survivor,
    die: async () => {
      await dying.kill();
      return survivor;
    },
  };
}

async function pgliteWorld(): Promise<World> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-dead-'));
  const config = testConfig({ dataDir });
  const first = await listening(config, {});
  let survivor: FastifyInstance | null = null;
  cleanups.push(async () => {
    if (survivor) await closeNow(survivor);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    dyingUrl: urlOf(first),
    setup: first,
    die: async () => {
      await closeNow(first);
      survivor = await listening(config, SURVIVOR);
      return survivor;
    },
  };
}

afterAll(async () => {
  for (const socket of sockets) socket.close();
  for (const cleanup of cleanups) await cleanup();
});

describe('a command claimed by a process that died', () => {
  it('ends timed-out and its admin is told; a queued one is handed once more to the reconnecting device, then times out', async () => {
    const base = process.env.TEST_DATABASE_URL;
    const world = base ? await postgresWorld(base) : await pgliteWorld();
    const { setup } = world;
    const owner = await createUser(setup, { role: 'admin' });
    const liveCollector = await createUser(setup, { role: 'collector' });
    const queuedCollector = await createUser(setup, { role: 'collector' });
    const [ownerToken, liveToken, queuedToken] = await Promise.all([owner, liveCollector, queuedCollector].map((user) => loginToken(setup, user.email)));

    const asking = await connectSocket(world.dyingUrl, ownerToken, 'admin');
    const liveDevice = await deviceSocket(world.dyingUrl, liveToken, false);
    sockets.push(asking, liveDevice.socket);
    const queued = await queueCommand(asking, { command: 'testDeviceLogs', collectorId: queuedCollector.id });
    expect(queued).toMatchObject({ ok: true, status: 'queued' });
    const firstHolder = await deviceSocket(world.dyingUrl, queuedToken, false);
    sockets.push(firstHolder.socket);
    const live = (await asking.timeout(5000).emitWithAck(EVENTS.execute, { command: 'testConnection', collectorId: liveCollector.id })) as {
      ok: boolean;
      requestId: string;
    };
    expect(live.ok).toBe(true);
    await waitFor(() => liveDevice.heard.length === 1 && firstHolder.heard.length === 1, 3000, 'both commands at their devices');
    expect(await commandRow(setup, live.requestId)).toMatchObject({ status: 'sent', deliveries: 1 });
    expect(await commandRow(setup, queued.requestId)).toMatchObject({ status: 'sent', deliveries: 1 });

    const survivor = await world.die();
    const inbox = await connectSocket(urlOf(survivor), ownerToken, 'admin');
    sockets.push(inbox);
    const results = collect<CommandResult>(inbox, EVENTS.result);
    const secondHolder = await deviceSocket(urlOf(survivor), queuedToken, false);
    sockets.push(secondHolder.socket);
    await waitFor(() => secondHolder.heard.length === 1, 3000, 'the queued command handed over again');
    expect(heardIds(secondHolder)).toEqual([queued.requestId]);
    expect(await commandRow(survivor, queued.requestId)).toMatchObject({ status: 'sent', deliveries: 2 });

    const answered = (requestId: string) => results.some((result) => result.requestId === requestId);
    await waitFor(() => answered(live.requestId) && answered(queued.requestId), TIMEOUT_MS + GRACE_MS + 5000, 'both time-outs at the admin');
    for (const requestId of [live.requestId, queued.requestId]) {
      expect(
        results.filter((result) => result.requestId === requestId),
        requestId,
      ).toEqual([expect.objectContaining({ ok: false, code: PROTOCOL_ERRORS.timeout })]);
      expect(await commandRow(survivor, requestId), requestId).toMatchObject({ status: 'timed-out', error: expect.stringMatching(/did not answer/) });
    }
    const notes = () => survivor.db.selectFrom('notifications').select(['kind', 'params']).where('userId', '=', owner.id).execute();
    await waitFor(async () => (await notes()).length === 2, 3000, 'the notifications');
    expect((await notes()).map((note) => [note.kind, (note.params as { command: string }).command]).sort()).toEqual([
      ['command_failed', 'testConnection'],
      ['command_failed', 'testDeviceLogs'],
    ]);

    secondHolder.socket.disconnect();
    await waitFor(async () => !(await survivor.realtime.isCollectorOnline(queuedCollector.id)), 2000, 'the device gone');
    const thirdHolder = await deviceSocket(urlOf(survivor), queuedToken, false);
    sockets.push(thirdHolder.socket);
    await sleep(400);
    expect(thirdHolder.heard).toEqual([]);
  }, 90_000);
});
