/** Public programmes: published only, filters, one programme with progress figures equal to SQL counts. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { ProgrammeAnswer, ProgrammesAnswer } from '../../src/domain/publicData';
import { bearer } from '../helpers/fixtures';
import { insertRow, tokenWith } from '../helpers/records';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { expectedCount, getJson } from './public.helpers';

let t: TestApp;
let token: string;
const ids: Record<'almajiri' | 'girls' | 'closed', number> = { almajiri: 0, girls: 0, closed: 0 };

async function create(payload: Record<string, unknown>, publish: boolean): Promise<number> {
  const response = await t.app.inject({ method: 'POST', url: '/api/admin/programmes', headers: bearer(token), payload });
  if (response.statusCode !== 201) throw new Error(response.body);
  const id = response.json().data.id as number;
  if (publish) await t.app.inject({ method: 'POST', url: `/api/admin/programmes/${id}/publish`, headers: bearer(token) });
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  token = await tokenWith(t.app, ['manage_reports']);
  const rows: [Parameters<typeof insertRow>[1], string, number][] = [
    ['schools', 'kano', 7],
    ['learners', 'kano', 12],
    ['outOfSchoolChildren', 'kano', 9],
    ['households', 'kano', 3],
    ['schools', 'sokoto', 2],
    ['outOfSchoolChildren', 'sokoto', 6],
    ['households', 'sokoto', 5],
    ['schools', 'lagos', 9],
    ['learners', 'lagos', 30],
    ['outOfSchoolChildren', 'lagos', 1],
  ];
  for (const [type, state, n] of rows) for (let i = 0; i < n; i += 1) await insertRow(t.app, type, { state });
  ids.almajiri = await create(
    {
      title: 'Almajiri integration programme',
      slug: 'almajiri-integration',
      summary: 'Integrating Tsangaya schools.',
      description: 'Basic literacy and numeracy in Tsangaya schools.',
      status: 'active',
      startDate: '2024-01-15',
      endDate: '2026-12-31',
      states: ['kano', 'sokoto', 'zamfara'],
      partners: [{ name: 'UBEC', role: 'Funding', url: 'https://ubec.gov.ng' }, { name: 'State SUBEBs' }],
    },
    true,
  );
  ids.girls = await create({ title: 'Girls enrolment drive', summary: 'Back to school.', status: 'planned', startDate: '2026-09-01', states: ['lagos'] }, true);
  ids.closed = await create({ title: 'Unpublished pilot', status: 'completed', startDate: '2023-01-01', endDate: '2023-12-31', states: ['kano'] }, false);
});
afterAll(async () => t.close());

const list = (query = '') => getJson<ProgrammesAnswer>(t.app, `/api/public/programmes${query}`);
const idsOf = (answer: ProgrammesAnswer) => answer.data.map((p) => p.id);

describe('GET /api/public/programmes', () => {
  it('lists published programmes only, newest start first', async () => {
    const answer = await list();
    expect(idsOf(answer)).toEqual([ids.girls, ids.almajiri]);
    const almajiri = answer.data[1];
    expect(almajiri).toEqual({
      id: ids.almajiri,
      slug: 'almajiri-integration',
      title: 'Almajiri integration programme',
      summary: 'Integrating Tsangaya schools.',
      status: 'active',
      startDate: '2024-01-15',
      endDate: '2026-12-31',
      states: [
        { slug: 'kano', name: 'Kano', zone: 'north-west' },
        { slug: 'sokoto', name: 'Sokoto', zone: 'north-west' },
        { slug: 'zamfara', name: 'Zamfara', zone: 'north-west' },
      ],
      partners: [
        { name: 'UBEC', role: 'Funding', url: 'https://ubec.gov.ng' },
        { name: 'State SUBEBs', role: null, url: null },
      ],
    });
    expect(answer.data[0]).not.toHaveProperty('published');
  });

  it('filters by status and by covered state', async () => {
    expect(idsOf(await list('?status=active'))).toEqual([ids.almajiri]);
    expect(idsOf(await list('?status=completed'))).toEqual([]);
    expect(idsOf(await list('?state=lagos'))).toEqual([ids.girls]);
    expect(idsOf(await list('?state=kano'))).toEqual([ids.almajiri]);
    expect(idsOf(await list('?state=kano&status=planned'))).toEqual([]);
  });

  it('unknown filter values answer 400', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/public/programmes?status=paused' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/public/programmes?state=atlantis' })).statusCode).toBe(400);
  });
});

describe('GET /api/public/programmes/{id}', () => {
  async function sqlCount(table: string, states: string[]): Promise<number> {
    const result = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)} where state in (${sql.join(states)})`.execute(t.app.db);
    return result.rows[0].n;
  }

  it('answers the description and progress figures equal to SQL counts in the covered states', async () => {
    const { data, suppression } = await getJson<ProgrammeAnswer>(t.app, `/api/public/programmes/${ids.almajiri}`);
    expect(suppression.threshold).toBe(5);
    expect(data.description).toBe('Basic literacy and numeracy in Tsangaya schools.');
    const covered = ['kano', 'sokoto', 'zamfara'];
    expect(data.progress).toMatchObject({
      learningCentres: expectedCount(await sqlCount('schools', covered), data.progress.learningCentres),
      learners: expectedCount(await sqlCount('learners', covered), data.progress.learners),
      outOfSchoolChildren: expectedCount(await sqlCount('oos_children', covered), data.progress.outOfSchoolChildren),
      households: expectedCount(await sqlCount('households', covered), data.progress.households),
    });
    expect(data.progress).toMatchObject({ learningCentres: 9, learners: 12, outOfSchoolChildren: 15, households: 8 });
    for (const row of data.progress.byState) {
      expect(row).toEqual({
        slug: row.slug,
        name: expect.any(String),
        learningCentres: expectedCount(await sqlCount('schools', [row.slug]), row.learningCentres),
        learners: expectedCount(await sqlCount('learners', [row.slug]), row.learners),
        outOfSchoolChildren: expectedCount(await sqlCount('oos_children', [row.slug]), row.outOfSchoolChildren),
        households: expectedCount(await sqlCount('households', [row.slug]), row.households),
      });
    }
    // Households: 8 in all, kano 3 (hidden), so sokoto's 5 is hidden too (secondary suppression).
    expect(data.progress.byState.find((s) => s.slug === 'sokoto')).toMatchObject({
      learningCentres: null,
      learners: 0,
      outOfSchoolChildren: 6,
      households: null,
    });
  });

  it('is found by slug too', async () => {
    const { data } = await getJson<ProgrammeAnswer>(t.app, '/api/public/programmes/almajiri-integration');
    expect(data.id).toBe(ids.almajiri);
  });

  it('an unpublished or unknown programme answers 404', async () => {
    for (const id of [ids.closed, 'unpublished-pilot', 999999, 'no-such-programme']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/public/programmes/${id}` });
      expect(response.statusCode, String(id)).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('unpublishing hides it at once, publishing shows it again', async () => {
    await getJson(t.app, `/api/public/programmes/${ids.almajiri}`);
    await t.app.inject({ method: 'POST', url: `/api/admin/programmes/${ids.almajiri}/unpublish`, headers: bearer(token) });
    expect((await t.app.inject({ method: 'GET', url: `/api/public/programmes/${ids.almajiri}` })).statusCode).toBe(404);
    expect(idsOf(await list())).toEqual([ids.girls]);
    await t.app.inject({ method: 'POST', url: `/api/admin/programmes/${ids.closed}/publish`, headers: bearer(token) });
    expect(idsOf(await list())).toEqual([ids.girls, ids.closed]);
  });
});

describe('OpenAPI', () => {
  it('documents the public and admin calls', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of [
      '/api/public/summary',
      '/api/public/indicators',
      '/api/public/programmes/{id}',
      '/api/admin/programmes/{id}/publish',
      '/api/admin/reference-indicators/{id}',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
  });
});
