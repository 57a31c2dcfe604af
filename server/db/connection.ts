/**
 * One Kysely instance over PGlite (default) or PostgreSQL (DATABASE_URL). Both speak the same SQL,
 * so migrations and queries are shared.
 */
import fs from 'node:fs';
import path from 'node:path';
import { CamelCasePlugin, Kysely, PostgresDialect, type Dialect } from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { Database } from './schema';
import { seedPgliteFolder } from './pgliteTemplate';
import { watchWrites, type WriteWatch } from './writeWatch';

export type Db = Kysely<Database>;

export interface DatabaseTarget {
  databaseUrl?: string;
  /** PGlite folder, or `memory`. */
  dataDir: string;
}

// int8 (count(*), bigserial) arrives as a string by default; our counts fit in a JS number.
pg.types.setTypeParser(20, (value: string) => Number(value));
// A calendar date stays the yyyy-MM-dd text it is (spec 02 §5), never a Date at local midnight.
const DATE_OID = 1082;
pg.types.setTypeParser(DATE_OID, (value: string) => value);
const PGLITE_OPTIONS = { parsers: { [DATE_OID]: (value: string) => value, 20: (value: string) => Number(value) } };

const pgliteFolder = (dataDir: string) => path.join(dataDir, 'pgdata');

/** Before createDb: an empty PGlite data folder starts as a copy of the migrated template (./pgliteTemplate.ts). */
export async function prepareDataFolder(target: DatabaseTarget): Promise<void> {
  if (target.databaseUrl || target.dataDir === 'memory') return;
  await seedPgliteFolder(pgliteFolder(target.dataDir));
}

const watches = new WeakMap<Db, WriteWatch>();

export function createDb(target: DatabaseTarget): Db {
  const { dialect, watch } = watchWrites(createDialect(target));
  const db = new Kysely<Database>({ dialect, plugins: [new CamelCasePlugin()] });
  watches.set(db, watch);
  return db;
}

/** The commit watch of a database opened by createDb; undefined for one opened elsewhere. */
export function writeWatchOf(db: Db): WriteWatch | undefined {
  return watches.get(db);
}

function createDialect(target: DatabaseTarget): Dialect {
  if (target.databaseUrl) {
    const pool = new pg.Pool({ connectionString: target.databaseUrl, max: 10 });
    // An idle client that loses its connection (server restart, database dropped) must not crash
    // the process; the pool replaces it and the next query reports any lasting problem.
    pool.on('error', (error) => console.warn(`PostgreSQL idle connection error: ${error.message}`));
    return new PostgresDialect({ pool });
  }
  if (target.dataDir === 'memory') return new PGliteDialect(new PGlite(PGLITE_OPTIONS));
  const folder = pgliteFolder(target.dataDir);
  fs.mkdirSync(folder, { recursive: true });
  return new PGliteDialect(new PGlite(folder, PGLITE_OPTIONS));
}
