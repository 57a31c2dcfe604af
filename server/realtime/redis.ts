/** The socket.io Redis adapter (REDIS_URL): presence, relay and answers across server processes. */
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

export const DEFAULT_REDIS_KEY = 'edu-socket.io';

export function createRedisAdapter(url: string, key: string, log: FastifyBaseLogger) {
  const pub = new Redis(url, { maxRetriesPerRequest: 2 });
  const sub = pub.duplicate();
  for (const client of [pub, sub]) client.on('error', (error: Error) => log.warn({ err: error }, 'realtime: Redis connection problem'));
  return {
    adapter: createAdapter(pub, sub, { key, requestsTimeout: 3000, publishOnSpecificResponseChannel: true }),
    close: async () => {
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}
