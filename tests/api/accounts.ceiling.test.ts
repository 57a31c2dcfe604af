/**
 * Role ceiling (DESIGN §5): nobody grants what they do not hold, and only a super admin touches a
 * super admin or hands out super_admin, all or *. Every refusal is a 403 that changes nothing and
 * leaves one `refused` audit row.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleIdByName } from '../../server/accounts/defaultRoles';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { bearer, createRole, createUser, loginToken } from '../helpers/fixtures';

type Method = 'POST' | 'PUT' | 'DELETE';
interface Caller {
  id: number;
  token: string;
}

let t: TestApp;
let superAdmin: Caller;
/** The seeded admin role: manage_users and every ordinary permission, but not a super admin. */
let admin: Caller;
/** Manages users and roles, holds little else. */
let manager: Caller;

async function caller(role: string): Promise<Caller> {
  const user = await createUser(t.app, { role });
  return { id: user.id, token: await loginToken(t.app, user.email) };
}

beforeAll(async () => {
  t = await createTestApp();
  superAdmin = await caller('super_admin');
  admin = await caller('admin');
  await createRole(t.app, 'user_manager', ['manage_users', 'read_users', 'manage_roles', 'read_roles', 'admin_dashboard', 'read_schools']);
  manager = await caller('user_manager');
});
afterAll(async () => t.close());

