/** Backup tests: writes of every kind the issue names, row-by-row table snapshots, and targets of both engines. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { writeAudit } from '../../server/audit';
import { pgliteOf } from '../../server/db/connection';
import type { SqlRunner } from '../../server/ops/backup/manifest';
import type { BackupSource } from '../../server/ops/backup/takeBackup';
import { createUser, loginToken } from '../helpers/fixtures';
import { insertRow } from '../helpers/records';
import { createPostgresDatabase } from '../helpers/testApp';

export const PG_BASE = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export const tempDir = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), `edu-${prefix}-`));

/** Users (with a sign-in: a session and an audit row), records, audit and review history, each tagged. */
export async function writeEverything(app: FastifyInstance, tag: string, options: { signIn: boolean } = { signIn: true }): Promise<void> {
  const user = await createUser(app, { role: 'super_admin', email: `${tag}@example.org`, fullName: `User ${tag}` });
  // Sign-ins are rate-limited: a writer in a loop leaves them out.
  if (options.signIn) await loginToken(app, user.email);
  const school = await insertRow(app, 'schools', { schoolName: `School ${tag}`, state: 'kano' });
  const learner = await insertRow(app, 'learners', { firstName: `Learner ${tag}`, lastName: 'Backup', state: 'kano', schoolId: school });
  await writeAudit(app.db, { userId: user.id, action: 'update', resource: 'learners', resourceId: learner, changes: { tag } });
  await app.db
    .insertInto('recordReviews')
    .values({ resource: 'learners', recordId: learner, state: 'approved', comment: `Reviewed ${tag}`, source: 'review', userId: user.id })
    .execute();
}

/** The app's database as a backup source; an embedded one in a folder (`dataDir`) is copied file by file, one in memory dumped. */
export function sourceOf(app: FastifyInstance, databaseUrl: string | undefined, dataDir = 'memory'): BackupSource {
  if (databaseUrl) return { engine: 'postgresql', databaseUrl };
  const pglite = pgliteOf(app.db);
  if (!pglite) throw new Error('the app has no PGlite instance');
  return { engine: 'pglite', pglite, folder: dataDir === 'memory' ? undefined : path.join(dataDir, 'pgdata') };
}

/** Every table's rows as text, sorted (sessions and the migrations' bookkeeping left out). */
export async function snapshot(runner: SqlRunner): Promise<Record<string, string[]>> {
  const tables = await runner.rows<{ tablename: string }>(`select tablename from pg_tables where schemaname = 'public' order by tablename`);
  const result: Record<string, string[]> = {};
  for (const { tablename } of tables) {
    if (['sessions', 'kysely_migration', 'kysely_migration_lock'].includes(tablename)) continue;
    const rows = await runner.rows<{ row: string }>(`select t::text as row from "${tablename}" t`);
    result[tablename] = rows.map((r) => r.row).sort();
  }
  return result;
}

export interface OpenedDatabase extends SqlRunner {
  close: () => Promise<void>;
}

export async function openPostgres(url: string): Promise<OpenedDatabase> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`set timezone = 'UTC'`);
  return { rows: async <T>(text: string) => (await client.query(text)).rows as T[], close: () => client.end() };
}

export async function openPglite(dataDir: string): Promise<OpenedDatabase> {
  const pglite = new PGlite(path.join(dataDir, 'pgdata'));
  await pglite.exec(`set timezone = 'UTC'`);
  return { rows: async <T>(text: string) => (await pglite.query<T>(text)).rows, close: () => pglite.close() };
}

/** A fresh empty target of the engine: a PostgreSQL database, or an empty DATA_DIR. */
export async function emptyTarget(
  engine: 'pglite' | 'postgresql',
): Promise<{ databaseUrl?: string; dataDir: string; open: () => Promise<OpenedDatabase>; drop: () => Promise<void> }> {
  const dataDir = tempDir('restore');
  if (engine === 'pglite') return { dataDir, open: () => openPglite(dataDir), drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  const database = await createPostgresDatabase(PG_BASE);
  return {
    databaseUrl: database.url,
    dataDir,
    open: () => openPostgres(database.url),
    drop: async () => {
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The app's own database as a runner (PGlite: its instance; PostgreSQL: a client of its database). */
export async function openApp(app: FastifyInstance, databaseUrl: string | undefined): Promise<OpenedDatabase> {
  if (databaseUrl) return openPostgres(databaseUrl);
  const pglite = pgliteOf(app.db);
  if (!pglite) throw new Error('the app has no PGlite instance');
  return { rows: async <T>(text: string) => (await pglite.query<T>(text)).rows, close: async () => {} };
}
