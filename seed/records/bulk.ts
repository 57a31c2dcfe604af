/**
 * A big seed loads faster without the list indexes: drop the record tables' secondary indexes
 * (not the primary keys or unique constraints), load, then build each again from its own
 * definition in pg_indexes, all in the seed's transaction, so a failure restores them.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';

/** Below this many rows the indexes stay in place (the small demo seeds in a second or two). */
export const BULK_THRESHOLD = 100_000;

const TABLES = ['schools', 'learners', 'staff', 'communities', 'households', 'oos_children'];

export async function withoutSecondaryIndexes<T>(trx: Kysely<Database>, report: ((line: string) => void) | undefined, load: () => Promise<T>): Promise<T> {
  const { rows: indexes } = await sql<{ indexname: string; indexdef: string }>`
    select i.indexname, i.indexdef from pg_indexes i
    where i.schemaname = current_schema() and i.tablename in (${sql.join(TABLES)})
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname)
    order by i.tablename, i.indexname`.execute(trx);
  for (const index of indexes) await sql`drop index ${sql.id(index.indexname)}`.execute(trx);
  const result = await load();
  const started = performance.now();
  report?.(`  building ${indexes.length} list indexes again…`);
  for (const index of indexes) await sql.raw(index.indexdef).execute(trx);
  report?.(`  indexes built in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return result;
}
