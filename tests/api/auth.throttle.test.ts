/**
 * Sign-in paced per account whatever the addresses: a flood of wrong passwords
 * from many addresses reaches the password check at most CHECKS_PER_MINUTE times, nothing is
 * locked, the owner gets in from a known address even during the flood and from a new one within
 * one interval after it; the change-password limit counts per user. The Redis leg is in
 * auth.throttle.redis.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decideSlot, type SlotRule } from '../../server/auth/limitStore';
import { CHECKS_PER_MINUTE, SIGN_IN_PACE } from '../../server/auth/signInThrottle';
import { bearer, createUser, loginToken } from '../helpers/fixtures';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../helpers/testApp';
import { failedChecksOf, floodOf, signInFrom, signInWithin } from './auth.throttle.helpers';

describe('the pace (generic cell rate)', () => {
  const rule: SlotRule = { burst: 4, intervalMs: 10_000, maxWaitMs: 5_000 };

  it('is at most 10 checks a minute per account, beyond the burst one every 10 seconds', () => {
    expect(SIGN_IN_PACE).toEqual(rule);
    expect(CHECKS_PER_MINUTE).toBe(10);
  });

  it('grants the burst at once, makes the next wait for a near slot, refuses a far one with the time until it frees', () => {
    let nextFree = 0;
    const answers = [];
    for (let i = 0; i < 4; i += 1) {
      const decision = decideSlot(nextFree, 1_000_000, rule);
      answers.push(decision.answer);
      nextFree = decision.nextFree;
    }
    expect(answers).toEqual(Array(4).fill({ granted: true, waitMs: 0 }));
    expect(decideSlot(nextFree, 1_000_000, rule).answer).toEqual({ granted: false, retryAfterMs: 10_000 });
    const near = decideSlot(nextFree, 1_006_000, rule);
    expect(near.answer).toEqual({ granted: true, waitMs: 4_000 });
    // The waiting one holds the slot: the next is told the one after.
    expect(decideSlot(near.nextFree, 1_006_000, rule).answer).toEqual({ granted: false, retryAfterMs: 14_000 });
  });

  it('never hands out more than 10 checks in any minute, whatever the attempts', () => {
    let nextFree = 0;
    const checks: number[] = [];
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let now = 0; now < 30 * 60_000; now += Math.floor(random() * 400)) {
      const decision = decideSlot(nextFree, now, rule);
      if (decision.answer.granted) checks.push(now + decision.answer.waitMs);
      nextFree = decision.nextFree;
    }
    checks.sort((a, b) => a - b);
    // Any closed minute [start, start + 60 s].
    const worst = Math.max(...checks.map((start) => checks.filter((at) => at >= start && at <= start + 60_000).length));
    expect(worst).toBe(CHECKS_PER_MINUTE);
    expect(checks.length).toBeGreaterThan(170);
  });
});

describe('120 wrong passwords from 120 addresses at once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { trustProxy: ['127.0.0.1'] } });
  });
  afterAll(async () => t.close());

  it('reach the password check at most 10 times, lock nothing, and the owner signs in after', async () => {
    const owner = await createUser(t.app, { role: 'admin' });
    const answers = await floodOf(t.app, owner.email, 120, '203.0.113');
    const statuses = new Set(answers.map((answer) => answer.statusCode));
    expect([...statuses].sort()).toEqual([401, 429]);
    const checked = await failedChecksOf(t.app, owner.id);
    expect(checked).toBeGreaterThanOrEqual(1);
    expect(checked).toBeLessThanOrEqual(CHECKS_PER_MINUTE);
    expect(answers.filter((answer) => answer.statusCode === 401)).toHaveLength(checked);
    for (const refused of answers.filter((answer) => answer.statusCode === 429)) {
      const wait = Number(refused.headers['retry-after']);
      expect(wait).toBeGreaterThanOrEqual(1);
      expect(wait).toBeLessThanOrEqual(SIGN_IN_PACE.intervalMs / 1000);
      expect(refused.json()).toEqual({ code: 'RATE_LIMITED', message: `Too many attempts. Please wait ${wait} second${wait === 1 ? '' : 's'} and try again.` });
    }
    // From an address it never used, the owner gets in within one interval once the flood stops.
    const started = Date.now();
    expect(await signInWithin(t.app, owner.email, '198.51.100.200', SIGN_IN_PACE.intervalMs + 1000)).toBe(200);
    expect(Date.now() - started).toBeLessThanOrEqual(SIGN_IN_PACE.intervalMs + 1000);
  }, 30_000);

  it('an unknown e-mail is paced the same way, so the pace tells nothing', async () => {
    const answers = await floodOf(t.app, 'nobody-at-all@example.org', 120, '203.0.114');
    const refused = answers.filter((answer) => answer.statusCode === 429).length;
    expect(answers.filter((answer) => answer.statusCode === 401).length).toBeLessThanOrEqual(CHECKS_PER_MINUTE);
    expect(refused).toBeGreaterThanOrEqual(120 - CHECKS_PER_MINUTE);
  });

  it('an address that signed in to the account before keeps its own budget: the owner gets in during a flood', async () => {
    const owner = await createUser(t.app, { role: 'admin' });
    expect((await signInFrom(t.app, owner.email, TEST_PASSWORD, '198.51.100.7')).statusCode).toBe(200);
    const flood = floodOf(t.app, owner.email, 120, '203.0.115');
    const during = await signInFrom(t.app, owner.email, TEST_PASSWORD, '198.51.100.7');
    const answers = await flood;
    expect(during.statusCode).toBe(200);
    expect(answers.filter((answer) => answer.statusCode === 429).length).toBeGreaterThan(100);
    expect(await failedChecksOf(t.app, owner.id)).toBeLessThanOrEqual(CHECKS_PER_MINUTE);
  });

  it('a password refused by the password rule is a 400 that reaches no check', async () => {
    const owner = await createUser(t.app, { role: 'admin' });
    const answer = await signInFrom(t.app, owner.email, 'Correct\u0000Horse', '198.51.100.9');
    expect(answer.statusCode).toBe(400);
    expect(await failedChecksOf(t.app, owner.id)).toBe(0);
  });
});

describe('change-password limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { trustProxy: ['127.0.0.1'] } });
  });
  afterAll(async () => t.close());

  const change = (token: string, address: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/change-password',
      headers: { ...bearer(token), 'x-forwarded-for': address },
      payload: { currentPassword: 'Not-The-Password-9', newPassword: 'Brand-New-Horse-43' },
    });

  it('counts per signed-in user, whatever the address: 20 in 5 minutes, then 429; another user from the same addresses is not held back', async () => {
    const user = await createUser(t.app, { role: 'admin' });
    const other = await createUser(t.app, { role: 'admin' });
    const token = await loginToken(t.app, user.email);
    const otherToken = await loginToken(t.app, other.email);
    for (let i = 1; i <= 20; i += 1) expect((await change(token, `192.0.2.${i}`)).statusCode).toBe(400);
    const limited = await change(token, '192.0.2.100');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(240);
    expect((await change(otherToken, '192.0.2.1')).statusCode).toBe(400);
  });
});
