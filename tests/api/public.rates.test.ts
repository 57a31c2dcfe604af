/**
 * Rates with stated denominators (issue 27 point 3): the out-of-school count of primary age
 * (6-11) equals the SQL count; a rate appears only where a population of that age is stored for
 * the area, names it (year, source, licence), is the count ÷ the population, and is hidden with
 * its count; the gender parity index is female ÷ male, adjusted above 1. Publishing the 6-11 count
 * beside the age groups gives nothing away: a count of 5- and 12-year-olds it would reveal is
 * protected.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LgaIndicatorsAnswer } from '../../src/domain/api/publicLocal';
import { ZONE_STATES, lgasOfState } from '../../src/domain/locations';
import type { IndicatorsAnswer, SummaryAnswer } from '../../src/domain/publicData';
import { seedRecords } from '../../seed/records';
import { loadTallies } from '../../server/public/aggregates';
import { MEASURE_NAMES } from '../../server/public/figures';
import { loadWardNames } from '../../server/public/localAnswers';
import { planSuppression } from '../../server/public/suppressionPlan';
import { insertRow } from '../helpers/records';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { expectedCount, getJson, sqlCounts, sumCounts } from './public.helpers';
import { recoverable, type PublicAnswers } from './public.recovery';

const PRIMARY_SEX = "case when age >= 6 and age < 12 then coalesce(sex, '') else '-' end";
const PLACE = "coalesce(state, '') || '/' || coalesce(lga, '')";

interface Estimate {
  state?: string;
  lga?: string;
  sex: 'total' | 'female' | 'male';
  year: number;
  population: number;
  source?: string;
  ageGroup?: string;
}

async function addPopulation(t: TestApp, rows: Estimate[]) {
  await t.app.db
    .insertInto('populationEstimates')
    .values(
      rows.map((row) => ({
        state: row.state ?? '',
        lga: row.lga ?? '',
        ageGroup: row.ageGroup ?? '6-11',
        sex: row.sex,
        year: row.year,
        population: row.population,
        source: row.source ?? `Census projection ${row.year}`,
        licence: 'CC BY 4.0',
      })),
    )
    .execute();
}

const threeSexes = (area: Omit<Estimate, 'sex' | 'population'>, total: number, female: number): Estimate[] => [
  { ...area, sex: 'total', population: total },
  { ...area, sex: 'female', population: female },
  { ...area, sex: 'male', population: total - female },
];

/** The rule, written again: percent to one decimal. */
const percent = (count: number, population: number) => Math.round((count / population) * 1000) / 10;

