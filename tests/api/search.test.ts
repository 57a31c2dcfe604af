/** GET /api/admin/search: who sees which types, grouping and limits, what matches, what stays hidden. */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynamic } from '../../server/records';
import { SEARCH_TARGETS } from '../../server/search/targets';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { bearer, createUser, loginToken } from '../helpers/fixtures';
import { idsOf, insertRow, recordsApi, tokenWith } from '../helpers/records';

let t: TestApp;
const id: Record<string, number> = {};
const READ_ALL = ['read_schools', 'read_learners', 'read_staff', 'read_communities', 'read_households', 'read_out_of_school_learners'];
const at = (day: number) => new Date(Date.UTC(2025, 0, day, 12));

interface Result {
  id: number;
  title: string;
  reference: string | null;
  phone: string | null;
  match: string;
  inList: boolean;
}
interface Answer {
  q: string;
  groups: { type: string; results: Result[]; more: boolean }[];
  listType: string | null;
}

beforeAll(async () => {
  t = await createTestApp();
  id.schoolExact = await insertRow(t.app, 'schools', { schoolName: 'Zubairu', updatedAt: at(1) });
  id.school = await insertRow(t.app, 'schools', {
    schoolName: 'Zubairu Memorial Tsangaya',
    reference: 'KAN/TSA/000777',
    phoneNumber: '08031112222',
    state: 'kano',
    lga: 'dala',
    updatedAt: at(2),
  });
  for (let i = 0; i < 7; i += 1)
    id[`learner${i}`] = await insertRow(t.app, 'learners', { firstName: 'Zubairu', lastName: `Learner${i}`, updatedAt: at(10 + i) });
  id.learnerPhone = await insertRow(t.app, 'learners', { firstName: 'Hauwa', lastName: 'Garba', phone: '08035556666', updatedAt: at(3) });
  id.staffWords = await insertRow(t.app, 'staff', { fullName: 'Malam Zubairu Sani', updatedAt: at(4) });
  id.community = await insertRow(t.app, 'communities', { name: 'Unguwar Zubairu', reference: 'KAN/COM/000001', updatedAt: at(5) });
  id.household = await insertRow(t.app, 'households', { householdHead: 'Zubairu Abdullahi', phone: '+2348039998888', updatedAt: at(6) });
  id.child = await insertRow(t.app, 'outOfSchoolChildren', { firstName: 'Amina', lastName: 'Zubairu', updatedAt: at(7) });
  id.percent = await insertRow(t.app, 'schools', { schoolName: 'Percent 100% School' });
  // A learner of an import still being written is not shown anywhere yet.
  const batch = await t.app.db.insertInto('pendingImports').values({ recordTable: 'learners' }).returning('id').executeTakeFirstOrThrow();
  id.unpublished = await insertRow(t.app, 'learners', { firstName: 'Zubairu', lastName: 'Pending', importBatchId: batch.id, updatedAt: at(30) });
});
afterAll(async () => t.close());

async function search(token: string, q: string): Promise<Answer> {
  const response = await t.app.inject({ method: 'GET', url: `/api/admin/search?q=${encodeURIComponent(q)}`, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Answer;
}
const group = (answer: Answer, type: string) => answer.groups.find((g) => g.type === type);
const typesOf = (answer: Answer) => answer.groups.map((g) => g.type);

describe('access', () => {
  it('answers 401 without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/search?q=zubairu' });
    expect(response.statusCode).toBe(401);
  });

  it('a reader of every type sees every type', async () => {
    const answer = await search(await tokenWith(t.app, READ_ALL), 'zubairu');
    expect(typesOf(answer).sort()).toEqual(['communities', 'households', 'learners', 'outOfSchoolChildren', 'schools', 'staff']);
  });

  it('never answers a type the user may not read', async () => {
    const learnersOnly = await search(await tokenWith(t.app, ['read_learners']), 'zubairu');
    expect(typesOf(learnersOnly)).toEqual(['learners']);
    const staffManager = await search(await tokenWith(t.app, ['manage_staff', 'write_communities', 'write_households']), 'zubairu');
    expect(typesOf(staffManager)).toEqual(['staff']);
    const noRecords = await search(await tokenWith(t.app, ['read_users', 'executive_dashboard']), 'zubairu');
    expect(noRecords).toEqual({ q: 'zubairu', groups: [], listType: null, places: [] });
  });

  it('the seeded roles: a collector sees no records, a super admin sees them all', async () => {
    const collector = await search(await loginToken(t.app, (await createUser(t.app, { role: 'collector' })).email), 'zubairu');
    expect(collector.groups).toEqual([]);
    const superAdmin = await search(await loginToken(t.app, (await createUser(t.app, { role: 'super_admin' })).email), 'zubairu');
    expect(superAdmin.groups).toHaveLength(6);
  });
});

