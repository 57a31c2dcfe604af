/**
 * What a population file would do to the stored estimates: read the rows, then compare each with
 * the stored estimate of the same area, age group, sex and year. Reads only; the dry run answers
 * this plan and the import applies it inside its transaction.
 */
import type { Kysely } from 'kysely';
import type { PopulationPlan, PopulationPlanEntry } from '../../src/domain/api/population';
import { csvRecords } from '../../src/domain/csvReader';
import { POPULATION_PLAN_ROWS } from '../../src/domain/population';
import { PopulationRowReader, populationKey, type PopulationRow } from '../../src/domain/populationCsv';
import type { Database } from '../db/schema';
import { Pacer } from '../eventLoop';

type Stored = { population: number; source: string; licence: string; demo: boolean };

export interface PopulationFilePlan {
  plan: PopulationPlan;
  /** Rows to insert or update (added, changed, or replacing a demo row). */
  writes: PopulationRow[];
}

/** A stored demo row is replaced by the imported one even when the figures agree: it stops being demo data. */
const sameAsStored = (stored: Stored, row: PopulationRow) =>
  !stored.demo && stored.population === row.population && stored.source === row.source && stored.licence === row.licence;

/**
 * Plans a population file; throws CsvSyntaxError when the text is not readable CSV and
 * PopulationHeaderError when its first row is not the header.
 */
export async function planPopulation(db: Kysely<Database>, csvText: string): Promise<PopulationFilePlan> {
  const reader = new PopulationRowReader();
  const pacer = new Pacer();
  for (const record of csvRecords(csvText)) {
    reader.add(record);
    await pacer.pause();
  }
  const { rows, rejected } = reader;
  const years = [...new Set(rows.map((row) => row.year))];
  const stored = new Map<string, Stored>();
  if (years.length > 0) {
    const existing = await db
      .selectFrom('populationEstimates')
      .select(['state', 'lga', 'ageGroup', 'sex', 'year', 'population', 'source', 'licence', 'demo'])
      .where('year', 'in', years)
      .execute();
    for (const estimate of existing) stored.set(populationKey(estimate), estimate);
  }

  const plan: PopulationPlan = { added: 0, updated: 0, unchanged: 0, rejected, addedRows: [], updatedRows: [] };
  const writes: PopulationRow[] = [];
  for (const row of rows) {
    await pacer.pause();
    const current = stored.get(populationKey(row));
    if (!current) {
      plan.added += 1;
      if (plan.addedRows.length < POPULATION_PLAN_ROWS) plan.addedRows.push(row);
    } else if (sameAsStored(current, row)) {
      plan.unchanged += 1;
      continue;
    } else {
      plan.updated += 1;
      const previous: PopulationPlanEntry['previous'] = { population: current.population, source: current.source, licence: current.licence };
      if (plan.updatedRows.length < POPULATION_PLAN_ROWS) plan.updatedRows.push({ ...row, previous });
    }
    writes.push(row);
  }
  return { plan, writes };
}
