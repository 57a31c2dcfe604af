/** What a backup says about itself, and the facts about a database it is read from. */

export type BackupEngine = 'pglite' | 'postgresql';
/** How the database entry is written: PGlite's data-folder dump, pg_dump's custom format, or per-table COPY text (gzip). */
export type DatabaseFormat = 'pglite-datadir' | 'pg_dump-custom' | 'copy-text';

export const BACKUP_FORMAT_VERSION = 1;
export const DATABASE_ENTRY = 'database';
export const SECRET_ENTRY = 'jwt-secret';
export const EXTRACTION_PREFIX = 'extractions/';
export const TABLE_PREFIX = 'table/';

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

export async function tableColumns(runner: SqlRunner): Promise<Record<string, string[]>> {
  const rows = await runner.rows<{ table_name: string; column_name: string }>(
    `select c.table_name, c.column_name from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
      where c.table_schema = 'public' and c.is_generated = 'NEVER' order by c.table_name, c.ordinal_position`,
  );
  const columns: Record<string, string[]> = {};
  for (const row of rows) if (!SKIPPED_TABLES.has(row.table_name)) (columns[row.table_name] ??= []).push(row.column_name);
  return columns;
}

export async function appliedMigrations(runner: SqlRunner): Promise<string[]> {
  const rows = await runner.rows<{ name: string }>(`select name from kysely_migration order by name`);
  return rows.map((row) => row.name);
}

export async function readDatabaseFacts(runner: SqlRunner): Promise<DatabaseFacts> {
  const columns = await tableColumns(runner);
  const rowCounts: Record<string, number> = {};
  for (const table of Object.keys(columns)) {
    const [row] = await runner.rows<{ n: number | string }>(`select count(*) as n from ${quoteIdent(table)}`);
    rowCounts[table] = Number(row.n);
  }
  const sequenceRows = await runner.rows<{ sequencename: string; last_value: number | string | null }>(
    `select sequencename, last_value from pg_sequences where schemaname = 'public'`,
  );
  const sequences = Object.fromEntries(sequenceRows.map((row) => [row.sequencename, Number(row.last_value ?? 0)]));
  return { schemaVersion: await appliedMigrations(runner), rowCounts, sequences, columns };
}
