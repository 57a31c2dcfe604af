/** What a backup says about itself, and the facts about a database it is read from. */

export type BackupEngine = 'pglite' | 'postgresql';
/**
 * How the database is written: PGlite's data-folder dump (one entry), PGlite's data folder copied
 * file by file (entries `pgdata/…`, gzip: ./pgliteFiles.ts), pg_dump's custom format, or per-table
 * COPY text (gzip).
 */
export type DatabaseFormat = 'pglite-datadir' | 'pglite-files' | 'pg_dump-custom' | 'copy-text';

export const BACKUP_FORMAT_VERSION = 1;
export const DATABASE_ENTRY = 'database';
export const SECRET_ENTRY = 'jwt-secret';
export const EXTRACTION_PREFIX = 'extractions/';
export const TABLE_PREFIX = 'table/';
export const PGDATA_PREFIX = 'pgdata/';

export interface BackupManifest {
  format: number;
  engine: BackupEngine;
  database: DatabaseFormat;
  /** Names of the applied migrations (kysely_migration), in order: the schema version. */
  schemaVersion: string[];
  createdAt: string;
  /** Rows per table when the backup was taken. */
  rowCounts: Record<string, number>;
  /** Each sequence's last value, so a restore never hands out an id again. */
  sequences: Record<string, number>;
  /** The columns of each table (generated columns left out), in COPY order. */
  columns: Record<string, string[]>;
  secretIncluded: boolean;
  extractionFiles: number;
}

/** Runs a query and answers its rows: PGlite and pg clients both fit. */
export interface SqlRunner {
  rows<T>(text: string): Promise<T[]>;
}

export interface DatabaseFacts {
  schemaVersion: string[];
  rowCounts: Record<string, number>;
  sequences: Record<string, number>;
  columns: Record<string, string[]>;
}

/** The migrations' own bookkeeping: never copied, the target's migrator writes it. */
export const SKIPPED_TABLES = new Set(['kysely_migration', 'kysely_migration_lock']);

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

// From pg_catalog: information_schema's views take a third of a second on PGlite, in the server's event loop.
const COLUMNS_SQL = `select c.relname as table_name, a.attname as column_name, a.atttypid in (20, 23) as integer_type
   from pg_class c join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
   join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
  where c.relkind = 'r' order by c.relname, a.attnum`;

/** Tables with an integer `id` column (counted by id ranges). */
async function integerIdTables(runner: SqlRunner): Promise<Set<string>> {
  const rows = await runner.rows<{ table_name: string; column_name: string; integer_type: boolean }>(COLUMNS_SQL);
  return new Set(rows.filter((row) => row.column_name === 'id' && row.integer_type).map((row) => row.table_name));
}

export async function tableColumns(runner: SqlRunner): Promise<Record<string, string[]>> {
  const rows = await runner.rows<{ table_name: string; column_name: string }>(COLUMNS_SQL);
  const columns: Record<string, string[]> = {};
  for (const row of rows) if (!SKIPPED_TABLES.has(row.table_name)) (columns[row.table_name] ??= []).push(row.column_name);
  return columns;
}

export async function appliedMigrations(runner: SqlRunner): Promise<string[]> {
  const rows = await runner.rows<{ name: string }>(`select name from kysely_migration order by name`);
  return rows.map((row) => row.name);
}

/**
 * Rows of a table. `chunk`: counted by ranges of integer ids with a pause between them, so an
 * in-process database (PGlite, whose queries hold the event loop) never stalls the server for a
 * whole big table; the total is then as of the counting, not of one instant.
 */
async function countRows(runner: SqlRunner, table: string, chunk: number | undefined): Promise<number> {
  const count = async (where: string) => Number((await runner.rows<{ n: number | string }>(`select count(*) as n from ${quoteIdent(table)}${where}`))[0].n);
  if (!chunk) return count('');
  const [range] = await runner.rows<{ lo: number | string | null; hi: number | string | null }>(
    `select min(id) as lo, max(id) as hi from ${quoteIdent(table)}`,
  );
  if (range.lo === null || range.hi === null) return 0;
  let total = 0;
  for (let start = Number(range.lo); start <= Number(range.hi); start += chunk) {
    total += await count(` where id >= ${start} and id < ${start + chunk}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
  return total;
}

export async function readDatabaseFacts(runner: SqlRunner, options: { chunk?: number } = {}): Promise<DatabaseFacts> {
  const columns = await tableColumns(runner);
  const withIntegerId = await integerIdTables(runner);
  const rowCounts: Record<string, number> = {};
  for (const table of Object.keys(columns)) rowCounts[table] = await countRows(runner, table, withIntegerId.has(table) ? options.chunk : undefined);
  const sequenceRows = await runner.rows<{ sequencename: string; last_value: number | string | null }>(
    `select sequencename, last_value from pg_sequences where schemaname = 'public'`,
  );
  const sequences = Object.fromEntries(sequenceRows.map((row) => [row.sequencename, Number(row.last_value ?? 0)]));
  return { schemaVersion: await appliedMigrations(runner), rowCounts, sequences, columns };
}
