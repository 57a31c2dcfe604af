/**
 * Deleting a user: the row stays, hidden everywhere a user is listed, counted or can
 * sign in; sessions and sockets end at once; the audit trail and the records keep pointing at
 * them; the e-mail stays taken until DELETE_RETENTION_DAYS, then purgeDeletedUsers frees it.
 */
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleIdByName } from '../../server/accounts/defaultRoles';
import { purgeDeletedUsers, purgedEmail } from '../../server/accounts/userPurge';
import { DEFAULT_RETENTION_DAYS } from '../../server/config';
import { bearer, createUser, login, loginToken } from '../helpers/fixtures';
import { invitationTokenFor } from '../helpers/mail';
import { connectSocket, startLiveServer, waitFor, type LiveServer } from '../helpers/realtime';
import { insertRow } from '../helpers/records';

const DAY_MS = 86_400_000;
let t: LiveServer;
let adminToken: string;

beforeAll(async () => {
  t = await startLiveServer();
  adminToken = await loginToken(t.app, (await createUser(t.app, { role: 'super_admin' })).email);
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = adminToken) =>
  t.app.inject({ method, url: `/api/admin/${url}`, headers: bearer(token), payload });
const remove = (id: number) => call('DELETE', `user-management/${id}`);
const listed = async (url: string) => ((await call('GET', url)).json() as Array<{ id: number }>).map((row) => row.id);
const invite = async (email: string) =>
  call('POST', 'user-management/invite', { fullName: 'Amina Bello', email, roleId: await roleIdByName(t.app.db, 'collector') });

describe('deleting a user', () => {
  it('keeps the row, ends sessions and sockets at once, and hides the user from lists, presence, counts and sign-in', async () => {
    const collector = await createUser(t.app, { role: 'collector', fullName: 'Garba Deleted' });
    const token = await loginToken(t.app, collector.email);
    const socket: Socket = await connectSocket(t.url, token, 'collector');
    let disconnected = false;
    socket.on('disconnect', () => (disconnected = true));
    await waitFor(async () => (await t.app.realtime.onlineCollectors()).some((c) => c.id === collector.id), 5000, 'presence');
    const countBefore = (await call('GET', 'dashboard/admin')).json().data.collectors.total;
    const schoolId = await insertRow(t.app, 'schools', { collectorId: collector.id, state: 'kano', schoolName: 'Made Before Delete' });
    const ownAudit = await t.app.db.selectFrom('auditLogs').select('id').where('userId', '=', collector.id).execute();
    expect(ownAudit.length).toBeGreaterThan(0);

    const answer = await remove(collector.id);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ message: 'User deleted.' });

    const row = await t.app.db
      .selectFrom('users')
      .select(['email', 'fullName', 'isActive', 'deletedAt'])
      .where('id', '=', collector.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ email: collector.email, fullName: 'Garba Deleted', isActive: false });
    expect(row.deletedAt).not.toBeNull();
    const open = await t.app.db.selectFrom('sessions').select('id').where('userId', '=', collector.id).where('revokedAt', 'is', null).execute();
    expect(open).toHaveLength(0);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/auth/me', headers: bearer(token) })).statusCode).toBe(401);
    await waitFor(() => disconnected, 5000, 'the socket to be disconnected');
    expect((await t.app.realtime.onlineCollectors()).some((c) => c.id === collector.id)).toBe(false);

    expect(await listed('user-management?range=[0,499]')).not.toContain(collector.id);
    expect(
      (await call('GET', `user-management?filter=${encodeURIComponent(JSON.stringify({ isActive: false }))}`)).json().map((u: { id: number }) => u.id),
    ).not.toContain(collector.id);
    expect((await call('GET', `user-management/${collector.id}`)).statusCode).toBe(404);
    expect(await listed('user-management/collectors?range=[0,499]')).not.toContain(collector.id);
    expect((await call('GET', 'dashboard/admin')).json().data.collectors.total).toBe(countBefore - 1);
    const roles = (await call('GET', 'user-management/roles')).json().data as Array<{ name: string; userCount: number }>;
    const held = await t.app.db
      .selectFrom('users')
      .select('id')
      .where('roleId', '=', await roleIdByName(t.app.db, 'collector'))
      .where('deletedAt', 'is', null)
      .execute();
    expect(roles.find((role) => role.name === 'collector')?.userCount).toBe(held.length);

    // Signing in answers exactly as for an e-mail nobody has.
    const signIn = await login(t.app, collector.email);
    const unknown = await login(t.app, 'nobody-here@example.org');
    expect(signIn.statusCode).toBe(401);
    expect(signIn.body).toBe(unknown.body);

    // Their trail and their records still point at them.
    expect(await t.app.db.selectFrom('auditLogs').select('id').where('userId', '=', collector.id).execute()).toHaveLength(ownAudit.length);
    const trail = (await call('GET', `audit-logs?filter=${encodeURIComponent(JSON.stringify({ userId: collector.id }))}`)).json();
    expect(trail.length).toBeGreaterThan(0);
    expect(trail[0].user).toMatchObject({ id: collector.id, fullName: 'Garba Deleted' });
    const deletion = await t.app.db
      .selectFrom('auditLogs')
      .select(['userId', 'changes'])
      .where('action', '=', 'delete')
      .where('resource', '=', 'users')
      .where('resourceId', '=', String(collector.id))
      .executeTakeFirstOrThrow();
    expect(deletion.changes).toMatchObject({ isActive: { before: true, after: false }, sessionsEnded: 1 });
    const school = await t.app.db.selectFrom('schools').select('collectorId').where('id', '=', schoolId).executeTakeFirstOrThrow();
    expect(school.collectorId).toBe(collector.id);
    socket.close();
  });

  it('ends a pending invitation and reset codes: no accept, no resend, no reset mail', async () => {
    const email = `invited-${Date.now()}@example.org`;
    const invited = await invite(email);
    const id = invited.json().data.id as number;
    const token = await invitationTokenFor(t.app, email);
    expect((await remove(id)).statusCode).toBe(200);
    const accept = await t.app.inject({ method: 'POST', url: '/api/admin/auth/accept-invitation', payload: { token, email, password: 'Kano-Learning-77' } });
    expect(accept.statusCode).toBe(400);
    expect(accept.json().code).toBe('INVALID_INVITATION');
    expect((await call('POST', `user-management/${id}/resend-invitation`)).statusCode).toBe(404);

    const user = await createUser(t.app, { role: 'supervisor' });
    expect((await remove(user.id)).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/admin/auth/forgot-password', payload: { email: user.email } });
    expect(await t.app.db.selectFrom('mailOutbox').select('id').where('toAddress', '=', user.email).execute()).toHaveLength(0);
  });

  it('cannot be edited, unsuspended or deleted again: 404', async () => {
    const user = await createUser(t.app, { role: 'supervisor' });
    expect((await remove(user.id)).statusCode).toBe(200);
    expect((await call('PUT', 'user-management/edit', { id: user.id, isActive: true })).statusCode).toBe(404);
    expect((await remove(user.id)).statusCode).toBe(404);
    const row = await t.app.db.selectFrom('users').select('isActive').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.isActive).toBe(false);
  });

  it('keeps the e-mail taken until the retention window ends: inviting it answers 409 saying when it frees', async () => {
    const user = await createUser(t.app, { role: 'collector' });
    expect((await remove(user.id)).statusCode).toBe(200);
    const { deletedAt } = await t.app.db.selectFrom('users').select('deletedAt').where('id', '=', user.id).executeTakeFirstOrThrow();
    const freesAt = new Date(Math.ceil((new Date(deletedAt!).getTime() + DEFAULT_RETENTION_DAYS * DAY_MS) / 60_000) * 60_000);
    const held = await invite(user.email);
    expect(held.statusCode).toBe(409);
    const when = `${freesAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
    expect(held.json()).toEqual({
      code: 'EMAIL_HELD',
      message: `${user.email} belonged to a user who was deleted; it can be invited again from ${when}.`,
      errors: { email: `${user.email} belonged to a user who was deleted; it can be invited again from ${when}.` },
    });
  });

  it('past the window the e-mail is freed at the invite, even before the retention job runs', async () => {
    const user = await createUser(t.app, { role: 'collector' });
    expect((await remove(user.id)).statusCode).toBe(200);
    await t.app.db
      .updateTable('users')
      .set({ deletedAt: new Date(Date.now() - (DEFAULT_RETENTION_DAYS + 1) * DAY_MS) })
      .where('id', '=', user.id)
      .execute();
    const again = await invite(user.email);
    expect(again.statusCode).toBe(201);
    expect(again.json().data.id).not.toBe(user.id);
    const old = await t.app.db.selectFrom('users').select('email').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(old.email).toBe(purgedEmail(user.id));
  });

  it('a role held only by deleted users is not listed as in use by anyone, and cannot be deleted (their trail keeps it)', async () => {
    const created = await call('POST', 'user-management/roles', {
      name: `temp_${Date.now()}`,
      displayName: 'Temporary',
      description: '',
      permissions: ['read_schools'],
    });
    const roleId = created.json().data.id as number;
    const role = (await t.app.db.selectFrom('roles').select('name').where('id', '=', roleId).executeTakeFirstOrThrow()).name;
    const user = await createUser(t.app, { role });
    expect((await remove(user.id)).statusCode).toBe(200);
    const roles = (await call('GET', 'user-management/roles')).json().data as Array<{ id: number; userCount: number }>;
    expect(roles.find((r) => r.id === roleId)?.userCount).toBe(0);
    const refused = await call('DELETE', `user-management/roles/${roleId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('1 deleted user(s) keep this role in the audit trail, so it cannot be deleted.');
  });
});

