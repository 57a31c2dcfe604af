/**
 * The audit log API (docs/api-audit.md): read-only, guarded by read_audit_logs / manage_audit_logs,
 * newest first, every filter, the actions and resources in use, one entry.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditLogEntry } from '../../src/domain/auditLogs';
import { bearer, createUser, loginToken } from '../helpers/fixtures';
import { insertRow, recordsApi, tokenWith } from '../helpers/records';
import { createTestApp, type TestApp } from '../helpers/testApp';

let t: TestApp;
let reader: ReturnType<typeof recordsApi>;
let editor: { id: number; email: string; fullName: string };
let schoolId: number;

beforeAll(async () => {
  t = await createTestApp();
  // Real actions write the entries: an editor signs in and changes a school twice.
  const role = `editor_${Date.now()}`;
  await t.app.db
    .insertInto('roles')
    .values({ name: role, displayName: 'Editor', description: '', permissions: JSON.stringify(['manage_schools']) })
    .execute();
  const user = await createUser(t.app, { role, fullName: 'Zainab Editor' });
  editor = { id: user.id, email: user.email, fullName: 'Zainab Editor' };
  const editorApi = recordsApi(t.app, await loginToken(t.app, user.email));
  schoolId = await insertRow(t.app, 'schools', { schoolName: 'Old name', state: 'kano', lga: 'dala' });
  expect((await editorApi.put(`schools/${schoolId}`, { schoolName: 'New name' })).statusCode).toBe(200);
  expect((await editorApi.put(`schools/${schoolId}`, { schoolName: 'Newer name' })).statusCode).toBe(200);
  await t.app.inject({ method: 'POST', url: '/api/admin/auth/login', payload: { email: user.email, password: 'wrong-password-1' } });
  // Two old entries, for the date filters.
  await t.app.db
    .insertInto('auditLogs')
    .values([
      {
        userId: null,
        action: 'import',
        resource: 'wards',
        resourceId: null,
        changes: JSON.stringify({ rows: 3 }),
        ip: null,
        createdAt: '2026-01-10T09:00:00Z',
      },
      { userId: null, action: 'import', resource: 'wards', resourceId: null, changes: null, ip: null, createdAt: '2026-01-12T09:00:00Z' },
    ])
    .execute();
  reader = recordsApi(t.app, await tokenWith(t.app, ['read_audit_logs']));
});
afterAll(async () => t.close());

const entries = (response: { json: () => unknown }) => response.json() as AuditLogEntry[];

describe('GET /api/admin/audit-logs', () => {
  it('needs read_audit_logs or manage_audit_logs', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/audit-logs' })).statusCode).toBe(401);
    const other = recordsApi(t.app, await tokenWith(t.app, ['read_users', 'manage_schools']));
    for (const path of ['audit-logs', 'audit-logs/facets', 'audit-logs/1']) expect((await other.get(path)).statusCode, path).toBe(403);
    const manager = recordsApi(t.app, await tokenWith(t.app, ['manage_audit_logs']));
    expect((await manager.get('audit-logs')).statusCode).toBe(200);
  });

  it('lists newest first with the user, the changes and Content-Range', async () => {
    const response = await reader.list('audit-logs', { range: [0, 9] });
    expect(response.statusCode).toBe(200);
    const rows = entries(response);
    const total = await t.app.db
      .selectFrom('auditLogs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(response.headers['content-range']).toBe(`audit-logs 0-${rows.length - 1}/${Number(total.n)}`);
    const times = rows.map((row) => row.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const update = rows.find((row) => row.action === 'update' && row.resource === 'schools')!;
    expect(update).toMatchObject({ resourceId: String(schoolId), user: editor, changes: { schoolName: { before: 'New name', after: 'Newer name' } } });
  });

  it('filters by action, resource, resource id, user, name or e-mail prefix and dates', async () => {
    const ids = async (filter: Record<string, unknown>) =>
      entries(await reader.list('audit-logs', { filter, range: [0, 99] })).map((row) => `${row.action}:${row.resource}`);
    expect(await ids({ action: 'update', resource: 'schools', resourceId: String(schoolId) })).toEqual(['update:schools', 'update:schools']);
    expect(await ids({ action: ['import', 'login_failed'] })).toEqual(expect.arrayContaining(['import:wards', 'import:wards']));
    expect((await ids({ userId: editor.id })).sort()).toEqual(['login:auth', 'login_failed:auth', 'update:schools', 'update:schools']);
    expect((await ids({ q: 'zainab' })).length).toBe(4);
    expect((await ids({ q: editor.email.slice(0, 8).toUpperCase() })).length).toBe(4);
    expect(await ids({ from: '2026-01-11', to: '2026-01-12' })).toEqual(['import:wards']);
    expect(await ids({ to: '2026-01-10' })).toEqual(['import:wards']);
    expect(await ids({ q: '%' })).toEqual([]);
  });

  it('sorts by action and pages', async () => {
    const page = entries(await reader.list('audit-logs', { sort: ['action', 'ASC'], range: [0, 1] }));
    expect(page.map((row) => row.action)).toEqual(['import', 'import']);
  });

  it('answers 400 for an unknown filter, a bad date or an unsortable field, and changes nothing', async () => {
    const before = await t.app.db
      .selectFrom('auditLogs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect((await reader.list('audit-logs', { filter: { password: 'x' } })).json()).toMatchObject({
      code: 'INVALID_QUERY',
      message: 'Unknown filter: password.',
    });
    expect((await reader.list('audit-logs', { filter: { from: '12/01/2026' } })).statusCode).toBe(400);
    expect((await reader.list('audit-logs', { sort: ['ip', 'ASC'] })).json().message).toMatch(/Cannot sort by ip/);
    const after = await t.app.db
      .selectFrom('auditLogs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('has no way to write or delete entries', async () => {
    const token = await tokenWith(t.app, ['manage_audit_logs']);
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/api/admin/audit-logs/1', headers: bearer(token), payload: {} });
      expect(response.statusCode, method).toBe(404);
    }
  });
});

describe('facets and one entry', () => {
  it('lists the distinct actions and resources in use, sorted', async () => {
    const { data } = (await reader.get('audit-logs/facets')).json() as { data: { actions: string[]; resources: string[] } };
    const rows = await t.app.db.selectFrom('auditLogs').select(['action', 'resource']).execute();
    expect(data.actions).toEqual([...new Set(rows.map((row) => row.action))].sort());
    expect(data.resources).toEqual([...new Set(rows.map((row) => row.resource))].sort());
    expect(data.actions).toEqual(expect.arrayContaining(['import', 'login', 'update']));
  });

  it('answers one entry by id, and 404 for an unknown one', async () => {
    const [first] = entries(await reader.list('audit-logs', { filter: { resource: 'wards' }, sort: ['createdAt', 'ASC'] }));
    const one = await reader.get(`audit-logs/${first.id}`);
    expect(one.json()).toEqual({ data: { ...first, changes: { rows: 3 }, user: null } });
    expect((await reader.get('audit-logs/999999')).json()).toMatchObject({ code: 'NOT_FOUND', message: 'The audit entry was not found.' });
  });
});
