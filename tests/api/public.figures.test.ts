/** Public figures equal SQL counts on seeded data, suppressed under 5 (and where secondary suppression hides more), 37 state and 6 zone rows. */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allStates, allZones, ZONE_STATES } from '../../src/domain/locations';
import type { IndicatorRow, IndicatorsAnswer, ProgrammeAnswer, ProgrammesAnswer, SummaryAnswer } from '../../src/domain/publicData';
import { OOS_CATEGORIES, SCHOOL_TYPES, SEXES } from '../../src/domain/records/enums';
import { seedDemoProgrammes } from '../../seed/programmes';
import { seedRecords } from '../../seed/records';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { AGE_GROUP_SQL, expectBreakdown, expectedCount, expectFigures, getJson, LEARNERS_BY_SCHOOL_TYPE, sqlCounts, sumCounts } from './public.helpers';

let t: TestApp;
let counts: Record<string, Map<string, number>>;

beforeAll(async () => {
  t = await createTestApp();
  await seedRecords(t.app.db, {
    scale: { schools: 30, learners: 240, staff: 10, communities: 45, households: 260, oosChildren: 700 },
    seed: 42,
    collectorId: null,
  });
  // Some learners without a centre (counted as notRecorded) and some recorded in another state
  // than their centre (counted in their own state).
  await sql`update learners set school_id = null where id % 9 = 0`.execute(t.app.db);
  await sql`update learners set state = 'lagos' where id % 13 = 0`.execute(t.app.db);
  counts = {
    schools: await sqlCounts(t.app, 'schools', 'type_of_school'),
    learners: await sqlCounts(t.app, 'learners', 'sex'),
    learnersByType: await sqlCounts(t.app, LEARNERS_BY_SCHOOL_TYPE, 'schools.type_of_school'),
    childSex: await sqlCounts(t.app, 'oos_children', 'sex'),
    childAge: await sqlCounts(t.app, 'oos_children', AGE_GROUP_SQL),
    childCategory: await sqlCounts(t.app, 'oos_children', 'category'),
    childReason: await sqlCounts(t.app, 'oos_children', 'reason'),
    households: await sqlCounts(t.app, 'households', null),
    communities: await sqlCounts(t.app, 'communities', null),
  };
});
afterAll(async () => t.close());

const expectRow = (row: IndicatorRow, states: readonly string[] | null) => expectFigures(row, counts, states);

