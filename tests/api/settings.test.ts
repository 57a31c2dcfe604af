/**
 * Settings: one's own profile, password change (ends the other sessions and their
 * sockets, keeps this one), open sessions with sign-out of one, and the super admins' system
 * information. Allowed and denied callers for each endpoint.
 */
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountSession } from '../../src/domain/accountSettings';
import type { SystemInfo } from '../../src/domain/api/system';
import { touchSession } from '../../server/auth/sessions';
import { bearer, createUser, login, loginToken } from '../helpers/fixtures';
import { connectSocket, sleep, startLiveServer, waitFor, type LiveServer } from '../helpers/realtime';

let server: LiveServer;
let app: FastifyInstance;
const sockets: Socket[] = [];
const NEW_PASSWORD = 'Blue-Kettle-Morning-7';

beforeAll(async () => {
  server = await startLiveServer({ reauthMs: 600_000, deviceReauthMs: 600_000, recheckIntervalMs: 0 });
  app = server.app;
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await server?.close();
});

const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, token?: string, payload?: Record<string, unknown>, userAgent?: string) =>
  app.inject({ method, url: `/api/admin${url}`, headers: { ...(token ? bearer(token) : {}), ...(userAgent ? { 'user-agent': userAgent } : {}) }, payload });

const auditActions = async (userId: number) =>
  (await app.db.selectFrom('auditLogs').select('action').where('userId', '=', userId).orderBy('id').execute()).map((row) => row.action);

describe('GET and PUT /api/admin/auth/profile', () => {
  it('needs a signed-in user; any role reads and edits its own name and phone, audited', async () => {
    expect((await call('GET', '/auth/profile')).statusCode).toBe(401);
    expect((await call('PUT', '/auth/profile', undefined, { fullName: 'X Y' })).statusCode).toBe(401);
    for (const role of ['collector', 'executive']) {
      const user = await createUser(app, { role, fullName: 'Hauwa Sani' });
      const token = await loginToken(app, user.email);
      expect((await call('GET', '/auth/profile', token)).json()).toEqual({ data: { email: user.email, fullName: 'Hauwa Sani', phone: null } });
      const saved = await call('PUT', '/auth/profile', token, { fullName: '  Hauwa Sani Bello ', phone: '0803 000 0001' });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().data).toEqual({ email: user.email, fullName: 'Hauwa Sani Bello', phone: '0803 000 0001' });
      const me = await call('GET', '/auth/me', token);
      expect(me.json().data.fullName).toBe('Hauwa Sani Bello');
      const audit = await app.db
        .selectFrom('auditLogs')
        .select(['action', 'changes'])
        .where('userId', '=', user.id)
        .where('action', '=', 'profile_updated')
        .executeTakeFirstOrThrow();
      expect(audit.changes).toEqual({ fullName: { from: 'Hauwa Sani', to: 'Hauwa Sani Bello' }, phone: { from: null, to: '0803 000 0001' } });
    }
  });

  it("refuses values User Management refuses, and touches only the caller's own row", async () => {
    const user = await createUser(app, { role: 'admin', fullName: 'Musa Garba' });
    const other = await createUser(app, { role: 'admin', fullName: 'Other Person' });
    const token = await loginToken(app, user.email);
    const badPhone = await call('PUT', '/auth/profile', token, { fullName: 'Musa Garba', phone: 'call me' });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().errors).toHaveProperty('phone');
    expect((await call('PUT', '/auth/profile', token, { fullName: 'M' })).statusCode).toBe(400);
    // A smuggled id or e-mail is not part of the schema and changes nothing.
    expect((await call('PUT', '/auth/profile', token, { fullName: 'Musa G', id: other.id, email: 'x@example.org' })).statusCode).toBe(200);
    const rows = await app.db.selectFrom('users').select(['id', 'fullName', 'email']).where('id', 'in', [user.id, other.id]).orderBy('id').execute();
    expect(rows).toEqual([
      { id: user.id, fullName: 'Musa G', email: user.email },
      { id: other.id, fullName: 'Other Person', email: other.email },
    ]);
  });
});

