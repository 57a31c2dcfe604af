/**
 * The sign-in pace across processes: two server processes sharing PostgreSQL and the real Redis
 * hand out at most CHECKS_PER_MINUTE password checks for one account between them, and the Redis
 * keys name no e-mail or address in clear. Skipped with a message when Redis or PostgreSQL cannot
 * be reached (REDIS_URL / TEST_DATABASE_URL, defaults on 127.0.0.1).
 */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { CHECKS_PER_MINUTE, SIGN_IN_PACE, signInPaceKey } from '../../server/auth/signInThrottle';
import { hashedKeyPart, RATE_LIMIT_NAMESPACE } from '../../server/http/rateLimit';
import { createUser } from '../helpers/fixtures';
import { PG_URL, REDIS_URL, sharedServicesReachable } from '../helpers/sharedServices';
import { testConfig } from '../helpers/testApp';
import { failedChecksOf, floodOf, signInWithin } from './auth.throttle.helpers';

const available = await sharedServicesReachable();
if (!available) console.warn(`auth.throttle.redis: skipped, Redis (${REDIS_URL}) or PostgreSQL (${PG_URL}) is unreachable`);

async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  await client.query(statement);
  await client.end();
}

describe.skipIf(!available)('sign-in pace on two processes sharing Redis and PostgreSQL', () => {
  const database = `edu_test_${crypto.randomBytes(6).toString('hex')}`;
  const apps: FastifyInstance[] = [];
  let redis: Redis;

  beforeAll(async () => {
    await adminQuery(`create database ${database}`);
    const url = new URL(PG_URL);
    url.pathname = `/${database}`;
    const config = testConfig({ databaseUrl: url.toString(), redisUrl: REDIS_URL, trustProxy: ['127.0.0.1'] });
    const redisKey = `edu-test-${crypto.randomBytes(6).toString('hex')}`;
    // One after the other: the first runs the migrations.
    for (let i = 0; i < 2; i += 1) {
      const app = await buildApp(config, { realtime: { redisKey } });
      await app.ready();
      apps.push(app);
    }
    redis = new Redis(REDIS_URL);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    redis?.disconnect();
    await adminQuery(`drop database if exists ${database} with (force)`);
  });

  it('120 wrong passwords from 120 addresses over both processes: at most 10 checked, and the owner signs in after', async () => {
    const owner = await createUser(apps[0], { role: 'admin' });
    const answers = await floodOf(apps, owner.email, 120, '203.0.113');
    expect(new Set(answers.map((answer) => answer.statusCode))).toEqual(new Set([401, 429]));
    const checked = await failedChecksOf(apps[0], owner.id);
    expect(checked).toBeGreaterThanOrEqual(1);
    expect(checked).toBeLessThanOrEqual(CHECKS_PER_MINUTE);
    // The pace is one, in Redis: both processes refused some of the flood.
    const refusedBy = [0, 1].map((p) => answers.filter((answer, i) => i % 2 === p && answer.statusCode === 429).length);
    expect(Math.min(...refusedBy)).toBeGreaterThan(0);
    expect(await signInWithin(apps[1], owner.email, '198.51.100.200', SIGN_IN_PACE.intervalMs + 1000)).toBe(200);
  }, 30_000);

  it('keeps its keys well-formed, with no e-mail or address in clear', async () => {
    const owner = await createUser(apps[0], { role: 'admin' });
    await floodOf(apps, owner.email, 6, '203.0.116');
    const secret = apps[0].accountSecret;
    const ours = [
      signInPaceKey(secret, owner.email),
      `${RATE_LIMIT_NAMESPACE}login:ip:${hashedKeyPart(secret, '203.0.116.1')}`,
      `${RATE_LIMIT_NAMESPACE}login:email-ip:${hashedKeyPart(secret, owner.email, '203.0.116.1')}`,
    ];
    for (const key of ours) {
      expect(await redis.exists(key), key).toBe(1);
      expect(key).toMatch(/^edu-rate-limit:[a-z-]+:[a-z-]+:[0-9a-f]{32}$/);
    }
    // Whoever else uses this Redis, no key anywhere names this account or these addresses.
    for (const key of await redis.keys('*')) {
      expect(key).not.toContain(owner.email.split('@')[0]);
      expect(key).not.toContain('203.0.116');
    }
  });
});