describe('GET /api/public/indicators', () => {
  it('level=state: 37 rows in allStates() order, every figure equal to the SQL group-by counts', async () => {
    const answer = await getJson<IndicatorsAnswer>(t.app, '/api/public/indicators?level=state');
    expect(answer.level).toBe('state');
    expect(answer.suppression).toEqual({ threshold: 5, note: expect.stringContaining('shown as "x"') });
    expect(answer.data.map((r) => r.slug)).toEqual(allStates().map((s) => s.slug));
    for (const row of answer.data) {
      expect(row.id).toBe(row.slug);
      expect(row.zone?.slug).toBe(allStates().find((s) => s.slug === row.slug)?.zone);
      expectRow(row, [row.slug]);
    }
  });

  it('the default level is state', async () => {
    const answer = await getJson<IndicatorsAnswer>(t.app, '/api/public/indicators');
    expect(answer.level).toBe('state');
    expect(answer.data).toHaveLength(37);
  });

  it('level=zone: 6 rows with slug and display name, each the sum of its states', async () => {
    const answer = await getJson<IndicatorsAnswer>(t.app, '/api/public/indicators?level=zone');
    expect(answer.data.map((r) => [r.slug, r.name])).toEqual(allZones().map((z) => [z.slug, z.name]));
    for (const row of answer.data) {
      expect(row.states).toEqual(ZONE_STATES[row.slug as keyof typeof ZONE_STATES]);
      expect(row.literacy).toBeNull();
      expectRow(row, row.states);
    }
    const northEast = answer.data.find((r) => r.slug === 'north-east')!;
    expect(northEast.reference.map((f) => f.key)).toEqual(['almajiri-north-east-2014']);
  });

  it('the seeded data has suppressed cells (1 to 4) and zeros shown as 0', async () => {
    const answer = await getJson<IndicatorsAnswer>(t.app, '/api/public/indicators?level=state');
    const cells = answer.data.flatMap((row) => Object.values(row.outOfSchoolChildren.byReason));
    expect(cells).toContain(null);
    expect(cells).toContain(0);
    expect(cells.every((n) => n === null || n === 0 || n >= 5)).toBe(true);
  });

  it('state rows carry the literacy figure with its source, year and verification note', async () => {
    const answer = await getJson<IndicatorsAnswer>(t.app, '/api/public/indicators?level=state');
    expect(answer.data.every((r) => r.literacy !== null)).toBe(true);
    const kano = answer.data.find((r) => r.slug === 'kano')!;
    expect(kano.literacy).toMatchObject({ value: 38, unit: 'percent', year: 'c. 2017', scope: 'state', area: 'kano' });
    expect(kano.literacy!.verification).toMatch(/attributed to NBS \(c\. 2017\), unverified/i);
    expect(kano.literacy!.source).toMatch(/National Bureau of Statistics/);
    expect(kano.reference.find((f) => f.indicator === 'oos-primary-state')).toMatchObject({ value: 989234, year: '2018' });
    expect(answer.data.find((r) => r.slug === 'lagos')!.reference.some((f) => f.indicator === 'oos-primary-state')).toBe(false);
  });

  it('an unknown level answers 400', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/public/indicators?level=lga' });
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /api/public/summary', () => {
  it('national totals and breakdowns equal the SQL counts', async () => {
    const { data } = await getJson<SummaryAnswer>(t.app, '/api/public/summary');
    expect(data.totals.learningCentres).toBe(expectedCount(sumCounts(counts.schools, null), data.totals.learningCentres));
    expect(data.totals.learners).toBe(expectedCount(sumCounts(counts.learners, null), data.totals.learners));
    expect(data.totals.outOfSchoolChildren).toBe(expectedCount(sumCounts(counts.childSex, null), data.totals.outOfSchoolChildren));
    expect(data.totals.households).toBe(expectedCount(sumCounts(counts.households, null), data.totals.households));
    expect(data.totals.communities).toBe(expectedCount(sumCounts(counts.communities, null), data.totals.communities));
    expectBreakdown(data.learningCentresByType, counts.schools, null, SCHOOL_TYPES);
    expectBreakdown(data.learnersBySex, counts.learners, null, SEXES);
    expectBreakdown(data.learnersBySchoolType, counts.learnersByType, null, SCHOOL_TYPES);
    expectBreakdown(data.outOfSchoolChildren.byCategory, counts.childCategory, null, OOS_CATEGORIES);
    expectBreakdown(data.outOfSchoolChildren.byAgeGroup, counts.childAge, null, ['5-9', '10-12', '13-15']);
    const states = new Set([...Object.values(counts)].flatMap((m) => [...m.keys()].map((k) => k.split('|')[0])));
    expect(data.totals.statesWithRecords).toBe([...states].filter((s) => allStates().some((x) => x.slug === s)).length);
    expect(data.lastRecordUpdate).toEqual(expect.any(String));
  });

  it('national reference figures with provenance', async () => {
    const { data } = await getJson<SummaryAnswer>(t.app, '/api/public/summary');
    const adult = data.reference.literacy.find((f) => f.key === 'literacy-adult-english-2010');
    expect(adult).toMatchObject({ value: 57.9, valueMale: 65.1, valueFemale: 50.6, year: '2010', ageGroup: '15+' });
    expect(adult!.source).toBe('NBS/NMEC National Literacy Survey 2010');
    expect(data.reference.literacy.every((f) => f.scope === 'national')).toBe(true);
    expect(data.reference.outOfSchool.map((f) => f.value)).toEqual(expect.arrayContaining([20_200_000, 18_300_000, 10_193_918]));
    expect(data.reference.almajiri.length).toBeGreaterThanOrEqual(3);
  });
});

describe('demo programmes', () => {
  it('the demo seed adds three published programmes and a draft, once', async () => {
    expect(await seedDemoProgrammes(t.app.db)).toBe(4);
    expect(await seedDemoProgrammes(t.app.db)).toBe(0);
    const list = await getJson<ProgrammesAnswer>(t.app, '/api/public/programmes');
    expect(list.data.map((p) => p.slug).sort()).toEqual(['almajiri-education-integration', 'community-learning-centres-pilot', 'girls-enrolment-drive']);
    const { data } = await getJson<SummaryAnswer>(t.app, '/api/public/summary');
    expect(data.programmes).toEqual({ published: 3, active: 2 });
    const detail = await getJson<ProgrammeAnswer>(t.app, '/api/public/programmes/almajiri-education-integration');
    const covered = detail.data.states.map((s) => s.slug);
    expect(detail.data.progress.outOfSchoolChildren).toBe(expectedCount(sumCounts(counts.childSex, covered), detail.data.progress.outOfSchoolChildren));
    expect(detail.data.progress.households).toBe(expectedCount(sumCounts(counts.households, covered), detail.data.progress.households));
  });
});
