import { sql, type Kysely } from 'kysely';

/** Telemetry: the log lines collectors' devices stream, kept for the Telemetry screen (docs/api-telemetry.md). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('device_logs')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('collector_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('level', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('device_time', 'text', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('device_logs_received_at_idx').on('device_logs').columns(['received_at', 'id']).execute();
  await db.schema.createIndex('device_logs_collector_received_idx').on('device_logs').columns(['collector_id', 'received_at']).execute();
  await db.schema.createIndex('device_logs_level_received_idx').on('device_logs').columns(['level', 'received_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('device_logs').ifExists().execute();
}
