/** What happens once after the app is built: the configured admin and the demo seed. */
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import { countUsers, ensureConfiguredAdmin } from './db/bootstrap';
import { generateDemoPassword, readDemoAccounts, saveDemoAccounts, seedDemoUsers, type DemoAccount } from './db/seed/demoUsers';

export interface StartupReport {
  seededDemo: boolean;
  demoAccounts: DemoAccount[] | null;
  adminFromEnvironment: 'created' | 'updated' | null;
}

export async function runStartupTasks(app: FastifyInstance, config: Config): Promise<StartupReport> {
  let seededDemo = false;
  if (config.demoData && (await countUsers(app.db)) === 0) {
    const password = process.env.DEMO_PASSWORD || generateDemoPassword();
    const accounts = await seedDemoUsers(app.db, password);
    saveDemoAccounts(config.dataDir, accounts);
    seededDemo = true;
  }
  const adminFromEnvironment =
    config.adminEmail && config.adminPassword ? await ensureConfiguredAdmin(app.db, config.adminEmail, config.adminPassword) : null;
  return {
    seededDemo,
    demoAccounts: config.demoData ? readDemoAccounts(config.dataDir) : null,
    adminFromEnvironment,
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
    lines.push(`  Sign in at ${config.publicUrl}/login`);
  }
  lines.push('');
  return lines.join('\n');
}

export function formatDemoAccounts(accounts: DemoAccount[]): string[] {
  return accounts.map((a) => `    ${a.role.padEnd(12)} ${a.email.padEnd(26)} ${a.password}`);
}
