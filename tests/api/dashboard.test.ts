/**
 * The dashboard sections: each guarded by its permission, each figure equal to a SQL
 * count over the seeded records, with and without a state filter, only over readable types.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FAILED_SYNC,
  ONLINE_COLLECTORS,
  PENDING_INVITATIONS,
  SILENT_COLLECTORS,
  WAITING_FOR_REVIEW,
  openDuplicatesFilter,
  peopleListFilter,
  recordListFilter,
  type AdminDashboard,
  type CollectorDashboard,
  type ExecutiveDashboard,
  type ReviewDashboard,
} from '../../src/domain/dashboard';
import { RECORD_TYPES } from '../../src/domain/records';
import { seedRecords } from '../../seed/records';
import { createUser, loginToken } from '../helpers/fixtures';
import { insertRow, recordsApi, tokenWith } from '../helpers/records';
import { createTestApp, type TestApp } from '../helpers/testApp';

let t: TestApp;
let amina: { id: number; email: string };
let bala: { id: number; email: string };
const tokens: Record<string, string> = {};
let busiestState: string;

async function sqlCount(query: string, ...values: unknown[]): Promise<number> {
  const parts = query.split('?');
  const built = sql<{ n: string }>(Object.assign([...parts], { raw: parts }) as unknown as TemplateStringsArray, ...values);
  const { rows } = await built.execute(t.app.db);
  return Number(rows[0].n);
}

const api = (role: string) => recordsApi(t.app, tokens[role]);

async function section<T>(role: string, name: string, query = ''): Promise<T> {
  const response = await api(role).get(`dashboard/${name}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: T }).data;
}

beforeAll(async () => {
  t = await createTestApp();
  amina = await createUser(t.app, { role: 'collector', fullName: 'Amina Bello' });
  bala = await createUser(t.app, { role: 'collector', fullName: 'Bala Idris' });
  await t.app.db.updateTable('users').set({ state: 'kano' }).where('id', 'in', [amina.id, bala.id]).execute();
  await seedRecords(t.app.db, { scale: 0.1, seed: 7, collectorId: amina.id });
  for (const syncStatus of ['synced', 'pending', 'failed']) await insertRow(t.app, 'learners', { collectorId: bala.id, state: 'kano', syncStatus });
  for (const role of ['executive', 'supervisor', 'admin', 'collector']) {
    const user = role === 'collector' ? bala : await createUser(t.app, { role });
    tokens[role] = await loginToken(t.app, user.email);
  }
  const { rows } = await sql<{ state: string }>`select state from oos_children group by state order by count(*) desc, state limit 1`.execute(t.app.db);
  busiestState = rows[0].state;
}, 120_000);
afterAll(async () => t.close());

describe('who may read each section', () => {
  const cases: [string, string[], string[]][] = [
    ['executive', ['executive', 'admin'], ['supervisor', 'collector']],
    ['review', ['supervisor', 'admin'], ['executive', 'collector']],
    ['admin', ['supervisor', 'admin'], ['executive', 'collector']],
    ['collector', ['collector', 'admin'], ['executive', 'supervisor']],
  ];
  it.each(cases)('GET /api/admin/dashboard/%s: allowed %j, denied %j', async (name, allowed, denied) => {
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/dashboard/${name}` })).statusCode).toBe(401);
    for (const role of allowed) expect((await api(role).get(`dashboard/${name}`)).statusCode, `${role} on ${name}`).toBe(200);
    for (const role of denied) expect((await api(role).get(`dashboard/${name}`)).statusCode, `${role} on ${name}`).toBe(403);
  });

  it('answers 400 for an unknown state, an LGA of another state, a reversed period or an unknown parameter', async () => {
    expect((await api('executive').get('dashboard/executive?state=atlantis')).json()).toMatchObject({
      message: 'Unknown state "atlantis". Use a state slug such as kano.',
    });
    expect((await api('executive').get('dashboard/executive?state=kano&lga=ikeja')).statusCode).toBe(400);
    expect((await api('executive').get('dashboard/executive?lga=ikeja')).statusCode).toBe(400);
    expect((await api('executive').get('dashboard/executive?from=2026-03-05&to=2026-03-01')).json()).toMatchObject({
      message: 'The period must not end before it starts.',
    });
    expect((await api('executive').get('dashboard/executive?collector=1')).statusCode).toBe(400);
  });
});

describe('executive figures equal SQL counts', () => {
  it.each([[''], ['state']])('headline, by state, by reason and by centre type (filter: %s)', async (which) => {
    const state = which ? busiestState : null;
    const data = await section<ExecutiveDashboard>('executive', 'executive', state ? `?state=${state}` : '');
    const inState = state ? ` and state = '${state}'` : '';
    const count = (table: string, extra = '') => sqlCount(`select count(*) as n from ${table} where true${inState}${extra}`);
    expect(data.headline.schools).toBe(await count('schools'));
    expect(data.headline.households).toBe(await count('households'));
    expect(data.headline.communities).toBe(await count('communities'));
    expect(data.headline.learners).toEqual({
      male: await count('learners', " and sex = 'Male'"),
      female: await count('learners', " and sex = 'Female'"),
      total: await count('learners'),
    });
    expect(data.headline.outOfSchool).toEqual({
      male: await count('oos_children', " and sex = 'Male'"),
      female: await count('oos_children', " and sex = 'Female'"),
      total: await count('oos_children'),
      neverAttended: await count('oos_children', " and category = 'Never Attended School'"),
      droppedOut: await count('oos_children', " and category = 'Dropped Out'"),
    });
    expect(data.headline.outOfSchool!.total).toBeGreaterThan(0);
    const byState = data.outOfSchoolByState!;
    if (state) expect(byState.map((row) => row.key)).toEqual([state]);
    for (const row of byState.slice(0, 3)) expect(row.total).toBe(await sqlCount('select count(*) as n from oos_children where state = ?', row.key));
    for (const row of data.outOfSchoolByReason!.filter((r) => r.key))
      expect(row.total).toBe(await count('oos_children', ` and reason = '${row.key!.replace(/'/g, "''")}'`));
    const centreTotal = data.learnersByCentreType!.reduce((sum, row) => sum + row.total, 0);
    expect(centreTotal).toBe(await count('learners'));
    for (const row of data.learnersByCentreType!.filter((r) => r.key)) {
      const joined = `select count(*) as n from learners join schools s on s.id = learners.school_id where s.type_of_school = ?${inState.replace('state', 'learners.state')}`;
      expect(row.total).toBe(await sqlCount(joined, row.key));
    }
  });

  it('a period keeps records created in it, both days included; weeks add up to the same records', async () => {
    const from = '2025-01-01';
    const to = '2025-06-30';
    const data = await section<ExecutiveDashboard>('executive', 'executive', `?from=${from}&to=${to}`);
    expect(data.headline.outOfSchool!.total).toBe(
      await sqlCount(`select count(*) as n from oos_children where created_at >= '${from}'::date and created_at < '${to}'::date + 1`),
    );
    const tables = ['schools', 'learners', 'staff', 'communities', 'households', 'oos_children'];
    const all = await sqlCount(
      `select ${tables.map((table) => `(select count(*) from ${table} where created_at >= '${from}'::date and created_at < '${to}'::date + 1)`).join(' + ')} as n`,
    );
    expect(data.perWeek.reduce((sum, week) => sum + week.total, 0)).toBe(all);
    for (const week of data.perWeek) expect(new Date(`${week.week}T00:00:00Z`).getUTCDay()).toBe(1);
  });

  it('without a period, lists the 12 weeks up to the newest record, weeks without records as 0', async () => {
    const data = await section<ExecutiveDashboard>('executive', 'executive');
    expect(data.perWeek).toHaveLength(12);
    const tables = ['schools', 'learners', 'staff', 'communities', 'households', 'oos_children'];
    const newest = tables.map((table) => `select max(created_at) as at from ${table}`).join(' union all ');
    const { rows } = await sql<{
      week: string;
    }>`select to_char(date_trunc('week', max(at) at time zone 'UTC'), 'YYYY-MM-DD') as week from (${sql.raw(newest)}) t`.execute(t.app.db);
    expect(data.perWeek.at(-1)!.week).toBe(rows[0].week);
    const first = data.perWeek[0].week;
    const since = `created_at >= '${first}'::date`;
    expect(data.perWeek.reduce((sum, week) => sum + week.total, 0)).toBe(
      await sqlCount(`select ${tables.map((table) => `(select count(*) from ${table} where ${since})`).join(' + ')} as n`),
    );
  });

  it('leaves out what the user may not read', async () => {
    const onlyChildren = recordsApi(t.app, await tokenWith(t.app, ['executive_dashboard', 'read_out_of_school_learners']));
    const data = (await onlyChildren.get('dashboard/executive')).json() as { data: ExecutiveDashboard };
    expect(data.data.headline).toMatchObject({ schools: null, learners: null, households: null, communities: null });
    expect(data.data.learnersByCentreType).toBeNull();
    expect(data.data.headline.outOfSchool!.total).toBe(await sqlCount('select count(*) as n from oos_children'));
  });
});

describe('admin figures', () => {
  it('failed syncs, synced this week, collectors and invitations equal SQL counts (with a state)', async () => {
    for (const state of [null, busiestState]) {
      const data = await section<AdminDashboard>('supervisor', 'admin', state ? `?state=${state}` : '');
      const tables = ['schools', 'learners', 'staff', 'communities', 'households', 'oos_children'];
      const where = (extra: string) => `sync_status = ${extra}${state ? ` and state = '${state}'` : ''}`;
      const sum = (extra: string) => sqlCount(`select ${tables.map((table) => `(select count(*) from ${table} where ${where(extra)})`).join(' + ')} as n`);
      expect(data.failedSyncs).toBe(await sum("'failed'"));
      expect(data.failedSyncs).toBeGreaterThan(0);
      const week = await sum(`'synced' and created_at >= date_trunc('week', now() at time zone 'UTC') at time zone 'UTC'`);
      expect(data.synced.thisWeek).toBe(week);
      expect(data.latestAudit).toBeNull();
    }
    const kano = await section<AdminDashboard>('supervisor', 'admin', '?state=kano');
    expect(kano.collectors.total).toBe(2);
    // Bala signed in (the collector token): active today; Amina never did but was created just now, so not silent.
    expect(kano.collectors.activeToday).toBe(1);
    expect(kano.collectors.silent).toBe(0);
    expect(kano.collectors.onlineNow).toBe(0);
  });

  it('lists a collector silent for more than 3 days, pending invitations and the latest audit events for those who may read them', async () => {
    const old = new Date(Date.now() - 5 * 86_400_000);
    await t.app.db.updateTable('users').set({ lastSeenAt: old, createdAt: old }).where('id', '=', amina.id).execute();
    const invitee = await createUser(t.app, { role: 'collector' });
    await t.app.db
      .insertInto('invitations')
      .values({ userId: invitee.id, tokenHash: 'x'.repeat(64), invitedBy: null, expiresAt: new Date(Date.now() + 86_400_000) })
      .execute();
    const data = await section<AdminDashboard>('admin', 'admin');
    expect(data.collectors.silentList.map((c) => c.email)).toContain(amina.email);
    expect(data.pendingInvitations).toBe(
      await sqlCount('select count(*) as n from invitations where accepted_at is null and revoked_at is null and expires_at > now()'),
    );
    expect(data.pendingInvitations).toBeGreaterThan(0);
    expect(data.latestAudit).not.toBeNull();
  });
});

describe('collector figures', () => {
  it("the signed-in collector's own records by type and status, and their place in the state", async () => {
    const data = await section<CollectorDashboard>('collector', 'collector');
    expect(data.total).toBe(3);
    expect(data.byType.find((row) => row.type === 'learners')).toEqual({ type: 'learners', synced: 1, pending: 1, failed: 1, total: 3 });
    expect(data.state).toBe('kano');
    expect(data.collectorsInState).toBe(2);
    const aminaTotal = await sqlCount(
      `select ${['schools', 'learners', 'staff', 'communities', 'households', 'oos_children'].map((table) => `(select count(*) from ${table} where collector_id = ? and not exists (select 1 from pending_imports where pending_imports.id = ${table}.import_batch_id))`).join(' + ')} as n`,
      ...Array(6).fill(amina.id),
    );
    // Her published records: the demo's deleted staff record is not hers to count.
    expect(data.stateAverage).toBeCloseTo((aminaTotal + 3) / 2);
    expect(data.rankInState).toBe(2);
    const filtered = await section<CollectorDashboard>('collector', 'collector', '?state=lagos');
    expect(filtered.total).toBe(0);
  });
});

describe('figures equal the totals of the lists they open', () => {
  /** The total a list answers in its Content-Range for this filter (what react-admin shows). */
  async function listTotal(role: string, path: string, filter: object): Promise<number> {
    const response = await api(role).list(path, { filter, range: [0, 24] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['x-total-estimated']).toBeUndefined();
    return Number(String(response.headers['content-range']).split('/').pop());
  }

  it("the review section counts in the reviewer's own state the records waiting for review, failed syncs and open duplicates, as their lists do", async () => {
    const reviewer = await createUser(t.app, { role: 'supervisor' });
    await t.app.db.updateTable('users').set({ state: busiestState }).where('id', '=', reviewer.id).execute();
    tokens.reviewer = await loginToken(t.app, reviewer.email);
    const data = await section<ReviewDashboard>('reviewer', 'review');
    expect(data.filter).toEqual({ state: busiestState });
    // The supervisor reviews what it may write: not learners or staff.
    expect(data.byType.map((row) => row.type)).toEqual(['schools', 'communities', 'households', 'outOfSchoolChildren']);
    for (const row of data.byType) {
      const path = RECORD_TYPES[row.type].apiPath;
      expect(row.waiting, `${row.type} waiting`).toBe(await listTotal('reviewer', path, recordListFilter(data.filter, WAITING_FOR_REVIEW)));
      expect(row.failedSyncs, `${row.type} failed`).toBe(await listTotal('reviewer', path, recordListFilter(data.filter, FAILED_SYNC)));
    }
    const waiting = await sqlCount(`select count(*) as n from oos_children where review_state = 'received' and state = ?`, busiestState);
    expect(data.byType.find((row) => row.type === 'outOfSchoolChildren')?.waiting).toBe(waiting);
    expect(waiting).toBeGreaterThan(0);
    expect(data.duplicates).toBe(await listTotal('reviewer', 'duplicates', openDuplicatesFilter(data.filter)));

    // A state chosen on the dashboard wins over the reviewer's own.
    const lagos = await section<ReviewDashboard>('reviewer', 'review', '?state=lagos');
    expect(lagos.filter).toEqual({ state: 'lagos' });
  });

  it('the operations figures that open a list (online, silent, pending invitations) equal that list total', async () => {
    for (const filter of [{}, { state: 'kano' }]) {
      const data = await section<AdminDashboard>('admin', 'admin', 'state' in filter ? '?state=kano' : '');
      expect(data.collectors.onlineNow).toBe(await listTotal('admin', 'user-management/collectors', peopleListFilter(filter, ONLINE_COLLECTORS)));
      expect(data.collectors.silent).toBe(await listTotal('admin', 'user-management/collectors', peopleListFilter(filter, SILENT_COLLECTORS)));
      expect(data.pendingInvitations).toBe(await listTotal('admin', 'user-management', peopleListFilter(filter, PENDING_INVITATIONS)));
    }
  });

  it('the executive headline equals the record lists filtered by place and period', async () => {
    const filter = { state: busiestState, from: '2000-01-01' };
    const data = await section<ExecutiveDashboard>('executive', 'executive', `?state=${busiestState}&from=2000-01-01`);
    expect(data.headline.schools).toBe(await listTotal('executive', 'schools', recordListFilter(filter)));
    expect(data.headline.learners?.total).toBe(await listTotal('executive', 'learners', recordListFilter(filter)));
    expect(data.headline.outOfSchool?.female).toBe(await listTotal('executive', 'oos-children', recordListFilter(filter, { sex: 'Female' })));
    expect(data.headline.households).toBe(await listTotal('executive', 'households', recordListFilter(filter)));
  });
});
