/**
 * Public figures below the state: level=lga (every LGA of a state, the figures of a state's row)
 * and level=ward (every shipped ward of an LGA, totals), equal to SQL counts over the seed, and
 * suppressed within every parent total: every subtraction across state, LGA and ward (with the
 * national, zone and programme answers) recovers nothing.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LgaIndicatorsAnswer, WardIndicatorsAnswer } from '../../src/domain/api/publicLocal';
import { allStates, lgasOfState } from '../../src/domain/locations';
import type { IndicatorsAnswer, ProgrammeAnswer, ProgrammesAnswer, SummaryAnswer } from '../../src/domain/publicData';
import { seedDemoProgrammes } from '../../seed/programmes';
import { seedRecords } from '../../seed/records';
import { insertRow } from '../helpers/records';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { AGE_GROUP_SQL, expectedCount, expectFigures, getJson, sqlCounts, sumCounts } from './public.helpers';
import { recoverable, type PublicAnswers } from './public.recovery';

const PLACE = "coalesce(state, '') || '/' || coalesce(lga, '')";
const WARD_PLACE = `${PLACE} || '/' || coalesce(ward, '')`;

/** Counts by `state/lga`, as expectFigures reads them. */
async function countsByPlace(t: TestApp) {
  const by = (table: string, place = PLACE) => ({ from: table, state: place });
  return {
    schools: await sqlCounts(t.app, by('schools'), 'type_of_school'),
    learners: await sqlCounts(t.app, by('learners'), 'sex'),
    learnersByType: await sqlCounts(
      t.app,
      { from: 'learners left join schools on schools.id = learners.school_id', state: "coalesce(learners.state, '') || '/' || coalesce(learners.lga, '')" },
      'schools.type_of_school',
    ),
    childSex: await sqlCounts(t.app, by('oos_children'), 'sex'),
    childAge: await sqlCounts(t.app, by('oos_children'), AGE_GROUP_SQL),
    childCategory: await sqlCounts(t.app, by('oos_children'), 'category'),
    childReason: await sqlCounts(t.app, by('oos_children'), 'reason'),
    households: await sqlCounts(t.app, by('households'), null),
    communities: await sqlCounts(t.app, by('communities'), null),
  };
}

/** Each ward total's counts by `state/lga/ward`. */
async function countsByWard(t: TestApp) {
  const by = (table: string) => sqlCounts(t.app, { from: table, state: WARD_PLACE }, null);
  return {
    learningCentres: await by('schools'),
    learners: await by('learners'),
    outOfSchoolChildren: await by('oos_children'),
    households: await by('households'),
    communities: await by('communities'),
  };
}

/** Every public answer, with the LGAs of every state and the wards of every LGA that has records. */
async function gatherAnswers(t: TestApp): Promise<PublicAnswers> {
  const list = await getJson<ProgrammesAnswer>(t.app, '/api/public/programmes');
  const lgas = await Promise.all(allStates().map((s) => getJson<LgaIndicatorsAnswer>(t.app, `/api/public/indicators?level=lga&state=${s.slug}`)));
  const withRecords = lgas.flatMap((answer) =>
    answer.data.filter((row) => row.outOfSchoolChildren.total !== 0 || row.households !== 0 || row.learners.total !== 0),
  );
  const wards = await Promise.all(
    withRecords.map((row) => getJson<WardIndicatorsAnswer>(t.app, `/api/public/indicators?level=ward&state=${row.state.slug}&lga=${row.slug}`)),
  );
  return {
    summary: await getJson<SummaryAnswer>(t.app, '/api/public/summary'),
    states: (await getJson<IndicatorsAnswer>(t.app, '/api/public/indicators?level=state')).data,
    zones: (await getJson<IndicatorsAnswer>(t.app, '/api/public/indicators?level=zone')).data,
    programmes: await Promise.all(list.data.map((p) => getJson<ProgrammeAnswer>(t.app, `/api/public/programmes/${p.id}`))),
    lgas,
    wards,
  };
}

