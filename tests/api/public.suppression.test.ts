/** Suppression under 5 on hand-made records, and answers that refresh when the records change. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { IndicatorRow, IndicatorsAnswer, SummaryAnswer } from '../../src/domain/publicData';
import { bearer } from '../helpers/fixtures';
import { insertRow, tokenWith } from '../helpers/records';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { getJson } from './public.helpers';

let t: TestApp;
const childIds: number[] = [];

const child = (values: Record<string, unknown>) => insertRow(t.app, 'outOfSchoolChildren', { state: 'zamfara', lga: 'gusau', ...values });

beforeAll(async () => {
  t = await createTestApp();
  // zamfara: 10 children — 7 never attended, 3 dropped out; 6 boys, 4 girls; ages 5-9 ×5, 10-12 ×3, 13-15 ×2.
  const ages = [5, 6, 7, 8, 9, 10, 11, 12, 13, 15];
  for (let i = 0; i < 10; i += 1) {
    childIds.push(
      await child({
        sex: i < 6 ? 'Male' : 'Female',
        age: ages[i],
        category: i < 7 ? 'Never Attended School' : 'Dropped Out',
        reason: i < 6 ? 'Financial' : 'Distance',
      }),
    );
  }
  // One child without sex, age, category or reason, in kano.
  await insertRow(t.app, 'outOfSchoolChildren', { state: 'kano', lga: 'dala' });
  for (let i = 0; i < 6; i += 1) await insertRow(t.app, 'schools', { schoolName: `Centre ${i}`, state: 'kano', typeOfSchool: i < 5 ? 'Tsangaya' : 'Regular' });
  for (let i = 0; i < 2; i += 1) await insertRow(t.app, 'learners', { firstName: `L${i}`, sex: 'Female', state: 'lagos' });
});
afterAll(async () => t.close());

const stateRow = async (slug: string): Promise<IndicatorRow> =>
  (await getJson<IndicatorsAnswer>(t.app, '/api/public/indicators?level=state')).data.find((r) => r.slug === slug)!;

describe('suppression below 5', () => {
  it('a state with fewer than 5 children of a category shows null for it, exact numbers elsewhere', async () => {
    const zamfara = await stateRow('zamfara');
    // Hidden as well (secondary): the north-west's 11 minus zamfara's 10 would give kano's single child.
    expect(zamfara.outOfSchoolChildren.total).toBeNull();
    expect(zamfara.outOfSchoolChildren.byCategory).toEqual({ 'Never Attended School': 7, 'Dropped Out': null, notRecorded: 0 });
    expect(zamfara.outOfSchoolChildren.bySex).toEqual({ Male: 6, Female: null, notRecorded: 0 });
    expect(zamfara.outOfSchoolChildren.byAgeGroup).toEqual({ '5-9': 5, '10-12': null, '13-15': null, notRecorded: 0 });
    expect(zamfara.outOfSchoolChildren.byReason).toMatchObject({ Financial: 6, Distance: null, Cultural: 0, notRecorded: 0 });
    expect(zamfara.households).toBe(0);
  });

  it('missing values are counted as not recorded (and suppressed when under 5)', async () => {
    const kano = await stateRow('kano');
    expect(kano.outOfSchoolChildren.total).toBeNull();
    expect(kano.outOfSchoolChildren.bySex).toMatchObject({ Male: 0, Female: 0, notRecorded: null });
    // Tsangaya's 5 is hidden too (secondary): 6 minus 5 would give Regular's 1.
    expect(kano.learningCentres).toMatchObject({ total: 6, byType: { Tsangaya: null, Regular: null, Islamiya: 0, notRecorded: 0 } });
  });

  it('small totals are suppressed too', async () => {
    const lagos = await stateRow('lagos');
    expect(lagos.learners).toMatchObject({ total: null, bySex: { Male: 0, Female: null, notRecorded: 0 } });
    // Two learners without a learning centre: "not recorded", suppressed.
    expect(lagos.learners.bySchoolType).toMatchObject({ Tsangaya: 0, Regular: 0, notRecorded: null });
  });

  it('zone rows sum their states before suppressing', async () => {
    const zones = await getJson<IndicatorsAnswer>(t.app, '/api/public/indicators?level=zone');
    const northWest = zones.data.find((r) => r.slug === 'north-west')!;
    expect(northWest.outOfSchoolChildren.total).toBe(11);
    expect(northWest.outOfSchoolChildren.bySex).toEqual({ Male: 6, Female: null, notRecorded: null });
    expect(zones.data.find((r) => r.slug === 'south-west')!.learners.total).toBeNull();
  });

  it('the summary suppresses in the same way', async () => {
    const { data, suppression } = await getJson<SummaryAnswer>(t.app, '/api/public/summary');
    expect(suppression.threshold).toBe(5);
    expect(data.totals).toMatchObject({ outOfSchoolChildren: 11, learningCentres: 6, learners: null, households: 0, statesWithRecords: 3 });
    expect(data.outOfSchoolChildren.byCategory).toEqual({ 'Never Attended School': 7, 'Dropped Out': null, notRecorded: null });
  });
});

describe('caching', () => {
  it('answers carry Cache-Control and an ETag; If-None-Match answers 304', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/public/summary' });
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await t.app.inject({ method: 'GET', url: '/api/public/summary', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('a record inserted behind the server’s back (another process) is seen at the next call', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/public/summary' });
    await sql`insert into oos_children (state, zone, sex, category) values ('zamfara', 'north-west', 'Female', 'Dropped Out'), ('zamfara', 'north-west', 'Female', 'Dropped Out')`.execute(
      t.app.db,
    );
    const zamfara = await stateRow('zamfara');
    // Girls went from 4 (hidden) to 6; dropped out (now 5) stays hidden by secondary suppression.
    expect(zamfara.outOfSchoolChildren.bySex.Female).toBe(6);
    expect(zamfara.outOfSchoolChildren.byCategory['Dropped Out']).toBeNull();
    const after = await t.app.inject({ method: 'GET', url: '/api/public/summary', headers: { 'if-none-match': String(before.headers.etag) } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('a record update (updated_at moves) refreshes the figures', async () => {
    await sql`update oos_children set category = 'Dropped Out', updated_at = now() where id = ${childIds[0]}`.execute(t.app.db);
    const zamfara = await stateRow('zamfara');
    // Dropped out 5 → 6 (never attended, 6, is hidden by secondary suppression).
    expect(zamfara.outOfSchoolChildren.byCategory).toMatchObject({ 'Never Attended School': null, 'Dropped Out': 6 });
  });

  it('an edit through the records API refreshes the figures', async () => {
    const token = await tokenWith(t.app, ['manage_out_of_school_learners']);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/oos-children/${childIds[1]}`,
      headers: bearer(token),
      payload: { id: childIds[1], category: 'Dropped Out' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await stateRow('zamfara')).outOfSchoolChildren.byCategory).toMatchObject({ 'Never Attended School': null, 'Dropped Out': 7 });
  });

  it('with a check interval, a write through this server is seen at once, one behind its back after the interval', async () => {
    t.app.publicData.cache.configure({ checkIntervalMs: 60_000 });
    try {
      const token = await tokenWith(t.app, ['manage_out_of_school_learners']);
      const before = (await stateRow('zamfara')).outOfSchoolChildren.byCategory['Dropped Out']!;
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/oos-children/${childIds[3]}`,
        headers: bearer(token),
        payload: { id: childIds[3], category: 'Dropped Out' },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect((await stateRow('zamfara')).outOfSchoolChildren.byCategory['Dropped Out']).toBe(before + 1);
      await sql`update oos_children set category = 'Never Attended School', updated_at = now() where id = ${childIds[3]}`.execute(t.app.db);
      expect((await stateRow('zamfara')).outOfSchoolChildren.byCategory['Dropped Out']).toBe(before + 1);
    } finally {
      t.app.publicData.cache.configure({ checkIntervalMs: 0 });
    }
    expect((await stateRow('zamfara')).outOfSchoolChildren.byCategory['Dropped Out']).toBe(7);
  });

  it('a record deleted behind the server’s back is no longer counted once the answer reaches its maximum age', async () => {
    await stateRow('zamfara');
    await sql`delete from oos_children where id = ${childIds[2]}`.execute(t.app.db);
    t.app.publicData.cache.configure({ maxAgeMs: 0 });
    try {
      expect((await stateRow('zamfara')).outOfSchoolChildren.byCategory['Never Attended School']).toBe(null);
    } finally {
      t.app.publicData.cache.configure({ maxAgeMs: 60_000 });
    }
  });
});
