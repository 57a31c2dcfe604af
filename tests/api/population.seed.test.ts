/**
 * The demo seed's illustrative population (seed/population.ts): its shape, its rates, its label,
 * and its listing as one demo source.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lgasOfState } from '../../src/domain/locations';
import { PRIMARY_AGE } from '../../src/domain/population';
import { DEMO_POPULATION, seedDemoPopulation } from '../../seed/population';
import { runStartupTasks } from '../../server/startupTasks';
import { published } from '../../server/records/visibility';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { populationTable, sources } from './population.helpers';

describe('the demo seed’s population', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { demoData: true } });
    await runStartupTasks(t.app, t.config);
  }, 120_000);
  afterAll(async () => t.close());

  /** Children of primary age (female and male) by state ('' for the country), as the public figures count them. */
  async function childrenByState(): Promise<{ counts: Map<string, number>; bothSexes: string[] }> {
    const rows = await t.app.db
      .selectFrom('oosChildren')
      .select(['state', sql<number>`count(*)::int`.as('count'), sql<number>`count(distinct sex)::int`.as('sexes')])
      .where(published('oosChildren'))
      .where('age', '>=', PRIMARY_AGE.from)
      .where('age', '<', PRIMARY_AGE.to)
      .where('sex', 'in', ['Female', 'Male'])
      .groupBy('state')
      .execute();
    const counts = new Map(rows.map((row) => [row.state ?? '', row.count]));
    counts.set(
      '',
      rows.reduce((sum, row) => sum + row.count, 0),
    );
    return { counts, bothSexes: rows.filter((row) => row.sexes === 2).map((row) => row.state ?? '') };
  }

  it('holds the country, about two thirds of the states with girls and boys of primary age and every LGA of three of them; female + male = total', async () => {
    const rows = await populationTable(t);
    expect(rows.length).toBeGreaterThan(100);
    for (const row of rows) {
      expect(row).toMatchObject({
        ageGroup: PRIMARY_AGE.label,
        year: DEMO_POPULATION.year,
        source: DEMO_POPULATION.source,
        licence: DEMO_POPULATION.licence,
        demo: true,
      });
    }
    const areas = new Map<string, Record<string, number>>();
    for (const row of rows) areas.set(`${row.state}/${row.lga}`, { ...areas.get(`${row.state}/${row.lga}`), [row.sex]: row.population });
    for (const [area, bySex] of areas) {
      expect(bySex.female + bySex.male, area).toBe(bySex.total);
      expect(bySex.female, area).toBeGreaterThan(0);
      expect(bySex.male, area).toBeGreaterThan(0);
    }
    expect(areas.has('/')).toBe(true);

    const { counts: children, bothSexes: withChildren } = await childrenByState();
    expect(withChildren.length).toBeGreaterThan(10);
    const stateRows = [...areas.keys()].filter((key) => key.endsWith('/') && key !== '/').map((key) => key.slice(0, -1));
    expect(stateRows.length).toBe(Math.round((withChildren.length * 2) / 3));
    expect(withChildren.filter((state) => !stateRows.includes(state)).length).toBeGreaterThan(0);
    expect(stateRows.every((state) => withChildren.includes(state))).toBe(true);

    const lgaStates = [...new Set(rows.filter((row) => row.lga !== '').map((row) => row.state))];
    expect(lgaStates).toHaveLength(3);
    for (const state of lgaStates) {
      expect(stateRows).toContain(state);
      const lgas = new Set(rows.filter((row) => row.state === state && row.lga !== '').map((row) => row.lga));
      expect([...lgas].sort()).toEqual(
        lgasOfState(state)
          .map((lga) => lga.slug)
          .sort(),
      );
    }
    // The parts add up: each LGA state is the sum of its LGAs, the country at least the sum of the listed states.
    for (const state of lgaStates) {
      const lgaTotal = [...areas].filter(([key]) => key.startsWith(`${state}/`) && key !== `${state}/`).reduce((sum, [, bySex]) => sum + bySex.total, 0);
      expect(lgaTotal, state).toBe(areas.get(`${state}/`)!.total);
    }
    expect(areas.get('/')!.total).toBeGreaterThan(stateRows.reduce((sum, state) => sum + areas.get(`${state}/`)!.total, 0));
    // The three with the most children of primary age.
    const ranked = stateRows.sort((a, b) => (children.get(b) ?? 0) - (children.get(a) ?? 0));
    expect(Math.min(...lgaStates.map((state) => children.get(state) ?? 0))).toBeGreaterThanOrEqual(children.get(ranked[3]) ?? 0);
  });

  it('gives the country and each state a rate between about 15% and 65%, not the same everywhere', async () => {
    const { counts: children } = await childrenByState();
    const totals = await t.app.db.selectFrom('populationEstimates').select(['state', 'population']).where('lga', '=', '').where('sex', '=', 'total').execute();
    const rates = totals.map((row) => (children.get(row.state) ?? 0) / row.population);
    for (const rate of rates) {
      expect(rate).toBeGreaterThan(0.14);
      expect(rate).toBeLessThan(0.67);
    }
    expect(Math.max(...rates) - Math.min(...rates)).toBeGreaterThan(0.15);
  });

  it('is listed as one demo source, and seeding again adds nothing', async () => {
    const before = await populationTable(t);
    expect(await seedDemoPopulation(t.app.db)).toBe(0);
    expect(await populationTable(t)).toEqual(before);
    const { data } = await sources(t);
    const states = new Set(before.filter((row) => row.state !== '' && row.lga === '').map((row) => row.state)).size;
    const lgas = new Set(before.filter((row) => row.lga !== '').map((row) => `${row.state}/${row.lga}`)).size;
    expect(data).toEqual([
      {
        source: DEMO_POPULATION.source,
        licence: DEMO_POPULATION.licence,
        demo: true,
        years: [DEMO_POPULATION.year],
        ageGroups: [PRIMARY_AGE.label],
        areas: { country: 1, state: states, lga: lgas },
        rows: before.length,
        updatedAt: expect.any(String),
      },
    ]);
  });
});
