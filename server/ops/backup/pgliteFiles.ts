/**
 * A backup of the embedded database that does not stall the server: PGlite's data folder is
 * copied file by file while the server keeps answering, then copied again under PGlite's query
 * lock for only the files that changed (or changed lately: file times are coarse), so the copy is
 * the folder as it stood at one moment, i.e. what PostgreSQL would find after a crash, which it
 * recovers from its WAL. The lock is held for the second pass only, not for the whole database.
 * (PGlite's own dumpDataDir reads the whole folder synchronously: seconds of a frozen event loop
 * on a big database, measured in bench/backup.ts.)
 */
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';
import type { BackupReader } from './format';
import { PGDATA_PREFIX } from './manifest';

/** A file written less than this before its first copy is copied again under the lock whatever its time says. */
const RECENT_MS = 2_000;
/** Never copied: the running server's marker, meaningless in a copy. */
const SKIPPED = new Set(['postmaster.pid']);

interface Seen {
  size: number;
  mtimeMs: number;
  /** When the first pass looked: a file written shortly before may have been written again within the same time tick. */
  seenAt: number;
}

async function filesOf(root: string): Promise<string[]> {
  const entries = await fs.promises.readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && !SKIPPED.has(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** Every folder under root (PostgreSQL needs its empty ones, e.g. pg_tblspc), relative, each ending in `/`. */
async function foldersOf(root: string): Promise<string[]> {
  const entries = await fs.promises.readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${path.relative(root, path.join(entry.parentPath, entry.name))}/`)
    .sort();
}

async function copyOne(from: string, to: string): Promise<void> {
  await fs.promises.mkdir(path.dirname(to), { recursive: true });
  await fs.promises.copyFile(from, to);
}

/** Copies again the files that changed (or were written around their last copy) since `seen`, and drops the deleted ones; answers how many it copied. */
async function refresh(folder: string, copy: string, seen: Map<string, Seen>): Promise<number> {
  const current = await filesOf(folder);
  const seenAt = Date.now();
  const stats = await Promise.all(current.map((file) => fs.promises.stat(path.join(folder, file))));
  const changed = current.filter((file, i) => {
    const before = seen.get(file);
    return !(before && before.size === stats[i].size && before.mtimeMs === stats[i].mtimeMs && before.seenAt - before.mtimeMs > RECENT_MS);
  });
  await Promise.all(changed.map((file) => copyOne(path.join(folder, file), path.join(copy, file))));
  const kept = new Set(current);
  for (const file of seen.keys()) if (!kept.has(file)) await fs.promises.rm(path.join(copy, file), { force: true });
  seen.clear();
  current.forEach((file, i) => seen.set(file, { size: stats[i].size, mtimeMs: stats[i].mtimeMs, seenAt }));
  return changed.length;
}

/**
 * Copies `folder` (PGlite's pgdata) into `copy` as of one moment: a checkpoint, a first copy, a
 * second one (unlocked) once the checkpoint's writes are older than RECENT_MS, then the last under
 * the lock. Answers how long the lock was held (ms) and how many files it copied.
 */
export async function copyPgliteFolder(pglite: PGlite, folder: string, copy: string): Promise<{ lockedMs: number; recopied: number }> {
  await pglite.exec('checkpoint');
  const checkpointAt = Date.now();
  for (const folderName of await foldersOf(folder)) await fs.promises.mkdir(path.join(copy, folderName), { recursive: true });
  const seen = new Map<string, Seen>();
  for (const file of await filesOf(folder)) {
    const stat = await fs.promises.stat(path.join(folder, file)).catch(() => null);
    if (!stat) continue;
    seen.set(file, { size: stat.size, mtimeMs: stat.mtimeMs, seenAt: Date.now() });
    await copyOne(path.join(folder, file), path.join(copy, file)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
      seen.delete(file);
    });
  }
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, checkpointAt + RECENT_MS + 50 - Date.now())));
  await refresh(folder, copy, seen);
  await new Promise((resolve) => setTimeout(resolve, RECENT_MS + 50));
  await refresh(folder, copy, seen);
  return pglite.runExclusive(async () => {
    const started = performance.now();
    const recopied = await refresh(folder, copy, seen);
    return { lockedMs: performance.now() - started, recopied };
  });
}

/** The relative paths of a copied folder's folders (ending in `/`) and files, for the backup's entries. */
export async function copiedPaths(root: string): Promise<string[]> {
  return [...(await foldersOf(root)), ...(await filesOf(root))];
}

/** Writes a backup's `pgdata/…` entries (gzip) into `folder`, which PGlite then opens as its data folder. */
export async function extractPgliteFiles(reader: BackupReader, folder: string): Promise<void> {
  for (const name of reader.names().filter((entry) => entry.startsWith(PGDATA_PREFIX))) {
    const relative = path.normalize(name.slice(PGDATA_PREFIX.length));
    if (relative.startsWith('..') || path.isAbsolute(relative)) throw new Error(`The backup's entry ${name} points outside the data folder.`);
    const target = path.join(folder, relative);
    if (name.endsWith('/')) {
      await fs.promises.mkdir(target, { recursive: true });
      continue;
    }
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    await pipeline(reader.stream(name), zlib.createGunzip(), fs.createWriteStream(target));
  }
}