describe('POST /api/admin/auth/change-password', () => {
  it('needs a signed-in user', async () => {
    expect((await call('POST', '/auth/change-password', undefined, { currentPassword: 'x', newPassword: NEW_PASSWORD })).statusCode).toBe(401);
  });

  it('a wrong current password is a clear 400, changes nothing and is audited', async () => {
    const user = await createUser(app, { role: 'collector' });
    const token = await loginToken(app, user.email);
    const answer = await call('POST', '/auth/change-password', token, { currentPassword: 'Not-The-Password-1', newPassword: NEW_PASSWORD });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      code: 'WRONG_CURRENT_PASSWORD',
      message: 'The current password is not correct.',
      errors: { currentPassword: expect.any(String) },
    });
    expect((await login(app, user.email)).statusCode).toBe(200);
    expect(await auditActions(user.id)).toContain('password_change_failed');
  });

  it('applies the password rules of invitations and resets', async () => {
    const user = await createUser(app, { role: 'admin' });
    const token = await loginToken(app, user.email);
    const tooShort = await call('POST', '/auth/change-password', token, { currentPassword: user.password, newPassword: 'short' });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().errors.newPassword).toBe('Password must be at least 8 characters long');
    const common = await call('POST', '/auth/change-password', token, { currentPassword: user.password, newPassword: 'password123' });
    expect(common.statusCode).toBe(400);
    expect(common.json().errors.newPassword).toBe('This password is too common. Choose a less guessable one.');
    const same = await call('POST', '/auth/change-password', token, { currentPassword: user.password, newPassword: user.password });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { newPassword: 'Choose a password different from the current one' } });
    expect((await login(app, user.email)).statusCode).toBe(200);
  });

  it('ends the other sessions and their sockets, keeps this one; the old password fails; audited', async () => {
    const user = await createUser(app, { role: 'admin' });
    const [current, other] = [await loginToken(app, user.email), await loginToken(app, user.email)];
    const [currentSocket, otherSocket] = [await connectSocket(server.url, current, 'admin'), await connectSocket(server.url, other, 'admin')];
    sockets.push(currentSocket, otherSocket);

    const changed = await call('POST', '/auth/change-password', current, { currentPassword: user.password, newPassword: NEW_PASSWORD });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().message).toBe('Password changed. Your other sessions have been signed out.');

    expect((await call('GET', '/auth/me', other)).statusCode).toBe(401);
    await waitFor(() => !otherSocket.connected, 2000, "the other session's socket to close");
    await sleep(100);
    expect(currentSocket.connected).toBe(true);
    expect((await call('GET', '/auth/me', current)).statusCode).toBe(200);
    expect((await call('POST', '/auth/refresh', current)).statusCode).toBe(200);

    expect((await login(app, user.email, user.password)).statusCode).toBe(401);
    expect((await login(app, user.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect(await auditActions(user.id)).toContain('password_changed');
  });
});