describe('purgeDeletedUsers', () => {
  it('frees the e-mails of users deleted longer ago than the window, keeps their name, audits each purge once', async () => {
    const old = await createUser(t.app, { role: 'collector', fullName: 'Old Deleted' });
    const recent = await createUser(t.app, { role: 'collector', fullName: 'Recent Deleted' });
    const alive = await createUser(t.app, { role: 'collector' });
    for (const user of [old, recent]) expect((await remove(user.id)).statusCode).toBe(200);
    const now = new Date();
    await t.app.db
      .updateTable('users')
      .set({ deletedAt: new Date(now.getTime() - 8 * DAY_MS) })
      .where('id', '=', old.id)
      .execute();
    await t.app.db
      .updateTable('users')
      .set({ deletedAt: new Date(now.getTime() - 6 * DAY_MS) })
      .where('id', '=', recent.id)
      .execute();

    expect(await purgeDeletedUsers(t.app.db, 7, now)).toBe(1);
    expect(await purgeDeletedUsers(t.app.db, 7, now)).toBe(0);
    const rows = await t.app.db
      .selectFrom('users')
      .select(['id', 'email', 'fullName', 'passwordHash', 'deletedAt'])
      .where('id', 'in', [old.id, recent.id, alive.id])
      .orderBy('id')
      .execute();
    expect(rows.map((row) => [row.email, row.fullName])).toEqual([
      [purgedEmail(old.id), 'Old Deleted'],
      [recent.email, 'Recent Deleted'],
      [alive.email, expect.any(String)],
    ]);
    expect(rows[0].passwordHash).toBeNull();
    expect(rows[0].deletedAt).not.toBeNull();
    const audit = await t.app.db
      .selectFrom('auditLogs')
      .select(['userId', 'resourceId'])
      .where('action', '=', 'purge')
      .where('resource', '=', 'users')
      .where('resourceId', 'in', [String(old.id), String(recent.id)])
      .execute();
    expect(audit).toEqual([{ userId: null, resourceId: String(old.id) }]);

    expect((await invite(old.email)).statusCode).toBe(201);
    expect((await invite(recent.email)).statusCode).toBe(409);
    // A day later the second one frees too.
    expect(await purgeDeletedUsers(t.app.db, 7, new Date(now.getTime() + 1 * DAY_MS + 1000))).toBe(1);
    expect((await invite(recent.email)).statusCode).toBe(201);
  });
});
