/**
 * Two server processes sharing PostgreSQL without Redis: revocations travel by LISTEN / NOTIFY
 * (server/auth/postgresRevocationBus.ts), so each process caches session checks and a revocation
 * answered by one is refused at the very next request on the other
 * (tests/api/auth.revocationCache.scenarios.ts). Skipped when PostgreSQL cannot be reached.
 */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { bearer, createUser, loginToken } from '../helpers/fixtures';
import { waitFor } from '../helpers/realtime';
import { PG_URL } from '../helpers/sharedServices';
import { createPostgresDatabase, testConfig } from '../helpers/testApp';
import { revocationScenarios } from './auth.revocationCache.scenarios';

const available = await new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 }).connect().then(
  (client) => client.end().then(() => true),
  () => false,
);
if (!available) console.warn(`auth.revocationCache.postgres: skipped, PostgreSQL (${PG_URL}) is unreachable`);

describe.skipIf(!available)('session cache on two processes sharing PostgreSQL without Redis', () => {
  const apps: FastifyInstance[] = [];
  let drop: () => Promise<void>;
  let databaseName = '';
  const redisKey = `edu-test-${crypto.randomBytes(6).toString('hex')}`;
  const me = (app: FastifyInstance, token: string) => app.inject({ method: 'GET', url: '/api/admin/auth/me', headers: bearer(token) });

  beforeAll(async () => {
    const database = await createPostgresDatabase(PG_URL);
    drop = database.drop;
    databaseName = new URL(database.url).pathname.slice(1);
    const config = testConfig({ databaseUrl: database.url, redisUrl: undefined });
    for (let i = 0; i < 2; i += 1) apps.push(await buildApp(config, { realtime: { redisKey } }));
    const probe = await loginToken(apps[0], (await createUser(apps[0], { role: 'collector' })).email);
    await waitFor(async () => (await me(apps[1], probe)).statusCode === 200 && apps[1].sessionCache.size > 0, 10_000, 'the reader to cache sessions');
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await drop?.();
  });

  describe('revoked on process one, next request on process two', () => {
    revocationScenarios(() => ({ writer: apps[0], reader: apps[1] }));
  });

  describe('revoked and read on the same process', () => {
    revocationScenarios(() => ({ writer: apps[1], reader: apps[1] }));
  });

  it('empties the cache when its LISTEN connection drops, and caches again once it is back', async () => {
    const [one, two] = apps;
    const token = await loginToken(one, (await createUser(one, { role: 'collector' })).email);
    expect((await me(two, token)).statusCode).toBe(200);
    expect(two.sessionCache.size).toBeGreaterThan(0);
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    try {
      const killed = await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where application_name like 'edu_auth_%' and datname = $1`, [
        databaseName,
      ]);
      expect(killed.rowCount).toBe(2);
    } finally {
      await admin.end();
    }
    await waitFor(() => two.sessionCache.size === 0, 3000, 'the cache to be emptied');
    await waitFor(async () => (await me(two, token)).statusCode === 200 && two.sessionCache.size > 0, 10_000, 'caching again after the reconnection');
  });
});