describe('grouping, order and limit', () => {
  let token: string;
  beforeAll(async () => {
    token = await tokenWith(t.app, READ_ALL);
  });

  it('shows the 5 best of a type and says there are more; unpublished rows never appear', async () => {
    const learners = group(await search(token, 'zubairu'), 'learners')!;
    // All seven learners are called Zubairu (an exact first name): the first five by name.
    expect(learners.results.map((r) => [r.id, r.title, r.match])).toEqual([0, 1, 2, 3, 4].map((i) => [id[`learner${i}`], `Zubairu Learner${i}`, 'exact']));
    expect(learners.more).toBe(true);
    expect(JSON.stringify(await search(token, 'zubairu pending'))).not.toContain(String(id.unpublished));
  });

  it('an exact name comes before names that start with the text, whatever their age', async () => {
    const schools = group(await search(token, 'Zubairu'), 'schools')!;
    expect(schools.results.map((r) => [r.id, r.match])).toEqual([
      [id.schoolExact, 'exact'],
      [id.school, 'prefix'],
    ]);
    expect(schools.more).toBe(false);
  });

  it('a word inside a name matches after prefixes, and groups with better matches come first', async () => {
    const answer = await search(token, 'zubairu');
    const staff = group(answer, 'staff')!;
    expect(staff.results).toMatchObject([{ id: id.staffWords, title: 'Malam Zubairu Sani', match: 'words', inList: false }]);
    // The list filtered by the same q shows what the search marks inList, and no more.
    const staffList = idsOf(await recordsApi(t.app, token).list('staff', { filter: { q: 'zubairu' } }));
    expect(staffList).toEqual([]);
    const ranks = answer.groups.map((g) => ['exact', 'prefix', 'words'].indexOf(g.results[0].match));
    expect(ranks).toEqual([...ranks].sort());
    expect(answer.groups[0].type).toBe('schools');
    // Staff and communities only match a word inside the name: they come last, in the catalogue's order.
    expect(answer.groups.slice(-2).map((g) => [g.type, g.results[0].match])).toEqual([
      ['staff', 'words'],
      ['communities', 'words'],
    ]);
    expect(answer.listType).toBe('schools');
  });

  it('several words: each starts a name', async () => {
    const answer = await search(token, 'amina zub');
    expect(group(answer, 'outOfSchoolChildren')!.results).toMatchObject([{ id: id.child, title: 'Amina Zubairu', match: 'prefix', inList: true }]);
    expect(idsOf(await recordsApi(t.app, token).list('oos-children', { filter: { q: 'amina zub' } }))).toEqual([id.child]);
  });
});

describe('what matches', () => {
  let token: string;
  beforeAll(async () => {
    token = await tokenWith(t.app, READ_ALL);
  });

  it('a reference, whole or its beginning, case-insensitively', async () => {
    expect(group(await search(token, 'kan/tsa/000777'), 'schools')!.results).toMatchObject([{ id: id.school, reference: 'KAN/TSA/000777', match: 'exact' }]);
    const answer = await search(token, 'KAN/COM/0000');
    expect(typesOf(answer)).toEqual(['communities']);
    expect(answer.groups[0].results).toMatchObject([{ id: id.community, reference: 'KAN/COM/000001', match: 'prefix', inList: true }]);
  });

  it('a phone number in national or international form, with spaces or dashes', async () => {
    expect(group(await search(token, '0803 999 8888'), 'households')!.results).toMatchObject([
      { id: id.household, phone: '+2348039998888', match: 'exact', inList: false },
    ]);
    expect(group(await search(token, '+234-803-555'), 'learners')!.results).toMatchObject([{ id: id.learnerPhone, phone: '08035556666', match: 'prefix' }]);
    const school = await search(token, '0803111');
    expect(typesOf(school)).toEqual(['schools']);
    expect(school.groups[0].results).toMatchObject([{ id: id.school, phone: '08031112222' }]);
    expect(school.listType).toBeNull();
  });

  it('names show no phone when the text is not a phone number', async () => {
    expect(group(await search(token, 'hauwa'), 'learners')!.results).toMatchObject([{ id: id.learnerPhone, phone: null, title: 'Hauwa Garba' }]);
  });

  it("LIKE's characters are taken literally", async () => {
    expect((await search(token, '%%')).groups).toEqual([]);
    expect(typesOf(await search(token, 'percent 100%'))).toEqual(['schools']);
    expect((await search(token, '__')).groups).toEqual([]);
  });

  it('refuses a text shorter than 2 characters, a missing one and unknown parameters', async () => {
    for (const url of ['/api/admin/search?q=a', '/api/admin/search?q=%20%20z%20', '/api/admin/search', '/api/admin/search?q=ab&type=learners']) {
      const response = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(response.statusCode, url).toBe(400);
    }
  });
});

describe('indexes', () => {
  it('every type finds words of its names through the full-text index of migration 014', async () => {
    for (const target of SEARCH_TARGETS) {
      const table = target.def.table;
      const query = dynamic(t.app.db)
        .selectFrom(table)
        .select(`${table}.id`)
        .where((eb) => eb(sql`to_tsvector('simple', ${target.nameDocument})`, '@@', sql`to_tsquery('simple', ${'zub:*'})`))
        .compile();
      const plan = await t.app.db.transaction().execute(async (trx) => {
        await sql`set local enable_seqscan = off`.execute(trx);
        const { rows } = await sql.raw<{ 'QUERY PLAN': string }>(`explain ${query.sql.replace('$1', `'zub:*'`)}`).execute(trx);
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      });
      expect(plan, table).toContain('name_words_idx');
    }
  });
});
