/** The public listing of the population sources (the Data Sources page). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_POPULATION, seedDemoPopulation } from '../../seed/population';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { adminToken, csvOf, sources, upload } from './population.helpers';

const CENSUS = { source: 'Census projection (made up for this test)', licence: 'CC BY 4.0' };
const SURVEY = { source: 'Household survey (made up for this test)', licence: 'Open Government Licence' };

describe('the population sources listing', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await adminToken(t);
  });
  afterAll(async () => t.close());

  it('answers an empty list, without sign-in, while no estimate is stored', async () => {
    const answer = await sources(t);
    expect(answer.data).toEqual([]);
    expect(Math.abs(Date.parse(answer.generatedAt) - Date.now())).toBeLessThan(60_000);
  });

  it('lists each source with its licence, years, age groups, areas per level, rows and newest change; demo data last and flagged', async () => {
    const { source, licence } = CENSUS;
    const census = csvOf(
      ...[2024, 2023].flatMap((year) => [
        `,,6-11,total,${year},40000000,${source},${licence}`,
        `kano,,6-11,total,${year},2000000,${source},${licence}`,
        `kano,,12-14,total,${year},900000,${source},${licence}`,
        `kano,,5,total,${year},350000,${source},${licence}`,
        `lagos,,6-11,female,${year},800000,${source},${licence}`,
        `kano,dala,6-11,total,${year},50000,${source},${licence}`,
        `kano,fagge,6-11,total,${year},40000,${source},${licence}`,
        `lagos,ikeja,6-11,total,${year},60000,${source},${licence}`,
      ]),
    );
    expect((await upload(t, token, census)).json().data).toMatchObject({ added: 16, rejected: [] });
    await seedDemoPopulation(t.app.db); // the table is not empty: adds nothing
    await t.app.db
      .insertInto('populationEstimates')
      .values(
        ['total', 'female', 'male'].map((sex) => ({
          state: 'oyo',
          lga: '',
          ageGroup: '6-11',
          sex: sex as 'total',
          year: 2024,
          population: 100,
          source: DEMO_POPULATION.source,
          licence: DEMO_POPULATION.licence,
          demo: true,
          updatedBy: null,
        })),
      )
      .execute();
    const survey = csvOf(`oyo,,6-11,male,2022,300000,${SURVEY.source},${SURVEY.licence}`);
    expect((await upload(t, token, survey)).json().data).toMatchObject({ updated: 0, added: 1 });

    const { data } = await sources(t);
    expect(data.map((entry) => [entry.source, entry.demo])).toEqual([
      [SURVEY.source, false],
      [CENSUS.source, false],
      [DEMO_POPULATION.source, true],
    ]);
    const [surveyEntry, censusEntry, demoEntry] = data;
    expect(censusEntry).toEqual({
      ...CENSUS,
      demo: false,
      years: [2023, 2024],
      ageGroups: ['5', '6-11', '12-14'],
      areas: { country: 1, state: 2, lga: 3 },
      rows: 16,
      updatedAt: expect.any(String),
    });
    expect(surveyEntry).toMatchObject({ years: [2022], ageGroups: ['6-11'], areas: { country: 0, state: 1, lga: 0 }, rows: 1 });
    expect(demoEntry).toMatchObject({ licence: DEMO_POPULATION.licence, years: [2024], areas: { country: 0, state: 1, lga: 0 }, rows: 3 });
    expect(Date.parse(surveyEntry.updatedAt)).toBeGreaterThanOrEqual(Date.parse(censusEntry.updatedAt));

    // An imported row replaces the demo row of its key: it leaves the demo entry.
    const replace = csvOf(`oyo,,6-11,total,2024,1234567,${SURVEY.source},${SURVEY.licence}`);
    expect((await upload(t, token, replace)).json().data).toMatchObject({ updated: 1 });
    const after = await sources(t);
    expect(after.data.find((entry) => entry.demo)?.rows).toBe(2);
    expect(after.data.find((entry) => entry.source === SURVEY.source)).toMatchObject({ years: [2022, 2024], rows: 2 });
  });
});
