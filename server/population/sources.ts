/**
 * The sources of the stored population estimates, as the Data Sources page lists them: one entry
 * per source, licence and demo flag, with the years, age groups and areas it covers. Real sources
 * first, newest change first.
 */
import { sql } from 'kysely';
import type { PopulationSource } from '../../src/domain/api/population';
import type { Db } from '../db/connection';

interface SourceRow {
  source: string;
  licence: string;
  demo: boolean;
  years: number[];
  ageGroups: string[];
  countries: number;
  states: number;
  lgas: number;
  rows: number;
  updatedAt: Date | string;
}

/** Age groups in the order of their first age ("5", "6-11", "12-14"), not as text ("12-14" < "5"). */
const byFirstAge = (a: string, b: string) => parseInt(a, 10) - parseInt(b, 10) || a.localeCompare(b);

export async function listPopulationSources(db: Db): Promise<PopulationSource[]> {
  const { rows } = await sql<SourceRow>`
    select source, licence, demo,
      array_agg(distinct year order by year) as years,
      array_agg(distinct age_group) as age_groups,
      count(distinct state) filter (where state = '')::int as countries,
      count(distinct state) filter (where state <> '' and lga = '')::int as states,
      count(distinct state || '/' || lga) filter (where lga <> '')::int as lgas,
      count(*)::int as rows,
      max(updated_at) as updated_at
    from population_estimates
    group by source, licence, demo
    order by demo, max(updated_at) desc, source, licence`.execute(db);
  return rows.map((row) => ({
    source: row.source,
    licence: row.licence,
    demo: row.demo,
    years: row.years.map(Number),
    ageGroups: [...row.ageGroups].sort(byFirstAge),
    areas: { country: row.countries, state: row.states, lga: row.lgas },
    rows: row.rows,
    updatedAt: new Date(row.updatedAt).toISOString(),
  }));
}
