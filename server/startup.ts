/** What happens once after the app is built: the configured admin and the demo seed. */
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import { countUsers, ensureConfiguredAdmin } from './accounts/configuredAdmin';
import { generateDemoPassword, readDemoAccounts, saveDemoAccounts, seedDemoUsers, type DemoAccount } from './db/seed/demoUsers';
import { seedDemoProgrammes } from './db/seed/programmes';
import { describeCounts, type RecordCounts } from './db/seed/records/scale';

export interface StartupReport {
  seededDemo: boolean;
  demoAccounts: DemoAccount[] | null;
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
  const { SeedRefusedError, seedRecords } = await import('./db/seed/records');
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
  if (config.demoData && (await countUsers(app.db)) === 0) {
    const password = process.env.DEMO_PASSWORD || generateDemoPassword();
    const accounts = await seedDemoUsers(app.db, password);
    saveDemoAccounts(config.dataDir, accounts);
    seededDemo = true;
    if (options.demoRecords !== false) demoRecords = await seedDemoRecords(app);
    await seedDemoProgrammes(app.db);
  }
  const adminFromEnvironment =
    config.adminEmail && config.adminPassword ? await ensureConfiguredAdmin(app.db, config.adminEmail, config.adminPassword) : null;
  return {
    seededDemo,
    demoAccounts: config.demoData ? readDemoAccounts(config.dataDir) : null,
    adminFromEnvironment,
    demoRecords,
  };
}

export function formatStartupBanner(config: Config, report: StartupReport, database: string): string {
  const lines = [
    '',
    `  Education Data Platform is running at ${config.publicUrl}`,
    `  Database: ${database}`,
  ];
  if (report.adminFromEnvironment) lines.push(`  Admin ${config.adminEmail} ${report.adminFromEnvironment} from ADMIN_EMAIL/ADMIN_PASSWORD.`);
  if (report.demoAccounts) {
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