/** The reader is assumed to know the records of no known place exactly: none are in the seed. */
async function expectEveryRecordInAKnownWard(t: TestApp) {
  for (const table of ['schools', 'learners', 'oos_children', 'households', 'communities']) {
    const result = await sql<{ n: number }>`
      select count(*)::int as n from ${sql.table(table)} r
      where not exists (select 1 from wards w where w.state = r.state and w.lga = r.lga and w.slug = r.ward)`.execute(t.app.db);
    expect(result.rows[0].n, table).toBe(0);
  }
}

describe('level=lga and level=ward over the seed', () => {
  let t: TestApp;
  let answers: PublicAnswers;
  beforeAll(async () => {
    t = await createTestApp();
    await seedRecords(t.app.db, {
      scale: { schools: 30, learners: 240, staff: 10, communities: 45, households: 260, oosChildren: 700 },
      seed: 42,
      collectorId: null,
    });
    await sql`update learners set school_id = null where id % 9 = 0`.execute(t.app.db);
    await seedDemoProgrammes(t.app.db);
    answers = await gatherAnswers(t);
  }, 120_000);
  afterAll(async () => t.close());

  it('every LGA of every state, each figure equal to the SQL counts by LGA', async () => {
    const counts = await countsByPlace(t);
    for (const answer of answers.lgas!) {
      expect(answer.level).toBe('lga');
      expect(answer.suppression.threshold).toBe(5);
      expect(answer.data.map((row) => row.slug)).toEqual(lgasOfState(answer.state.slug).map((lga) => lga.slug));
      for (const row of answer.data) expectFigures(row, counts, [`${answer.state.slug}/${row.slug}`]);
    }
  });

  it('every shipped ward of an LGA, each total equal to the SQL counts by ward', async () => {
    const wardTotals = await countsByWard(t);
    expect(answers.wards!.length).toBeGreaterThan(10);
    for (const answer of answers.wards!) {
      const shipped = await t.app.db
        .selectFrom('wards')
        .select('slug')
        .where('state', '=', answer.state.slug)
        .where('lga', '=', answer.lga.slug)
        .orderBy('id')
        .execute();
      expect(answer.data.map((row) => row.slug)).toEqual(shipped.map((w) => w.slug));
      for (const row of answer.data) {
        const place = [`${answer.state.slug}/${answer.lga.slug}/${row.slug}`];
        for (const measure of Object.keys(wardTotals) as (keyof typeof wardTotals)[]) {
          expect(row[measure], `${place[0]} ${measure}`).toBe(expectedCount(sumCounts(wardTotals[measure], place), row[measure]));
        }
      }
    }
  });

  it('no subtraction across the country, zones, programmes, states, LGAs and wards recovers a hidden count', async () => {
    await expectEveryRecordInAKnownWard(t);
    expect(recoverable(answers, () => 0)).toEqual([]);
    // Not vacuous: LGA cells are hidden, some of them of 5 or more (secondary suppression).
    const counts = await sqlCounts(t.app, { from: 'oos_children', state: PLACE }, 'category');
    const lgaRow = (place: string) => {
      const [state, lga] = place.split('/');
      return answers.lgas!.find((a) => a.state.slug === state)!.data.find((row) => row.slug === lga)!;
    };
    const cells = [...counts].map(([key, n]) => ({ place: key.split('|')[0], category: key.split('|')[1] as 'Dropped Out', n }));
    const shown = (cell: (typeof cells)[number]) => lgaRow(cell.place).outOfSchoolChildren.byCategory[cell.category];
    expect(cells.filter((c) => c.n <= 4).length).toBeGreaterThan(0);
    expect(cells.filter((c) => c.n <= 4).every((c) => shown(c) === null)).toBe(true);
    expect(cells.filter((c) => c.n >= 5 && shown(c) === null).length).toBeGreaterThan(0);
  });

  it('the check finds what primary suppression alone would give away', async () => {
    const copy = structuredClone(answers);
    const hidden = copy.lgas!.flatMap((a) => a.data.map((row) => ({ state: a.state.slug, row }))).find(({ row }) => row.households === null)!;
    expect(hidden).toBeDefined();
    // Show every other LGA's households of that state: the hidden one is the state's minus theirs.
    const truth = await sqlCounts(t.app, { from: 'households', state: PLACE }, null);
    for (const row of copy.lgas!.find((a) => a.state.slug === hidden.state)!.data) {
      if (row !== hidden.row) row.households = sumCounts(truth, [`${hidden.state}/${row.slug}`]);
    }
    expect(recoverable(copy, () => 0).map((r) => r.key)).toContain(`${hidden.state}/${hidden.row.slug}/households`);
  });
});

