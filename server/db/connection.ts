/**
 * One Kysely instance over PGlite (default) or PostgreSQL (DATABASE_URL). Both speak the same SQL,
 * so migrations and queries are shared.
 */
import fs from 'node:fs';
import path from 'node:path';
import { CamelCasePlugin, Kysely, PostgresDialect, sql, type Dialect } from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import { PGliteDialect } from 'kysely-pglite-dialect';
import type pg from 'pg';
import type { Database } from './schema';
import { watchWrites, type WriteWatch } from './writeWatch';
import { DATE_OID, loadedPg } from './pgDriver';

export type Db = Kysely<Database>;

export interface DatabaseTarget {
  databaseUrl?: string;
  /** PGlite folder, or `memory`. */
  dataDir: string;
}

/**
 * PGlite's own start parameters (its defaults), plus a 16 MB buffer pool: PostgreSQL's default of
 * 128 MB lives inside the WebAssembly heap, where it cost about 125 MB of resident memory from the
 * first query on. Pages outside the pool are read from the operating system's file cache.
 */
const PGLITE_START_PARAMS = [
  ...['--single', '-F', '-O', '-j', '-c', 'search_path=public', '-c', 'exit_on_error=false', '-c', 'log_checkpoints=false'],
  ...['-c', 'max_worker_processes=0', '-c', 'max_parallel_workers=0', '-c', 'max_parallel_workers_per_gather=0'],
  ...['-c', 'shared_buffers=16MB'],
];
const PGLITE_OPTIONS = { parsers: { [DATE_OID]: (value: string) => value, 20: (value: string) => Number(value) }, startParams: PGLITE_START_PARAMS };

/** The PGlite folder inside a data directory. */
export const pgliteFolder = (dataDir: string) => path.join(dataDir, 'pgdata');

const watches = new WeakMap<Db, WriteWatch>();
const pools = new WeakMap<Db, pg.Pool>();

/** On PostgreSQL (`databaseUrl`), loadPg() (./pgDriver.ts) has run first. */
export function createDb(target: DatabaseTarget): Db {
  const pool = target.databaseUrl ? createPool(target.databaseUrl) : undefined;
  const inner = pool ? new PostgresDialect({ pool }) : createDialect(target);
  const { dialect, watch } = watchWrites(inner);
  const db = new Kysely<Database>({ dialect, plugins: [new CamelCasePlugin()] });
  watches.set(db, watch);
  const pglite = pglites.get(inner);
  if (pglite) dbPglites.set(db, pglite);
  if (pool) pools.set(db, pool);
  return db;
}

/** The PostgreSQL connection pool of a database opened by createDb (metrics); undefined on PGlite. */
export function poolOf(db: Db): pg.Pool | undefined {
  return pools.get(db);
}

function createPool(databaseUrl: string): pg.Pool {
  const pool = new (loadedPg().Pool)({ connectionString: databaseUrl, max: 10 });
  // An idle client that loses its connection (server restart, database dropped) must not crash
  // the process; the pool replaces it and the next query reports any lasting problem.
  pool.on('error', (error) => console.warn(`PostgreSQL idle connection error: ${error.message}`));
  // A connection lost while checked out (a query under way when PostgreSQL restarts) also emits
  // 'error' on its client besides failing the query; unheard, that event would end the process.
  // The query's own error answers the request (503), and the pool drops the broken client.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

/** The commit watch of a database opened by createDb; undefined for one opened elsewhere. */
export function writeWatchOf(db: Db): WriteWatch | undefined {
  return watches.get(db);
}

/** The embedded database (PGlite), in a folder or in memory. */
function createDialect(target: DatabaseTarget): Dialect {
  const folder = target.dataDir === 'memory' ? null : pgliteFolder(target.dataDir);
  if (folder) fs.mkdirSync(folder, { recursive: true });
  const pglite = folder ? new PGlite(folder, PGLITE_OPTIONS) : new PGlite(PGLITE_OPTIONS);
  const dialect = new PGliteDialect(pglite);
  pglites.set(dialect, pglite);
  return dialect;
}

// Backups (server/ops/backup) dump the embedded database through its PGlite instance.
const pglites = new WeakMap<Dialect, PGlite>();
const dbPglites = new WeakMap<Db, PGlite>();

/** The PGlite instance under a database opened by createDb on the embedded engine; undefined on PostgreSQL. */
export function pgliteOf(db: Db): PGlite | undefined {
  return dbPglites.get(db);
}

/** One round trip to the database; throws when it is unreachable. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
