/**
 * Lists at scale (docs/api-records.md "Lists at scale"): the capped total (exact
 * near the end and for short lists, the planner's estimate beyond COUNT_AHEAD rows past the page),
 * pages found on the narrow index, and a Content-Range the unmodified ra-data-simple-rest reads.
 */
import type { LightMyRequestResponse } from 'fastify';
import simpleRestProvider from 'ra-data-simple-rest';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNT_AHEAD, COUNT_EXACTLY_UP_TO } from '../../server/records/list';
import { dynamic, RECORD_DEFS, toColumnValues } from '../../server/records';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { idsOf, recordsApi, tokenWith } from '../helpers/records';

let t: TestApp;
let api: ReturnType<typeof recordsApi>;
let token: string;
/** Kano: more rows than are counted exactly; Kaduna: more than COUNT_AHEAD past the first page, yet counted; Yobe: a short list. */
const KANO = COUNT_EXACTLY_UP_TO + 180;
const KADUNA = COUNT_AHEAD + 180;
const YOBE = 7;

beforeAll(async () => {
  t = await createTestApp();
  token = await tokenWith(t.app, ['read_learners']);
  api = recordsApi(t.app, token);
  // Groups of ten share an update time, so the id decides the order within each group.
  const learner = (state: string, i: number) =>
    toColumnValues({ firstName: `L${i}`, state, zone: 'north-west', updatedAt: new Date(Date.UTC(2024, 0, 1, 0, Math.floor(i / 10))) });
  // The same rows as learner('kano', i), made in the database: ten thousand inserts from here take minutes.
  await sql`insert into learners (first_name, state, zone, updated_at)
    select 'L' || i, 'kano', 'north-west', timestamptz '2024-01-01T00:00:00Z' + (i / 10) * interval '1 minute' from generate_series(0, ${KANO - 1}) as i`.execute(
    t.app.db,
  );
  const kaduna = Array.from({ length: KADUNA }, (_, i) => learner('kaduna', i));
  for (let i = 0; i < kaduna.length; i += 500)
    await dynamic(t.app.db)
      .insertInto(RECORD_DEFS.learners.table)
      .values(kaduna.slice(i, i + 500))
      .execute();
  await dynamic(t.app.db)
    .insertInto(RECORD_DEFS.learners.table)
    .values(Array.from({ length: YOBE }, (_, i) => learner('yobe', i)))
    .execute();
  await sql`analyze learners`.execute(t.app.db);
}, 180_000);
afterAll(async () => t.close());

const byUpdate = (state: string, range: [number, number]) => api.list('learners', { filter: { state }, sort: ['updatedAt', 'DESC'], range });
const totalOf = (response: LightMyRequestResponse) => Number(String(response.headers['content-range']).split('/').pop());

describe('the total', () => {
  it('is exact, without the estimate header, for a short list', async () => {
    const response = await byUpdate('yobe', [0, 4]);
    expect(response.headers['content-range']).toBe(`learners 0-4/${YOBE}`);
    expect(response.headers['x-total-estimated']).toBeUndefined();
  });

  it('is the estimate, never below what exists past the page, when more than COUNT_AHEAD rows follow', async () => {
    const response = await byUpdate('kano', [0, 19]);
    expect(response.headers['x-total-estimated']).toBe('true');
    expect(response.headers['access-control-expose-headers']).toContain('X-Total-Estimated');
    expect(response.headers['content-range']).toMatch(/^learners 0-19\/\d+$/);
    expect(totalOf(response)).toBeGreaterThan(COUNT_EXACTLY_UP_TO);
  });

  it('is counted, without the estimate header, when the planner expects at most COUNT_EXACTLY_UP_TO rows', async () => {
    const response = await byUpdate('kaduna', [0, 19]);
    expect(response.headers['content-range']).toBe(`learners 0-19/${KADUNA}`);
    expect(response.headers['x-total-estimated']).toBeUndefined();
  });

  it('is exact again on the last pages', async () => {
    const response = await byUpdate('kano', [KANO - 25, KANO - 1]);
    expect(response.headers['content-range']).toBe(`learners ${KANO - 25}-${KANO - 1}/${KANO}`);
    expect(response.headers['x-total-estimated']).toBeUndefined();
  });

  it('is exact for a page past the end, which is empty', async () => {
    const response = await byUpdate('kano', [KANO + 100, KANO + 119]);
    expect(response.json()).toEqual([]);
    expect(response.headers['content-range']).toBe(`learners */${KANO}`);
  });
});

describe('pages', () => {
  it('deep pages hold the rows the order puts there (update time, then id), none repeated or skipped', async () => {
    const all = await dynamic(t.app.db)
      .selectFrom(RECORD_DEFS.learners.table)
      .select('id')
      .where('state', '=', 'kano')
      .orderBy('updatedAt', 'desc')
      .orderBy('id', 'desc')
      .execute();
    const ids = all.map((row) => row.id as number);
    for (const first of [0, 95, 600, KANO - 30]) {
      expect(idsOf(await byUpdate('kano', [first, first + 49]))).toEqual(ids.slice(first, first + 50));
    }
    expect(idsOf(await api.list('learners', { filter: { state: 'kano' }, sort: ['firstName', 'ASC'], range: [700, 704] }))).toHaveLength(5);
  });

  it('the unmodified ra-data-simple-rest client reads the total and the rows', async () => {
    const provider = simpleRestProvider('/api/admin', async (url: string) => {
      const response = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      const headers = new Headers(Object.entries(response.headers).map(([name, value]): [string, string] => [name, String(value)]));
      return { status: response.statusCode, headers, body: response.body, json: response.json() as unknown };
    });
    const params = { filter: { state: 'kano' }, sort: { field: 'updatedAt', order: 'DESC' as const }, pagination: { page: 30, perPage: 25 } };
    const page = await provider.getList('learners', params);
    expect(page.data).toHaveLength(25);
    expect(page.total).toBeGreaterThan(30 * 25);
    const last = await provider.getList('learners', { ...params, filter: { state: 'yobe' }, pagination: { page: 1, perPage: 25 } });
    expect(last.total).toBe(YOBE);
  });
});
