/**
 * Scheduled backups on the suite's engine: they run on their own at the interval,
 * keep the newest BACKUP_KEEP files, show in System information, and a failed one (BACKUP_DIR not
 * writable) tells every super admin; on PostgreSQL two processes never take the same backup.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { BackupReader } from '../../server/ops/backup/format';
import { BACKUP_FILE, runScheduledBackup } from '../../server/ops/backup/schedule';
import { bearer, createUser, loginToken } from '../helpers/fixtures';
import { waitFor } from '../helpers/realtime';
import { createTestApp, testConfig, type TestApp } from '../helpers/testApp';
import { tempDir } from './backup.helpers';

const engine = process.env.TEST_DATABASE_URL ? 'postgresql' : 'pglite';
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

async function started(config: Parameters<typeof createTestApp>[0]): Promise<TestApp> {
  const test = await createTestApp(config);
  cleanups.push(() => test.close());
  return test;
}

const successes = async (test: TestApp) =>
  test.app.db.selectFrom('backupRuns').select(['file', 'sizeBytes']).where('error', 'is', null).where('finishedAt', 'is not', null).orderBy('id').execute();

describe(`scheduled backups on ${engine}`, () => {
  it('run at the interval, keep the newest BACKUP_KEEP and show in System information', async () => {
    const dir = tempDir('scheduled');
    cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
    const older = ['edu-backup-20200101T000000000Z.edubackup', 'edu-backup-20200102T000000000Z.edubackup', 'edu-backup-20200103T000000000Z.edubackup'];
    for (const name of older) fs.writeFileSync(path.join(dir, name), 'an older backup');
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'not a backup: never pruned');
    const test = await started({ config: { backupDir: dir, backupEveryMs: 300, backupKeep: 2 } });

    await waitFor(async () => (await successes(test)).length >= 3, 40_000, 'three scheduled backups');
    const runs = await successes(test);
    await waitFor(() => fs.readdirSync(dir).filter((name) => BACKUP_FILE.test(name)).length === 2, 5000, 'pruning');
    const kept = fs
      .readdirSync(dir)
      .filter((name) => BACKUP_FILE.test(name))
      .sort();
    expect(kept.some((name) => older.includes(name))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'notes.txt'))).toBe(true);
    expect(kept).not.toContain(path.basename(runs[0].file ?? ''));
    const reader = await BackupReader.open(path.join(dir, kept[1]));
    expect(reader.manifest.engine).toBe(engine);
    await reader.close();

    const admin = await createUser(test.app, { role: 'super_admin' });
    const system = await test.app.inject({ method: 'GET', url: '/api/admin/system', headers: bearer(await loginToken(test.app, admin.email)) });
    const backup = system.json().data.backup;
    expect(backup.error).toBeNull();
    expect(backup.sizeBytes).toBeGreaterThan(0);
    expect(Date.parse(backup.lastAt)).toBeGreaterThan(Date.now() - 30_000);
  }, 60_000);

  it('a failed backup (BACKUP_DIR not writable) notifies every super admin and shows the error', async () => {
    const blocker = path.join(tempDir('blocked'), 'a-file');
    fs.writeFileSync(blocker, 'BACKUP_DIR below a file cannot be created');
    const test = await started({ config: { backupDir: path.join(blocker, 'backups'), backupEveryMs: 300 } });
    const admins = [await createUser(test.app, { role: 'super_admin' }), await createUser(test.app, { role: 'super_admin' })];
    const admin = await createUser(test.app, { role: 'admin' });

    const told = async (id: number) =>
      (await test.app.db.selectFrom('notifications').select('params').where('userId', '=', id).where('kind', '=', 'backup_failed').execute()).length > 0;
    await waitFor(async () => (await told(admins[0].id)) && (await told(admins[1].id)), 20_000, 'both super admins told');
    expect(await told(admin.id)).toBe(false);

    const system = await test.app.inject({ method: 'GET', url: '/api/admin/system', headers: bearer(await loginToken(test.app, admins[0].email)) });
    expect(system.json().data.backup).toMatchObject({ lastAt: null, sizeBytes: null });
    expect(system.json().data.backup.error).toMatch(/ENOTDIR|not a directory/);
  }, 60_000);

  it.runIf(engine === 'postgresql')(
    'two processes on one database take one backup between them',
    async () => {
      const dir = tempDir('shared');
      cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
      // Long interval: only the explicit runs below take backups (the first at start is one of them).
      const first = await started({ config: { backupDir: dir, backupEveryMs: 3_600_000 } });
      const second = await buildApp(testConfig({ databaseUrl: first.config.databaseUrl, backupDir: dir, backupEveryMs: 3_600_000 }));
      cleanups.push(() => second.close());
      await waitFor(async () => (await successes(first)).length >= 1, 20_000, 'the start backup');
      await Promise.all([runScheduledBackup(first.app, first.config), runScheduledBackup(second, { ...first.config })]);
      expect((await successes(first)).length).toBe(1);
      expect(fs.readdirSync(dir).filter((name) => BACKUP_FILE.test(name))).toHaveLength(1);
    },
    60_000,
  );
});
