/** What happens once after the app is built: the configured admin and the demo seed. */
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import { countUsers, ensureConfiguredAdmin } from './accounts/configuredAdmin';
import { checkDemoAccounts, generateDemoPassword, saveDemoAccounts, seedDemoUsers, type DemoAccount } from '../seed/demoUsers';
import { seedDemoProgrammes } from '../seed/programmes';
import { seedDemoPopulation } from '../seed/population';
import { describeCounts, type RecordCounts } from '../seed/records/scale';
import { finishDemoCopy, readPendingDemoCopy } from '../seed/demoTemplate';

export interface StartupReport {
  seededDemo: boolean;
  /** The demo accounts whose saved password still signs in (printed, used by the demo agents). */
  demoAccounts: DemoAccount[] | null;
  /** Demo accounts left out: password changed (dropped from the file) or account suspended. */
  demoAccountsLeftOut: { withdrawn: number; suspended: number };
  adminFromEnvironment: 'created' | 'updated' | null;
  /** Demo records seeded with the demo users (an empty data directory), or null. */
  demoRecords: RecordCounts | null;
}

export interface StartupOptions {
  /** Seed the small demo of records along with the demo users (default true; `npm run seed` seeds its own scale). */
  demoRecords?: boolean;
}

/** The small demo of records (scale 1); faker is loaded only when it is needed. */
async function seedDemoRecords(app: FastifyInstance): Promise<RecordCounts | null> {
  const { SeedRefusedError, seedRecords } = await import('../seed/records');
  try {
    return (await seedRecords(app.db)).counts;
  } catch (error) {
    if (error instanceof SeedRefusedError) return null;
    throw error;
  }
}

export async function runStartupTasks(app: FastifyInstance, config: Config, options: StartupOptions = {}): Promise<StartupReport> {
  let seededDemo = false;
  let demoRecords: RecordCounts | null = null;
  // A data folder started as a copy of the demo template (./startup.ts): already seeded, to be finished.
  const demoCopy = readPendingDemoCopy(config.dataDir);
  if (demoCopy) {
    await finishDemoCopy(app.db, config.dataDir, demoCopy, process.env.DEMO_PASSWORD || generateDemoPassword());
    seededDemo = true;
    demoRecords = demoCopy.counts;
  } else if (config.demoData && (await countUsers(app.db)) === 0) {
    const password = process.env.DEMO_PASSWORD || generateDemoPassword();
    const accounts = await seedDemoUsers(app.db, password);
    saveDemoAccounts(config.dataDir, accounts);
    seededDemo = true;
    if (options.demoRecords !== false) demoRecords = await seedDemoRecords(app);
    await seedDemoProgrammes(app.db);
    await seedDemoPopulation(app.db);
  }
  const adminFromEnvironment = config.adminEmail && config.adminPassword ? await ensureConfiguredAdmin(app.db, config.adminEmail, config.adminPassword) : null;
  const demo = config.demoData ? await checkDemoAccounts(app.db, config.dataDir) : null;
  return {
    seededDemo,
    demoAccounts: demo?.working ?? null,
    demoAccountsLeftOut: { withdrawn: demo?.withdrawn.length ?? 0, suspended: demo?.suspended.length ?? 0 },
    adminFromEnvironment,
    demoRecords,
  };
}

export function formatStartupBanner(config: Config, report: StartupReport, database: string): string {
  const lines = ['', `  Education Data Platform is running at ${config.publicUrl}`, `  Database: ${database}`];
  if (report.adminFromEnvironment) lines.push(`  Admin ${config.adminEmail} ${report.adminFromEnvironment} from ADMIN_EMAIL/ADMIN_PASSWORD.`);
  const { withdrawn, suspended } = report.demoAccountsLeftOut;
  if (withdrawn) lines.push(`  ${withdrawn} demo account(s) no longer use their demo password: removed from demo-accounts.json.`);
  if (suspended) lines.push(`  ${suspended} demo account(s) suspended: not shown.`);
  if (report.demoAccounts?.length) {
    lines.push(report.seededDemo ? '  Demo data seeded. Demo accounts:' : '  Demo accounts:');
    lines.push(...formatDemoAccounts(report.demoAccounts));
    if (report.demoRecords) lines.push(`  Demo records: ${describeCounts(report.demoRecords)}.`);
    lines.push(`  Sign in at ${config.publicUrl}/login`);
  }
  lines.push('');
  return lines.join('\n');
}

export function formatDemoAccounts(accounts: DemoAccount[]): string[] {
  return accounts.map((a) => `    ${a.role.padEnd(12)} ${a.email.padEnd(26)} ${a.password}`);
}
