/**
 * One password rule everywhere (src/domain/passwords.ts): sign-in, accept-invitation,
 * reset, change-password and ADMIN_PASSWORD. A NUL or another control character is refused at
 * each with the same message and changes nothing; a password accepted when set signs in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureConfiguredAdmin } from '../../server/accounts/configuredAdmin';
import { roleIdByName } from '../../server/accounts/defaultRoles';
import { ConfigError } from '../../server/config';
import { MAX_PASSWORD_LENGTH } from '../../src/domain/constants';
import { newPasswordProblem, PASSWORD_MESSAGES, signInPasswordProblem } from '../../src/domain/passwords';
import { bearer, createUser, login, loginToken } from '../helpers/fixtures';
import { invitationTokenFor, resetCodeFor } from '../helpers/mail';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../helpers/testApp';

const UNUSABLE = ['Correct\u0000Horse-42', 'Correct\tHorse-42', 'Correct-Horse-42\n', 'Correct\u007fHorse-42', 'Correct\u0085Horse-42', 'Correct-Horse-\ud800'];
const USABLE = ['Ünïcödé-Pässwörd-😀', 'spaces are fine here', `${'Long-Horse-'.repeat(12)}12345678`.slice(0, MAX_PASSWORD_LENGTH), '¡Kano-Learning-77!'];

describe('the rule', () => {
  it('whatever may be set can be typed at sign-in', () => {
    const samples = [...UNUSABLE, ...USABLE, 'short', 'password123', 'x'.repeat(MAX_PASSWORD_LENGTH + 1), 'A\u200bB-zero-width', ''];
    for (const password of samples) {
      if (newPasswordProblem(password) === null) expect(signInPasswordProblem(password), JSON.stringify(password)).toBeNull();
    }
    for (const password of USABLE) expect(newPasswordProblem(password), password).toBeNull();
  });

  it('refuses a NUL, other control characters and broken Unicode with one message, at sign-in and when set', () => {
    for (const password of UNUSABLE) {
      expect(newPasswordProblem(password), JSON.stringify(password)).toBe(PASSWORD_MESSAGES.characters);
      expect(signInPasswordProblem(password), JSON.stringify(password)).toBe(PASSWORD_MESSAGES.characters);
    }
  });
});

describe('every route that takes a password', () => {
  let t: TestApp;
  let adminToken: string;
  beforeAll(async () => {
    t = await createTestApp();
    adminToken = await loginToken(t.app, (await createUser(t.app, { role: 'admin' })).email);
  });
  afterAll(async () => t.close());

  const post = (url: string, payload: object, token?: string) =>
    t.app.inject({ method: 'POST', url: `/api/admin/auth/${url}`, payload, headers: token ? bearer(token) : {} });
  const passwordHashOf = async (id: number) =>
    (await t.app.db.selectFrom('users').select('passwordHash').where('id', '=', id).executeTakeFirstOrThrow()).passwordHash;

  it('sign-in: 400 with the message, counted as no failed sign-in', async () => {
    const user = await createUser(t.app, { role: 'admin' });
    const answer = await post('login', { email: user.email, password: 'Correct\u0000Horse-42' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors.password).toBe(PASSWORD_MESSAGES.characters);
    const failed = await t.app.db.selectFrom('auditLogs').select('id').where('action', '=', 'login_failed').where('userId', '=', user.id).execute();
    expect(failed).toHaveLength(0);
  });

  it.each(UNUSABLE)('change-password refuses %j: 400 with the message, nothing changed', async (password) => {
    const user = await createUser(t.app, { role: 'admin' });
    const token = await loginToken(t.app, user.email);
    const before = await passwordHashOf(user.id);
    const answer = await post('change-password', { currentPassword: TEST_PASSWORD, newPassword: password }, token);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors.newPassword).toBe(PASSWORD_MESSAGES.characters);
    expect(await passwordHashOf(user.id)).toBe(before);
    expect((await login(t.app, user.email)).statusCode).toBe(200);
  });

  it('reset refuses a NUL password: 400 with the message, the password and the code unchanged', async () => {
    const user = await createUser(t.app, { role: 'admin' });
    await post('forgot-password', { email: user.email });
    const code = await resetCodeFor(t.app, user.email);
    const before = await passwordHashOf(user.id);
    const answer = await post('reset-password', { email: user.email, code, newPassword: 'Brand\u0000New-Secret-7' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors.newPassword).toBe(PASSWORD_MESSAGES.characters);
    expect(await passwordHashOf(user.id)).toBe(before);
    const live = await t.app.db.selectFrom('passwordResets').select(['usedAt', 'failedAttempts']).where('userId', '=', user.id).executeTakeFirstOrThrow();
    expect(live).toEqual({ usedAt: null, failedAttempts: 0 });
  });

  it('accept-invitation refuses a NUL password: 400 with the message, the invitation still pending', async () => {
    const email = `nul-${Date.now()}@example.org`;
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/admin/user-management/invite',
      headers: bearer(adminToken),
      payload: { fullName: 'Hauwa Musa', email, roleId: await roleIdByName(t.app.db, 'supervisor') },
    });
    expect(invited.statusCode).toBe(201);
    const token = await invitationTokenFor(t.app, email);
    const answer = await post('accept-invitation', { token, email, password: 'Kano\u0000Learning-77' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors.password).toBe(PASSWORD_MESSAGES.characters);
    const user = await t.app.db.selectFrom('users').select(['id', 'passwordHash']).where('email', '=', email).executeTakeFirstOrThrow();
    expect(user.passwordHash).toBeNull();
    expect((await post('accept-invitation', { token, email, password: 'Kano-Learning-77' })).statusCode).toBe(200);
    expect((await login(t.app, email, 'Kano-Learning-77')).statusCode).toBe(200);
  });

  it.each(USABLE)('a password accepted at reset signs in: %j', async (password) => {
    const user = await createUser(t.app, { role: 'admin' });
    await post('forgot-password', { email: user.email });
    const answer = await post('reset-password', { email: user.email, code: await resetCodeFor(t.app, user.email), newPassword: password });
    expect(answer.statusCode).toBe(200);
    expect((await login(t.app, user.email, password)).statusCode).toBe(200);
  });

  it('ADMIN_PASSWORD follows the rule: refused with the message, nothing written; a usable one signs in', async () => {
    for (const [password, message] of [
      ['Root\u0000Password-1', PASSWORD_MESSAGES.characters],
      ['password123', PASSWORD_MESSAGES.tooCommon],
      ['x'.repeat(MAX_PASSWORD_LENGTH + 1), PASSWORD_MESSAGES.tooLong],
    ]) {
      const refused = ensureConfiguredAdmin(t.app.db, 'root@example.org', password);
      await expect(refused).rejects.toThrow(ConfigError);
      await expect(refused).rejects.toThrow(`ADMIN_PASSWORD: ${message}`);
    }
    expect(await t.app.db.selectFrom('users').select('id').where('email', '=', 'root@example.org').executeTakeFirst()).toBeUndefined();
    expect(await ensureConfiguredAdmin(t.app.db, 'root@example.org', 'Root-Pässwörd-1')).toBe('created');
    expect((await login(t.app, 'root@example.org', 'Root-Pässwörd-1')).statusCode).toBe(200);
  });
});
