import { sql, type Kysely } from 'kysely';

/**
 * The Command Centre (DESIGN §6): commands relayed to devices, which device records were ingested,
 * the devices' sync-queue snapshots and their uploaded extraction bundles.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('device_commands')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('request_id', 'text', (c) => c.notNull().unique())
    .addColumn('collector_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('admin_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('admin_socket_id', 'text')
    .addColumn('command', 'text', (c) => c.notNull())
    .addColumn('params', 'jsonb', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('queued'))
    .addColumn('error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .addColumn('completed_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('device_commands_collector_idx').on('device_commands').columns(['collector_id', 'created_at']).execute();

  await db.schema
    .createTable('sync_ingestions')
    .addColumn('collector_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('local_uuid', 'text', (c) => c.notNull())
    .addColumn('device_table', 'text', (c) => c.notNull())
    .addColumn('record_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('sync_ingestions_pkey', ['collector_id', 'local_uuid'])
    .execute();

  await db.schema
    .createTable('sync_queue_snapshots')
    .addColumn('collector_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('items', 'jsonb', (c) => c.notNull())
    .addColumn('item_count', 'integer', (c) => c.notNull())
    .addColumn('reported_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('device_extractions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('collector_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('request_id', 'text')
    .addColumn('command', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('content', 'bytea', (c) => c.notNull())
    .addColumn('summary', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('device_extractions_collector_idx').on('device_extractions').columns(['collector_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['device_extractions', 'sync_queue_snapshots', 'sync_ingestions', 'device_commands']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
