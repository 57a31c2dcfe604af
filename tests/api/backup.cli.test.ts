/**
 * `npm run backup` and `npm run restore` as child processes on the suite's engine
 * (DATA_DIR, or DATABASE_URL with TEST_DATABASE_URL): exit codes and messages; restore refuses a
 * non-empty target unless --force and a backup from a newer schema; backup refuses an embedded
 * database a running server holds.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BackupReader, BackupWriter } from '../../server/ops/backup/format';
import { takeBackup } from '../../server/ops/backup/takeBackup';
import { createTestApp } from '../helpers/testApp';
import { emptyTarget, snapshot, sourceOf, tempDir, writeEverything } from './backup.helpers';

const engine = process.env.TEST_DATABASE_URL ? 'postgresql' : 'pglite';
const tsx = path.join(process.cwd(), 'node_modules', '.bin', 'tsx');
const files = tempDir('cli');
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  fs.rmSync(files, { recursive: true, force: true });
});

function run(script: 'backup' | 'restore', args: string[], target: { databaseUrl?: string; dataDir: string }): Promise<{ code: number | null; out: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'development', DATA_DIR: target.dataDir, LOG_LEVEL: 'silent' };
  delete env.DATABASE_URL;
  if (target.databaseUrl) env.DATABASE_URL = target.databaseUrl;
  const child = spawn(tsx, [`scripts/${script}.ts`, ...args], { env, cwd: process.cwd(), stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, out })));
}

/** A copy of a backup whose manifest says what `change` makes of it. */
async function forged(file: string, out: string, change: (manifest: BackupReader['manifest']) => void): Promise<void> {
  const reader = await BackupReader.open(file);
  const manifest = structuredClone(reader.manifest);
  change(manifest);
  const writer = await BackupWriter.create(out, manifest);
  for (const name of reader.names()) await writer.entry(name, reader.stream(name));
  await writer.finish();
  await reader.close();
}

describe(`npm run backup / restore on ${engine}`, () => {
  it('restore into empty, refuse non-empty, --force, refuse a newer schema; backup of the restored target', async () => {
    const source = await createTestApp();
    cleanups.push(() => source.close());
    await writeEverything(source.app, 'cli');
    const first = path.join(files, 'first.edubackup');
    await takeBackup({ out: first, source: sourceOf(source.app, source.config.databaseUrl), dataDir: 'memory' });

    const target = await emptyTarget(engine);
    cleanups.push(target.drop);
    const restored = await run('restore', [first], target);
    expect(restored.out).toContain('Restored:');
    expect(restored.code).toBe(0);

    const again = await run('restore', [first], target);
    expect(again.code).toBe(1);
    expect(again.out).toMatch(/is not empty .*add --force/);

    const second = path.join(files, 'second.edubackup');
    const backup = await run('backup', ['--out', second], target);
    expect(backup.code, backup.out).toBe(0);
    expect(backup.out).toMatch(/Backup written: .*second\.edubackup .*signing secret not included/);
    expect((await run('backup', ['--out', second], target)).out).toContain('already exists');

    const newer = path.join(files, 'newer.edubackup');
    await forged(second, newer, (manifest) => manifest.schemaVersion.push('999_from_the_future'));
    const refused = await run('restore', [newer, '--force'], target);
    expect(refused.code).toBe(1);
    expect(refused.out).toContain('This backup comes from a newer version');
    expect(refused.out).toContain('999_from_the_future');
    expect(refused.out).toContain('Upgrade the product first');

    const forced = await run('restore', [second, '--force'], target);
    expect(forced.code, forced.out).toBe(0);
    expect(forced.out).toContain('(--force)');
    const opened = await target.open();
    try {
      const rows = await snapshot(opened);
      expect(rows.users.some((row) => row.includes('cli@example.org'))).toBe(true);
    } finally {
      await opened.close();
    }
  }, 180_000);

  it.runIf(engine === 'pglite')(
    'backup refuses an embedded database a running server holds',
    async () => {
      const dataDir = tempDir('held');
      cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
      fs.mkdirSync(path.join(dataDir, 'pgdata'));
      fs.writeFileSync(path.join(dataDir, 'pgdata', 'PG_VERSION'), '17');
      fs.writeFileSync(path.join(dataDir, 'server.pid'), String(process.pid));
      const result = await run('backup', ['--out', path.join(files, 'held.edubackup')], { dataDir });
      expect(result.code).toBe(1);
      expect(result.out).toContain(`open in the running server (pid ${process.pid})`);
      expect(fs.existsSync(path.join(files, 'held.edubackup'))).toBe(false);
    },
    30_000,
  );
});