describe('rates over the seed', () => {
  let t: TestApp;
  let counts: Map<string, number>;
  beforeAll(async () => {
    t = await createTestApp();
    await seedRecords(t.app.db, {
      scale: { schools: 20, learners: 100, staff: 5, communities: 30, households: 150, oosChildren: 900 },
      seed: 7,
      collectorId: null,
    });
    counts = await sqlCounts(t.app, { from: 'oos_children', state: PLACE }, PRIMARY_SEX);
    await addPopulation(t, [
      ...threeSexes({ year: 2024 }, 30_000_000, 14_500_000),
      ...threeSexes({ state: 'kano', year: 2023 }, 2_000_000, 990_000),
      ...threeSexes({ state: 'kano', year: 2024 }, 2_100_000, 1_000_000),
      { state: 'lagos', sex: 'total', year: 2024, population: 1_500_000 },
      ...ZONE_STATES['north-west'].flatMap((state) => (state === 'kano' ? [] : threeSexes({ state, year: 2024, source: `${state} survey` }, 900_000, 450_000))),
      ...threeSexes({ state: 'kano', lga: 'dala', year: 2024 }, 60_000, 29_000),
      // Another age group: never a denominator of the 6-11 rate.
      { state: 'oyo', sex: 'total', year: 2024, population: 700_000, ageGroup: '12-14' },
    ]);
  }, 120_000);
  afterAll(async () => t.close());

  /** The raw count of 6-11 year-olds of some places (`state/lga`), all sexes or one. */
  const primary = (prefix: (place: string) => boolean, sex?: string) =>
    sumCounts(new Map([...counts].filter(([key]) => prefix(key.split('|')[0]))), null, (value) => value !== '-' && (sex === undefined || value === sex));

  it('the count of primary age equals the SQL count, by sex, at every level', async () => {
    const states = await getJson<IndicatorsAnswer>(t.app, '/api/public/indicators?level=state');
    const kano = await getJson<LgaIndicatorsAnswer>(t.app, '/api/public/indicators?level=lga&state=kano');
    const summary = await getJson<SummaryAnswer>(t.app, '/api/public/summary');
    let shown = 0;
    for (const row of states.data) {
      const inState = (place: string) => place.startsWith(`${row.slug}/`);
      expect(row.outOfSchoolPrimaryAge.total, row.slug).toBe(expectedCount(primary(inState), row.outOfSchoolPrimaryAge.total));
      for (const sex of ['Male', 'Female'] as const) {
        expect(row.outOfSchoolPrimaryAge.bySex[sex]).toBe(expectedCount(primary(inState, sex), row.outOfSchoolPrimaryAge.bySex[sex]));
      }
      if (row.outOfSchoolPrimaryAge.total !== null && row.outOfSchoolPrimaryAge.total > 0) shown += 1;
    }
    expect(shown).toBeGreaterThan(10);
    for (const row of kano.data) {
      expect(row.outOfSchoolPrimaryAge.total).toBe(
        expectedCount(
          primary((place) => place === `kano/${row.slug}`),
          row.outOfSchoolPrimaryAge.total,
        ),
      );
    }
    expect(summary.data.outOfSchoolPrimaryAge.total).toBe(
      expectedCount(
        primary(() => true),
        summary.data.outOfSchoolPrimaryAge.total,
      ),
    );
  });

  it('rates appear only with a denominator and name it', async () => {
    const states = (await getJson<IndicatorsAnswer>(t.app, '/api/public/indicators?level=state')).data;
    const withRate = states.filter((row) => row.primaryAgeRate.denominator !== null).map((row) => row.slug);
    expect(withRate.sort()).toEqual(['lagos', ...ZONE_STATES['north-west']].sort());
    for (const row of states) {
      const { primaryAgeRate: rate, outOfSchoolPrimaryAge: count } = row;
      expect(rate.ageGroup).toBe('6-11');
      if (rate.denominator === null) {
        expect([rate.total, rate.female, rate.male, rate.gpi, rate.adjustedGpi], row.slug).toEqual([null, null, null, null, null]);
        expect(rate.noRate).toBe('noPopulation');
        continue;
      }
      if (count.total === null) {
        expect(rate.total).toBeNull();
        expect(rate.noRate).toBe('hidden');
      } else {
        expect(rate.total).toBe(percent(count.total, rate.denominator.total!));
        expect(rate.noRate).toBeNull();
      }
    }
    const kano = states.find((row) => row.slug === 'kano')!.primaryAgeRate;
    // The latest year, named with its source and licence.
    expect(kano.denominator).toEqual({
      ageGroup: '6-11',
      year: 2024,
      total: 2_100_000,
      female: 1_000_000,
      male: 1_100_000,
      source: 'Census projection 2024',
      licence: 'CC BY 4.0',
      demo: false,
    });
    const lagos = states.find((row) => row.slug === 'lagos')!.primaryAgeRate;
    expect([lagos.denominator!.female, lagos.female, lagos.gpi]).toEqual([null, null, null]);
    expect(states.find((row) => row.slug === 'oyo')!.primaryAgeRate.noRate).toBe('noPopulation');
  });

  it('a zone sums its states where every one has a population; the country and an LGA use their own', async () => {
    const zones = (await getJson<IndicatorsAnswer>(t.app, '/api/public/indicators?level=zone')).data;
    const northWest = zones.find((row) => row.slug === 'north-west')!.primaryAgeRate.denominator!;
    expect(northWest.total).toBe(2_100_000 + 900_000 * (ZONE_STATES['north-west'].length - 1));
    expect(northWest.source).toContain('Census projection 2024');
    expect(northWest.source).toContain('jigawa survey');
    expect(zones.find((row) => row.slug === 'south-west')!.primaryAgeRate.noRate).toBe('noPopulation');
    const summary = await getJson<SummaryAnswer>(t.app, '/api/public/summary');
    expect(summary.data.primaryAgeRate.denominator!.total).toBe(30_000_000);
    const kano = await getJson<LgaIndicatorsAnswer>(t.app, '/api/public/indicators?level=lga&state=kano');
    for (const row of kano.data) {
      if (row.slug === 'dala') expect(row.primaryAgeRate.denominator!.total).toBe(60_000);
      else expect(row.primaryAgeRate.noRate, row.slug).toBe('noPopulation');
    }
    expect(kano.data).toHaveLength(lgasOfState('kano').length);
  });

  it('the gender parity index is the female rate over the male rate, adjusted above 1', async () => {
    const states = (await getJson<IndicatorsAnswer>(t.app, '/api/public/indicators?level=state')).data;
    let checked = 0;
    for (const row of states) {
      const { bySex } = row.outOfSchoolPrimaryAge;
      const d = row.primaryAgeRate.denominator;
      if (!d || d.female === null || bySex.Female === null || bySex.Male === null || bySex.Male === 0) continue;
      const gpi = bySex.Female / d.female / (bySex.Male / d.male!);
      expect(row.primaryAgeRate.female).toBe(percent(bySex.Female, d.female));
      expect(row.primaryAgeRate.gpi).toBe(Math.round(gpi * 100) / 100);
      expect(row.primaryAgeRate.adjustedGpi).toBe(Math.round((gpi > 1 ? 2 - 1 / gpi : gpi) * 100) / 100);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(2);
  });

  it('publishing the rates hides none of the figures published before them (on this seed)', async () => {
    const tallies = await loadTallies(t.app.db);
    const names = await loadWardNames(t.app.db);
    const wards = new Map([...names].map(([place, list]) => [place, list.map((ward) => ward.slug)]));
    const withRates = await planSuppression(tallies, [], wards);
    const before = await planSuppression(
      tallies,
      [],
      wards,
      MEASURE_NAMES.filter((measure) => measure !== 'outOfSchoolPrimaryAge'),
    );
    const rateCell = (key: string) => key.startsWith('outOfSchoolPrimaryAge|') || key.startsWith('childrenOfPrimaryAgeBySex|');
    expect([...withRates].filter((key) => !rateCell(key)).sort()).toEqual([...before].sort());
    expect([...withRates].filter(rateCell).length).toBeGreaterThan(0);
  });

  it('a population stored later shows at once', async () => {
    const before = (await getJson<IndicatorsAnswer>(t.app, '/api/public/indicators?level=state')).data.find((row) => row.slug === 'oyo')!;
    expect(before.primaryAgeRate.denominator).toBeNull();
    // No cache clearing: the answers' fingerprint covers the population table.
    await addPopulation(t, [{ state: 'oyo', sex: 'total', year: 2025, population: 800_000 }]);
    const after = (await getJson<IndicatorsAnswer>(t.app, '/api/public/indicators?level=state')).data.find((row) => row.slug === 'oyo')!;
    expect(after.primaryAgeRate.denominator!.year).toBe(2025);
  });
});

describe('a count of primary age that would give the 5- and 12-year-olds away (crafted)', () => {
  let t: TestApp;
  let answers: PublicAnswers;
  beforeAll(async () => {
    t = await createTestApp();
    // In kebbi/argungu: two 5-year-olds, six 7-year-olds, five 10-year-olds. 5-9 = 8, 10-12 = 5,
    // 6-11 = 11: shown together, 8 + 5 − 11 = 2 children aged 5 or 12.
    const child = (age: number, sex: string) => ({ state: 'kebbi', lga: 'argungu', sex, age, reason: 'Financial', category: 'Never Attended School' });
    for (const [age, n] of [
      [5, 2],
      [7, 6],
      [10, 5],
    ]) {
      for (let i = 0; i < n; i += 1) await insertRow(t.app, 'outOfSchoolChildren', child(age, i % 2 ? 'Female' : 'Male'));
    }
    await addPopulation(t, threeSexes({ state: 'kebbi', lga: 'argungu', year: 2024 }, 40_000, 20_000));
    const lga = await getJson<LgaIndicatorsAnswer>(t.app, '/api/public/indicators?level=lga&state=kebbi');
    answers = {
      summary: await getJson<SummaryAnswer>(t.app, '/api/public/summary'),
      states: (await getJson<IndicatorsAnswer>(t.app, '/api/public/indicators?level=state')).data,
      zones: (await getJson<IndicatorsAnswer>(t.app, '/api/public/indicators?level=zone')).data,
      programmes: [],
      lgas: [lga],
    };
  });
  afterAll(async () => t.close());

  const argungu = (a: PublicAnswers) => a.lgas![0].data.find((row) => row.slug === 'argungu')!;

  it('keeps the age groups, hides the count of primary age and so its rate, and nothing is recoverable', () => {
    const row = argungu(answers);
    expect(row.outOfSchoolChildren.byAgeGroup['5-9']).toBe(8);
    expect(row.outOfSchoolChildren.byAgeGroup['10-12']).toBe(5);
    expect(row.outOfSchoolPrimaryAge.total).toBeNull();
    expect(row.primaryAgeRate.total).toBeNull();
    expect(row.primaryAgeRate.noRate).toBe('hidden');
    expect(row.primaryAgeRate.denominator!.total).toBe(40_000);
    expect(recoverable(answers, () => 0)).toEqual([]);
  });

  it('the check finds the 2 when the count of primary age is shown (primary suppression alone)', () => {
    const copy = structuredClone(answers);
    for (const rows of [copy.states.filter((r) => r.slug === 'kebbi'), copy.zones.filter((r) => r.slug === 'north-west'), [argungu(copy)]]) {
      for (const row of rows) row.outOfSchoolPrimaryAge.total = 11;
    }
    copy.summary.data.outOfSchoolPrimaryAge.total = 11;
    expect(recoverable(copy, () => 0)).toContainEqual({ key: 'kebbi/argungu/derived.overlap', value: 2 });
  });
});
