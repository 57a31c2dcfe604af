/** What System information says of the database: its size (when the role may read it) and its migrations. */
import { sql } from 'kysely';
import type { Db } from '../db/connection';

export async function databaseFacts(db: Db): Promise<{ sizeBytes: number | null; migrations: { name: string; timestamp: string }[] }> {
  const sizeBytes = await sql<{ bytes: number | string | null }>`select pg_database_size(current_database()) as bytes`
    .execute(db)
    .then(({ rows }) => (rows[0]?.bytes == null ? null : Number(rows[0].bytes)))
    // A managed database may refuse the size to a role without the right; the rest still answers.
    .catch(() => null);
  const { rows: migrations } = await sql<{ name: string; timestamp: string }>`select name, timestamp from kysely_migration order by name`.execute(db);
  return { sizeBytes, migrations };
}
