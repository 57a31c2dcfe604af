/** The socket.io Redis adapter (REDIS_URL): presence, relay and answers across server processes. */
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { createAdapter, newRedis } from './redisDriver';
import { BOUNDED_REDIS_OPTIONS, REDIS_CALL_BOUND_MS, trackRedisClient, withinBound } from './redisStatus';

/** The adapter's channel key for a deployment's REDIS_PREFIX (default `edu`: `edu-socket.io`). */
export const redisKeyFor = (prefix: string) => `${prefix}-socket.io`;
export const DEFAULT_REDIS_KEY = redisKeyFor('edu');

export function createRedisAdapter(url: string, key: string, log: FastifyBaseLogger) {
  const pub = newRedis(url, { ...BOUNDED_REDIS_OPTIONS });
  // The subscriber only (un)subscribes: those wait for Redis however long it is away, so the
  // adapter's channels are subscribed when it comes back (a process may start while it is away).
  const sub = pub.duplicate({ maxRetriesPerRequest: null });
  const untrack = [trackRedisClient(pub, log, 'realtime publisher'), trackRedisClient(sub, log, 'realtime subscriber')];
  for (const client of [pub, sub]) client.on('error', (error: Error) => log.debug({ err: error }, 'realtime: Redis connection problem'));
  // The adapter publishes without handling a failure: while Redis is away that would be an
  // unhandled rejection (a crash). A lost broadcast is what "relay to the local process" means.
  // Likewise its unsubscribing on close while Redis is away.
  quiet(pub, 'publish', log, 0);
  quiet(sub, 'unsubscribe', log, undefined);
  quiet(sub, 'punsubscribe', log, undefined);
  return {
    // A peer that is frozen still counts among the subscribers: a request waits at most this long for it.
    adapter: createAdapter(pub, sub, { key, requestsTimeout: REDIS_CALL_BOUND_MS, publishOnSpecificResponseChannel: true }),
    close: async () => {
      for (const stop of untrack) stop();
      await Promise.allSettled([pub, sub].map((client) => (client.status === 'ready' ? withinBound(client.quit()) : Promise.resolve())));
      for (const client of [pub, sub]) client.disconnect();
    },
  };
}

/** Makes a client's method answer `fallback` (logged) instead of rejecting. */
function quiet(client: Redis, method: 'publish' | 'unsubscribe' | 'punsubscribe', log: FastifyBaseLogger, fallback: unknown): void {
  const original = (client[method] as (...args: unknown[]) => Promise<unknown>).bind(client);
  Object.assign(client, {
    [method]: (...args: unknown[]) =>
      original(...args).catch((error: unknown) => {
        log.debug({ err: error }, `realtime: Redis ${method} failed`);
        return fallback;
      }),
  });
}
