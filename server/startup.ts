/**
 * The start-up steps of a server process, in their order: the configuration (read once, by
 * ./cluster.ts), the data folder, the database opened early, the app built (migrations under the
 * advisory lock), the start-up tasks, readiness, listening, the banner. One plain process and
 * each worker of WORKERS=N start through here.
 */
import type { FastifyInstance } from 'fastify';
import { describeDatabase, type Config } from './config';
import { createDb, pgliteOf } from './db/connection';
import { prepareDataFolder } from './prepare/pgliteTemplate';
import { copyDemoTemplate } from '../seed/demoTemplate';
import { loadPg } from './db/pgDriver';
import type { StartupReport } from './startupTasks';

export interface RunningServer {
  app: FastifyInstance;
  /** Null when this process skipped the start-up tasks (a worker other than the first). */
  report: StartupReport | null;
  /** The port the server listens on (the configured one, or the one the system gave for port 0). */
  port: number;
}

export interface StartOptions {
  /** Run the start-up tasks (configured admin, demo seed, demo accounts) and print the banner. */
  startupTasks: boolean;
  /** Last touches before listening (a worker marks its answers). */
  beforeListen?: (app: FastifyInstance) => void;
}

export async function startServer(config: Config, options: StartOptions): Promise<RunningServer> {
  // A first start in demo mode on the embedded database begins from the seeded demo template.
  if (config.demoData && !config.databaseUrl && config.dataDir !== 'memory') await copyDemoTemplate(config.dataDir);
  await prepareDataFolder({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  // Opened before the app's code is loaded: PGlite reads and compiles its WebAssembly meanwhile.
  if (config.databaseUrl) await loadPg();
  const db = createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  // Nobody waits on the opening until the first query, which reports any failure of it.
  void pgliteOf(db)?.waitReady.catch(() => undefined);
  const [{ buildApp }, { formatStartupBanner, runStartupTasks }] = await Promise.all([import('./app'), import('./startupTasks')]);
  const app = await buildApp(config, { db, ownsDb: true });
  const report = options.startupTasks ? await runStartupTasks(app, config) : null;
  // Migrations ran in buildApp and the start-up tasks just now: /api/ready may answer 200.
  app.lifecycle.markStarted();
  options.beforeListen?.(app);
  await app.listen({ port: config.port, host: config.host });
  if (report) console.log(formatStartupBanner(config, report, describeDatabase(config)));
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  return { app, report, port };
}
