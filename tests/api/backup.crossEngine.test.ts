/**
 * A backup of the embedded database restores into PostgreSQL and a PostgreSQL
 * backup (pg_dump, and the driver's COPY when pg_dump is absent) into the embedded database, row
 * by row; a backup one migration older gets the newer migration run after loading.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { CamelCasePlugin, Kysely, Migrator } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { MIGRATIONS } from '../../server/db/migrations';
import type { Database } from '../../server/db/schema';
import { restoreBackup } from '../../server/ops/backup/restore';
import { takeBackup } from '../../server/ops/backup/takeBackup';
import { createPostgresDatabase, testConfig } from '../helpers/testApp';
import { emptyTarget, openApp, openPostgres, PG_BASE, snapshot, sourceOf, tempDir, writeEverything } from './backup.helpers';

const files = tempDir('cross');
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  fs.rmSync(files, { recursive: true, force: true });
});

async function restoredRows(file: string, engine: 'pglite' | 'postgresql') {
  const target = await emptyTarget(engine);
  cleanups.push(target.drop);
  const report = await restoreBackup({ file, databaseUrl: target.databaseUrl, dataDir: target.dataDir, force: false });
  const opened = await target.open();
  try {
    return { report, rows: await snapshot(opened), sessions: await opened.rows('select id from sessions') };
  } finally {
    await opened.close();
  }
}

describe('backups across engines', () => {
  it('embedded → PostgreSQL, row by row', async () => {
    const dataDir = path.join(files, 'embedded');
    const app = await buildApp(testConfig({ dataDir }));
    cleanups.push(() => app.close());
    await writeEverything(app, 'embedded');
    const file = path.join(files, 'embedded.edubackup');
    const taken = await takeBackup({ out: file, source: sourceOf(app, undefined, dataDir), dataDir: 'memory' });
    expect(taken.manifest.database).toBe('pglite-files');
    const source = await snapshot(await openApp(app, undefined));
    const { rows, sessions } = await restoredRows(file, 'postgresql');
    expect(Object.keys(rows)).toEqual(Object.keys(source));
    for (const table of Object.keys(source)) expect(rows[table], table).toEqual(source[table]);
    expect(rows.users.some((row) => row.includes('embedded@example.org'))).toBe(true);
    expect(sessions).toEqual([]);
  }, 60_000);

  it('PostgreSQL → embedded, row by row, through pg_dump and through the driver', async () => {
    const database = await createPostgresDatabase(PG_BASE);
    cleanups.push(database.drop);
    const app = await buildApp(testConfig({ databaseUrl: database.url }));
    cleanups.push(() => app.close());
    await writeEverything(app, 'postgres');
    const viaDump = path.join(files, 'pg-dump.edubackup');
    const viaDriver = path.join(files, 'pg-driver.edubackup');
    await takeBackup({ out: viaDump, source: sourceOf(app, database.url), dataDir: 'memory' });
    const driver = await takeBackup({ out: viaDriver, source: { engine: 'postgresql', databaseUrl: database.url, forceDriver: true }, dataDir: 'memory' });
    expect(driver.manifest.database).toBe('copy-text');
    const live = await openPostgres(database.url);
    const source = await snapshot(live);
    await live.close();
    for (const file of [viaDump, viaDriver]) {
      const { rows } = await restoredRows(file, 'pglite');
      expect(Object.keys(rows)).toEqual(Object.keys(source));
      for (const table of Object.keys(source)) expect(rows[table], `${path.basename(file)} ${table}`).toEqual(source[table]);
    }
  }, 60_000);

  it('a backup one migration older gets the newer migration run after loading', async () => {
    const names = Object.keys(MIGRATIONS);
    const previous = names.at(-2) as string;
    const pglite = new PGlite();
    const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite), plugins: [new CamelCasePlugin()] });
    cleanups.push(() => db.destroy());
    const migrated = await new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } }).migrateTo(previous);
    expect(migrated.error).toBeUndefined();
    const role = await db
      .insertInto('roles')
      .values({ name: 'older_role', displayName: 'Older', description: '', permissions: JSON.stringify(['read_users']) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('users')
      .values({
        email: 'older@example.org',
        fullName: 'Older Schema',
        passwordHash: null,
        roleId: role.id,
        isActive: true,
        phone: null,
        state: null,
        lastLoginAt: null,
        lastSeenAt: null,
      })
      .execute();
    const file = path.join(files, 'older.edubackup');
    const taken = await takeBackup({ out: file, source: { engine: 'pglite', pglite }, dataDir: 'memory' });
    expect(taken.manifest.schemaVersion.at(-1)).toBe(previous);

    for (const engine of ['pglite', 'postgresql'] as const) {
      const target = await emptyTarget(engine);
      cleanups.push(target.drop);
      const report = await restoreBackup({ file, databaseUrl: target.databaseUrl, dataDir: target.dataDir, force: false });
      expect(report.migrationsRun, engine).toEqual([names.at(-1)]);
      const opened = await target.open();
      try {
        expect((await opened.rows<{ name: string }>('select name from kysely_migration order by name')).map((row) => row.name)).toEqual(names);
        expect(await opened.rows('select full_name from users')).toEqual([{ full_name: 'Older Schema' }]);
        // The sequence is past the restored id: a new user gets a fresh one.
        const [next] = await opened.rows<{ id: number }>(
          `insert into users (email, full_name, role_id) values ('new@example.org', 'New', ${role.id}) returning id`,
        );
        expect(Number(next.id)).toBeGreaterThan(1);
      } finally {
        await opened.close();
      }
    }
  }, 60_000);
});
