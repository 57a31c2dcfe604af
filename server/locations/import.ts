/**
 * The ward import: the plan of ./plan, applied in one transaction with its audit row (upsert by
 * state, LGA and slug). Rows equal to what is stored are left alone, so importing the same file
 * twice changes nothing the second time. Wards missing from the file are kept. Any failure rolls
 * the whole file back: the list stays as it was and no audit row is written.
 */
import { sql } from 'kysely';
import type { WardListPlan } from '../../src/domain/locations';
import { writeAudit } from '../audit';
import type { Db } from '../db/connection';
import { nextTurn } from '../eventLoop';
import { planWards } from './plan';

/** Rows per upsert: one statement stays a few milliseconds long on PGlite. */
const CHUNK = 200;

export interface ImportActor {
  userId: number | null;
  ip?: string | null;
}

/** What the file would do, writing nothing. Throws CsvSyntaxError when the text is not readable CSV. */
export async function dryRunWards(db: Db, csvText: string): Promise<WardListPlan> {
  return (await planWards(db, csvText)).plan;
}

/** Imports ward CSV text; throws CsvSyntaxError when the text is not readable CSV. */
export async function importWards(db: Db, csvText: string, actor: ImportActor): Promise<WardListPlan> {
  return db.transaction().execute(async (trx) => {
    const { plan, writes } = await planWards(trx, csvText);
    for (let i = 0; i < writes.length; i += CHUNK) {
      const values = writes.slice(i, i + CHUNK).map(({ state, lga, slug, name, latitude, longitude }) => ({ state, lga, slug, name, latitude, longitude }));
      await trx
        .insertInto('wards')
        .values(values)
        .onConflict((oc) =>
          oc.columns(['state', 'lga', 'slug']).doUpdateSet({
            name: (eb) => eb.ref('excluded.name'),
            latitude: sql<number | null>`coalesce(excluded.latitude, wards.latitude)`,
            longitude: sql<number | null>`coalesce(excluded.longitude, wards.longitude)`,
            updatedAt: sql<Date>`now()`,
          }),
        )
        .execute();
      await nextTurn();
    }
    const { added, renamed, relocated, unchanged, rejected } = plan;
    await writeAudit(trx, {
      userId: actor.userId,
      action: 'import',
      resource: 'wards',
      changes: { added, renamed, relocated, unchanged, rejected: rejected.length, rows: writes.length + unchanged + rejected.length },
      ip: actor.ip ?? null,
    });
    return plan;
  });
}
