/**
 * Secondary suppression: no suppressed count can be worked out from any row, column or total of
 * the public answers (./public.recovery tries every subtraction), on a crafted pattern that primary
 * suppression alone gave away (13 children, 9 never attended, so 4 dropped out) and on seeded data.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allStates } from '../../src/domain/locations';
import type { IndicatorsAnswer, ProgrammeAnswer, ProgrammesAnswer, SummaryAnswer } from '../../src/domain/publicData';
import { seedDemoProgrammes } from '../../seed/programmes';
import { seedRecords } from '../../seed/records';
import { bearer } from '../helpers/fixtures';
import { insertRow, tokenWith } from '../helpers/records';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { getJson } from './public.helpers';
import { recoverable, type PublicAnswers } from './public.recovery';

async function gatherAnswers(t: TestApp): Promise<PublicAnswers> {
  const list = await getJson<ProgrammesAnswer>(t.app, '/api/public/programmes');
  return {
    summary: await getJson<SummaryAnswer>(t.app, '/api/public/summary'),
    states: (await getJson<IndicatorsAnswer>(t.app, '/api/public/indicators?level=state')).data,
    zones: (await getJson<IndicatorsAnswer>(t.app, '/api/public/indicators?level=zone')).data,
    programmes: await Promise.all(list.data.map((p) => getJson<ProgrammeAnswer>(t.app, `/api/public/programmes/${p.id}`))),
  };
}

/** The recovery check assumes a reader knows the (unpublished) count of records of no known state: none here. */
async function expectEveryRecordInAKnownState(t: TestApp) {
  const known = allStates().map((s) => s.slug);
  for (const table of ['schools', 'learners', 'oos_children', 'households', 'communities']) {
    const result = await sql<{
      n: number;
    }>`select count(*)::int as n from ${sql.table(table)} where state is null or state not in (${sql.join(known)})`.execute(t.app.db);
    expect(result.rows[0].n, table).toBe(0);
  }
}

const nulls = (answers: PublicAnswers) => JSON.stringify(answers).match(/:null/g)?.length ?? 0;

describe('a total minus shown cells (crafted)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // zamfara: 13 children, 9 never attended and 4 dropped out; 8 boys and 5 girls.
    for (let i = 0; i < 13; i += 1) {
      await insertRow(t.app, 'outOfSchoolChildren', {
        state: 'zamfara',
        lga: 'gusau',
        sex: i < 8 ? 'Male' : 'Female',
        age: 6 + (i % 3),
        reason: 'Financial',
        category: i < 9 ? 'Never Attended School' : 'Dropped Out',
      });
    }
    for (let i = 0; i < 7; i += 1)
      await insertRow(t.app, 'outOfSchoolChildren', {
        state: 'sokoto',
        lga: 'wurno',
        sex: 'Male',
        age: 11,
        reason: 'Financial',
        category: 'Never Attended School',
      });
    for (let i = 0; i < 3; i += 1) await insertRow(t.app, 'households', { state: i < 2 ? 'kano' : 'sokoto' });
    for (let i = 0; i < 8; i += 1) await insertRow(t.app, 'households', { state: 'zamfara' });
    const token = await tokenWith(t.app, ['manage_reports']);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/programmes',
      headers: bearer(token),
      payload: { title: 'North-west drive', summary: 'Two states.', status: 'active', states: ['zamfara', 'sokoto'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    await t.app.inject({ method: 'POST', url: `/api/admin/programmes/${created.json().data.id}/publish`, headers: bearer(token) });
  });
  afterAll(async () => t.close());

  it('the count primary suppression gave away (13 - 9 = 4) is no longer recoverable', async () => {
    await expectEveryRecordInAKnownState(t);
    const answers = await gatherAnswers(t);
    const zamfara = answers.states.find((r) => r.slug === 'zamfara')!;
    expect(zamfara.outOfSchoolChildren.byCategory['Dropped Out']).toBeNull();
    // Hidden too, so that the 4 cannot be worked out from the 13.
    expect(zamfara.outOfSchoolChildren.byCategory['Never Attended School']).toBeNull();
    expect(recoverable(answers, () => 0)).toEqual([]);
  });

  it('the check finds the recovery when the second count is shown (as with primary suppression alone)', async () => {
    const answers = await gatherAnswers(t);
    const zamfara = answers.states.find((r) => r.slug === 'zamfara')!;
    // What primary suppression alone showed of zamfara's children: the total and every count of 5 or more.
    zamfara.outOfSchoolChildren.total = 13;
    zamfara.outOfSchoolChildren.byCategory['Never Attended School'] = 9;
    expect(recoverable(answers, () => 0)).toContainEqual({ key: 'zamfara/outOfSchoolChildren.byCategory.Dropped Out', value: 4 });
  });

  it('households of a programme: two states, one of them under 5, cannot be told apart by subtraction', async () => {
    const answers = await gatherAnswers(t);
    const [programme] = answers.programmes;
    expect(programme.data.progress.byState.find((s) => s.slug === 'sokoto')!.households).toBeNull();
    expect(programme.data.progress.households === null || programme.data.progress.byState.every((s) => s.households === null)).toBe(true);
    expect(recoverable(answers, () => 0)).toEqual([]);
  });
});

describe('every subtraction over the seeded data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedRecords(t.app.db, {
      scale: { schools: 30, learners: 240, staff: 10, communities: 45, households: 260, oosChildren: 700 },
      seed: 42,
      collectorId: null,
    });
    await sql`update learners set school_id = null where id % 9 = 0`.execute(t.app.db);
    await seedDemoProgrammes(t.app.db);
  });
  afterAll(async () => t.close());

  it('recovers no suppressed count from any answer, and secondary suppression hid more than primary alone', async () => {
    await expectEveryRecordInAKnownState(t);
    const answers = await gatherAnswers(t);
    expect(answers.programmes.length).toBe(3);
    expect(recoverable(answers, () => 0)).toEqual([]);
    // Not vacuous: counts under 5 are hidden, and so are some of 5 or more (secondary suppression).
    const counts = await sql<{ state: string; category: string; n: number }>`
      select state, category, count(*)::int as n from oos_children where category is not null group by state, category`.execute(t.app.db);
    const shown = (r: { state: string; category: string }) =>
      answers.states.find((row) => row.slug === r.state)!.outOfSchoolChildren.byCategory[r.category as 'Dropped Out'];
    expect(counts.rows.filter((r) => r.n <= 4).length).toBeGreaterThan(0);
    expect(counts.rows.filter((r) => r.n <= 4).every((r) => shown(r) === null)).toBe(true);
    expect(counts.rows.filter((r) => r.n >= 5 && shown(r) === null).length).toBeGreaterThan(0);
    expect(nulls(answers)).toBeGreaterThan(counts.rows.filter((r) => r.n <= 4).length);
  });

  it('the plan is deterministic: the same data gives the same answers', async () => {
    const first = await gatherAnswers(t);
    t.app.publicData.cache.clear();
    const second = await gatherAnswers(t);
    const strip = (a: PublicAnswers) => JSON.stringify(a, (key, value: unknown) => (key === 'generatedAt' ? undefined : value));
    expect(strip(second)).toBe(strip(first));
  });
});
