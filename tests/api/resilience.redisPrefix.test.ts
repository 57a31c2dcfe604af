/**
 * Redis keys: two deployments (REDIS_PREFIX `alpha` and `beta`) share one Redis (the
 * test's own) and one database. Neither sees the other's presence, session revocations or rate
 * limits, every key and channel carries its deployment's prefix, and the rate-limit keys are
 * well-formed (one prefix per limit, no `undefined`) and name no e-mail or address in clear.
 */
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { deviceSocket, type Device } from '../helpers/commandDevices';
import { bearer, createUser, loginToken } from '../helpers/fixtures';
import { sleep, urlOf } from '../helpers/realtime';
import { startRedisServer, type RedisServer } from '../helpers/redisServer';
import { PG_URL, sharedServicesReachable } from '../helpers/sharedServices';
import { createPostgresDatabase, testConfig } from '../helpers/testApp';
import { signInFrom } from './auth.throttle.helpers';

const available = await sharedServicesReachable();
if (!available) console.warn('resilience.redisPrefix: skipped, PostgreSQL is unreachable');

describe.skipIf(!available)('REDIS_PREFIX keeps two deployments on one Redis apart', () => {
  let redis: RedisServer;
  let monitor: Redis;
  let database: { url: string; drop: () => Promise<void> };
  const channels = new Set<string>();
  const apps: Record<'alpha1' | 'alpha2' | 'beta', FastifyInstance> = {} as Record<'alpha1' | 'alpha2' | 'beta', FastifyInstance>;
  let device: Device | undefined;

  beforeAll(async () => {
    redis = await startRedisServer();
    database = await createPostgresDatabase(PG_URL);
    monitor = new Redis(redis.url);
    await monitor.psubscribe('*');
    monitor.on('pmessage', (_pattern: string, channel: string) => channels.add(channel));
    const base = testConfig({ databaseUrl: database.url, redisUrl: redis.url, trustProxy: ['127.0.0.1'] });
    for (const [name, prefix] of [
      ['alpha1', 'alpha'],
      ['alpha2', 'alpha'],
      ['beta', 'beta'],
    ] as const) {
      apps[name] = await buildApp({ ...base, redisPrefix: prefix });
      await apps[name].listen({ port: 0, host: '127.0.0.1' });
    }
  }, 60_000);

  afterAll(async () => {
    device?.socket.close();
    for (const app of Object.values(apps)) {
      const closing = app.close();
      app.server.closeAllConnections();
      await closing;
    }
    monitor?.disconnect();
    await database?.drop();
    await redis?.stop();
  }, 30_000);

  const online = async (app: FastifyInstance, token: string) => {
    const response = await fetch(`${urlOf(app)}/api/admin/sync/online-collectors`, { headers: bearer(token) });
    return ((await response.json()) as { data: Array<{ id: number }> }).data.map((collector) => collector.id);
  };

  it('shows a collector to its own deployment only', async () => {
    const collector = await createUser(apps.alpha1, { role: 'collector' });
    const admin = await createUser(apps.alpha1, { role: 'admin' });
    const token = await loginToken(apps.alpha1, admin.email);
    device = await deviceSocket(urlOf(apps.alpha1), await loginToken(apps.alpha1, collector.email), false);
    await expect.poll(() => online(apps.alpha2, token), { timeout: 5000 }).toContain(collector.id);
    await sleep(1500);
    expect(await online(apps.beta, token)).not.toContain(collector.id);
  }, 20_000);

  it('keeps rate limits and the sign-in pace apart', async () => {
    const email = 'nobody-here@example.org';
    const flood = await Promise.all(Array.from({ length: 8 }, () => signInFrom(apps.alpha1, email, 'Wrong-Password-1', '198.51.100.7')));
    expect(flood.some((answer) => answer.statusCode === 429)).toBe(true);
    // The same account from the same address is fresh for the other deployment.
    expect((await signInFrom(apps.beta, email, 'Wrong-Password-1', '198.51.100.7')).statusCode).toBe(401);
    // …and exhausted for the other process of the same deployment.
    expect((await signInFrom(apps.alpha2, email, 'Wrong-Password-1', '198.51.100.7')).statusCode).toBe(429);
  }, 20_000);

  it('carries session revocations on each deployment’s own channel', async () => {
    const admin = await createUser(apps.beta, { role: 'admin' });
    for (const app of [apps.alpha1, apps.beta]) {
      const token = await loginToken(app, admin.email);
      expect((await app.inject({ method: 'POST', url: '/api/admin/auth/logout', headers: bearer(token) })).statusCode).toBe(200);
    }
    await sleep(300);
    expect(channels).toContain('alpha-socket.io:auth-revoked');
    expect(channels).toContain('beta-socket.io:auth-revoked');
  }, 20_000);

  it('names every key and channel with its prefix, rate-limit keys well-formed and hashed', async () => {
    const keys: string[] = [];
    const reader = new Redis(redis.url);
    let cursor = '0';
    do {
      const [next, batch] = await reader.scan(cursor, 'COUNT', 1000);
      cursor = next;
      keys.push(...batch);
    } while (cursor !== '0');
    reader.disconnect();
    expect(keys.length).toBeGreaterThan(0);
    for (const name of [...keys, ...channels]) expect(name, name).toMatch(/^(alpha|beta)-/);
    for (const name of [...keys, ...channels]) expect(name).not.toContain('undefined');
    const limitKeys = keys.filter((key) => key.includes('rate-limit'));
    expect(limitKeys.some((key) => key.startsWith('alpha-rate-limit:'))).toBe(true);
    expect(limitKeys.some((key) => key.startsWith('beta-rate-limit:'))).toBe(true);
    for (const key of limitKeys) expect(key).toMatch(/^(alpha|beta)-rate-limit:[a-z-]+:[a-z-]+:([0-9a-f]{32}|\d+)$/);
    for (const key of keys) {
      expect(key).not.toContain('nobody-here');
      expect(key).not.toContain('example.org');
      expect(key).not.toContain('198.51.100');
    }
  }, 20_000);
});
