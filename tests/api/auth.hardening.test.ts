/**
 * Sign-in hardening: logs without query strings, the same work for known and unknown
 * e-mails, X-Forwarded-For believed only from TRUST_PROXY, and limits no stranger can use to lock
 * an owner out (keyed by address and by account and address; the account alone only paced, see
 * auth.throttle.test.ts).
 */
import { DefaultQueryExecutor, type CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig, type TrustProxy } from '../../server/config';
import { MAX_RESET_MAILS_PER_HOUR } from '../../server/accounts/passwordReset';
import { rateLimitedMessage } from '../../server/http/rateLimit';
import { bearer, createUser, login, loginToken } from '../helpers/fixtures';
import { resetCodeFor } from '../helpers/mail';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../helpers/testApp';
import { capturedLogger } from '../helpers/logCapture';

/** Every argon2 and reset-code HMAC computation the server does, counted on the way through. */
const work = vi.hoisted(() => ({ argon2: 0, hmac: 0 }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof import('@node-rs/argon2')>();
  return {
    ...real,
    hash: (...args: Parameters<typeof real.hash>) => ((work.argon2 += 1), real.hash(...args)),
    verify: (...args: Parameters<typeof real.verify>) => ((work.argon2 += 1), real.verify(...args)),
  };
});
vi.mock('../../server/accounts/secrets', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../server/accounts/secrets')>();
  return { ...real, hashResetCode: (...args: Parameters<typeof real.hashResetCode>) => ((work.hmac += 1), real.hashResetCode(...args)) };
});

