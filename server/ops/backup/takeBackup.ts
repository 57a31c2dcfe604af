/**
 * Writes one backup file: manifest, database entry, extraction bundles, and the signing secret
 * only when asked. Written beside the target as `.partial` and renamed when complete, so a file
 * with the final name is always a whole backup.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';
import { BackupWriter } from './format';
import { extractionNames, extractionsDir, secretFile } from './dataFiles';
import {
  BACKUP_FORMAT_VERSION,
  DATABASE_ENTRY,
  EXTRACTION_PREFIX,
  PGDATA_PREFIX,
  readDatabaseFacts,
  SECRET_ENTRY,
  type BackupManifest,
  type DatabaseFacts,
  type DatabaseFormat,
} from './manifest';
import { copiedPaths, copyPgliteFolder } from './pgliteFiles';
import { withPostgresSnapshot } from './postgresDump';

/** `folder`: the PGlite instance's data folder on disk (copied without stalling the server); unset (in memory): PGlite's dumpDataDir. */
export type BackupSource = { engine: 'pglite'; pglite: PGlite; folder?: string } | { engine: 'postgresql'; databaseUrl: string; forceDriver?: boolean };

export interface BackupOptions {
  out: string;
  source: BackupSource;
  dataDir: string;
  /** The signing secret to include (JWT_SECRET or the generated one); unset: none. */
  secret?: string;
}

export interface BackupResult {
  file: string;
  sizeBytes: number;
  manifest: BackupManifest;
  /** Milliseconds per step (for the log): reading the facts, copying the database, and PGlite's query lock held. */
  timings: Record<string, number>;
}

/** Ids per counting query on PGlite (a few ms each), so counting never holds the server's event loop for long. */
const PGLITE_COUNT_CHUNK = 20_000;

type Entry = (name: string, data: AsyncIterable<Buffer | string> | Buffer) => Promise<number>;

export async function takeBackup(options: BackupOptions): Promise<BackupResult> {
  if (fs.existsSync(options.out)) throw new Error(`${options.out} already exists: choose another file name.`);
  fs.mkdirSync(path.dirname(path.resolve(options.out)), { recursive: true });
  const partial = `${options.out}.partial`;
  fs.rmSync(partial, { force: true });
  const extractions = extractionNames(options.dataDir);
  const manifestOf = (facts: DatabaseFacts, database: DatabaseFormat): BackupManifest => ({
    format: BACKUP_FORMAT_VERSION,
    engine: options.source.engine,
    database,
    ...facts,
    createdAt: new Date().toISOString(),
    secretIncluded: options.secret !== undefined,
    extractionFiles: extractions.length,
  });
  const writeRest = async (entry: Entry) => {
    for (const name of extractions) await entry(`${EXTRACTION_PREFIX}${name}`, fs.createReadStream(path.join(extractionsDir(options.dataDir), name)));
    if (options.secret !== undefined) await entry(SECRET_ENTRY, Buffer.from(options.secret));
  };

  const state: { writer: BackupWriter | null } = { writer: null };
  const timings: Record<string, number> = {};
  const started = performance.now();
  const entry: Entry = (name, data) => {
    if (!state.writer) throw new Error('The backup file is not open.');
    return state.writer.entry(name, data);
  };
  try {
    let manifest: BackupManifest;
    if (options.source.engine === 'pglite') {
      const { pglite, folder } = options.source;
      const runner = { rows: async <T>(text: string) => (await pglite.query<T>(text)).rows };
      manifest = manifestOf(await readDatabaseFacts(runner, { chunk: PGLITE_COUNT_CHUNK }), folder ? 'pglite-files' : 'pglite-datadir');
      timings.factsMs = Math.round(performance.now() - started);
      state.writer = await BackupWriter.create(partial, manifest);
      if (folder) timings.lockedMs = await writePgliteFiles(pglite, folder, `${options.out}.pgdata`, entry);
      else await entry(DATABASE_ENTRY, Buffer.from(await (await pglite.dumpDataDir('gzip')).arrayBuffer()));
    } else {
      manifest = await withPostgresSnapshot(options.source.databaseUrl, options.source.forceDriver ?? false, async (snapshot) => {
        const made = manifestOf(snapshot.facts, snapshot.format);
        state.writer = await BackupWriter.create(partial, made);
        await snapshot.write(entry);
        return made;
      });
    }
    await writeRest(entry);
    await state.writer?.finish();
    fs.renameSync(partial, options.out);
    timings.totalMs = Math.round(performance.now() - started);
    return { file: options.out, sizeBytes: fs.statSync(options.out).size, manifest, timings };
  } catch (error) {
    await state.writer?.abandon();
    fs.rmSync(partial, { force: true });
    throw error;
  }
}

/** The data folder as of one moment (./pgliteFiles.ts), each file an entry `pgdata/…` (gzip). */
async function writePgliteFiles(pglite: PGlite, folder: string, copy: string, entry: Entry): Promise<number> {
  // Asynchronous removal: a synchronous one of a big copy would hold the server's event loop.
  await fs.promises.rm(copy, { recursive: true, force: true });
  try {
    const { lockedMs } = await copyPgliteFolder(pglite, folder, copy);
    for (const name of await copiedPaths(copy)) {
      const entryName = `${PGDATA_PREFIX}${name.split(path.sep).join('/')}`;
      await entry(entryName, name.endsWith('/') ? Buffer.alloc(0) : fs.createReadStream(path.join(copy, name)).pipe(zlib.createGzip({ level: 1 })));
    }
    return Math.round(lockedMs);
  } finally {
    await fs.promises.rm(copy, { recursive: true, force: true });
  }
}

/** The secret a backup with --with-secret holds: JWT_SECRET, else the generated one in DATA_DIR. */
export function currentSecret(config: { jwtSecret?: string; dataDir: string }): string | undefined {
  if (config.jwtSecret) return config.jwtSecret;
  if (config.dataDir === 'memory' || !fs.existsSync(secretFile(config.dataDir))) return undefined;
  return fs.readFileSync(secretFile(config.dataDir), 'utf8').trim();
}
