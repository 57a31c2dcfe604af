import { sql, type Kysely } from 'kysely';

/**
 * Backup runs: each scheduled or recorded backup, when it started and ended,
 * its file and size, the engine and schema version it holds, or its error. System information
 * and the metrics show the last one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('backup_runs')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('finished_at', 'timestamptz')
    .addColumn('file', 'text')
    .addColumn('size_bytes', 'bigint')
    .addColumn('engine', 'text', (c) => c.notNull())
    .addColumn('schema_version', 'text')
    .addColumn('error', 'text')
    .addColumn('trigger', 'text', (c) => c.notNull().check(sql`trigger in ('schedule', 'manual')`))
    .execute();
  await db.schema.createIndex('backup_runs_started_at').on('backup_runs').column('started_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('backup_runs').execute();
}
