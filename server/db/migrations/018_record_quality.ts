import { sql, type Kysely } from 'kysely';

/**
 * Data you can stand behind:
 * - review: every record carries its review state (received until a reviewer decides), the last
 *   comment and who decided when; `record_reviews` keeps each record's history of states;
 * - possible duplicates: pairs of children or learners found alike (`duplicate_pairs`), and the
 *   records merged away, kept whole in `merged_records` once they leave their table;
 * - reconciliation: each device's latest summary of what it holds (`device_summaries`);
 * - commands that wait: a command queued for an offline device expires at `expires_at`.
 */
const RECORD_TABLES = ['schools', 'learners', 'staff', 'communities', 'households', 'oos_children'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of RECORD_TABLES) {
    // A constant default: PostgreSQL adds the column without rewriting the table.
    await db.schema
      .alterTable(table)
      .addColumn('review_state', 'text', (c) => c.notNull().defaultTo('received'))
      .addColumn('review_comment', 'text')
      .addColumn('reviewed_at', 'timestamptz')
      .addColumn('reviewed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .execute();
    await sql`create index ${sql.id(`${table}_review_state_idx`)} on ${sql.table(table)} (review_state, updated_at, id) include (import_batch_id)`.execute(db);
  }

  await db.schema
    .createTable('record_reviews')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    /** The record's API path (schools, learners, staff, communities, households, oos-children). */
    .addColumn('resource', 'text', (c) => c.notNull())
    .addColumn('record_id', 'integer', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('comment', 'text')
    /** What moved it: a reviewer (review), an edit after approval (edit), a device re-sending it (sync), a merge (merge). */
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('record_reviews_record_idx').on('record_reviews').columns(['resource', 'record_id', 'id']).execute();

  await db.schema
    .createTable('duplicate_pairs')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('resource', 'text', (c) => c.notNull())
    /** The lower record id of the pair first. */
    .addColumn('record_a', 'integer', (c) => c.notNull())
    .addColumn('record_b', 'integer', (c) => c.notNull())
    .addColumn('score', 'real', (c) => c.notNull())
    /** Why they look alike: {name, age, sex, location, household}. */
    .addColumn('reasons', 'jsonb', (c) => c.notNull())
    /** open, distinct (not a duplicate, remembered) or merged. */
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('kept_id', 'integer')
    .addColumn('resolved_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('resolved_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('duplicate_pairs_pair_key', ['resource', 'record_a', 'record_b'])
    .execute();
  await db.schema.createIndex('duplicate_pairs_status_idx').on('duplicate_pairs').columns(['status', 'score', 'id']).execute();
  await db.schema.createIndex('duplicate_pairs_b_idx').on('duplicate_pairs').columns(['resource', 'record_b']).execute();

  await db.schema
    .createTable('merged_records')
    .addColumn('resource', 'text', (c) => c.notNull())
    .addColumn('record_id', 'integer', (c) => c.notNull())
    .addColumn('merged_into', 'integer', (c) => c.notNull())
    /** The record as it was, every column. */
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('merged_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('merged_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('merged_records_pkey', ['resource', 'record_id'])
    .execute();
  await db.schema.createIndex('merged_records_into_idx').on('merged_records').columns(['resource', 'merged_into']).execute();

  // The blocks candidate search reads: same place and sex, close in age.
  for (const table of ['learners', 'oos_children'] as const) {
    await sql`create index ${sql.id(`${table}_duplicate_block_idx`)} on ${sql.table(table)} (state, lga, sex, age)`.execute(db);
  }

  await db.schema
    .createTable('device_summaries')
    .addColumn('collector_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('summary', 'jsonb', (c) => c.notNull())
    .addColumn('reported_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema.alterTable('device_commands').addColumn('expires_at', 'timestamptz').execute();
  await sql`create index device_commands_queued_idx on device_commands (collector_id, id) where status = 'queued'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists device_commands_queued_idx`.execute(db);
  await db.schema.alterTable('device_commands').dropColumn('expires_at').execute();
  for (const table of ['device_summaries', 'merged_records', 'duplicate_pairs', 'record_reviews']) await db.schema.dropTable(table).ifExists().execute();
  for (const table of ['learners', 'oos_children'] as const) await db.schema.dropIndex(`${table}_duplicate_block_idx`).ifExists().execute();
  for (const table of RECORD_TABLES) {
    await db.schema.dropIndex(`${table}_review_state_idx`).ifExists().execute();
    await db.schema.alterTable(table).dropColumn('review_state').dropColumn('review_comment').dropColumn('reviewed_at').dropColumn('reviewed_by').execute();
  }
}
