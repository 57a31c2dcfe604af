/**
 * Carries "session checks changed" between server processes so their session caches stay exact.
 * - PGlite: one process owns the data folder, so in-process invalidation is all there is.
 * - PostgreSQL with REDIS_URL: Redis pub/sub. The writing process publishes before its request
 *   answers and waits until every subscribed process has acknowledged (after emptying its cache),
 *   so the very next request on any process sees the change. A process trusts its cache only while
 *   its subscription is up; on any error or reconnect it empties the cache and reads the database.
 * - PostgreSQL without REDIS_URL: LISTEN / NOTIFY on the database itself (./postgresRevocationBus.ts).
 */
import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { RevocationAcks } from './revocationAcks';
import { newRedis } from '../realtime/redisDriver';
import { BOUNDED_REDIS_OPTIONS, trackRedisClient, withinBound } from '../realtime/redisStatus';

export interface RevocationBus {
  /** Whether cached answers may be trusted now. */
  healthy(): boolean;
  /** Tells every other process; resolves once they have all applied it (or the wait timed out). */
  publish(): Promise<void>;
  close(): Promise<void>;
}

export const inProcessBus = (): RevocationBus => ({ healthy: () => true, publish: async () => {}, close: async () => {} });
export const noCacheBus = (): RevocationBus => ({ healthy: () => false, publish: async () => {}, close: async () => {} });

/** The Redis bus; `onRemote` empties this process's cache (called for others' messages and on trouble). */
export async function redisBus(url: string, key: string, onRemote: () => void, log: FastifyBaseLogger): Promise<RevocationBus> {
  const me = crypto.randomUUID();
  const channel = `${key}:auth-revoked`;
  const ackChannel = `${channel}:ack:${me}`;
  const pub = newRedis(url, { ...BOUNDED_REDIS_OPTIONS, connectionName: `${key}:auth-publisher` });
  const sub = pub.duplicate({ connectionName: `${key}:auth-subscriber` });
  const acks = new RevocationAcks(log);
  let subscribed = false;

  const drop = (reason: string) => {
    if (subscribed) log.warn(`auth cache: Redis subscription ${reason}; reading sessions from the database until it is back`);
    subscribed = false;
    onRemote();
  };
  const subscribe = async () => {
    await sub.subscribe(channel, ackChannel);
    onRemote();
    subscribed = true;
  };
  pub.on('error', (error: Error) => log.debug({ err: error }, 'auth cache: Redis connection problem'));
  const untrack = [trackRedisClient(pub, log, 'session revocations'), trackRedisClient(sub, log, 'session revocation subscriber')];
  sub.on('error', () => {
    drop('failed');
    if (sub.status === 'ready') subscribe().catch(() => drop('failed'));
  });
  sub.on('close', () => drop('closed'));
  sub.on('reconnecting', () => drop('reconnecting'));
  sub.on('ready', () => {
    if (!subscribed) subscribe().catch(() => drop('failed'));
  });
  sub.on('message', (from: string, message: string) => {
    if (from === ackChannel) return acks.received(message);
    const { id, origin } = JSON.parse(message) as { id: string; origin: string };
    if (origin !== me) onRemote();
    void pub.publish(`${channel}:ack:${origin}`, id).catch(() => undefined);
  });
  // Redis away at start: the process starts anyway, without a cache, and subscribes once it is back.
  await withinBound(subscribe(), 2000, 'auth cache').catch(() => drop('unavailable at start'));

  return {
    healthy: () => subscribed && sub.status === 'ready',
    publish: () => acks.sendAndWait((id) => pub.publish(channel, JSON.stringify({ id, origin: me }))),
    async close() {
      subscribed = false;
      for (const stop of untrack) stop();
      sub.removeAllListeners('close');
      sub.removeAllListeners('reconnecting');
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}
