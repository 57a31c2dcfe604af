import { sql, type Kysely } from 'kysely';

/**
 * Indexes for the record lists (docs/api-records.md "Lists at scale").
 * - The default order (updated_at desc, id desc), unfiltered and under the location filters the
 *   list screens keep always on (state, state+LGA, state+LGA+ward), with the import batch carried
 *   along (INCLUDE) so the page-position scan and the capped count are index-only scans that also
 *   check `published(...)`. They replace 002's (updated_at, id), (state, updated_at, id) and
 *   (state, lga, ward), which they cover.
 * - Every other sortable column, with id as the tie-break, so sorting a big table never sorts it;
 *   the name and age sorts also under the state filter (a deep page of one state by name).
 * The enumerated filters keep 002's one-column indexes. EXPLAIN of each filter and sort at the
 * bench scale: docs/api-records.md.
 */
const TABLES = ['schools', 'learners', 'staff', 'communities', 'households', 'oos_children'] as const;

const BY_UPDATE: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['updated', ['updated_at', 'id']],
  ['state_updated', ['state', 'updated_at', 'id']],
  ['lga_updated', ['state', 'lga', 'updated_at', 'id']],
  ['ward_updated', ['state', 'lga', 'ward', 'updated_at', 'id']],
];

/** 002's indexes the ones above replace: name → columns (for `down`). */
const REPLACED: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['updated_at_id_idx', ['updated_at', 'id']],
  ['state_updated_at_id_idx', ['state', 'updated_at', 'id']],
  ['state_lga_ward_idx', ['state', 'lga', 'ward']],
];

/** Sortable columns besides the times (server/records/definitions.ts at the time of writing). */
const SORTED: Readonly<Record<(typeof TABLES)[number], readonly string[]>> = {
  schools: ['school_name', 'state', 'lga', 'type_of_school'],
  learners: ['last_name', 'first_name', 'age', 'state'],
  staff: ['full_name', 'state'],
  communities: ['name', 'state', 'lga'],
  households: ['household_head', 'state', 'lga'],
  oos_children: ['last_name', 'first_name', 'age', 'state', 'lga'],
};

/** Sorts the screens offer under the always-on state filter. */
const SORTED_IN_STATE: Readonly<Record<(typeof TABLES)[number], readonly string[]>> = {
  schools: ['school_name', 'type_of_school'],
  learners: ['last_name', 'first_name', 'age'],
  staff: ['full_name'],
  communities: ['name'],
  households: ['household_head'],
  oos_children: ['last_name', 'first_name', 'age'],
};

const columnList = (columns: readonly string[]) => sql.join(columns.map((c) => sql.ref(c)));

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    for (const [name, columns] of BY_UPDATE) {
      await sql`create index ${sql.id(`${table}_list_${name}_idx`)} on ${sql.table(table)} (${columnList(columns)}) include (import_batch_id)`.execute(db);
    }
    for (const [suffix] of REPLACED) await db.schema.dropIndex(`${table}_${suffix}`).ifExists().execute();
    for (const column of SORTED[table]) {
      await sql`create index ${sql.id(`${table}_list_${column}_idx`)} on ${sql.table(table)} (${sql.ref(column)}, id)`.execute(db);
    }
    for (const column of SORTED_IN_STATE[table]) {
      await sql`create index ${sql.id(`${table}_list_state_${column}_idx`)} on ${sql.table(table)} (state, ${sql.ref(column)}, id) include (import_batch_id)`.execute(
        db,
      );
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    for (const column of SORTED_IN_STATE[table]) await db.schema.dropIndex(`${table}_list_state_${column}_idx`).ifExists().execute();
    for (const column of SORTED[table]) await db.schema.dropIndex(`${table}_list_${column}_idx`).ifExists().execute();
    for (const [suffix, columns] of REPLACED)
      await db.schema
        .createIndex(`${table}_${suffix}`)
        .on(table)
        .columns([...columns])
        .execute();
    for (const [name] of BY_UPDATE) await db.schema.dropIndex(`${table}_list_${name}_idx`).ifExists().execute();
  }
}
