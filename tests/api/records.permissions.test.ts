/** Who may call the record routes: 401 without a session, READ_ lists and reads, WRITE_ writes. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { bearer, createUser, loginToken } from '../helpers/fixtures';
import { insertRow, recordsApi, tokenWith } from '../helpers/records';

let t: TestApp;
const id: Record<string, number> = {};

const READ = ['read_schools', 'read_learners', 'read_staff', 'read_communities', 'read_households', 'read_out_of_school_learners'];
const WRITE = ['write_schools', 'write_communities', 'write_households', 'write_out_of_school_learners'];

beforeAll(async () => {
  t = await createTestApp();
  id.schools = await insertRow(t.app, 'schools', { schoolName: 'Perm School' });
  id.learners = await insertRow(t.app, 'learners', { firstName: 'Perm' });
  id.staff = await insertRow(t.app, 'staff', { fullName: 'Perm Staff' });
  id.communities = await insertRow(t.app, 'communities', { name: 'Perm Community' });
  id.households = await insertRow(t.app, 'households', { householdHead: 'Perm Head' });
  id['oos-children'] = await insertRow(t.app, 'outOfSchoolChildren', { firstName: 'Perm Child' });
});
afterAll(async () => t.close());

const lists = ['schools', 'learners', 'staff', 'communities', 'households', 'oos-children'];
const reads = () => [
  ...['schools', 'learners', 'staff', 'communities', 'households', 'oos-children'].map((p) => `${p}/${id[p]}`),
  `households/${id.households}/parent-guardian`,
  `households/${id.households}/health-and-nutrition`,
];
/** Every PUT with a body that changes something, and whether WRITE (not MANAGE) covers it. */
const writes = () =>
  [
    [`schools/${id.schools}`, { schoolName: 'Changed School' }, true],
    [`communities/${id.communities}`, { name: 'Changed Community' }, true],
    [`households/${id.households}/identification`, { householdHead: 'Changed Head' }, true],
    [`households/${id.households}/parent-guardian`, { fatherAlive: true }, true],
    [`households/${id.households}/health-and-nutrition`, { hasWasting: false }, true],
    [`oos-children/${id['oos-children']}`, { id: id['oos-children'], age: 9 }, true],
    [`learners/${id.learners}`, { lastName: 'Changed' }, false],
    [`staff/${id.staff}`, { role: 'Cook' }, false],
  ] as const;

const auditCount = async () =>
  Number(
    (
      await t.app.db
        .selectFrom('auditLogs')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('action', '=', 'update')
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('without a session', () => {
  it('answers 401 on every list, read and write, before looking at the body or the id', async () => {
    const calls = [
      ...lists.map((url) => ({ method: 'GET' as const, url })),
      ...reads().map((url) => ({ method: 'GET' as const, url })),
      ...writes().map(([url]) => ({ method: 'PUT' as const, url, payload: { colour: 'x' } })),
      { method: 'GET' as const, url: 'schools/abc' },
      { method: 'PUT' as const, url: 'oos-children/abc', payload: { age: 4 } },
    ];
    for (const call of calls) {
      const response = await t.app.inject({ ...call, url: `/api/admin/${call.url}` });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(401);
      expect(response.json().code).toBe('UNAUTHENTICATED');
    }
  });
});

describe('a role with only READ_ permissions', () => {
  let api: ReturnType<typeof recordsApi>;
  beforeAll(async () => {
    api = recordsApi(t.app, await tokenWith(t.app, READ));
  });

  it('lists and reads every record type', async () => {
    for (const path of [...lists, ...reads()]) expect((await api.get(path)).statusCode, path).toBe(200);
  });

  it('gets 403 on every PUT and changes nothing', async () => {
    const before = await auditCount();
    for (const [path, body] of writes()) {
      const response = await api.put(path, body);
      expect(response.statusCode, path).toBe(403);
      expect(response.json().code).toBe('FORBIDDEN');
    }
    expect(await auditCount()).toBe(before);
    expect((await api.get(`schools/${id.schools}`)).json().data.schoolName).toBe('Perm School');
  });
});

describe('a role with WRITE_ but not READ_ permissions', () => {
  let api: ReturnType<typeof recordsApi>;
  beforeAll(async () => {
    api = recordsApi(t.app, await tokenWith(t.app, WRITE));
  });

  it('saves schools, communities, households and children, and reads the record it edits', async () => {
    for (const [path, body, covered] of writes()) {
      const response = await api.put(path, body);
      expect(response.statusCode, path).toBe(covered ? 200 : 403);
      if (covered) expect((await api.get(path.replace('/identification', ''))).statusCode, path).toBe(200);
    }
  });

  it('cannot list (lists need READ_ or MANAGE_)', async () => {
    for (const path of lists) expect((await api.get(path)).statusCode, path).toBe(403);
  });
});

describe('other roles', () => {
  it('a role without record permissions gets 403 on reads', async () => {
    const api = recordsApi(t.app, await tokenWith(t.app, ['read_reports']));
    for (const path of [...lists, ...reads()]) expect((await api.get(path)).statusCode, path).toBe(403);
  });

  it('MANAGE_ reads and writes learners and staff; the super admin passes everywhere', async () => {
    const manager = recordsApi(t.app, await tokenWith(t.app, ['manage_learners', 'manage_staff']));
    expect((await manager.get('learners')).statusCode).toBe(200);
    expect((await manager.put(`learners/${id.learners}`, { lastName: 'Managed' })).statusCode).toBe(200);
    expect((await manager.put(`staff/${id.staff}`, { role: 'Teacher' })).statusCode).toBe(200);
    const superAdmin = await createUser(t.app, { role: 'super_admin' });
    const root = recordsApi(t.app, await loginToken(t.app, superAdmin.email));
    for (const path of [...lists, ...reads()]) expect((await root.get(path)).statusCode, path).toBe(200);
    for (const [path, body] of writes()) expect((await root.put(path, body)).statusCode, path).toBe(200);
  });

  it('deletes nothing without a reason (a delete moves a record to its bin: tests/api/records.bin.test.ts)', async () => {
    const superAdmin = await createUser(t.app, { role: 'super_admin' });
    const token = await loginToken(t.app, superAdmin.email);
    for (const path of [`oos-children/${id['oos-children']}`, `schools/${id.schools}`, `households/${id.households}`]) {
      const response = await t.app.inject({ method: 'DELETE', url: `/api/admin/${path}`, headers: bearer(token) });
      expect(response.statusCode, path).toBe(400);
      expect(Object.keys(response.json().errors), path).toEqual(['reason']);
      expect((await recordsApi(t.app, token).get(path)).statusCode, path).toBe(200);
    }
  });
});
