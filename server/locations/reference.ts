/**
 * The reference ward list shipped with the product (./data/inec-wards.csv, INEC's 8,809
 * registration areas; provenance in ./data/README.md). Loaded once per database: on the first
 * start of an empty database, and on the first start after migration 015 of an existing one.
 * Wards already stored (an admin's import) are kept; the missing ones are added, in one
 * transaction with one multi-row statement, so a first start stays fast.
 */
import fs from 'node:fs/promises';
import { sql } from 'kysely';
import { csvRecords } from '../../src/domain/csvReader';
import type { Db } from '../db/connection';
import { WardRowResolver, type WardRow } from '../../src/domain/locations/wardRows';

export const REFERENCE_WARDS_FILE = new URL('./data/inec-wards.csv', import.meta.url);
const DATASET = 'inec-wards';
/** Bump to load a corrected list again into databases that have the previous one. */
const VERSION = '2024-08-23';

async function parseReferenceWards(): Promise<WardRow[]> {
  const resolver = new WardRowResolver();
  for (const record of csvRecords(await fs.readFile(REFERENCE_WARDS_FILE, 'utf8'))) resolver.add(record);
  if (resolver.rejected.length > 0) throw new Error(`The shipped ward list has bad rows: ${JSON.stringify(resolver.rejected.slice(0, 3))}`);
  return resolver.rows;
}

let parsed: Promise<WardRow[]> | undefined;

/** The shipped list as ward rows (display names and slugs), in file order; read once per process. */
export function readReferenceWards(): Promise<WardRow[]> {
  parsed ??= parseReferenceWards().catch((error: unknown) => {
    parsed = undefined;
    throw error;
  });
  return parsed;
}

/** Loads the shipped ward list unless this database has it already; answers the rows added. */
export async function ensureReferenceWards(db: Db): Promise<number> {
  const loaded = await db.selectFrom('referenceDataLoads').select('version').where('dataset', '=', DATASET).executeTakeFirst();
  if (loaded?.version === VERSION) return 0;
  const rows = await readReferenceWards();
  return db.transaction().execute(async (trx) => {
    // Claim the load first: a second process starting at the same time waits here, then finds it done.
    const claimed = await trx
      .insertInto('referenceDataLoads')
      .values({ dataset: DATASET, version: VERSION, rows: rows.length })
      .onConflict((oc) => oc.column('dataset').doUpdateSet({ version: VERSION, rows: rows.length }).where('referenceDataLoads.version', '<>', VERSION))
      .returning('dataset')
      .executeTakeFirst();
    if (!claimed) return 0;
    const column = <K extends 'state' | 'lga' | 'slug' | 'name'>(key: K) => rows.map((row) => row[key]);
    const inserted = await sql<{ id: number }>`
      insert into wards (state, lga, slug, name)
      select state, lga, slug, name from unnest(${column('state')}::text[], ${column('lga')}::text[], ${column('slug')}::text[], ${column('name')}::text[])
        with ordinality as list(state, lga, slug, name, position)
      order by position
      on conflict (state, lga, slug) do nothing
      returning id`.execute(trx);
    return inserted.rows.length;
  });
}
