import { sql, type Kysely } from 'kysely';

// Wards: reference data an admin imports from CSV (DESIGN §7). Identified by state + LGA + slug.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('wards')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('lga', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('wards_state_lga_slug_key', ['state', 'lga', 'slug'])
    .execute();
  await db.schema.createIndex('wards_state_lga_idx').on('wards').columns(['state', 'lga']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('wards').ifExists().execute();
}
