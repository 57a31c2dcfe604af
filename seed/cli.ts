/**
 * `npm run seed -- [--scale N|bench] [--seed S]`: prepares the configured database (DATA_DIR or
 * DATABASE_URL), seeds the demo users when it has none (printing the accounts), then demo records
 * of every type when the record tables are empty and the illustrative population derived from
 * them. Refuses (exit code 1) when they already hold records: seed another scale into a fresh
 * DATA_DIR or an empty PostgreSQL database.
 */
import { parseArgs } from 'node:util';
import { describeDatabase, loadConfig } from '../server/config';
import { buildApp } from '../server/app';
import { formatDemoAccounts, runStartupTasks } from '../server/startupTasks';
import { seedDemoPopulation } from './population';
import { DEFAULT_SEED, SeedRefusedError, countRecords, describeCounts, resolveScale, seedRecords, totalOf } from './records';

const USAGE = `Usage: npm run seed -- [--scale N|bench] [--seed S]
  --scale  1 (default) is a small demo: ${describeCounts(resolveScale(1))};
           N multiplies it (0.5, 10, …); "bench" is the benchmark's size: ${describeCounts(resolveScale('bench'))}
  --seed   a whole number (default ${DEFAULT_SEED}); the same seed and scale give the same records`;

function parseOptions() {
  try {
    const { values } = parseArgs({
      options: { scale: { type: 'string', default: '1' }, seed: { type: 'string', default: String(DEFAULT_SEED) }, help: { type: 'boolean', short: 'h' } },
    });
    if (values.help) {
      console.log(USAGE);
      process.exit(0);
    }
    if (!/^\d{1,9}$/.test(values.seed)) throw new Error(`--seed must be a whole number, not "${values.seed}"`);
    return { counts: resolveScale(values.scale), seed: Number(values.seed) };
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    process.exit(2);
  }
}

const { counts, seed } = parseOptions();
const config = { ...loadConfig(), demoData: true, staticDir: undefined, logLevel: 'silent' };
const app = await buildApp(config);
let exitCode = 0;
try {
  const report = await runStartupTasks(app, config, { demoRecords: false });
  console.log(`Database: ${describeDatabase(config)}`);
  console.log(report.seededDemo ? 'Demo users seeded.' : 'The database already has users; no users seeded.');
  if (report.demoAccounts) console.log(['Demo accounts:', ...formatDemoAccounts(report.demoAccounts)].join('\n'));

  const existing = await countRecords(app.db);
  if (totalOf(existing) > 0) throw new SeedRefusedError(existing);
  console.log(`Seeding ${describeCounts(counts)} (seed ${seed})…`);
  const summary = await seedRecords(app.db, { scale: counts, seed, onProgress: (line) => console.log(line) });
  console.log(`Demo records seeded in ${(summary.milliseconds / 1000).toFixed(1)} s.`);
  // After the records: the illustrative population is derived from their children of primary age.
  const populationRows = await seedDemoPopulation(app.db);
  if (populationRows > 0) console.log(`Illustrative demo population seeded: ${populationRows} rows.`);
} catch (error) {
  if (!(error instanceof SeedRefusedError)) throw error;
  console.error(`Refused: ${error.message}\nRecords now: ${describeCounts(error.existing)}.`);
  exitCode = 1;
} finally {
  await app.close();
}
process.exit(exitCode);
