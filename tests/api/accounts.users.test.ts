import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleIdByName } from '../../server/accounts/defaultRoles';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { bearer, createUser, loginToken } from '../helpers/fixtures';

let t: TestApp;
let admin: { id: number; email: string };
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app, { role: 'admin', fullName: 'Chinedu Okafor' });
  adminToken = await loginToken(t.app, admin.email);
});
afterAll(async () => t.close());

const edit = (payload: object, token = adminToken) => t.app.inject({ method: 'PUT', url: '/api/admin/user-management/edit', headers: bearer(token), payload });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/admin/auth/me', headers: bearer(token) });
const list = (filter: object, token = adminToken) =>
  t.app.inject({ method: 'GET', url: `/api/admin/user-management?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,49]`, headers: bearer(token) });

describe('user management', () => {
  it('lists users in the list dialect with role and filters', async () => {
    await createUser(t.app, { role: 'collector', fullName: 'Musa Danladi' });
    const suspended = await createUser(t.app, { role: 'collector', fullName: 'Hauwa Suspended', isActive: false });
    const all = await list({});
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-range']).toMatch(/^user-management 0-\d+\/\d+$/);
    const byRole = (await list({ role: 'collector' })).json();
    expect(byRole.every((u: { role: string }) => u.role === 'collector')).toBe(true);
    const inactive = (await list({ isActive: false })).json();
    expect(inactive.map((u: { id: number }) => u.id)).toContain(suspended.id);
    expect(inactive.every((u: { isActive: boolean }) => !u.isActive)).toBe(true);
    const search = (await list({ q: 'danladi' })).json();
    expect(search.map((u: { fullName: string }) => u.fullName)).toEqual(['Musa Danladi']);
    expect((await list({ nonsense: 1 })).statusCode).toBe(400);
  });

  it('filters by invitation state', async () => {
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/admin/user-management/invite',
      headers: bearer(adminToken),
      payload: { fullName: 'Pending Person', email: 'pending-person@example.org', roleId: await roleIdByName(t.app.db, 'supervisor') },
    });
    const pending = (await list({ invitation: 'pending' })).json();
    expect(pending.map((u: { id: number }) => u.id)).toContain(invited.json().data.id);
    expect(pending.every((u: { invitation: { state: string } }) => u.invitation.state === 'pending')).toBe(true);
  });

  it('suspends a user: their sessions are refused at once with ACCOUNT_SUSPENDED, and unsuspend lets them sign in again', async () => {
    const user = await createUser(t.app, { role: 'supervisor' });
    const token = await loginToken(t.app, user.email);
    const revoked: number[] = [];
    t.app.accountEvents.on('sessions-revoked', (id) => revoked.push(id));
    const response = await edit({ id: user.id, isActive: false });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: 'User suspended.', data: { isActive: false } });
    expect(revoked).toContain(user.id);
    const after = await me(token);
    expect(after.statusCode).toBe(403);
    expect(after.json().code).toBe('ACCOUNT_SUSPENDED');
    expect((await edit({ id: user.id, isActive: true })).json().message).toBe('User unsuspended.');
    expect((await me(token)).statusCode).toBe(401);
    expect(await loginToken(t.app, user.email)).toBeTruthy();
    const actions = await t.app.db
      .selectFrom('auditLogs')
      .select('action')
      .where('resource', '=', 'users')
      .where('resourceId', '=', String(user.id))
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual(['suspend', 'unsuspend']);
  });

  it("changes a role and ends the user's sessions; edits names without doing so", async () => {
    const user = await createUser(t.app, { role: 'supervisor' });
    const token = await loginToken(t.app, user.email);
    expect((await edit({ id: user.id, fullName: 'New Name' })).json().data.fullName).toBe('New Name');
    expect((await me(token)).statusCode).toBe(200);
    const changed = await edit({ id: user.id, roleId: await roleIdByName(t.app.db, 'executive') });
    expect(changed.json().data.role).toBe('executive');
    expect((await me(token)).statusCode).toBe(401);
  });

  it('refuses to suspend or delete yourself', async () => {
    const self = await edit({ id: admin.id, isActive: false });
    expect(self.statusCode).toBe(409);
    expect(self.json().code).toBe('CANNOT_CHANGE_SELF');
    const deletion = await t.app.inject({ method: 'DELETE', url: `/api/admin/user-management/${admin.id}`, headers: bearer(adminToken) });
    expect(deletion.statusCode).toBe(409);
  });

  it('refuses to suspend, demote or delete the last active super admin', async () => {
    // Only a super admin acts on a super admin (role ceiling): the actor's custom role grants the
    // super_admin permission, so `only` stays the last holder of the super_admin role.
    const superToken = await createRoleUser(['super_admin']);
    const only = await createUser(t.app, { role: 'super_admin' });
    for (const payload of [
      { id: only.id, isActive: false },
      { id: only.id, roleId: await roleIdByName(t.app.db, 'admin') },
    ]) {
      const response = await edit(payload, superToken);
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('LAST_SUPER_ADMIN');
    }
    const deletion = await t.app.inject({ method: 'DELETE', url: `/api/admin/user-management/${only.id}`, headers: bearer(superToken) });
    expect(deletion.json().code).toBe('LAST_SUPER_ADMIN');
    const second = await createUser(t.app, { role: 'super_admin' });
    expect((await edit({ id: only.id, isActive: false }, superToken)).statusCode).toBe(200);
    expect((await edit({ id: second.id, isActive: false }, superToken)).statusCode).toBe(409);
  });

  it('deletes a user', async () => {
    const user = await createUser(t.app, { role: 'collector' });
    const token = await loginToken(t.app, user.email);
    const response = await t.app.inject({ method: 'DELETE', url: `/api/admin/user-management/${user.id}`, headers: bearer(adminToken) });
    expect(response.json()).toEqual({ message: 'User deleted.' });
    expect((await me(token)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/user-management/${user.id}`, headers: bearer(adminToken) })).statusCode).toBe(404);
  });

  it('lets readers list but not write', async () => {
    const reader = await createRoleUser(['read_users']);
    expect((await list({}, reader)).statusCode).toBe(200);
    expect((await edit({ id: admin.id, fullName: 'X Y' }, reader)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/user-management/${admin.id}`, headers: bearer(reader) })).statusCode).toBe(403);
    const nobody = await createRoleUser(['read_schools']);
    expect((await list({}, nobody)).statusCode).toBe(403);
  });

  it('rejects unknown fields in an edit', async () => {
    const response = await edit({ id: admin.id, passwordHash: 'x' });
    expect(response.statusCode).toBe(400);
  });
});