describe('GET /api/admin/auth/sessions and DELETE /api/admin/auth/sessions/:id', () => {
  it('needs a signed-in user', async () => {
    expect((await call('GET', '/auth/sessions')).statusCode).toBe(401);
    expect((await call('DELETE', '/auth/sessions/abc')).statusCode).toBe(401);
  });

  it('lists only the caller’s open sessions with device, address and last use; signs out one of them', async () => {
    const user = await createUser(app, { role: 'supervisor' });
    const stranger = await createUser(app, { role: 'supervisor' });
    const phone = (
      await app.inject({
        method: 'POST',
        url: '/api/admin/auth/login',
        headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/130.0 Mobile' },
        payload: { email: user.email, password: user.password },
      })
    ).json().data.token as string;
    const laptop = await loginToken(app, user.email);
    const strangerToken = await loginToken(app, stranger.email);
    const ended = await loginToken(app, user.email);
    await call('POST', '/auth/logout', ended);

    const listed = await call('GET', '/auth/sessions', laptop);
    expect(listed.statusCode).toBe(200);
    const sessions = listed.json().data as AccountSession[];
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    const phoneSession = sessions.find((s) => !s.current)!;
    expect(phoneSession.userAgent).toContain('Android');
    expect(phoneSession).toMatchObject({ ip: '127.0.0.1', lastUsedAt: expect.any(String), createdAt: expect.any(String) });

    const strangerSession = ((await call('GET', '/auth/sessions', strangerToken)).json().data as AccountSession[])[0];
    expect((await call('DELETE', `/auth/sessions/${strangerSession.id}`, laptop)).statusCode).toBe(404);
    expect((await call('GET', '/auth/me', strangerToken)).statusCode).toBe(200);

    expect((await call('DELETE', `/auth/sessions/${phoneSession.id}`, laptop)).statusCode).toBe(200);
    expect((await call('GET', '/auth/me', phone)).statusCode).toBe(401);
    expect((await call('GET', '/auth/me', laptop)).statusCode).toBe(200);
    expect(((await call('GET', '/auth/sessions', laptop)).json().data as AccountSession[]).map((s) => s.current)).toEqual([true]);
    expect((await call('DELETE', `/auth/sessions/${phoneSession.id}`, laptop)).statusCode).toBe(404);
    expect(await auditActions(user.id)).toContain('session_signed_out');
  });

  it('keeps the last use up to date at most once a minute', async () => {
    const user = await createUser(app, { role: 'collector' });
    const token = await loginToken(app, user.email);
    const { id } = ((await call('GET', '/auth/sessions', token)).json().data as AccountSession[])[0];
    const stale = new Date(Date.now() - 3_600_000);
    await app.db.updateTable('sessions').set({ lastUsedAt: stale }).where('id', '=', id).execute();
    await call('GET', '/auth/me', token);
    // Touched in this process less than a minute ago (at the sessions call): left alone.
    const row = await app.db.selectFrom('sessions').select('lastUsedAt').where('id', '=', id).executeTakeFirstOrThrow();
    expect(new Date(row.lastUsedAt!).getTime()).toBe(stale.getTime());
    // A minute later the next request writes it again.
    const later = Date.now() + 61_000;
    await touchSession(app.db, id, '10.0.0.9', later);
    const touched = await app.db.selectFrom('sessions').select(['lastUsedAt', 'lastUsedIp']).where('id', '=', id).executeTakeFirstOrThrow();
    expect({ at: new Date(touched.lastUsedAt!).getTime(), ip: touched.lastUsedIp }).toEqual({ at: later, ip: '10.0.0.9' });
  });
});

describe('GET /api/admin/system', () => {
  it('super admins only', async () => {
    expect((await call('GET', '/system')).statusCode).toBe(401);
    for (const role of ['admin', 'executive', 'collector']) {
      const user = await createUser(app, { role });
      expect((await call('GET', '/system', await loginToken(app, user.email))).statusCode).toBe(403);
    }
  });

  it('names the database, Redis, e-mail delivery, version, uptime and the migrations applied', async () => {
    const admin = await createUser(app, { role: 'super_admin' });
    const answer = await call('GET', '/system', await loginToken(app, admin.email));
    expect(answer.statusCode, answer.body).toBe(200);
    const info = answer.json().data as SystemInfo;
    expect(info.database.kind).toBe(process.env.TEST_DATABASE_URL ? 'postgresql' : 'pglite');
    expect(info.database.sizeBytes).toBeGreaterThan(0);
    expect(info).toMatchObject({ redis: false, redisStatus: 'off', mailDelivery: false, version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
    expect(info.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(info.migrations.map((m) => m.name)).toContain('012_session_details');
    expect(info.migrations[0]).toEqual({ name: '001_foundation', appliedAt: expect.any(String) });
  });
});