describe('a state of two LGAs (crafted)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // kebbi: 3 children in argungu, 9 in birnin-kebbi, 2 of no LGA; 6 households in argungu.
    const child = (lga: string | null) => ({ state: 'kebbi', lga, sex: 'Male', age: 8, reason: 'Financial', category: 'Never Attended School' });
    for (let i = 0; i < 3; i += 1) await insertRow(t.app, 'outOfSchoolChildren', child('argungu'));
    for (let i = 0; i < 9; i += 1) await insertRow(t.app, 'outOfSchoolChildren', child('birnin-kebbi'));
  });
  afterAll(async () => t.close());

  it('hides the second LGA too, so that the state total minus it does not give the first away', async () => {
    const state = (await getJson<IndicatorsAnswer>(t.app, '/api/public/indicators?level=state')).data.find((row) => row.slug === 'kebbi')!;
    expect(state.outOfSchoolChildren.total).toBe(12);
    const lgas = await getJson<LgaIndicatorsAnswer>(t.app, '/api/public/indicators?level=lga&state=kebbi');
    const figure = (slug: string) => lgas.data.find((row) => row.slug === slug)!.outOfSchoolChildren.total;
    expect(figure('argungu')).toBeNull();
    expect(figure('birnin-kebbi')).toBeNull();
    expect(figure('jega')).toBe(0);
  });

  it('records of no known LGA count as a hidden part of their state', async () => {
    for (let i = 0; i < 2; i += 1) {
      await insertRow(t.app, 'households', { state: 'kebbi', lga: null });
    }
    for (let i = 0; i < 6; i += 1) await insertRow(t.app, 'households', { state: 'kebbi', lga: 'argungu' });
    t.app.publicData.cache.clear();
    const state = (await getJson<IndicatorsAnswer>(t.app, '/api/public/indicators?level=state')).data.find((row) => row.slug === 'kebbi')!;
    const lgas = await getJson<LgaIndicatorsAnswer>(t.app, '/api/public/indicators?level=lga&state=kebbi');
    // 8 households in the state; 8 - 6 would give away the 2 of no known LGA, so argungu's 6 is hidden.
    expect(state.households).toBe(8);
    expect(lgas.data.find((row) => row.slug === 'argungu')!.households).toBeNull();
  });
});

describe('the query', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it.each([
    ['level=lga', 'state'],
    ['level=lga&state=atlantis', 'state'],
    ['level=ward&state=kano', 'lga'],
    ['level=ward&state=kano&lga=argungu', 'lga'],
    ['level=lga&state=kano&lga=dala', 'lga'],
    ['level=state&state=kano', 'level'],
  ])('%s answers 400 naming %s', async (query, field) => {
    const response = await t.app.inject({ url: `/api/public/indicators?${query}` });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.body).toContain(field);
  });

  it('an LGA answer is cached with an ETag and 304 on a match', async () => {
    const first = await t.app.inject({ url: '/api/public/indicators?level=lga&state=kano' });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toHaveLength(lgasOfState('kano').length);
    const again = await t.app.inject({ url: '/api/public/indicators?level=lga&state=kano', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });
});
