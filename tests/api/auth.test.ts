import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { ERROR_CODES, MESSAGES, TOKEN } from '../../src/domain/constants';
import { revokeUserSessions } from '../../server/auth/sessions';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../helpers/testApp';
import { bearer, createRole, createUser, login, loginToken } from '../helpers/fixtures';

let t: TestApp;
let clock = Date.now();
const now = () => clock;

beforeAll(async () => {
  t = await createTestApp({ now });
});
afterAll(async () => t.close());

const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/admin/auth/me', headers: bearer(token) });
const refresh = (token: string) => t.app.inject({ method: 'POST', url: '/api/admin/auth/refresh', headers: bearer(token) });

describe('POST /api/admin/auth/login', () => {
  it('answers a token with sub, role, sid and a 30-minute exp, and the session user', async () => {
    const user = await createUser(t.app, { role: 'supervisor', fullName: 'Ibrahim Musa' });
    const response = await login(t.app, user.email.toUpperCase());
    expect(response.statusCode).toBe(200);
    const { token, user: sessionUser } = response.json().data;
    const claims = decodeJwt(token);
    expect(claims.sub).toBe(String(user.id));
    expect(claims.role).toBe('supervisor');
    expect(typeof claims.sid).toBe('string');
    expect(claims.exp! - claims.iat!).toBe(TOKEN.lifetimeSeconds);
    expect(sessionUser).toMatchObject({
      id: user.id,
      fullName: 'Ibrahim Musa',
      role: 'supervisor',
      roleData: { name: 'supervisor', displayName: 'Supervisor' },
      isActive: true,
    });
    expect(sessionUser.permissions).toContain('write_households');
    expect(sessionUser).not.toHaveProperty('passwordHash');
  });

  it('refuses a wrong password and an unknown e-mail with the same 401', async () => {
    const user = await createUser(t.app, { role: 'admin' });
    const wrong = await login(t.app, user.email, 'not-the-password');
    const unknown = await login(t.app, 'nobody@example.org', 'whatever-password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ code: ERROR_CODES.invalidCredentials, message: MESSAGES.invalidCredentials });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('answers 400 with a message per field for a malformed body', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/admin/auth/login', payload: { email: 'not-an-email' } });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe(ERROR_CODES.validation);
    expect(body.errors.email).toBe('Enter a valid e-mail address');
    expect(body.errors.password).toBe('Password is required');
  });

  it('refuses a suspended user with 403 ACCOUNT_SUSPENDED and the spec sentence', async () => {
    const user = await createUser(t.app, { role: 'executive', isActive: false });
    const response = await login(t.app, user.email);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'ACCOUNT_SUSPENDED', message: 'Your account has been suspended. Please contact the administrator.' });
  });

  it('does not reveal a suspension to someone without the password', async () => {
    const user = await createUser(t.app, { role: 'executive', isActive: false });
    const response = await login(t.app, user.email, 'wrong-password');
    expect(response.statusCode).toBe(401);
  });

  it('writes audit rows for a sign-in and a failed attempt', async () => {
    const user = await createUser(t.app, { role: 'admin' });
    await login(t.app, user.email);
    await login(t.app, user.email, 'bad-password');
    const rows = await t.app.db.selectFrom('auditLogs').select(['action']).where('userId', '=', user.id).orderBy('id').execute();
    expect(rows.map((r) => r.action)).toEqual(['login', 'login_failed']);
  });
});

