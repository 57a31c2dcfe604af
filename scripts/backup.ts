/**
 * `npm run backup -- --out FILE [--with-secret]`: one file holding the database (the configured
 * one: DATABASE_URL, else the embedded database in DATA_DIR), the device extraction bundles and,
 * only with --with-secret, the signing secret. See docs/operations.md.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { describeDatabase, loadConfig } from '../server/config';
import { describeManifest, fail, megabytes } from '../server/ops/backup/cli';
import { pgliteFolder, refuseIfInUse } from '../server/ops/backup/dataFiles';
import { currentSecret, takeBackup, type BackupSource } from '../server/ops/backup/takeBackup';

const USAGE = `Usage: npm run backup -- --out FILE [--with-secret]
  --out          the backup file to write (it must not exist yet)
  --with-secret  also store the signing secret (JWT_SECRET or the generated one): keep that file as safe as the secret`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { out: { type: 'string' }, 'with-secret': { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) return void console.log(USAGE);
  if (!values.out) fail('--out FILE is required.', USAGE);
  const config = loadConfig();
  if (config.dataDir === 'memory' && !config.databaseUrl) fail('DATA_DIR=memory holds nothing to back up.');
  const secret = values['with-secret'] ? currentSecret(config) : undefined;
  if (values['with-secret'] && secret === undefined) fail('--with-secret: there is no signing secret to store (JWT_SECRET is unset and DATA_DIR holds none).');
  let pglite: PGlite | null = null;
  let source: BackupSource;
  if (config.databaseUrl) {
    source = { engine: 'postgresql', databaseUrl: config.databaseUrl, forceDriver: process.env.BACKUP_WITHOUT_PG_DUMP === '1' };
  } else {
    refuseIfInUse(config.dataDir);
    const folder = pgliteFolder(config.dataDir);
    if (!fs.existsSync(folder) || fs.readdirSync(folder).length === 0) fail(`There is no embedded database in ${folder} to back up.`);
    pglite = new PGlite(folder);
    source = { engine: 'pglite', pglite, folder };
  }
  console.log(`Backing up ${describeDatabase(config)} …`);
  try {
    const result = await takeBackup({ out: values.out, source, dataDir: config.dataDir, secret });
    console.log(`Backup written: ${result.file} (${megabytes(result.sizeBytes)}): ${describeManifest(result.manifest)}.`);
  } finally {
    await pglite?.close();
  }
}

main().catch((error: unknown) => fail(error));
