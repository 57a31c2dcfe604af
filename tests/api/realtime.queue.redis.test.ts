/**
 * Commands that wait across two server processes sharing PostgreSQL and Redis: queued by an admin
 * on process one, delivered once when the collector connects to process two, its result back to
 * the admin on process one. Skipped with a message when Redis or PostgreSQL cannot be reached.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS, type CommandResult } from '../../src/domain/protocol';
import { queueCommand, startWatchedAgent, timesReceived, type WatchedAgent } from '../helpers/commandQueue';
import { createUser, loginToken } from '../helpers/fixtures';
import { collect, connectSocket, sleep, urlOf, waitFor } from '../helpers/realtime';
import { PG_URL, REDIS_URL, sharedServicesReachable, startTwoProcesses } from '../helpers/sharedServices';

const available = await sharedServicesReachable();
if (!available) console.warn(`realtime.queue.redis: skipped, Redis (${REDIS_URL}) or PostgreSQL (${PG_URL}) is unreachable`);

describe.skipIf(!available)('queued commands on two server processes', () => {
  let apps: FastifyInstance[] = [];
  let closeAll: () => Promise<void>;
  let watched: WatchedAgent | undefined;

  beforeAll(async () => {
    ({ apps, close: closeAll } = await startTwoProcesses({ queueSweepMs: 200 }));
  });

  // Two processes stop in turn, each draining its sockets and jobs: on a loaded machine beside the
  // browser tests this has taken more than the default minute.
  afterAll(async () => {
    await watched?.agent.stop();
    await closeAll?.();
  }, 180_000);

  it('queued on one process, delivered once by the other, the result back on the first; expiry swept by either', async () => {
    const [one, two] = apps;
    const collector = await createUser(one, { role: 'collector' });
    const owner = await createUser(one, { role: 'admin' });
    const admin = await connectSocket(urlOf(one), await loginToken(one, owner.email), 'admin');
    try {
      const queued = await queueCommand(admin, { command: 'testConnection', collectorId: collector.id });
      const shortLived = await queueCommand(admin, { command: 'testDeviceLogs', collectorId: collector.id }, 1);
      expect(queued).toMatchObject({ ok: true, status: 'queued' });
      const status = async (requestId: string) =>
        (await two.db.selectFrom('deviceCommands').select('status').where('requestId', '=', requestId).executeTakeFirst())?.status;
      await waitFor(async () => (await status(shortLived.requestId)) === 'expired', 4000, 'the short-lived command to expire');

      const results = collect<CommandResult>(admin, EVENTS.result);
      watched = await startWatchedAgent(urlOf(two), collector);
      await waitFor(() => results.some((r) => r.requestId === queued.requestId), 5000, 'the result on process one');
      expect(results.find((r) => r.requestId === queued.requestId)).toMatchObject({ ok: true, collectorId: collector.id });
      await waitFor(async () => (await status(queued.requestId)) === 'succeeded', 3000, 'the journal');

      // Connecting again, now to process one, delivers nothing again.
      await watched.agent.stop();
      watched = await startWatchedAgent(urlOf(one), collector, watched.lines);
      await sleep(400);
      expect(timesReceived(watched.lines, queued.requestId)).toBe(1);
      expect(timesReceived(watched.lines, shortLived.requestId)).toBe(0);
    } finally {
      admin.close();
    }
  });
});
