import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { bearer, createUser, login, loginToken } from '../helpers/fixtures';
import { resetCodeFor } from '../helpers/mail';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const forgot = (email: string) => t.app.inject({ method: 'POST', url: '/api/admin/auth/forgot-password', payload: { email } });
const reset = (email: string, code: string, newPassword = 'Brand-New-Secret-7') =>
  t.app.inject({ method: 'POST', url: '/api/admin/auth/reset-password', payload: { email, code, newPassword } });
const wrongCode = (code: string) => (code === '000000' ? '000001' : '000000');

describe('password reset by e-mailed code', () => {
  it('answers the same for known and unknown e-mails, and mails a 6-digit code only to the known one', async () => {
    const user = await createUser(t.app, { role: 'admin' });
    const known = await forgot(user.email);
    const unknown = await forgot('nobody-here@example.org');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: 'If your email exists, you will receive a reset code.' });
    expect(unknown.json()).toEqual(known.json());
    expect(await resetCodeFor(t.app, user.email)).toMatch(/^\d{6}$/);
    const toUnknown = await t.app.db.selectFrom('mailOutbox').select('id').where('toAddress', '=', 'nobody-here@example.org').execute();
    expect(toUnknown).toHaveLength(0);
  });

  it('stores the code hashed', async () => {
    const user = await createUser(t.app, { role: 'admin' });
    await forgot(user.email);
    const code = await resetCodeFor(t.app, user.email);
    const row = await t.app.db.selectFrom('passwordResets').select('codeHash').where('userId', '=', user.id).executeTakeFirstOrThrow();
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.codeHash).not.toContain(code);
  });

  it('resets with the code, ends the other sessions and is single use', async () => {
    const user = await createUser(t.app, { role: 'admin' });
    const session = await loginToken(t.app, user.email);
    await forgot(user.email);
    const code = await resetCodeFor(t.app, user.email);
    const response = await reset(user.email, code);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Password has been reset successfully.' });
    expect((await login(t.app, user.email, 'Brand-New-Secret-7')).statusCode).toBe(200);
    expect((await login(t.app, user.email)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/auth/me', headers: bearer(session) })).statusCode).toBe(401);
    const again = await reset(user.email, code, 'Another-New-Secret-8');
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('INVALID_RESET_CODE');
  });

  it('kills the code at the fifth wrong try, even for the right code after', async () => {
    const user = await createUser(t.app, { role: 'admin' });
    await forgot(user.email);
    const code = await resetCodeFor(t.app, user.email);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await reset(user.email, wrongCode(code))).statusCode).toBe(400);
    }
    // Four wrong tries leave the code alive: prove it on a twin request below after the fifth.
    const row = await t.app.db.selectFrom('passwordResets').select(['failedAttempts', 'invalidatedAt']).where('userId', '=', user.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ failedAttempts: 4, invalidatedAt: null });
    expect((await reset(user.email, wrongCode(code))).statusCode).toBe(400);
    const right = await reset(user.email, code);
    expect(right.statusCode).toBe(400);
    expect(right.json().code).toBe('INVALID_RESET_CODE');
    expect((await login(t.app, user.email)).statusCode).toBe(200);
  });

  it('accepts the right code after fewer than five wrong tries', async () => {
    const user = await createUser(t.app, { role: 'admin' });
    await forgot(user.email);
    const code = await resetCodeFor(t.app, user.email);
    for (let attempt = 1; attempt <= 4; attempt += 1) await reset(user.email, wrongCode(code));
    expect((await reset(user.email, code)).statusCode).toBe(200);
  });

  it('refuses a code older than 10 minutes', async () => {
    const user = await createUser(t.app, { role: 'admin' });
    await forgot(user.email);
    const code = await resetCodeFor(t.app, user.email);
    await t.app.db
      .updateTable('passwordResets')
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where('userId', '=', user.id)
      .execute();
    expect((await reset(user.email, code)).statusCode).toBe(400);
  });

  it('a new code leaves the one sent minutes before valid; using either ends both', async () => {
    const user = await createUser(t.app, { role: 'admin' });
    await forgot(user.email);
    const first = await resetCodeFor(t.app, user.email);
    await forgot(user.email);
    const second = await resetCodeFor(t.app, user.email);
    const live = await t.app.db.selectFrom('passwordResets').select('id').where('userId', '=', user.id).where('invalidatedAt', 'is', null).execute();
    expect(live).toHaveLength(2);
    // The owner may still be reading the first e-mail: its code works.
    expect((await reset(user.email, first)).statusCode).toBe(200);
    const again = await reset(user.email, second, 'Another-New-Secret-8');
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('INVALID_RESET_CODE');
    expect((await login(t.app, user.email, 'Brand-New-Secret-7')).statusCode).toBe(200);
  });

  it('five wrong tries end every live code of the account', async () => {
    const user = await createUser(t.app, { role: 'admin' });
    await forgot(user.email);
    const first = await resetCodeFor(t.app, user.email);
    await forgot(user.email);
    const second = await resetCodeFor(t.app, user.email);
    const wrong = ['000000', '000001', '000002', '000003', '000004', '000005', '000006'].filter((code) => code !== first && code !== second).slice(0, 5);
    for (const code of wrong) expect((await reset(user.email, code)).statusCode).toBe(400);
    expect((await reset(user.email, first)).statusCode).toBe(400);
    expect((await reset(user.email, second)).statusCode).toBe(400);
    expect((await login(t.app, user.email)).statusCode).toBe(200);
  });

  it('refuses a weak new password with a field message', async () => {
    const user = await createUser(t.app, { role: 'admin' });
    await forgot(user.email);
    const response = await reset(user.email, await resetCodeFor(t.app, user.email), '12345678');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.newPassword).toBe('This password is too common. Choose a less guessable one.');
  });

  it('answers 429 with a clear message after 5 requests for one e-mail', async () => {
    const user = await createUser(t.app, { role: 'admin' });
    for (let i = 0; i < 5; i += 1) expect((await forgot(user.email)).statusCode).toBe(200);
    const limited = await forgot(user.email);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: 'RATE_LIMITED', message: 'Too many attempts. Please wait 15 minutes and try again.' });
    expect((await forgot('someone-else@example.org')).statusCode).toBe(200);
  });

  it('answers 429 after 10 sign-in attempts for one e-mail', async () => {
    const user = await createUser(t.app, { role: 'admin' });
    for (let i = 0; i < 10; i += 1) await login(t.app, user.email, 'wrong-password');
    expect((await login(t.app, user.email)).statusCode).toBe(429);
  });
});
