/**
 * Two server processes sharing PostgreSQL and Redis: a revocation answered by one process is
 * refused at the very next request on the other, whose cache held the session
 * (tests/api/auth.revocationCache.scenarios.ts). Skipped with a message when Redis or PostgreSQL
 * cannot be reached (REDIS_URL / TEST_DATABASE_URL, defaults on 127.0.0.1).
 */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, loginToken } from '../helpers/fixtures';
import { waitFor } from '../helpers/realtime';
import { PG_URL, REDIS_URL, sharedServicesReachable, startTwoProcesses } from '../helpers/sharedServices';
import { revocationScenarios } from './auth.revocationCache.scenarios';

const available = await sharedServicesReachable();
if (!available) console.warn(`auth.revocationCache.redis: skipped, Redis (${REDIS_URL}) or PostgreSQL (${PG_URL}) is unreachable`);

describe.skipIf(!available)('session cache on two processes sharing Redis and PostgreSQL', () => {
  let apps: FastifyInstance[] = [];
  let closeAll: () => Promise<void>;
  const redisKey = `edu-test-${crypto.randomBytes(6).toString('hex')}`;

  beforeAll(async () => {
    ({ apps, close: closeAll } = await startTwoProcesses({ redisKey }));
    // A process caches sessions only once its Redis subscription is up: on a busy machine that can
    // take a moment after the start, so the scenarios begin once the reader caches.
    const probe = await loginToken(apps[0], (await createUser(apps[0], { role: 'collector' })).email);
    const cachedOnReader = async () =>
      (await apps[1].inject({ method: 'GET', url: '/api/admin/auth/me', headers: bearer(probe) })).statusCode === 200 && apps[1].sessionCache.size > 0;
    await waitFor(cachedOnReader, 10_000, 'the reader to cache sessions');
  });
  afterAll(async () => {
    await closeAll?.();
  });

  describe('revoked on process one, next request on process two', () => {
    revocationScenarios(() => ({ writer: apps[0], reader: apps[1] }));
  });

  it('empties the cache when its Redis subscription drops, and caches again once it is back', async () => {
    const [one, two] = apps;
    const user = await createUser(one, { role: 'collector' });
    const token = await loginToken(one, user.email);
    const me = () => two.inject({ method: 'GET', url: '/api/admin/auth/me', headers: bearer(token) });
    expect((await me()).statusCode).toBe(200);
    expect(two.sessionCache.size).toBeGreaterThan(0);
    const redis = new Redis(REDIS_URL);
    try {
      const clients = (await redis.client('LIST')) as string;
      const ours = clients.split('\n').filter((line) => line.includes(`name=${redisKey}:auth-subscriber`));
      expect(ours).toHaveLength(2);
      for (const line of ours) await redis.client('KILL', 'ID', /\bid=(\d+)/.exec(line)![1]);
    } finally {
      redis.disconnect();
    }
    await waitFor(() => two.sessionCache.size === 0, 3000, 'the cache to be emptied');
    await waitFor(async () => (await me()).statusCode === 200 && two.sessionCache.size > 0, 5000, 'caching again after the reconnection');
  });
});
