import { sql, type Kysely } from 'kysely';

/**
 * The dashboard's grouped counts read these covering indexes only (index-only
 * scans): location first for the state / LGA filter, the grouped columns, and the import batch
 * that decides whether a row is published yet. Failed syncs are a small part of every table: a
 * partial index holds just them.
 */
const COVERING: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['oos_children', ['state', 'lga', 'sex', 'category', 'reason', 'import_batch_id']],
  ['learners', ['state', 'lga', 'sex', 'school_id', 'import_batch_id']],
  ['schools', ['state', 'lga', 'type_of_school', 'import_batch_id']],
  ['staff', ['state', 'lga', 'import_batch_id']],
  ['communities', ['state', 'lga', 'import_batch_id']],
  ['households', ['state', 'lga', 'import_batch_id']],
];
const TABLES = COVERING.map(([table]) => table);
/** Records per week over the latest weeks, for the biggest table: read from the index alone too. */
const CHILDREN_BY_TIME = ['created_at', 'state', 'lga', 'import_batch_id'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, columns] of COVERING) {
    await db.schema
      .createIndex(`${table}_dashboard_idx`)
      .on(table)
      .columns([...columns])
      .execute();
  }
  await db.schema.createIndex('oos_children_created_dashboard_idx').on('oos_children').columns(CHILDREN_BY_TIME).execute();
  for (const table of TABLES) {
    await sql`create index ${sql.raw(`${table}_failed_sync_idx`)} on ${sql.table(table)} (state, lga, import_batch_id) where sync_status = 'failed'`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('oos_children_created_dashboard_idx').ifExists().execute();
  for (const table of TABLES) {
    await db.schema.dropIndex(`${table}_failed_sync_idx`).ifExists().execute();
    await db.schema.dropIndex(`${table}_dashboard_idx`).ifExists().execute();
  }
}
