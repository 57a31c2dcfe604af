/**
 * Scheduled backups while the server runs (BACKUP_DIR, BACKUP_EVERY, BACKUP_KEEP): the first one
 * at start when the last is older than an interval (or there is none), else when it falls due;
 * then one every interval. On PostgreSQL exactly one process takes each (advisory lock, and a run
 * another process finished within the interval counts); pg_dump runs as a child process. Each
 * run is recorded; the newest BACKUP_KEEP files are kept; a failure tells every super admin. On
 * the embedded database the server also marks DATA_DIR as open, so the CLI does not open it.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadPg } from '../../db/pgDriver';
import type { Config } from '../../config';
import { pgliteOf } from '../../db/connection';
import { notifyBackupFailed } from '../../notifications/triggers';
import { DEFAULT_OPS } from '../config';
import { holdDataDir, pgliteFolder } from './dataFiles';
import { finishRun, lastScheduledSuccess, startRun } from './status';
import { takeBackup, type BackupSource } from './takeBackup';

/** pg_try_advisory_lock key of the backup schedule ("edubkup" as a number). */
const ADVISORY_KEY = 0x6564756b7570;
export const BACKUP_FILE = /^edu-backup-\d{8}T\d{6}(\d{3})?Z\.edubackup$/;

export const backupFileName = (at: Date) => `edu-backup-${at.toISOString().replace(/[-:]/g, '').replace('.', '')}.edubackup`;

/** Deletes all but the newest `keep` backup files (and what an interrupted one left: `.partial`, `.pgdata`); answers the names deleted. */
export function pruneBackups(dir: string, keep: number): string[] {
  const names = fs.readdirSync(dir);
  const leftOver = (name: string) => name.startsWith('edu-backup-') && (name.endsWith('.edubackup.partial') || name.endsWith('.edubackup.pgdata'));
  for (const name of names) if (leftOver(name)) fs.rmSync(path.join(dir, name), { recursive: true, force: true });
  const old = names
    .filter((name) => BACKUP_FILE.test(name))
    .sort()
    .reverse()
    .slice(keep);
  for (const name of old) fs.rmSync(path.join(dir, name), { force: true });
  return old;
}

/** With PostgreSQL: runs `work` only when this process holds the schedule's advisory lock. */
async function underLock(databaseUrl: string, work: () => Promise<void>): Promise<boolean> {
  const pg = await loadPg();
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => undefined);
  await client.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [ADVISORY_KEY]);
    if (!rows[0].locked) return false;
    await work();
    return true;
  } finally {
    await client.end();
  }
}

/** One scheduled backup, unless another process took one within the interval. Answers the file, or null when skipped. */
export async function runScheduledBackup(app: FastifyInstance, config: Config): Promise<string | null> {
  const dir = config.backupDir;
  if (!dir) return null;
  const everyMs = config.backupEveryMs ?? DEFAULT_OPS.backupEveryMs;
  let written: string | null = null;
  const run = async () => {
    const last = await lastScheduledSuccess(app.db);
    // Another process (or this one, before a restart) took one lately: its turn counts.
    if (last && Date.now() - last.getTime() < everyMs * 0.9) return;
    const engine = config.databaseUrl ? 'postgresql' : 'pglite';
    const id = await startRun(app.db, { engine, trigger: 'schedule' });
    try {
      const pglite = pgliteOf(app.db);
      const folder = config.dataDir === 'memory' ? undefined : pgliteFolder(config.dataDir);
      const source: BackupSource | null = config.databaseUrl
        ? { engine: 'postgresql', databaseUrl: config.databaseUrl }
        : pglite
          ? { engine: 'pglite', pglite, folder }
          : null;
      if (!source) throw new Error('this database cannot be backed up from the server');
      fs.mkdirSync(dir, { recursive: true });
      const result = await takeBackup({ out: path.join(dir, backupFileName(new Date())), source, dataDir: config.dataDir });
      await finishRun(app.db, id, { file: result.file, sizeBytes: result.sizeBytes, schemaVersion: result.manifest.schemaVersion.at(-1) ?? null });
      const pruned = pruneBackups(dir, config.backupKeep ?? DEFAULT_OPS.backupKeep);
      app.log.info({ file: result.file, sizeBytes: result.sizeBytes, pruned: pruned.length, ...result.timings }, 'backup written');
      written = result.file;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      app.log.error({ err: error, dir }, 'scheduled backup failed');
      await finishRun(app.db, id, { error: message }).catch(() => undefined);
      await notifyBackupFailed(app, { dir, error: message });
    }
  };
  if (config.databaseUrl) await underLock(config.databaseUrl, run);
  else await run();
  return written;
}

/** Registers the schedule (and the embedded database's open mark) on the app. */
export function keepBackups(app: FastifyInstance, config: Config): void {
  const release = config.databaseUrl ? null : holdDataDir(config.dataDir);
  if (release) app.addHook('onClose', async () => release());
  if (!config.backupDir) return;
  const everyMs = config.backupEveryMs ?? DEFAULT_OPS.backupEveryMs;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let closed = false;
  const schedule = (delay: number) => {
    if (closed) return;
    timer = setTimeout(() => {
      running = runScheduledBackup(app, config)
        .catch((error: unknown) => app.log.error({ err: error }, 'scheduled backup failed'))
        .finally(() => {
          running = null;
          schedule(everyMs);
        });
    }, delay);
    timer.unref();
  };
  app.addHook('onReady', async () => {
    const last = await lastScheduledSuccess(app.db).catch(() => null);
    schedule(last ? Math.max(0, last.getTime() + everyMs - Date.now()) : 0);
  });
  app.addHook('onClose', async () => {
    closed = true;
    if (timer) clearTimeout(timer);
    await running;
  });
}
