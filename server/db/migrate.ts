import { Migrator, sql, type Kysely, type MigrationProvider } from 'kysely';
import { MIGRATIONS } from './migrations';

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/**
 * True when every migration is recorded already: one query instead of the Migrator's dozen
 * statements, which cost a noticeable part of a start on the embedded database.
 */
async function upToDate<T>(db: Kysely<T>): Promise<boolean> {
  try {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    const applied = new Set(rows.map((row) => row.name));
    const known = Object.keys(MIGRATIONS);
    // Exactly the known ones: a migration this code does not know (a newer schema) goes to the Migrator, which refuses it.
    return applied.size === known.length && known.every((name) => applied.has(name));
  } catch {
    return false; // no migration table yet: a new database
  }
}

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest<T>(db: Kysely<T>): Promise<string[]> {
  if (await upToDate(db)) return [];
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const name = failed?.migrationName ?? 'unknown';
    throw new Error(`Migration ${name} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
