/**
 * Which socket.io adapter carries presence, relays and answers between server processes: the
 * Redis adapter when REDIS_URL is set (one machine or many), Node's cluster adapter when this
 * process is a worker of `WORKERS=N` on one machine without Redis (server/cluster.ts runs its
 * primary half), none for a single process.
 */
import cluster from 'node:cluster';
import { createAdapter as createClusterAdapter } from '@socket.io/cluster-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_REDIS_KEY, createRedisAdapter } from './redis';

export interface SharedAdapter {
  adapter: ReturnType<typeof createClusterAdapter> | ReturnType<typeof createRedisAdapter>['adapter'];
  close: () => Promise<void>;
}

/** A worker silent this long is taken for dead and its sockets leave fetchSockets' answers (well within 10 s). */
const CLUSTER_HEARTBEAT = { heartbeatInterval: 2000, heartbeatTimeout: 5000 };

export function chooseAdapter(options: { redisUrl?: string; redisKey?: string }, log: FastifyBaseLogger): SharedAdapter | null {
  if (options.redisUrl) return createRedisAdapter(options.redisUrl, options.redisKey ?? DEFAULT_REDIS_KEY, log);
  if (cluster.isWorker) return { adapter: createClusterAdapter(CLUSTER_HEARTBEAT), close: async () => undefined };
  return null;
}
