import { sql, type Kysely } from 'kysely';

/**
 * Integrity under concurrency:
 * - deletes that can be restored: a deleted record stays in its table but is moved into its
 *   table's bin, a permanent row of `pending_imports` (kind `bin`), so every read path that keeps
 *   to published rows leaves it out with no change to its query or index; `deleted_records` says
 *   who deleted it, when and why, and keeps the row's own import batch for the restore. After the
 *   retention window the record is purged and its `deleted_records` row stays as a tombstone
 *   (`purged_at`), so a device re-pushing it is still answered `deleted`;
 * - merges that can be undone: `merged_records` keeps what the merge moved (`undo`), and a purged
 *   merge keeps its tombstone (`data` null, `purged_at` set);
 * - a deleted user keeps their audit trail and records (`users.deleted_at`) until the window ends;
 * - a queued command claimed for a socket counts its deliveries, so it is re-delivered once only.
 */
const RECORD_TABLES = ['schools', 'learners', 'staff', 'communities', 'households', 'oos_children'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('pending_imports')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('import'))
    .execute();
  for (const table of RECORD_TABLES) {
    // 'infinity': a bin is never taken for an import cut off by a stop.
    await sql`insert into pending_imports (record_table, kind, touched_at) values (${table}, 'bin', 'infinity')`.execute(db);
  }
  await sql`create unique index pending_imports_bin_key on pending_imports (record_table) where kind = 'bin'`.execute(db);

  await db.schema
    .createTable('deleted_records')
    /** The record's API path (schools, learners, staff, communities, households, oos-children). */
    .addColumn('resource', 'text', (c) => c.notNull())
    .addColumn('record_id', 'integer', (c) => c.notNull())
    /** The import batch the row named before it went into the bin (null: none). */
    .addColumn('import_batch_id', 'integer')
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('deleted_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('deleted_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    /** Set when the retention job removed the record for good; the row stays as a tombstone. */
    .addColumn('purged_at', 'timestamptz')
    .addPrimaryKeyConstraint('deleted_records_pkey', ['resource', 'record_id'])
    .execute();
  await sql`create index deleted_records_listed_idx on deleted_records (resource, deleted_at desc, record_id) where purged_at is null`.execute(db);

  await sql`alter table merged_records alter column data drop not null`.execute(db);
  await db.schema
    .alterTable('merged_records')
    /** The pair whose merge this was (reopened by an undo). */
    .addColumn('pair_id', 'integer')
    /** What the merge moved, so an undo can put it back. */
    .addColumn('undo', 'jsonb')
    .addColumn('purged_at', 'timestamptz')
    .execute();

  await db.schema.alterTable('users').addColumn('deleted_at', 'timestamptz').execute();

  await db.schema
    .alterTable('device_commands')
    .addColumn('deliveries', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`create index device_commands_sent_idx on device_commands (sent_at) where status = 'sent'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists device_commands_sent_idx`.execute(db);
  await db.schema.alterTable('device_commands').dropColumn('deliveries').execute();
  await db.schema.alterTable('users').dropColumn('deleted_at').execute();
  await db.schema.alterTable('merged_records').dropColumn('pair_id').dropColumn('undo').dropColumn('purged_at').execute();
  await db.schema.dropTable('deleted_records').ifExists().execute();
  for (const table of RECORD_TABLES) {
    await sql`update ${sql.table(table)} set import_batch_id = null where import_batch_id in (select id from pending_imports where kind = 'bin')`.execute(db);
  }
  await sql`drop index if exists pending_imports_bin_key`.execute(db);
  await sql`delete from pending_imports where kind = 'bin'`.execute(db);
  await db.schema.alterTable('pending_imports').dropColumn('kind').execute();
}
