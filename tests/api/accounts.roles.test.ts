import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRANTABLE_PERMISSIONS } from '../../src/domain/permissions';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { bearer, createUser, loginToken } from '../helpers/fixtures';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await createUser(t.app, { role: 'admin' });
  token = await loginToken(t.app, admin.email);
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, as = token) =>
  t.app.inject({ method, url: `/api/admin/user-management/roles${url}`, headers: bearer(as), payload });

describe('roles', () => {
  it('lists roles with their number of users', async () => {
    await createUser(t.app, { role: 'collector' });
    const response = await call('GET', '');
    expect(response.statusCode).toBe(200);
    const roles = response.json().data as Array<{ name: string; userCount: number; permissions: string[] }>;
    expect(roles.map((r) => r.name)).toEqual(expect.arrayContaining(['super_admin', 'admin', 'executive', 'supervisor', 'collector']));
    expect(roles.find((r) => r.name === 'collector')!.userCount).toBeGreaterThanOrEqual(1);
  });

  it('creates and edits a role; only known permissions are accepted', async () => {
    const created = await call('POST', '', { name: 'field_officer', displayName: 'Field Officer', permissions: ['read_schools', 'admin_dashboard'] });
    expect(created.statusCode).toBe(201);
    const role = created.json().data;
    expect(role).toMatchObject({ name: 'field_officer', permissions: ['read_schools', 'admin_dashboard'], userCount: 0 });
    const edited = await call('PUT', `/${role.id}`, { id: role.id, permissions: ['read_schools'] });
    expect(edited.json()).toMatchObject({ message: 'Role updated.', data: { permissions: ['read_schools'] } });
    const bad = await call('POST', '', { name: 'bad_role', displayName: 'Bad', permissions: ['read_everything'] });
    expect(bad.statusCode).toBe(400);
    expect(Object.values(bad.json().errors)).toContain('Unknown permission');
    expect((await call('POST', '', { name: 'field_officer', displayName: 'Again', permissions: [] })).statusCode).toBe(409);
  });

  it('accepts every permission string of the spec', async () => {
    const response = await call('POST', '', { name: 'everything', displayName: 'Everything', permissions: [...GRANTABLE_PERMISSIONS] });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.permissions).toHaveLength(GRANTABLE_PERMISSIONS.length);
  });

  it('never edits or deletes super_admin', async () => {
    const roles = (await call('GET', '')).json().data as Array<{ id: number; name: string }>;
    const superAdmin = roles.find((r) => r.name === 'super_admin')!;
    expect((await call('PUT', `/${superAdmin.id}`, { permissions: [] })).json().code).toBe('SYSTEM_ROLE');
    expect((await call('DELETE', `/${superAdmin.id}`)).json().code).toBe('SYSTEM_ROLE');
  });

  it('refuses to delete a role that users hold, deletes an unused one', async () => {
    const roles = (await call('GET', '')).json().data as Array<{ id: number; name: string }>;
    const collector = roles.find((r) => r.name === 'collector')!;
    expect((await call('DELETE', `/${collector.id}`)).json().code).toBe('ROLE_IN_USE');
    const spare = (await call('POST', '', { name: 'spare_role', displayName: 'Spare', permissions: [] })).json().data;
    expect((await call('DELETE', `/${spare.id}`)).json()).toEqual({ message: 'Role deleted.' });
  });

  it("reaches its users' next request", async () => {
    const role = (await call('POST', '', { name: 'auditor', displayName: 'Auditor', permissions: ['read_audit_logs', 'admin_dashboard'] })).json().data;
    const user = await createUser(t.app, { role: 'auditor' });
    const userToken = await loginToken(t.app, user.email);
    const before = await t.app.inject({ method: 'GET', url: '/api/admin/auth/me', headers: bearer(userToken) });
    expect(before.json().data.permissions).toContain('read_audit_logs');
    await call('PUT', `/${role.id}`, { permissions: ['admin_dashboard'] });
    const after = await t.app.inject({ method: 'GET', url: '/api/admin/auth/me', headers: bearer(userToken) });
    expect(after.json().data.permissions).toEqual(['admin_dashboard']);
  });

  it('needs read_roles to read and manage_roles to write', async () => {
    await t.app.db
      .insertInto('roles')
      .values({ name: 'role_reader', displayName: 'Role Reader', description: '', permissions: JSON.stringify(['read_roles']) })
      .execute();
    const reader = await createUser(t.app, { role: 'role_reader' });
    const readerToken = await loginToken(t.app, reader.email);
    expect((await call('GET', '', undefined, readerToken)).statusCode).toBe(200);
    expect((await call('POST', '', { name: 'nope', displayName: 'Nope', permissions: [] }, readerToken)).statusCode).toBe(403);
    const supervisor = await createUser(t.app, { role: 'supervisor' });
    expect((await call('GET', '', undefined, await loginToken(t.app, supervisor.email))).statusCode).toBe(403);
  });
});
