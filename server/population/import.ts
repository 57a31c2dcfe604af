/**
 * The population import: the plan of ./plan, applied in one transaction with its audit row
 * (upsert on area, age group, sex and year). Rows equal to what is stored are left alone, so the
 * same file twice changes nothing the second time; an imported row replaces a demo row of its key
 * (it is no longer demo data). Estimates the file leaves out are kept. Any failure rolls the whole
 * file back: nothing is written and no audit row either.
 */
import { sql } from 'kysely';
import type { PopulationPlan } from '../../src/domain/api/population';
import { writeAudit } from '../audit';
import type { Db } from '../db/connection';
import { nextTurn } from '../eventLoop';
import { planPopulation } from './plan';

/** Rows per upsert: one statement stays a few milliseconds long on PGlite. */
const CHUNK = 200;
/**
 * pg_advisory_xact_lock key of the population import ("popimp" as a number): imports run one
 * after the other, across processes too, so each plans against what the one before wrote.
 */
const IMPORT_LOCK_KEY = 0x706f70696d70;

export interface ImportActor {
  userId: number | null;
  ip?: string | null;
}

/** What the file would do, writing nothing. Throws as planPopulation does. */
export async function dryRunPopulation(db: Db, csvText: string): Promise<PopulationPlan> {
  return (await planPopulation(db, csvText)).plan;
}

/** Imports population CSV text. Throws as planPopulation does (nothing written then). */
export async function importPopulation(db: Db, csvText: string, actor: ImportActor): Promise<PopulationPlan> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${IMPORT_LOCK_KEY})`.execute(trx);
    const { plan, writes } = await planPopulation(trx, csvText);
    for (let i = 0; i < writes.length; i += CHUNK) {
      const values = writes.slice(i, i + CHUNK).map((row) => ({
        state: row.state ?? '',
        lga: row.lga ?? '',
        ageGroup: row.ageGroup,
        sex: row.sex,
        year: row.year,
        population: row.population,
        source: row.source,
        licence: row.licence,
        demo: false,
        updatedBy: actor.userId,
      }));
      await trx
        .insertInto('populationEstimates')
        .values(values)
        .onConflict((oc) =>
          oc.columns(['state', 'lga', 'ageGroup', 'sex', 'year']).doUpdateSet({
            population: (eb) => eb.ref('excluded.population'),
            source: (eb) => eb.ref('excluded.source'),
            licence: (eb) => eb.ref('excluded.licence'),
            demo: false,
            updatedBy: (eb) => eb.ref('excluded.updatedBy'),
            updatedAt: sql<Date>`now()`,
          }),
        )
        .execute();
      await nextTurn();
    }
    const { added, updated, unchanged, rejected } = plan;
    await writeAudit(trx, {
      userId: actor.userId,
      action: 'import',
      resource: 'population',
      changes: { added, updated, unchanged, rejected: rejected.length, rows: writes.length + unchanged + rejected.length },
      ip: actor.ip ?? null,
    });
    return plan;
  });
}
