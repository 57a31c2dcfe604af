/**
 * The demo's population of primary age (src/domain/population.ts): illustrative figures, never
 * real ones, stored with `demo = true` so that every page using them says so. They are derived
 * from the seeded out-of-school children of primary age so that the rates look plausible: each
 * state gets a rate between 15% and 65% from a hash of its slug (a little apart by sex; an LGA's
 * near its state's), and its population is the count divided by that rate; the country's is the
 * sum of the states'. Rows for the country, about two thirds of the states holding such girls and
 * boys (the others show the site's "no population" text) and every LGA of the three of those with
 * the most children. Female + male = total everywhere. Only into an empty table, so imported
 * estimates are never touched.
 */
import { sql, type Insertable } from 'kysely';
import { hash } from '../generator/hash';
import { lgasOfState } from '../src/domain/locations';
import { PRIMARY_AGE, type PopulationSex } from '../src/domain/population';
import type { Db } from '../server/db/connection';
import type { PopulationEstimatesTable } from '../server/db/schemaPublic';
import { published } from '../server/records/visibility';

export const DEMO_POPULATION = {
  source: 'Illustrative population for the demo (not real figures)',
  licence: 'CC0 1.0 (demo data)',
  year: 2024,
} as const;

/** States whose every LGA gets rows: the ones with the most children of primary age. */
const LGA_STATES = 3;
const RATE = { min: 0.15, max: 0.65 } as const;

type BySex = { female: number; male: number };
type Row = Insertable<PopulationEstimatesTable>;

/** A fraction in [0, 1) fixed by the text. */
const fraction = (text: string) => hash(text) / 2 ** 32;
const clampRate = (rate: number) => Math.min(RATE.max, Math.max(RATE.min, rate));

/** An area's rate of out-of-school children (15–65%), a little apart by sex. */
function ratesOf(area: string): BySex {
  const rate = RATE.min + (RATE.max - RATE.min) * fraction(area);
  return { female: clampRate(rate * (0.85 + 0.35 * fraction(`${area}/female`))), male: clampRate(rate * (0.85 + 0.35 * fraction(`${area}/male`))) };
}

/** count ÷ rate by sex; a sex without children takes the other sex's population (its rate is then 0). */
function populationOf(area: string, counts: BySex): BySex | null {
  const rates = ratesOf(area);
  const female = counts.female > 0 ? Math.max(1, Math.round(counts.female / rates.female)) : null;
  const male = counts.male > 0 ? Math.max(1, Math.round(counts.male / rates.male)) : null;
  if (female === null && male === null) return null;
  return { female: female ?? male!, male: male ?? female! };
}

/** Children of primary age by `state/lga` and sex, as the public figures count them. */
async function childrenOfPrimaryAge(db: Db): Promise<Map<string, BySex>> {
  const rows = await db
    .selectFrom('oosChildren')
    .select(['state', 'lga', 'sex', sql<number>`count(*)::int`.as('count')])
    .where(published('oosChildren'))
    .where('age', '>=', PRIMARY_AGE.from)
    .where('age', '<', PRIMARY_AGE.to)
    .where('state', 'is not', null)
    .groupBy(['state', 'lga', 'sex'])
    .execute();
  const counts = new Map<string, BySex>();
  for (const row of rows) {
    const sex = String(row.sex ?? '').toLowerCase();
    if (sex !== 'female' && sex !== 'male') continue;
    const key = `${row.state}/${row.lga ?? ''}`;
    const bySex = counts.get(key) ?? { female: 0, male: 0 };
    bySex[sex] += row.count;
    counts.set(key, bySex);
  }
  return counts;
}

const add = (a: BySex, b: BySex): BySex => ({ female: a.female + b.female, male: a.male + b.male });
const NONE: BySex = { female: 0, male: 0 };

function rowsOf(state: string, lga: string, population: BySex): Row[] {
  const bySex: Record<PopulationSex, number> = { total: population.female + population.male, ...population };
  return (Object.keys(bySex) as PopulationSex[]).map((sex) => ({
    state,
    lga,
    ageGroup: PRIMARY_AGE.label,
    sex,
    year: DEMO_POPULATION.year,
    population: bySex[sex],
    source: DEMO_POPULATION.source,
    licence: DEMO_POPULATION.licence,
    demo: true,
    updatedBy: null,
  }));
}

