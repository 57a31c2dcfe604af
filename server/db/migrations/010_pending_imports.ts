import { sql, type Kysely } from 'kysely';

/**
 * Imports publish their rows at once: each record row may name the import batch that
 * wrote it, and a batch listed in `pending_imports` is still being written, so its rows are not
 * shown yet. The list is tiny (one row per running import) and is emptied when an import ends;
 * `touched_at` moves while the import writes, so a batch that stopped moving was cut off.
 */
const RECORD_TABLES = ['schools', 'communities', 'learners', 'staff', 'households', 'oos_children'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pending_imports')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('record_table', 'text', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('touched_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  for (const table of RECORD_TABLES) await db.schema.alterTable(table).addColumn('import_batch_id', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Rows of imports that never finished were never shown: they go with their batches.
  for (const table of RECORD_TABLES) {
    await sql`delete from ${sql.table(table)} where import_batch_id in (select id from pending_imports)`.execute(db);
    await db.schema.alterTable(table).dropColumn('import_batch_id').execute();
  }
  await db.schema.dropTable('pending_imports').execute();
}
