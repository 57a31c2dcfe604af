/**
 * Command integrity across two server processes sharing PostgreSQL and Redis:
 * the cap of waiting commands and the one use of a requestId hold when the requests arrive on
 * both processes at once; a queued command is handed over again on the other process only when
 * the socket it went to is gone from every process. Skipped with a message when Redis or
 * PostgreSQL cannot be reached.
 */
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS, PROTOCOL_ERRORS, newRequestId } from '../../src/domain/protocol';
import { MAX_QUEUED_PER_COLLECTOR } from '../../src/domain/recordQuality';
import { commandRow, deviceSocket, heardIds, type Device } from '../helpers/commandDevices';
import { queueCommand, type QueueAnswer } from '../helpers/commandQueue';
import { createUser, loginToken } from '../helpers/fixtures';
import { connectSocket, sleep, urlOf, waitFor } from '../helpers/realtime';
import { PG_URL, REDIS_URL, sharedServicesReachable, startTwoProcesses } from '../helpers/sharedServices';

const available = await sharedServicesReachable();
if (!available) console.warn(`realtime.integrity.redis: skipped, Redis (${REDIS_URL}) or PostgreSQL (${PG_URL}) is unreachable`);

describe.skipIf(!available)('command integrity on two server processes', () => {
  let apps: FastifyInstance[] = [];
  let closeAll: () => Promise<void>;
  const sockets: Socket[] = [];
  let admins: Socket[] = [];

  const device = async (app: FastifyInstance, collector: { email: string }, answer = false): Promise<Device> => {
    const opened = await deviceSocket(urlOf(app), await loginToken(apps[0], collector.email), answer);
    sockets.push(opened.socket);
    return opened;
  };
  const gone = (collectorId: number) =>
    waitFor(
      async () => !(await apps[0].realtime.isCollectorOnline(collectorId)) && !(await apps[1].realtime.isCollectorOnline(collectorId)),
      3000,
      'the device gone everywhere',
    );

  beforeAll(async () => {
    ({ apps, close: closeAll } = await startTwoProcesses({ reauthMs: 100, commandTimeoutMs: 3000, commandTimeoutGraceMs: 500, queueSweepMs: 200 }));
    const owner = await createUser(apps[0], { role: 'admin' });
    const token = await loginToken(apps[0], owner.email);
    admins = await Promise.all(apps.map((app) => connectSocket(urlOf(app), token, 'admin')));
    sockets.push(...admins);
  });

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await closeAll?.();
  });

  it('queues exactly 100 of 150 commands sent at once through both processes', async () => {
    const collector = await createUser(apps[0], { role: 'collector' });
    const answers = await Promise.all(
      Array.from({ length: 150 }, (_, i) => queueCommand(admins[i % 2], { command: 'testConnection', collectorId: collector.id })),
    );
    expect(answers.filter((answer) => answer.ok)).toHaveLength(MAX_QUEUED_PER_COLLECTOR);
    expect(answers.filter((answer) => answer.code === PROTOCOL_ERRORS.queueFull)).toHaveLength(150 - MAX_QUEUED_PER_COLLECTOR);
    const rows = await apps[1].db.selectFrom('deviceCommands').select('id').where('collectorId', '=', collector.id).where('status', '=', 'queued').execute();
    expect(rows).toHaveLength(MAX_QUEUED_PER_COLLECTOR);
  }, 60_000);

  it('lets one of 20 uses of a requestId through when they arrive on both processes at once', async () => {
    const collector = await createUser(apps[0], { role: 'collector' });
    const listening = await device(apps[1], collector, true);
    const requestId = newRequestId();
    const answers = await Promise.all(
      Array.from(
        { length: 20 },
        async (_, i) =>
          (await admins[i % 2].timeout(5000).emitWithAck(EVENTS.execute, { command: 'testConnection', collectorId: collector.id, requestId })) as QueueAnswer,
      ),
    );
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
    expect(answers.filter((answer) => answer.code === PROTOCOL_ERRORS.duplicateRequest)).toHaveLength(19);
    await waitFor(async () => (await commandRow(apps[0], requestId))?.status === 'succeeded', 3000, 'the answer');
    await sleep(200);
    expect(heardIds(listening)).toEqual([requestId]);
  });

  it('hands a queued command over again on the other process only once its first socket is gone everywhere', async () => {
    const collector = await createUser(apps[0], { role: 'collector' });
    const queued = await queueCommand(admins[0], { command: 'testConnection', collectorId: collector.id });
    const first = await device(apps[0], collector);
    await waitFor(() => first.heard.length === 1, 3000, 'the first hand-over');
    // A newly queued command offered to the first socket's process (server-side event of
    // server/realtime/queuedDelivery.ts) never sends it the unanswered one again.
    apps[1].realtime.io.serverSideEmit('hub:queued', collector.id);
    await sleep(400);
    expect(heardIds(first)).toEqual([queued.requestId]);
    // The first socket is still connected, on the other process: nothing for this one.
    const meanwhile = await device(apps[1], collector);
    await sleep(400);
    expect(meanwhile.heard).toEqual([]);
    first.socket.disconnect();
    meanwhile.socket.disconnect();
    await gone(collector.id);

    const second = await device(apps[1], collector, true);
    await waitFor(() => second.heard.length === 1, 3000, 'the second hand-over');
    expect(heardIds(second)).toEqual([queued.requestId]);
    await waitFor(async () => (await commandRow(apps[0], queued.requestId))?.status === 'succeeded', 3000, 'the answer');
    expect(await commandRow(apps[0], queued.requestId)).toMatchObject({ status: 'succeeded', deliveries: 2 });
  });
});