/**
 * The LGAs' populations of one sex, adding up to about `target` (the state's): an LGA with
 * children gets a rate near the state's; those without share what is left (at least half an
 * average LGA's share is kept for them, so they are not empty shells; their rate is 0).
 */
function spreadOverLgas(area: string, sex: keyof BySex, target: number, counts: readonly number[], slugs: readonly string[]): number[] {
  const empty = counts.filter((count) => count === 0).length;
  const reserve = (0.5 * empty) / counts.length;
  const stateRate = target > 0 ? counts.reduce((a, b) => a + b, 0) / target : RATE.max;
  const populated = counts.map((count, i) =>
    count > 0 ? Math.max(1, Math.round(count / clampRate((stateRate * (0.8 + 0.4 * fraction(`${area}/${slugs[i]}/${sex}`))) / (1 - reserve)))) : 0,
  );
  const rest = target - populated.reduce((a, b) => a + b, 0);
  return populated.map((population, i) => (counts[i] > 0 ? population : Math.max(1, Math.round(rest / empty))));
}

/** Every LGA's population by sex; the state's is their sum. */
function lgaPopulations(state: string, statePopulation: BySex, counts: ReadonlyMap<string, BySex>): Map<string, BySex> {
  const slugs = lgasOfState(state).map((lga) => lga.slug);
  const countsOf = (sex: keyof BySex) => slugs.map((slug) => counts.get(`${state}/${slug}`)?.[sex] ?? 0);
  const female = spreadOverLgas(state, 'female', statePopulation.female, countsOf('female'), slugs);
  const male = spreadOverLgas(state, 'male', statePopulation.male, countsOf('male'), slugs);
  return new Map(slugs.map((slug, i) => [slug, { female: female[i], male: male[i] }]));
}

/** The demo rows for these counts of children of primary age (by `state/lga`). */
export function demoPopulationRows(counts: ReadonlyMap<string, BySex>): Row[] {
  const childrenByState = new Map<string, BySex>();
  for (const [key, bySex] of counts) {
    const state = key.slice(0, key.indexOf('/'));
    childrenByState.set(state, add(childrenByState.get(state) ?? NONE, bySex));
  }
  const children = (state: string) => childrenByState.get(state) ?? NONE;
  // Two thirds of the states with girls and boys of primary age (so that both rates hold), in an order fixed by their slugs.
  const candidates = [...childrenByState.keys()]
    .filter((state) => children(state).female > 0 && children(state).male > 0)
    .sort((a, b) => hash(a) - hash(b) || a.localeCompare(b));
  const chosen = candidates.slice(0, candidates.length === 1 ? 1 : Math.min(candidates.length - 1, Math.round((candidates.length * 2) / 3))).sort();
  const size = (state: string) => children(state).female + children(state).male;
  const withLgas = new Set([...chosen].sort((a, b) => size(b) - size(a) || a.localeCompare(b)).slice(0, LGA_STATES));

  // Every state with children has a population, listed or not, so that the country's is their sum.
  const populations = new Map<string, BySex>();
  const lgas = new Map<string, Map<string, BySex>>();
  for (const state of childrenByState.keys()) {
    let population = populationOf(state, children(state));
    if (!population) continue;
    if (withLgas.has(state)) {
      const byLga = lgaPopulations(state, population, counts);
      lgas.set(state, byLga);
      population = [...byLga.values()].reduce(add, NONE);
    }
    populations.set(state, population);
  }
  if (populations.size === 0) return [];
  const rows = rowsOf('', '', [...populations.values()].reduce(add, NONE));
  for (const state of chosen) {
    rows.push(...rowsOf(state, '', populations.get(state)!));
    for (const [lga, population] of lgas.get(state) ?? []) rows.push(...rowsOf(state, lga, population));
  }
  return rows;
}

/** Adds the demo population when the table is empty (run it after the demo records); answers the rows added. */
export async function seedDemoPopulation(db: Db): Promise<number> {
  const existing = await db.selectFrom('populationEstimates').select('id').limit(1).executeTakeFirst();
  if (existing) return 0;
  const rows = demoPopulationRows(await childrenOfPrimaryAge(db));
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto('populationEstimates')
      .values(rows.slice(i, i + 500))
      .execute();
  return rows.length;
}