describe('GET /api/admin/auth/me', () => {
  it('answers the current user for a valid token', async () => {
    const user = await createUser(t.app, { role: 'executive' });
    const response = await me(await loginToken(t.app, user.email));
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: user.id, role: 'executive', isActive: true });
  });

  it('answers 401 without a token, with a forged one and with a malformed one', async () => {
    const user = await createUser(t.app, { role: 'executive' });
    const token = await loginToken(t.app, user.email);
    const [header, payload] = token.split('.');
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/auth/me' })).statusCode).toBe(401);
    expect((await me(`${header}.${payload}.forged-signature`)).statusCode).toBe(401);
    expect((await me('garbage')).statusCode).toBe(401);
  });

  it('answers 403 ACCOUNT_SUSPENDED at the next request after a suspension', async () => {
    const user = await createUser(t.app, { role: 'supervisor' });
    const token = await loginToken(t.app, user.email);
    expect((await me(token)).statusCode).toBe(200);
    await t.app.db.updateTable('users').set({ isActive: false }).where('id', '=', user.id).execute();
    await revokeUserSessions(t.app.db, user.id, 'suspended');
    const response = await me(token);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('ACCOUNT_SUSPENDED');
    expect((await refresh(token)).json().code).toBe('ACCOUNT_SUSPENDED');
  });

  it('sees a role change at the next request', async () => {
    await createRole(t.app, 'auditor_me', ['read_audit_logs'], 'Auditor');
    const user = await createUser(t.app, { role: 'auditor_me' });
    const token = await loginToken(t.app, user.email);
    expect((await me(token)).json().data.permissions).toEqual(['read_audit_logs']);
    await t.app.db
      .updateTable('roles')
      .set({ permissions: JSON.stringify(['read_telemetry']) })
      .where('name', '=', 'auditor_me')
      .execute();
    expect((await me(token)).json().data.permissions).toEqual(['read_telemetry']);
  });
});

describe('POST /api/admin/auth/refresh', () => {
  it('exchanges a valid token for a new one on the same session', async () => {
    const user = await createUser(t.app, { role: 'admin' });
    const token = await loginToken(t.app, user.email);
    clock += 60_000;
    const response = await refresh(token);
    expect(response.statusCode).toBe(200);
    const next = response.json().data.token as string;
    expect(next).not.toBe(token);
    expect(decodeJwt(next).sid).toBe(decodeJwt(token).sid);
    expect(decodeJwt(next).exp).toBeGreaterThan(decodeJwt(token).exp!);
    expect(response.json().data.user.id).toBe(user.id);
    expect((await me(next)).statusCode).toBe(200);
  });

  it('refuses an expired token', async () => {
    const user = await createUser(t.app, { role: 'admin' });
    const token = await loginToken(t.app, user.email);
    clock += (TOKEN.lifetimeSeconds + 1) * 1000;
    expect((await refresh(token)).statusCode).toBe(401);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('refuses a session past its absolute 12-hour limit', async () => {
    const user = await createUser(t.app, { role: 'admin' });
    const token = await loginToken(t.app, user.email);
    await t.app.db
      .updateTable('sessions')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('userId', '=', user.id)
      .execute();
    const response = await refresh(token);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe(ERROR_CODES.sessionRevoked);
  });
});

describe('POST /api/admin/auth/logout', () => {
  it('revokes the session so the token no longer works', async () => {
    const user = await createUser(t.app, { role: 'admin' });
    const token = await loginToken(t.app, user.email);
    const response = await t.app.inject({ method: 'POST', url: '/api/admin/auth/logout', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    const after = await me(token);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe(ERROR_CODES.sessionRevoked);
    expect((await refresh(token)).statusCode).toBe(401);
    const audit = await t.app.db.selectFrom('auditLogs').select('action').where('userId', '=', user.id).where('action', '=', 'logout').execute();
    expect(audit).toHaveLength(1);
  });

  it("ends only the signed-out session, not the user's others", async () => {
    const user = await createUser(t.app, { role: 'admin' });
    const first = await loginToken(t.app, user.email);
    const second = await loginToken(t.app, user.email);
    await t.app.inject({ method: 'POST', url: '/api/admin/auth/logout', headers: bearer(first) });
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(200);
  });

  it('answers 200 without a token and changes nothing', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/admin/auth/logout' });
    expect(response.statusCode).toBe(200);
  });
});

describe('revocation', () => {
  it('refuses every token of a user whose sessions were revoked', async () => {
    const user = await createUser(t.app, { role: 'admin', password: TEST_PASSWORD });
    const token = await loginToken(t.app, user.email);
    expect(await revokeUserSessions(t.app.db, user.id, 'password_changed')).toBe(1);
    expect((await me(token)).statusCode).toBe(401);
  });
});
