/** The list dialect shared by every record type: q, locations, zone, dates, id, sort, range, errors. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynamic, RECORD_DEFS, toColumnValues } from '../../server/records';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { bearer } from '../helpers/fixtures';
import { idsOf, insertRow, recordsApi, tokenWith } from '../helpers/records';

let t: TestApp;
let api: ReturnType<typeof recordsApi>;
let token: string;
const id: Record<'a' | 'b' | 'c' | 'd' | 'e', number> = { a: 0, b: 0, c: 0, d: 0, e: 0 };

const at = (date: string) => new Date(`${date}T12:00:00Z`);

beforeAll(async () => {
  t = await createTestApp();
  token = await tokenWith(t.app, ['read_schools', 'read_learners']);
  api = recordsApi(t.app, token);
  id.a = await insertRow(t.app, 'schools', {
    schoolName: 'Alpha Islamiya',
    reference: 'REF-001',
    state: 'kano',
    lga: 'dala',
    ward: 'ward-a',
    createdAt: at('2024-01-10'),
    updatedAt: at('2024-02-01'),
  });
  id.b = await insertRow(t.app, 'schools', {
    schoolName: 'Beta School',
    reference: 'X_9%',
    state: 'kano',
    lga: 'fagge',
    ward: 'ward-b',
    createdAt: at('2024-01-20'),
    updatedAt: at('2024-03-01'),
  });
  id.c = await insertRow(t.app, 'schools', {
    schoolName: 'Gamma Centre',
    state: 'lagos',
    lga: 'ikeja',
    createdAt: at('2024-02-05'),
    updatedAt: at('2024-02-05'),
  });
  id.d = await insertRow(t.app, 'schools', {
    schoolName: 'Alpine Academy',
    state: 'benue',
    lga: 'makurdi',
    createdAt: at('2024-03-01'),
    updatedAt: at('2024-03-15'),
  });
  id.e = await insertRow(t.app, 'schools', {
    schoolName: 'Delta Tsangaya',
    state: 'rivers',
    lga: 'obio-akpor',
    createdAt: at('2024-04-02'),
    updatedAt: at('2024-04-02'),
  });
  // 101 learners for the page-size cap, in one statement.
  const learners = Array.from({ length: 101 }, (_, i) => toColumnValues({ firstName: `Learner ${i}`, state: 'yobe', zone: 'north-east' }));
  await dynamic(t.app.db).insertInto(RECORD_DEFS.learners.table).values(learners).execute();
});
afterAll(async () => t.close());

const schools = (filter: unknown, extra: { sort?: unknown; range?: unknown } = {}) => api.list('schools', { filter, sort: ['id', 'ASC'], ...extra });

describe('filters', () => {
  it('q: case-insensitive prefix of a name or reference, the whole text or each word', async () => {
    expect(idsOf(await schools({ q: 'alp' }))).toEqual([id.a, id.d]);
    expect(idsOf(await schools({ q: 'ALPHA isl' }))).toEqual([id.a]);
    expect(idsOf(await schools({ q: 'ref-0' }))).toEqual([id.a]);
    expect(idsOf(await schools({ q: 'islamiya' }))).toEqual([]);
  });

  it('q: LIKE characters are taken literally', async () => {
    expect(idsOf(await schools({ q: 'x_9%' }))).toEqual([id.b]);
    expect(idsOf(await schools({ q: '%' }))).toEqual([]);
    expect(idsOf(await schools({ q: '_' }))).toEqual([]);
  });

  it('state, lga and ward (slugs, one or a list)', async () => {
    expect(idsOf(await schools({ state: 'kano' }))).toEqual([id.a, id.b]);
    expect(idsOf(await schools({ state: ['kano', 'lagos'] }))).toEqual([id.a, id.b, id.c]);
    expect(idsOf(await schools({ lga: 'ikeja' }))).toEqual([id.c]);
    expect(idsOf(await schools({ state: 'kano', ward: 'ward-b' }))).toEqual([id.b]);
  });

  it('zone (derived from the state)', async () => {
    expect(idsOf(await schools({ zone: 'north-west' }))).toEqual([id.a, id.b]);
    expect(idsOf(await schools({ zone: 'south-south' }))).toEqual([id.e]);
    expect(idsOf(await schools({ zone: 'north-central' }))).toEqual([id.d]);
    const bad = await schools({ zone: 'middle-belt' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors['filter.zone']).toMatch(/north-central/);
  });

  it('created and updated date ranges, both ends inclusive', async () => {
    expect(idsOf(await schools({ createdFrom: '2024-01-20', createdTo: '2024-02-05' }))).toEqual([id.b, id.c]);
    expect(idsOf(await schools({ updatedFrom: '2024-03-01' }))).toEqual([id.b, id.d, id.e]);
    expect(idsOf(await schools({ updatedTo: '2024-02-05' }))).toEqual([id.a, id.c]);
    const bad = await schools({ createdFrom: '2024-13-01' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty(['filter.createdFrom']);
  });

  it('id: a list of ids (getMany)', async () => {
    expect(idsOf(await schools({ id: [id.e, id.a] }))).toEqual([id.a, id.e]);
  });

  it('an unknown filter answers 400 naming it', async () => {
    const response = await schools({ colour: 'red' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    expect(response.json().errors['filter.colour']).toMatch(/Unknown filter "colour"/);
  });

  it('a filter that is not JSON, or not an object, answers 400', async () => {
    const notJson = await t.app.inject({ method: 'GET', url: '/api/admin/schools?filter=%7Bstate', headers: bearer(token) });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().errors.filter).toMatch(/JSON/);
    expect((await schools(['kano'])).statusCode).toBe(400);
  });
});

describe('sorting', () => {
  const names = async (sort: unknown) =>
    ((await api.list('schools', { sort, filter: { id: Object.values(id) } })).json() as { schoolName: string }[]).map((r) => r.schoolName);

  it('sorts by a sortable field, ascending and descending', async () => {
    const asc = ['Alpha Islamiya', 'Alpine Academy', 'Beta School', 'Delta Tsangaya', 'Gamma Centre'];
    expect(await names(['schoolName', 'ASC'])).toEqual(asc);
    expect(await names(['schoolName', 'DESC'])).toEqual([...asc].reverse());
  });

  it('sorts by the most recent update by default', async () => {
    expect(idsOf(await api.list('schools'))).toEqual([id.e, id.d, id.b, id.c, id.a]);
  });

  it('refuses an unknown sort field or order with 400', async () => {
    const field = await api.list('schools', { sort: ['colour', 'ASC'] });
    expect(field.statusCode).toBe(400);
    expect(field.json().errors.sort).toMatch(/Cannot sort schools by "colour"/);
    expect((await api.list('schools', { sort: ['schoolName', 'UP'] })).statusCode).toBe(400);
  });
});

describe('paging', () => {
  it('answers the range asked for with Content-Range start-end/total, exposed to the browser', async () => {
    const response = await schools({}, { range: [1, 2] });
    expect(idsOf(response)).toEqual([id.b, id.c]);
    expect(response.headers['content-range']).toBe('schools 1-2/5');
    expect(response.headers['access-control-expose-headers']).toBe('Content-Range, X-Total-Estimated');
  });

  it('counts the total with the same filters', async () => {
    const response = await schools({ state: 'kano' }, { range: [0, 0] });
    expect(idsOf(response)).toEqual([id.a]);
    expect(response.headers['content-range']).toBe('schools 0-0/2');
  });

  it('answers an empty page past the end', async () => {
    const response = await schools({}, { range: [10, 14] });
    expect(response.json()).toEqual([]);
    expect(response.headers['content-range']).toBe('schools */5');
  });

  it('defaults to [0,24] and caps a page at 100 rows', async () => {
    const first = await api.list('learners', { filter: { state: 'yobe' } });
    expect(first.json()).toHaveLength(25);
    expect(first.headers['content-range']).toBe('learners 0-24/101');
    const capped = await api.list('learners', { filter: { state: 'yobe' }, range: [0, 499] });
    expect(capped.json()).toHaveLength(100);
    expect(capped.headers['content-range']).toBe('learners 0-99/101');
  });

  it('refuses a range that is not two ordered whole numbers', async () => {
    expect((await schools({}, { range: [5, 2] })).statusCode).toBe(400);
    expect((await schools({}, { range: [-1, 2] })).json().errors).toHaveProperty(['range.0']);
    expect((await schools({}, { range: 'all' })).statusCode).toBe(400);
  });
});