const send = (as: Caller, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/admin/user-management${url}`, headers: bearer(as.token), payload });
const invite = (as: Caller, roleName: string, email: string) =>
  roleIdByName(t.app.db, roleName).then((roleId) => send(as, 'POST', '/invite', { fullName: 'Amina Bello', email, roleId }));

/** Everything a refused call must leave as it was. */
async function snapshot() {
  const users = await t.app.db.selectFrom('users').select(['id', 'email', 'fullName', 'phone', 'state', 'roleId', 'isActive']).orderBy('id').execute();
  const roles = await t.app.db.selectFrom('roles').select(['id', 'name', 'displayName', 'description', 'permissions']).orderBy('id').execute();
  const mails = await t.app.db.selectFrom('mailOutbox').select('id').orderBy('id').execute();
  const invitations = await t.app.db.selectFrom('invitations').select(['id', 'revokedAt']).orderBy('id').execute();
  return { users, roles, mails, invitations };
}

const refusals = (actor: Caller) =>
  t.app.db
    .selectFrom('auditLogs')
    .select(['resource', 'resourceId', 'changes'])
    .where('action', '=', 'refused')
    .where('userId', '=', actor.id)
    .orderBy('id')
    .execute();

/** Sends the call and asserts a 403 that changed nothing and was audited as `tried`; returns the message. */
async function expectRefused(
  actor: Caller,
  call: () => Promise<{ statusCode: number; json: () => { code: string; message: string } }>,
  tried: string,
): Promise<string> {
  const before = await snapshot();
  const auditedBefore = (await refusals(actor)).length;
  const response = await call();
  expect(response.statusCode).toBe(403);
  expect(response.json().code).toBe('ROLE_CEILING');
  expect(await snapshot()).toEqual(before);
  const audited = await refusals(actor);
  expect(audited).toHaveLength(auditedBefore + 1);
  expect(audited.at(-1)!.changes).toMatchObject({ tried });
  return response.json().message;
}

describe('granting roles to users', () => {
  it('lets only a super admin invite into super_admin', async () => {
    const message = await expectRefused(admin, () => invite(admin, 'super_admin', 'climber@example.org'), 'invite');
    expect(message).toBe('You cannot grant the role Super Admin: it holds permissions you do not have (super_admin).');
    expect((await invite(superAdmin, 'super_admin', 'climber@example.org')).statusCode).toBe(201);
  });

  it('lets only a super admin move a user into super_admin', async () => {
    const user = await createUser(t.app, { role: 'collector' });
    const superRoleId = await roleIdByName(t.app.db, 'super_admin');
    await expectRefused(admin, () => send(admin, 'PUT', '/edit', { id: user.id, roleId: superRoleId }), 'change_role');
    const moved = await send(superAdmin, 'PUT', '/edit', { id: user.id, roleId: superRoleId });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.role).toBe('super_admin');
  });

  it('refuses to invite or move a user into a role with a permission the caller lacks, naming it', async () => {
    const user = await createUser(t.app, { role: 'collector' });
    const executive = await roleIdByName(t.app.db, 'executive');
    const message = await expectRefused(manager, () => send(manager, 'PUT', '/edit', { id: user.id, roleId: executive }), 'change_role');
    expect(message).toContain('executive_dashboard, read_learners');
    expect(message).not.toContain('read_schools');
    await expectRefused(manager, () => invite(manager, 'executive', 'exec@example.org'), 'invite');
    await createRole(t.app, 'school_viewer', ['read_schools', 'admin_dashboard'], 'School Viewer');
    expect((await invite(manager, 'school_viewer', 'viewer@example.org')).statusCode).toBe(201);
    expect((await send(manager, 'PUT', '/edit', { id: user.id, roleId: await roleIdByName(t.app.db, 'school_viewer') })).statusCode).toBe(200);
    expect((await send(superAdmin, 'PUT', '/edit', { id: user.id, roleId: executive })).statusCode).toBe(200);
  });
});

describe('acting on a super admin', () => {
  it('lets only a super admin edit, suspend, unsuspend or delete one', async () => {
    const target = await createUser(t.app, { role: 'super_admin' });
    await expectRefused(admin, () => send(admin, 'PUT', '/edit', { id: target.id, fullName: 'Renamed Boss' }), 'update');
    await expectRefused(admin, () => send(admin, 'PUT', '/edit', { id: target.id, isActive: false }), 'suspend');
    const collector = await roleIdByName(t.app.db, 'collector');
    await expectRefused(admin, () => send(admin, 'PUT', '/edit', { id: target.id, roleId: collector }), 'change_role');
    await expectRefused(admin, () => send(admin, 'DELETE', `/${target.id}`), 'delete');
    expect((await send(superAdmin, 'PUT', '/edit', { id: target.id, fullName: 'Renamed Boss' })).statusCode).toBe(200);
    expect((await send(superAdmin, 'PUT', '/edit', { id: target.id, isActive: false })).statusCode).toBe(200);
    await expectRefused(admin, () => send(admin, 'PUT', '/edit', { id: target.id, isActive: true }), 'unsuspend');
    expect((await send(superAdmin, 'PUT', '/edit', { id: target.id, isActive: true })).statusCode).toBe(200);
    expect((await send(superAdmin, 'DELETE', `/${target.id}`)).statusCode).toBe(200);
  });

  it("lets only a super admin resend or revoke a super admin's invitation", async () => {
    const invited = (await invite(superAdmin, 'super_admin', 'pending-boss@example.org')).json().data;
    await expectRefused(admin, () => send(admin, 'POST', `/${invited.id}/resend-invitation`), 'resend_invitation');
    await expectRefused(admin, () => send(admin, 'POST', `/${invited.id}/revoke-invitation`), 'revoke_invitation');
    expect((await send(superAdmin, 'POST', `/${invited.id}/resend-invitation`)).statusCode).toBe(200);
    expect((await send(superAdmin, 'POST', `/${invited.id}/revoke-invitation`)).statusCode).toBe(200);
  });
});

describe('shaping roles', () => {
  it('lets only a super admin create a role with super_admin, all or *', async () => {
    for (const [i, special] of ['super_admin', 'all', '*'].entries()) {
      const payload = { name: `special_${i}`, displayName: `Special ${i}`, permissions: ['read_schools', special] };
      const message = await expectRefused(admin, () => send(admin, 'POST', '/roles', payload), 'create');
      expect(message).toBe(`You cannot create a role with permissions you do not have (${special}).`);
      expect((await send(superAdmin, 'POST', '/roles', payload)).statusCode).toBe(201);
    }
  });

  it('refuses to create or update a role with a permission the caller lacks', async () => {
    await expectRefused(
      manager,
      () => send(manager, 'POST', '/roles', { name: 'exporter', displayName: 'Exporter', permissions: ['read_schools', 'manage_data_export'] }),
      'create',
    );
    const mine = (await send(manager, 'POST', '/roles', { name: 'reader', displayName: 'Reader', permissions: ['read_schools'] })).json().data;
    await expectRefused(manager, () => send(manager, 'PUT', `/roles/${mine.id}`, { permissions: ['read_schools', 'manage_data_export'] }), 'update');
    await expectRefused(admin, () => send(admin, 'PUT', `/roles/${mine.id}`, { permissions: ['read_schools', 'all'] }), 'update');
    expect((await send(superAdmin, 'PUT', `/roles/${mine.id}`, { permissions: ['read_schools', 'all'] })).statusCode).toBe(200);
    // The role now holds `all`: only a super admin may change or delete it.
    await expectRefused(admin, () => send(admin, 'PUT', `/roles/${mine.id}`, { displayName: 'Quiet Rename' }), 'update');
    await expectRefused(admin, () => send(admin, 'DELETE', `/roles/${mine.id}`), 'delete');
    expect((await send(superAdmin, 'DELETE', `/roles/${mine.id}`)).statusCode).toBe(200);
  });
});

describe('bulk invite rows', () => {
  it('marks rows above the ceiling or failing the invite form invalid, and invites none of them', async () => {
    const rows = [
      ['Good Collector', 'good-row@example.org', 'collector', '08030000001', 'kano'],
      ['Would Be Boss', 'boss-row@example.org', 'super_admin', '', ''],
      ['Nowhere Person', 'state-row@example.org', 'collector', '', 'atlantis'],
      ['N'.repeat(5000), 'name-row@example.org', 'collector', '', ''],
      ['Long Phone', 'phone-row@example.org', 'collector', '9'.repeat(3000), ''],
    ];
    const csv = ['fullName,email,role,phone,state', ...rows.map((r) => r.join(','))].join('\n');
    const boundary = '----ceiling-boundary';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="csvFile"; filename="people.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`;
    const auditedBefore = (await refusals(admin)).length;
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/admin/user-management/bulk-invite/upload',
      payload,
      headers: { ...bearer(admin.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(upload.statusCode).toBe(202);
    await t.app.bulkInvites.idle();
    const outcomes = await t.app.db
      .selectFrom('bulkInviteRows')
      .select(['email', 'outcome', 'reason'])
      .where('jobId', '=', upload.json().data.id)
      .orderBy('rowNumber')
      .execute();
    expect(outcomes.map(({ outcome, reason }) => [outcome, reason])).toEqual([
      ['invited', null],
      ['invalid', 'You cannot grant the role Super Admin: it holds permissions you do not have (super_admin).'],
      ['invalid', 'Choose a known state.'],
      ['invalid', 'Full name must be at most 200 characters.'],
      ['invalid', 'Phone must be at most 30 characters.'],
    ]);
    const created = await t.app.db
      .selectFrom('users')
      .select('email')
      .where(
        'email',
        'in',
        rows.map((r) => r[1]),
      )
      .execute();
    expect(created.map((u) => u.email)).toEqual(['good-row@example.org']);
    const audited = await refusals(admin);
    expect(audited).toHaveLength(auditedBefore + 1);
    expect(audited.at(-1)!.changes).toMatchObject({ tried: 'invite', email: 'boss-row@example.org', role: 'super_admin' });
  });
});
