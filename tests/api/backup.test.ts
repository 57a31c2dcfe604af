/**
 * Backup and restore on the suite's engine (PGlite, or PostgreSQL with TEST_DATABASE_URL): a backup,
 * more writes, then a restore into an empty target gives exactly the backed-up rows, table by
 * table; sessions are not restored, so a token from before fails; bundles and secret come back.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { MIGRATIONS } from '../../server/db/migrations';
import { BackupWriter } from '../../server/ops/backup/format';
import { toolMajorVersion } from '../../server/ops/backup/postgresDump';
import { restoreBackup } from '../../server/ops/backup/restore';
import { takeBackup } from '../../server/ops/backup/takeBackup';
import { createUser, loginToken, bearer } from '../helpers/fixtures';
import { createTestApp, testConfig, type TestApp } from '../helpers/testApp';
import { emptyTarget, openApp, snapshot, sourceOf, tempDir, writeEverything } from './backup.helpers';

const engine = process.env.TEST_DATABASE_URL ? 'postgresql' : 'pglite';
const secret = 'a-signing-secret-that-is-long-enough-0123456789';

describe(`backup and restore on ${engine}`, () => {
  let source: TestApp;
  const files = tempDir('backup');
  const cleanups: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    // On PGlite a database in a folder, as a server has it: the backup copies the folder file by file.
    source = await createTestApp({ config: { jwtSecret: secret, dataDir: engine === 'pglite' ? path.join(files, 'source') : 'memory' } });
    cleanups.push(() => source.close());
  }, 60_000);
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
    fs.rmSync(files, { recursive: true, force: true });
  });

  it('restores exactly the backed-up rows after more writes, sessions left out, bundles and secret back', async () => {
    const { app, config } = source;
    await writeEverything(app, 'before');
    const admin = await createUser(app, { role: 'super_admin' });
    const oldToken = await loginToken(app, admin.email);
    const dataDir = path.join(files, 'data');
    fs.mkdirSync(path.join(dataDir, 'extractions'), { recursive: true });
    const bundle = Buffer.from(Array.from({ length: 300_000 }, (_, i) => (i * 7) % 251));
    fs.writeFileSync(path.join(dataDir, 'extractions', 'extraction-1.zip'), bundle);

    const file = path.join(files, 'one.edubackup');
    const result = await takeBackup({ out: file, source: sourceOf(app, config.databaseUrl, config.dataDir), dataDir, secret });
    expect(result.manifest.engine).toBe(engine);
    expect(result.manifest.database).toBe(engine === 'pglite' ? 'pglite-files' : toolMajorVersion('pg_dump') === null ? 'copy-text' : 'pg_dump-custom');
    expect(result.manifest.schemaVersion.at(-1)).toBe(Object.keys(MIGRATIONS).at(-1));
    expect(result.manifest.secretIncluded).toBe(true);
    const live = await openApp(app, config.databaseUrl);
    const backedUp = await snapshot(live);
    expect(backedUp.users.some((row) => row.includes('before@example.org'))).toBe(true);
    expect(result.manifest.rowCounts.audit_logs).toBe(backedUp.audit_logs.length);

    await writeEverything(app, 'after');
    const afterWrites = await snapshot(live);
    await live.close();
    for (const table of ['users', 'learners', 'schools', 'audit_logs', 'record_reviews'])
      expect(afterWrites[table].length).toBeGreaterThan(backedUp[table].length);

    const target = await emptyTarget(engine);
    cleanups.push(target.drop);
    const report = await restoreBackup({ file, databaseUrl: target.databaseUrl, dataDir: target.dataDir, force: false });
    expect(report.migrationsRun).toEqual([]);
    const restored = await target.open();
    try {
      const rows = await snapshot(restored);
      expect(Object.keys(rows)).toEqual(Object.keys(backedUp));
      for (const table of Object.keys(backedUp)) expect(rows[table], table).toEqual(backedUp[table]);
      expect(await restored.rows('select * from sessions')).toEqual([]);
    } finally {
      await restored.close();
    }
    expect(fs.readFileSync(path.join(target.dataDir, 'extractions', 'extraction-1.zip')).equals(bundle)).toBe(true);
    expect(fs.readFileSync(path.join(target.dataDir, 'jwt-secret'), 'utf8')).toBe(secret);

    // The restored product answers, and the token signed before the backup no longer opens it.
    const restoredApp = await buildApp(testConfig({ databaseUrl: target.databaseUrl, dataDir: target.dataDir, jwtSecret: secret }));
    try {
      const me = await restoredApp.inject({ method: 'GET', url: '/api/admin/auth/me', headers: bearer(oldToken) });
      expect(me.statusCode).toBe(401);
      const fresh = await loginToken(restoredApp, admin.email);
      expect((await restoredApp.inject({ method: 'GET', url: '/api/admin/auth/me', headers: bearer(fresh) })).statusCode).toBe(200);
    } finally {
      await restoredApp.close();
    }
  }, 60_000);

  it('a restore that fails part-way leaves the target empty and says so', async () => {
    const good = path.join(files, 'good.edubackup');
    const { manifest } = await takeBackup({ out: good, source: sourceOf(source.app, source.config.databaseUrl), dataDir: 'memory' });
    // Same schema, but the roles rows are not rows: the load fails after the schema and other tables were written.
    const bad = path.join(files, 'bad.edubackup');
    const writer = await BackupWriter.create(bad, { ...manifest, database: 'copy-text' });
    await writer.entry('table/audit_logs', zlib.gzipSync(''));
    await writer.entry('table/roles', zlib.gzipSync('this is\tnot a roles row\n'));
    await writer.finish();

    const target = await emptyTarget(engine);
    cleanups.push(target.drop);
    await expect(restoreBackup({ file: bad, databaseUrl: target.databaseUrl, dataDir: target.dataDir, force: false })).rejects.toThrow(
      /^Restore failed: .* was left empty\.$/s,
    );
    if (target.databaseUrl) {
      const opened = await target.open();
      expect(await opened.rows(`select tablename from pg_tables where schemaname = 'public'`)).toEqual([]);
      await opened.close();
    } else {
      expect(fs.existsSync(path.join(target.dataDir, 'pgdata'))).toBe(false);
    }
    // Empty means restorable: the good backup goes in without --force.
    await restoreBackup({ file: good, databaseUrl: target.databaseUrl, dataDir: target.dataDir, force: false });
  }, 60_000);

  it.runIf(engine === 'pglite')(
    'a backup taken while writes go on holds the database as of one moment',
    async () => {
      const { app, config } = source;
      const before = Number(
        (
          await app.db
            .selectFrom('learners')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
      let writing = true;
      let written = 0;
      const writer = (async () => {
        while (writing) {
          written += 1;
          await writeEverything(app, `during-${written}`, { signIn: false });
        }
      })();
      await new Promise((resolve) => setTimeout(resolve, 300));
      const file = path.join(files, 'during.edubackup');
      await takeBackup({ out: file, source: sourceOf(app, undefined, config.dataDir), dataDir: 'memory' });
      writing = false;
      await writer;

      const target = await emptyTarget('pglite');
      cleanups.push(target.drop);
      await restoreBackup({ file, dataDir: target.dataDir, force: false });
      const restored = await target.open();
      try {
        const tags = (await restored.rows<{ first_name: string }>(`select first_name from learners where first_name like 'Learner during-%'`)).map((row) =>
          Number(row.first_name.slice('Learner during-'.length)),
        );
        // Every write before the moment, none after: tags 1..k without a gap, and some but not all of them.
        expect(tags.sort((a, b) => a - b)).toEqual(Array.from({ length: tags.length }, (_, i) => i + 1));
        expect(tags.length).toBeGreaterThan(0);
        expect(tags.length).toBeLessThan(written + 1);
        const [orphans] = await restored.rows<{ n: number }>(
          `select count(*)::int as n from record_reviews r left join learners l on l.id = r.record_id and r.resource = 'learners' where l.id is null`,
        );
        expect(orphans.n).toBe(0);
        expect((await restored.rows<{ n: number }>('select count(*)::int as n from learners'))[0].n).toBeGreaterThanOrEqual(before);
      } finally {
        await restored.close();
      }
    },
    60_000,
  );
});
