/**
 * Writes one backup file: manifest, database entry, extraction bundles, and the signing secret
 * only when asked. Written beside the target as `.partial` and renamed when complete, so a file
 * with the final name is always a whole backup.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { BackupWriter } from './format';
import { extractionNames, extractionsDir, secretFile } from './dataFiles';
import { BACKUP_FORMAT_VERSION, DATABASE_ENTRY, EXTRACTION_PREFIX, readDatabaseFacts, SECRET_ENTRY, type BackupManifest, type DatabaseFacts, type DatabaseFormat } from './manifest';
import { withPostgresSnapshot } from './postgresDump';

export type BackupSource = { engine: 'pglite'; pglite: PGlite } | { engine: 'postgresql'; databaseUrl: string; forceDriver?: boolean };

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
}

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
  const entry: Entry = (name, data) => {
    if (!state.writer) throw new Error('The backup file is not open.');
    return state.writer.entry(name, data);
  };
  try {
    let manifest: BackupManifest;
    if (options.source.engine === 'pglite') {
      const pglite = options.source.pglite;
      manifest = manifestOf(await readDatabaseFacts({ rows: async <T>(text: string) => (await pglite.query<T>(text)).rows }), 'pglite-datadir');
      await pglite.exec('checkpoint');
      const dump = await pglite.dumpDataDir('gzip');
      state.writer = await BackupWriter.create(partial, manifest);
      await entry(DATABASE_ENTRY, Buffer.from(await dump.arrayBuffer()));
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
    return { file: options.out, sizeBytes: fs.statSync(options.out).size, manifest };
  } catch (error) {
    await state.writer?.abandon();
    fs.rmSync(partial, { force: true });
    throw error;
  }
}

/** The secret a backup with --with-secret holds: JWT_SECRET, else the generated one in DATA_DIR. */
export function currentSecret(config: { jwtSecret?: string; dataDir: string }): string | undefined {
  if (config.jwtSecret) return config.jwtSecret;
  if (config.dataDir === 'memory' || !fs.existsSync(secretFile(config.dataDir))) return undefined;
  return fs.readFileSync(secretFile(config.dataDir), 'utf8').trim();
}
