/**
 * The revocation guarantee with the session cache (DESIGN §5), shared by the one-process and the
 * two-process tests: a session whose check is cached on the `reader` process fails, or shows the
 * change, at its very next request there once the `writer` process has answered the revoking call.
 */
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { roleIdByName } from '../../server/accounts/defaultRoles';
import { bearer, createUser, loginToken } from '../helpers/fixtures';

export interface Processes {
  writer: FastifyInstance;
  reader: FastifyInstance;
}

const me = (app: FastifyInstance, token: string) => app.inject({ method: 'GET', url: '/api/admin/auth/me', headers: bearer(token) });

async function superAdminToken(app: FastifyInstance): Promise<string> {
  return loginToken(app, (await createUser(app, { role: 'super_admin' })).email);
}

/** Signs a new collector in on the writer and makes the reader cache that session's check. */
async function cachedSession(apps: Processes, role = 'collector') {
  const user = await createUser(apps.writer, { role });
  const token = await loginToken(apps.writer, user.email);
  expect((await me(apps.reader, token)).statusCode).toBe(200);
  const sessionId = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sid as string;
  expect(apps.reader.sessionCache.get(sessionId, Date.now())?.userId).toBe(user.id);
  return { user, token };
}

export function revocationScenarios(processes: () => Processes): void {
  it('serves a repeated request from the cache', async () => {
    const apps = processes();
    const { token } = await cachedSession(apps);
    expect((await me(apps.reader, token)).json().data.fullName).toMatch(/^Test User/);
  });

  it('refuses a suspended account at its very next request', async () => {
    const apps = processes();
    const { user, token } = await cachedSession(apps);
    const admin = await superAdminToken(apps.writer);
    const edit = await apps.writer.inject({
      method: 'PUT',
      url: '/api/admin/user-management/edit',
      headers: bearer(admin),
      payload: { id: user.id, isActive: false },
    });
    expect(edit.statusCode).toBe(200);
    const next = await me(apps.reader, token);
    expect(next.statusCode).toBe(403);
    expect(next.json().code).toBe('ACCOUNT_SUSPENDED');
  });

  it('refuses a signed-out session at its very next request', async () => {
    const apps = processes();
    const { token } = await cachedSession(apps);
    expect((await apps.writer.inject({ method: 'POST', url: '/api/admin/auth/logout', headers: bearer(token) })).statusCode).toBe(200);
    expect((await me(apps.reader, token)).statusCode).toBe(401);
  });

  it('ends the sessions of a user whose role changes at their very next request', async () => {
    const apps = processes();
    const { user, token } = await cachedSession(apps);
    const admin = await superAdminToken(apps.writer);
    const roleId = await roleIdByName(apps.writer.db, 'supervisor');
    const edit = await apps.writer.inject({ method: 'PUT', url: '/api/admin/user-management/edit', headers: bearer(admin), payload: { id: user.id, roleId } });
    expect(edit.statusCode).toBe(200);
    expect((await me(apps.reader, token)).statusCode).toBe(401);
  });

  it("applies an edit of a role's permissions to its holders' very next request", async () => {
    const apps = processes();
    const adminToken = await superAdminToken(apps.writer);
    const roles = (id = '') => `/api/admin/user-management/roles${id}`;
    const created = await apps.writer.inject({
      method: 'POST',
      url: roles(),
      headers: bearer(adminToken),
      payload: { name: `cache_role_${Date.now()}`, displayName: 'Cache Role', permissions: ['read_audit_logs', 'admin_dashboard'] },
    });
    const role = created.json().data as { id: number; name: string };
    const { token } = await cachedSession(apps, role.name);
    expect((await me(apps.reader, token)).json().data.permissions).toContain('read_audit_logs');
    expect(
      (await apps.writer.inject({ method: 'PUT', url: roles(`/${role.id}`), headers: bearer(adminToken), payload: { permissions: ['admin_dashboard'] } }))
        .statusCode,
    ).toBe(200);
    expect((await me(apps.reader, token)).json().data.permissions).toEqual(['admin_dashboard']);
  });

  it("ends a user's other sessions at their very next request when the password changes", async () => {
    const apps = processes();
    const { user, token: other } = await cachedSession(apps);
    const current = await loginToken(apps.writer, user.email);
    const change = await apps.writer.inject({
      method: 'POST',
      url: '/api/admin/auth/change-password',
      headers: bearer(current),
      payload: { currentPassword: user.password, newPassword: 'Fresh-Lantern-Orbit-93' },
    });
    expect(change.statusCode).toBe(200);
    expect((await me(apps.reader, other)).statusCode).toBe(401);
    expect((await me(apps.reader, current)).statusCode).toBe(200);
  });

  it('ends a session signed out from Settings at its very next request', async () => {
    const apps = processes();
    const { user, token: other } = await cachedSession(apps);
    const current = await loginToken(apps.writer, user.email);
    const otherId = JSON.parse(Buffer.from(other.split('.')[1], 'base64url').toString()).sid as string;
    const end = await apps.writer.inject({ method: 'DELETE', url: `/api/admin/auth/sessions/${otherId}`, headers: bearer(current) });
    expect(end.statusCode).toBe(200);
    expect((await me(apps.reader, other)).statusCode).toBe(401);
  });

  it('refuses a deleted user at their very next request', async () => {
    const apps = processes();
    const { user, token } = await cachedSession(apps);
    const admin = await superAdminToken(apps.writer);
    const deletion = await apps.writer.inject({ method: 'DELETE', url: `/api/admin/user-management/${user.id}`, headers: bearer(admin) });
    expect(deletion.statusCode).toBe(200);
    expect((await me(apps.reader, token)).statusCode).not.toBe(200);
  });

  it('shows a changed name at the very next request', async () => {
    const apps = processes();
    const { token } = await cachedSession(apps);
    const put = await apps.writer.inject({
      method: 'PUT',
      url: '/api/admin/auth/profile',
      headers: bearer(token),
      payload: { fullName: 'Renamed Person', phone: '' },
    });
    expect(put.statusCode).toBe(200);
    expect((await me(apps.reader, token)).json().data.fullName).toBe('Renamed Person');
  });
}
