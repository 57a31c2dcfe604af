/**
 * `npm run seed`: prepares the configured database (DATA_DIR or DATABASE_URL) and seeds the demo
 * users when it has none, printing the accounts. Safe to run twice.
 */
import { describeDatabase, loadConfig } from '../../config';
import { buildApp } from '../../app';
import { formatDemoAccounts, runStartupTasks } from '../../startup';

const config = { ...loadConfig(), demoData: true, staticDir: undefined, logLevel: 'silent' };
const app = await buildApp(config);
const report = await runStartupTasks(app, config);
console.log(`Database: ${describeDatabase(config)}`);
console.log(report.seededDemo ? 'Demo users seeded.' : 'The database already has users; nothing seeded.');
if (report.demoAccounts) console.log(['Demo accounts:', ...formatDemoAccounts(report.demoAccounts)].join('\n'));
await app.close();