describe('collection agents', () => {
  it('lists collectors only, with last seen and records synced, filtered by state and activity', async () => {
    const collector = await createUser(t.app, { role: 'collector', fullName: 'Yusuf Kano Collector' });
    await t.app.db.updateTable('users').set({ state: 'kano' }).where('id', '=', collector.id).execute();
    await t.app.db
      .insertInto('schools')
      .values({ schoolName: 'Tsangaya Malam Sani', collectorId: collector.id, state: 'kano', syncStatus: 'synced' })
      .execute();
    await t.app.db.insertInto('schools').values({ schoolName: 'Pending One', collectorId: collector.id, state: 'kano', syncStatus: 'pending' }).execute();
    await loginToken(t.app, collector.email);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/user-management/collectors?filter=${encodeURIComponent(JSON.stringify({ state: 'kano' }))}`,
      headers: bearer(adminToken),
    });
    expect(response.statusCode).toBe(200);
    const rows = response.json();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: collector.id, recordsSynced: 1, isActive: true });
    expect(rows[0].lastSeenAt).not.toBeNull();
    const supervisorsListed = rows.some((r: { id: number }) => r.id === admin.id);
    expect(supervisorsListed).toBe(false);
  });
});

let roleCounter = 0;
async function createRoleUser(permissions: string[]): Promise<string> {
  roleCounter += 1;
  const name = `custom_role_${roleCounter}`;
  await t.app.db
    .insertInto('roles')
    .values({ name, displayName: name, description: '', permissions: JSON.stringify(permissions) })
    .execute();
  const user = await createUser(t.app, { role: name });
  return loginToken(t.app, user.email);
}
