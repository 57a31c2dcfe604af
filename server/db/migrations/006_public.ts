import { sql, type Kysely } from 'kysely';
import { REFERENCE_FIGURES } from './006_reference_figures';

/**
 * The public data site (docs/api-public.md): programmes and the reference figures (literacy and
 * the like, with their provenance), the latter written here from data/reference-indicators.md.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('programmes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('planned', 'active', 'completed')`))
    .addColumn('start_date', 'date')
    .addColumn('end_date', 'date')
    .addColumn('states', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('partners', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('published', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('published_at', 'timestamptz')
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('programmes_published_status_idx').on('programmes').columns(['published', 'status']).execute();
  await db.schema.createIndex('programmes_updated_at_idx').on('programmes').columns(['updated_at', 'id']).execute();

  await db.schema
    .createTable('reference_indicators')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('indicator', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('scope', 'text', (c) => c.notNull().check(sql`scope in ('national', 'zone', 'state')`))
    .addColumn('area', 'text')
    .addColumn('value', 'double precision', (c) => c.notNull())
    .addColumn('value_male', 'double precision')
    .addColumn('value_female', 'double precision')
    .addColumn('unit', 'text', (c) => c.notNull().check(sql`unit in ('percent', 'count')`))
    .addColumn('year', 'text', (c) => c.notNull())
    .addColumn('age_group', 'text')
    .addColumn('definition', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('verification', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('reference_indicators_scope_area_idx').on('reference_indicators').columns(['scope', 'area']).execute();

  const rows = REFERENCE_FIGURES.map((f, i) => ({
    key: f.key,
    indicator: f.indicator,
    category: f.category,
    title: f.title,
    scope: f.scope,
    area: f.area,
    value: f.value,
    value_male: f.valueMale,
    value_female: f.valueFemale,
    unit: f.unit,
    year: f.year,
    age_group: f.ageGroup,
    definition: f.definition,
    source: f.source,
    verification: f.verification,
    sort_order: (i + 1) * 10,
  }));
  await (db as Kysely<Record<string, Record<string, unknown>>>).insertInto('reference_indicators').values(rows).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('reference_indicators').ifExists().execute();
  await db.schema.dropTable('programmes').ifExists().execute();
}