const post = (t: TestApp, url: string, payload: object, remoteAddress = '127.0.0.1', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/admin/auth/${url}`, payload, remoteAddress, headers });
const wrongLogin = (t: TestApp, email: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  post(t, 'login', { email, password: 'Wrong-Password-1' }, remoteAddress, headers);

describe('logs', () => {
  it('carry request paths without their query strings, whatever the client puts in the URL', async () => {
    const { lines, logger } = capturedLogger();
    const t = await createTestApp({ logger });
    try {
      const token = await loginToken(t.app, (await createUser(t.app, { role: 'admin' })).email);
      await t.app.inject({ method: 'GET', url: '/api/admin/auth/me?token=SECRET123&code=654321', headers: bearer(token) });
      await t.app.inject({ method: 'GET', url: '/accept-invitation?token=INVITATION-SECRET-TOKEN&email=invited%40example.org' });
      await t.app.inject({ method: 'GET', url: '/api/no-such-route?password=ROUTE-SECRET#FRAGMENT-SECRET' });
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/auth/login?next=QUERY-SECRET',
        headers: { 'content-type': 'application/json' },
        payload: 'password=BODY-SECRET',
      });
      const log = lines.join('\n');
      expect(log).toContain('"url":"/api/admin/auth/me"');
      expect(log).toContain('"url":"/accept-invitation"');
      expect(log).toContain('"url":"/api/admin/auth/login"');
      for (const secret of [
        'SECRET123',
        '654321',
        'INVITATION-SECRET-TOKEN',
        'invited',
        'ROUTE-SECRET',
        'FRAGMENT-SECRET',
        'QUERY-SECRET',
        'BODY-SECRET',
        token,
        TEST_PASSWORD,
      ]) {
        expect(log, secret).not.toContain(secret);
      }
    } finally {
      await t.close();
    }
  });
});

describe('the same work for known and unknown e-mails', () => {
  let t: TestApp;
  const statements: string[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    // Every SQL statement the server runs, parameters left out: the shape of the work.
    const base = Object.getPrototypeOf(DefaultQueryExecutor.prototype) as { executeQuery: (query: CompiledQuery) => Promise<unknown> };
    const original = base.executeQuery;
    vi.spyOn(base, 'executeQuery').mockImplementation(function (this: unknown, query: CompiledQuery) {
      statements.push(query.sql);
      return original.call(this, query);
    });
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await t.close();
  });

  /** The hashing done and the statements run by one request. */
  async function workOf(request: () => Promise<{ statusCode: number; body: string }>) {
    work.argon2 = 0;
    work.hmac = 0;
    statements.length = 0;
    const response = await request();
    return { answer: [response.statusCode, response.body], argon2: work.argon2, hmac: work.hmac, statements: [...statements] };
  }

  it('reset-password with a wrong code: known account with or without a live code, suspended account, unknown e-mail', async () => {
    const withCode = await createUser(t.app, { role: 'admin' });
    const withoutCode = await createUser(t.app, { role: 'admin' });
    const suspended = await createUser(t.app, { role: 'admin', isActive: false });
    await post(t, 'forgot-password', { email: withCode.email });
    const code = await resetCodeFor(t.app, withCode.email);
    const wrong = code === '000000' ? '000001' : '000000';
    const reset = (email: string) => () => post(t, 'reset-password', { email, code: wrong, newPassword: 'Brand-New-Secret-7' });

    const known = await workOf(reset(withCode.email));
    expect(known.answer[0]).toBe(400);
    expect(known.argon2).toBe(1);
    // One comparison per code that can be live at once, whether or not there are any.
    expect(known.hmac).toBe(MAX_RESET_MAILS_PER_HOUR);
    expect(known.statements.length).toBeGreaterThanOrEqual(4);
    for (const email of [withoutCode.email, suspended.email, 'nobody-here@example.org']) {
      expect(await workOf(reset(email)), email).toEqual(known);
    }
  });

  it('forgot-password: the same hashing for a known and an unknown e-mail', async () => {
    const user = await createUser(t.app, { role: 'admin' });
    const known = await workOf(() => post(t, 'forgot-password', { email: user.email }));
    const unknown = await workOf(() => post(t, 'forgot-password', { email: 'nobody-at-all@example.org' }));
    expect(known.answer).toEqual([200, expect.any(String)]);
    expect(unknown.answer).toEqual(known.answer);
    expect({ argon2: unknown.argon2, hmac: unknown.hmac }).toEqual({ argon2: known.argon2, hmac: known.hmac });
    expect(known.hmac).toBe(1);
  });

  it('sign-in: one argon2 computation for a known and an unknown e-mail', async () => {
    const user = await createUser(t.app, { role: 'admin' });
    const known = await workOf(() => wrongLogin(t, user.email, '192.0.2.77'));
    const unknown = await workOf(() => wrongLogin(t, 'nobody-signs-in@example.org', '192.0.2.77'));
    expect(known.argon2).toBe(1);
    expect(unknown.argon2).toBe(1);
    expect(unknown.answer).toEqual(known.answer);
  });
});

describe('TRUST_PROXY', () => {
  it('is off by default and takes a hop count, true, or addresses and ranges; anything else stops the start', () => {
    const load = (value?: string) => loadConfig({ NODE_ENV: 'development', TRUST_PROXY: value }).trustProxy;
    expect(load()).toBe(false);
    expect(load('')).toBe(false);
    expect(load('false')).toBe(false);
    expect(load('1')).toBe(1);
    expect(load('true')).toBe(true);
    expect(load('127.0.0.1, 10.0.0.0/8,::1,loopback')).toEqual(['127.0.0.1', '10.0.0.0/8', '::1', 'loopback']);
    for (const bad of ['yes', '10.0.0.0/33', '10.0.0.300', 'proxy.example.org', '1.5']) {
      expect(() => load(bad), bad).toThrow(ConfigError);
      expect(() => load(bad), bad).toThrow(/TRUST_PROXY/);
    }
  });

  const lastFailedLoginIp = async (t: TestApp) =>
    (await t.app.db.selectFrom('auditLogs').select('ip').where('action', '=', 'login_failed').orderBy('id', 'desc').executeTakeFirstOrThrow()).ip;
  const acceptFrom = (t: TestApp, forwardedFor: string) =>
    post(t, 'accept-invitation', { token: 'not-a-real-invitation-token', email: 'someone@example.org', password: 'Brand-New-Secret-7' }, '127.0.0.1', {
      'x-forwarded-for': forwardedFor,
    });

  it.each(['test', 'production'] as const)('unset (%s mode): X-Forwarded-For changes neither the limited address nor the audited one', async (mode) => {
    const t = await createTestApp({ config: { mode } });
    try {
      const user = await createUser(t.app, { role: 'admin' });
      await wrongLogin(t, user.email, '127.0.0.1', { 'x-forwarded-for': '203.0.113.9' });
      expect(await lastFailedLoginIp(t)).toBe('127.0.0.1');
      // accept-invitation allows 20 tries per address per 15 minutes.
      for (let i = 1; i <= 20; i += 1) expect((await acceptFrom(t, `203.0.113.${i}`)).statusCode).toBe(400);
      const limited = await acceptFrom(t, '203.0.113.99');
      expect(limited.statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });

  it.each<[TrustProxy]>([[['127.0.0.1']], [1]])('set to %j: the proxy’s X-Forwarded-For is believed', async (trustProxy) => {
    const t = await createTestApp({ config: { trustProxy } });
    try {
      const user = await createUser(t.app, { role: 'admin' });
      await wrongLogin(t, user.email, '127.0.0.1', { 'x-forwarded-for': '203.0.113.9' });
      expect(await lastFailedLoginIp(t)).toBe('203.0.113.9');
      for (let i = 1; i <= 21; i += 1) expect((await acceptFrom(t, `203.0.113.${i}`)).statusCode).toBe(400);
    } finally {
      await t.close();
    }
  });
});

describe('limits that no stranger can turn into a lock-out', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('says how long to wait', () => {
    expect(rateLimitedMessage(1)).toBe('Too many attempts. Please wait 1 second and try again.');
    expect(rateLimitedMessage(45)).toBe('Too many attempts. Please wait 45 seconds and try again.');
    expect(rateLimitedMessage(60)).toBe('Too many attempts. Please wait 1 minute and try again.');
    expect(rateLimitedMessage(238)).toBe('Too many attempts. Please wait 4 minutes and try again.');
  });

  it('sign-in: wrong passwords from other addresses leave the owner signing in from a known address at once', async () => {
    const owner = await createUser(t.app, { role: 'admin' });
    expect((await login(t.app, owner.email)).statusCode).toBe(200);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => wrongLogin(t, owner.email, `198.51.100.${i + 1}`)));
    expect(answers.every((a) => a.statusCode === 401 || a.statusCode === 429)).toBe(true);
    expect(answers.filter((a) => a.statusCode === 429).length).toBeGreaterThan(0);
    expect((await login(t.app, owner.email)).statusCode).toBe(200);
  });

  it('sign-in: one known address hammering its account is refused after 10, with the real wait; other addresses still get in', async () => {
    const owner = await createUser(t.app, { role: 'admin' });
    expect((await post(t, 'login', { email: owner.email, password: TEST_PASSWORD }, '198.51.102.1')).statusCode).toBe(200);
    for (let i = 0; i < 9; i += 1) expect((await wrongLogin(t, owner.email, '198.51.102.1')).statusCode).toBe(401);
    const limited = await post(t, 'login', { email: owner.email, password: TEST_PASSWORD }, '198.51.102.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: 'RATE_LIMITED', message: 'Too many attempts. Please wait 5 minutes and try again.' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(240);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(300);
    expect((await post(t, 'login', { email: owner.email, password: TEST_PASSWORD }, '198.51.102.2')).statusCode).toBe(200);
  });

  it('forgot-password: requests from other addresses do not block the owner’s own reset', async () => {
    const owner = await createUser(t.app, { role: 'admin' });
    for (let i = 1; i <= 6; i += 1) expect((await post(t, 'forgot-password', { email: owner.email }, `198.51.103.${i}`)).statusCode).toBe(200);
    expect((await post(t, 'forgot-password', { email: owner.email })).statusCode).toBe(200);
    // The strangers used up the hour's e-mails, but the codes they caused are all still valid.
    const mails = await t.app.db.selectFrom('mailOutbox').select('id').where('toAddress', '=', owner.email).execute();
    expect(mails).toHaveLength(MAX_RESET_MAILS_PER_HOUR);
    const code = await resetCodeFor(t.app, owner.email);
    expect((await post(t, 'reset-password', { email: owner.email, code, newPassword: 'Brand-New-Secret-7' })).statusCode).toBe(200);
  });

  it('forgot-password: one address is refused after 5 for one account, told to wait 15 minutes', async () => {
    const owner = await createUser(t.app, { role: 'admin' });
    for (let i = 0; i < 5; i += 1) expect((await post(t, 'forgot-password', { email: owner.email }, '198.51.104.1')).statusCode).toBe(200);
    const limited = await post(t, 'forgot-password', { email: owner.email }, '198.51.104.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('Too many attempts. Please wait 15 minutes and try again.');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(840);
    expect((await post(t, 'forgot-password', { email: owner.email }, '198.51.104.2')).statusCode).toBe(200);
  });

  it('reset-password: wrong codes from other addresses do not block the owner’s reset', async () => {
    const owner = await createUser(t.app, { role: 'admin' });
    const strangers = await Promise.all(
      Array.from({ length: 11 }, (_, i) =>
        post(t, 'reset-password', { email: owner.email, code: '123456', newPassword: 'Brand-New-Secret-7' }, `198.51.105.${i + 1}`),
      ),
    );
    expect(strangers.map((a) => a.statusCode)).toEqual(Array(11).fill(400));
    await post(t, 'forgot-password', { email: owner.email });
    const code = await resetCodeFor(t.app, owner.email);
    expect((await post(t, 'reset-password', { email: owner.email, code, newPassword: 'Brand-New-Secret-7' })).statusCode).toBe(200);
  });
});
