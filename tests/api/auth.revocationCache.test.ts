/**
 * One process: the session cache never outlives a revocation (tests/api/auth.revocationCache.scenarios.ts),
 * and it is not used where another process could change the database unseen.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { bearer, createUser, loginToken } from '../helpers/fixtures';
import { REDIS_URL } from '../helpers/sharedServices';
import { revocationScenarios } from './auth.revocationCache.scenarios';

describe('session cache on one process', () => {
  let t: TestApp;
  beforeAll(async () => {
    // On PostgreSQL the cache needs REDIS_URL (see server/auth/revocationBus.ts).
    const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
    t = await createTestApp({
      config: onPostgres ? { redisUrl: REDIS_URL } : {},
      realtime: { redisKey: `edu-test-${crypto.randomBytes(6).toString('hex')}` },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  revocationScenarios(() => ({ writer: t.app, reader: t.app }));
});

describe.runIf(process.env.TEST_DATABASE_URL)('session cache on PostgreSQL without REDIS_URL', () => {
  // Other processes' revocations come by LISTEN / NOTIFY (tests/api/auth.revocationCache.postgres.test.ts).
  it('is used once its LISTEN connection is up', async () => {
    const t = await createTestApp();
    try {
      const user = await createUser(t.app, { role: 'collector' });
      const token = await loginToken(t.app, user.email);
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/auth/me', headers: bearer(token) })).statusCode).toBe(200);
      expect(t.app.sessionCache.size).toBe(1);
    } finally {
      await t.close();
    }
  });
});
