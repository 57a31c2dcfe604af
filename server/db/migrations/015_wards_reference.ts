import { sql, type Kysely } from 'kysely';

/**
 * Reference data shipped with the product (DESIGN §7: INEC's wards). One row per dataset loaded
 * into this database; start-up loads a dataset whose row is missing (server/locations/reference.ts),
 * so an existing database gets the ward list once, on the first start after this migration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('reference_data_loads')
    .addColumn('dataset', 'text', (c) => c.primaryKey())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('rows', 'integer', (c) => c.notNull())
    .addColumn('loaded_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('reference_data_loads').ifExists().execute();
}
