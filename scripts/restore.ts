/**
 * `npm run restore -- FILE [--force]`: restores a backup into the configured database
 * (DATABASE_URL, else the embedded database in DATA_DIR), which must be empty unless --force.
 * Either engine's backup restores into either engine. See docs/operations.md.
 */
import { parseArgs } from 'node:util';
import { describeDatabase, loadConfig } from '../server/config';
import { describeManifest, fail } from '../server/ops/backup/cli';
import { restoreBackup } from '../server/ops/backup/restore';

const USAGE = `Usage: npm run restore -- FILE [--force]
  FILE     a file written by npm run backup
  --force  empty a database (and DATA_DIR's extraction bundles) that is not empty first: everything in it is replaced`;

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { force: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) return void console.log(USAGE);
  if (positionals.length !== 1) fail('Name one backup file.', USAGE);
  const config = loadConfig();
  if (config.dataDir === 'memory' && !config.databaseUrl) fail('DATA_DIR=memory would forget the restored database at once: set DATA_DIR or DATABASE_URL.');
  console.log(`Restoring ${positionals[0]} into ${describeDatabase(config)} …`);
  const report = await restoreBackup({
    file: positionals[0],
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    force: values.force,
    secretFromEnvironment: Boolean(config.jwtSecret),
    log: (line) => console.log(line),
  });
  console.log(`Restored: ${describeManifest(report.manifest)}.`);
  if (report.migrationsRun.length > 0) console.log(`Migrations run after loading: ${report.migrationsRun.join(', ')}.`);
  console.log('Sessions were not restored: everyone signs in again.');
}

main().catch((error: unknown) => fail(error));
