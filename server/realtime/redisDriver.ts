/**
 * ioredis and the socket.io Redis adapter, loaded only by a process with REDIS_URL: a start
 * without Redis (the embedded default) does not read or compile them. buildApp loads them before
 * anything that opens a Redis connection.
 */
import type * as Ioredis from 'ioredis';
import type * as RedisAdapter from '@socket.io/redis-adapter';
import { importCommonJs } from '../commonJs';

let ioredis: typeof Ioredis | undefined;
let redisAdapter: typeof RedisAdapter | undefined;

export async function loadRedisDriver(): Promise<void> {
  [ioredis, redisAdapter] = await Promise.all([
    ioredis ?? importCommonJs(() => import('ioredis')),
    redisAdapter ?? importCommonJs(() => import('@socket.io/redis-adapter')),
  ]);
}

function loaded<T>(module: T | undefined): T {
  if (!module) throw new Error('The Redis driver is not loaded: call loadRedisDriver() first.');
  return module;
}

/** A new ioredis client (loadRedisDriver() has run). */
export function newRedis(url: string, options: Ioredis.RedisOptions): Ioredis.Redis {
  return new (loaded(ioredis).Redis)(url, options);
}

export function createAdapter(...args: Parameters<typeof RedisAdapter.createAdapter>): ReturnType<typeof RedisAdapter.createAdapter> {
  return loaded(redisAdapter).createAdapter(...args);
}
