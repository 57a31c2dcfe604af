/**
 * Restores a backup into an empty target (or one emptied with --force): the database at the
 * backup's schema version, its rows loaded in one transaction, sequences past every id, then the
 * newer migrations; sessions are not restored, so every token issued before fails. A restore that
 * fails empties the target again and says so.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import { CamelCasePlugin, Kysely, Migrator, type MigrationProvider } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { MIGRATIONS } from '../../db/migrations';
import type { Database } from '../../db/schema';
import { BackupReader } from './format';
import { extractionsDir, hasFiles, pgliteFolder, refuseIfInUse, secretFile } from './dataFiles';
import { DATABASE_ENTRY, EXTRACTION_PREFIX, SECRET_ENTRY, type BackupManifest } from './manifest';
import { loadTables } from './loadTables';
import { extractPgliteFiles } from './pgliteFiles';
import { pgliteTarget, postgresTarget, type RestoreTarget } from './restoreTarget';
import { loadPg } from '../../db/pgDriver';

export class RestoreRefused extends Error {}

export interface RestoreOptions {
  file: string;
  databaseUrl?: string;
  dataDir: string;
  force: boolean;
  /** JWT_SECRET is set: a secret in the backup is not written (the environment's wins). */
  secretFromEnvironment?: boolean;
  log?: (line: string) => void;
}

export interface RestoreReport {
  manifest: BackupManifest;
  rows: Record<string, number>;
  migrationsRun: string[];
}

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

async function migrate(db: Kysely<Database>, to: string | 'latest'): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = to === 'latest' ? await migrator.migrateToLatest() : await migrator.migrateTo(to);
  if (error)
    throw new Error(
      `Migration ${results?.find((r) => r.status === 'Error')?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

export function checkSchema(manifest: BackupManifest): void {
  const unknown = manifest.schemaVersion.filter((name) => !(name in MIGRATIONS));
  if (unknown.length > 0) {
    throw new RestoreRefused(
      `This backup comes from a newer version: its schema has migrations this version does not know (${unknown.join(', ')}). Upgrade the product first, then restore.`,
    );
  }
}

export async function restoreBackup(options: RestoreOptions): Promise<RestoreReport> {
  const log = options.log ?? (() => {});
  const reader = await BackupReader.open(options.file);
  const { manifest } = reader;
  try {
    checkSchema(manifest);
    if (!options.databaseUrl) refuseIfInUse(options.dataDir);
    if (options.databaseUrl) await loadPg();
    const target = options.databaseUrl ? postgresTarget(options.databaseUrl) : pgliteTarget(options.dataDir);
    try {
      const contents = (await target.contents()) ?? (hasFiles(extractionsDir(options.dataDir)) ? 'device extraction bundles' : null);
      if (contents && !options.force) {
        throw new RestoreRefused(
          `Refusing to restore: ${target.describe} is not empty (it holds ${contents}). Restore into an empty one, or add --force to replace everything in it.`,
        );
      }
      if (contents) {
        log(`Emptying ${target.describe} (--force).`);
        await target.empty();
        fs.rmSync(extractionsDir(options.dataDir), { recursive: true, force: true });
      }
      const report = await restoreDatabase(reader, target, options, log).catch(async (error: unknown) => {
        await target.empty().catch(() => {});
        throw new Error(`Restore failed: ${error instanceof Error ? error.message : String(error)}. ${target.describe} was left empty.`, { cause: error });
      });
      await restoreFiles(reader, options, log);
      return report;
    } finally {
      await target.close();
    }
  } finally {
    await reader.close();
  }
}

async function restoreDatabase(reader: BackupReader, target: RestoreTarget, options: RestoreOptions, log: (line: string) => void): Promise<RestoreReport> {
  const { manifest } = reader;
  const names = Object.keys(MIGRATIONS);
  const version = manifest.schemaVersion.at(-1) ?? names[0];
  if ((manifest.database === 'pglite-datadir' || manifest.database === 'pglite-files') && !options.databaseUrl) {
    // Same engine: the data folder itself, as it was backed up.
    const folder = pgliteFolder(options.dataDir);
    fs.mkdirSync(folder, { recursive: true });
    let pglite: PGlite;
    if (manifest.database === 'pglite-files') {
      await extractPgliteFiles(reader, folder);
      pglite = new PGlite(folder);
    } else {
      pglite = new PGlite({ dataDir: folder, loadDataDir: new Blob([new Uint8Array(await reader.buffer(DATABASE_ENTRY))], { type: 'application/x-gzip' }) });
    }
    const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite), plugins: [new CamelCasePlugin()] });
    try {
      await db.deleteFrom('sessions').execute();
      const migrationsRun = await migrate(db, 'latest');
      return { manifest, rows: manifest.rowCounts, migrationsRun };
    } finally {
      await db.destroy();
    }
  }
  log(`Preparing ${target.describe} at schema ${version}.`);
  const db = await target.open(version === names.at(-1));
  await migrate(db, version);
  const rows = await loadTables(reader, target, log);
  const migrationsRun = await migrate(db, 'latest');
  return { manifest, rows, migrationsRun };
}

async function restoreFiles(reader: BackupReader, options: RestoreOptions, log: (line: string) => void): Promise<void> {
  if (options.dataDir === 'memory') return;
  const names = reader.names().filter((name) => name.startsWith(EXTRACTION_PREFIX));
  if (names.length > 0) fs.mkdirSync(extractionsDir(options.dataDir), { recursive: true });
  for (const name of names) {
    await pipeline(reader.stream(name), fs.createWriteStream(path.join(extractionsDir(options.dataDir), path.basename(name))));
  }
  if (names.length > 0) log(`${names.length} device extraction bundles restored into ${extractionsDir(options.dataDir)}.`);
  if (!reader.has(SECRET_ENTRY)) return;
  if (options.secretFromEnvironment) {
    log("The backup holds a signing secret, but JWT_SECRET is set: the environment's secret is used and the backup's is not written.");
    return;
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  fs.writeFileSync(secretFile(options.dataDir), (await reader.buffer(SECRET_ENTRY)).toString(), { mode: 0o600 });
  log(`The signing secret was restored into ${secretFile(options.dataDir)}.`);
}
