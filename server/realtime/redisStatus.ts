/**
 * Whether this process's Redis connections are up, for the System information and the log:
 * `off` (no REDIS_URL), `down` (a connection is not ready: rate limits count in memory, the relay
 * reaches this process's sockets only) or `ok`. ioredis reconnects by itself; a warning is logged
 * when a connection goes down and a line when it is back.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

export type RedisStatus = 'ok' | 'down' | 'off';

const tracked = new Set<Redis>();

export function redisStatus(): RedisStatus {
  if (tracked.size === 0) return 'off';
  return [...tracked].every((client) => client.status === 'ready') ? 'ok' : 'down';
}

/** Calls to Redis wait at most this long while it is away, then fail (callers fall back). */
export const REDIS_CALL_BOUND_MS = 800;

/** ioredis options that keep a call from hanging while Redis is away: one retry, quick reconnects. */
export const BOUNDED_REDIS_OPTIONS = {
  maxRetriesPerRequest: 1,
  connectTimeout: 2000,
  retryStrategy: (times: number) => Math.min(times * 200, 1000),
} as const;

/** Follows the client's connection for redisStatus() and logs its changes; returns the way to stop following. */
export function trackRedisClient(client: Redis, log: FastifyBaseLogger, label: string): () => void {
  tracked.add(client);
  let wasReady = false;
  const down = (error?: Error) => {
    if (!wasReady) return;
    wasReady = false;
    log.warn(
      { err: error },
      `Redis (${label}) is unreachable: rate limits count in this process and the realtime relay reaches its own sockets until it is back`,
    );
  };
  client.on('ready', () => {
    if (!wasReady) log.info(`Redis (${label}) connection ready`);
    wasReady = true;
  });
  client.on('error', (error: Error) => down(error));
  client.on('close', () => down());
  return () => {
    tracked.delete(client);
  };
}

/** The promise's value, or a rejection once `ms` have passed. */
export async function withinBound<T>(promise: Promise<T>, ms = REDIS_CALL_BOUND_MS, what = 'Redis'): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
