import { sql, type Kysely } from 'kysely';

/**
 * The dashboard's counts over a period read an index alone (index-only scans): records per week
 * (executive) and synced today / this week (admin) filter on created_at, state, lga, the import
 * batch that decides whether a row is published, and the sync status. Until now only the children
 * had such an index (013, without the sync status); the other tables visited every row of the
 * period on the heap. One index per record table, the children's replaced by the wider one.
 */
const TABLES = ['schools', 'learners', 'staff', 'communities', 'households', 'oos_children'] as const;
const KEY = ['created_at', 'state', 'lga', 'import_batch_id'];

const indexName = (table: string) => `${table}_created_dashboard_idx`;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.dropIndex(indexName(table)).ifExists().execute();
    await sql`create index ${sql.id(indexName(table))} on ${sql.table(table)} (${sql.join(KEY.map((c) => sql.ref(c)))}) include (sync_status)`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await db.schema.dropIndex(indexName(table)).ifExists().execute();
  await db.schema.createIndex(indexName('oos_children')).on('oos_children').columns(KEY).execute();
}
