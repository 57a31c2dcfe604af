import { sql, type Kysely } from 'kysely';

/**
 * Population estimates (src/domain/population.ts): the denominators of the public rates. One row
 * per area, age group, sex and year; '' for the state of the country's rows and the LGA of a
 * state's (so that the unique key holds without nulls). `demo` marks the demo seed's
 * illustrative figures.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('population_estimates')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('lga', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('age_group', 'text', (c) => c.notNull())
    .addColumn('sex', 'text', (c) => c.notNull().check(sql`sex in ('total', 'female', 'male')`))
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('population', 'integer', (c) => c.notNull().check(sql`population >= 0`))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('licence', 'text', (c) => c.notNull())
    .addColumn('demo', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('updated_by', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('population_estimates_area_key', ['state', 'lga', 'age_group', 'sex', 'year'])
    .addCheckConstraint('population_estimates_lga_has_state', sql`lga = '' or state <> ''`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('population_estimates').ifExists().execute();
}
