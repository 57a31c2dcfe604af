/** Reading the environment, building the app, running the start-up tasks and listening: what every entry point shares. */
import type { FastifyInstance } from 'fastify';
import { ConfigError, describeDatabase, loadConfig, type Config } from './config';
import { createDb, pgliteOf } from './db/connection';
import { prepareDataFolder } from './prepare/pgliteTemplate';
import { copyDemoTemplate } from '../seed/demoTemplate';
import { loadPg } from './db/pgDriver';
import type { StartupReport } from './startup';
import { closeOnSignals } from './ops/shutdown';

export { closeOnSignals };

export interface RunningServer {
  app: FastifyInstance;
  config: Config;
  report: StartupReport;
  /** The port the server listens on (the configured one, or the one the system gave for port 0). */
  port: number;
}

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** Starts the server and prints the start-up banner; a configuration error ends the process with its message. */
export async function startServer(): Promise<RunningServer> {
  const config = readConfig();
  // A first start in demo mode on the embedded database begins from the seeded demo template.
  if (config.demoData && !config.databaseUrl && config.dataDir !== 'memory') await copyDemoTemplate(config.dataDir);
  await prepareDataFolder({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  // Opened before the app's code is loaded: PGlite reads and compiles its WebAssembly meanwhile.
  if (config.databaseUrl) await loadPg();
  const db = createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  // Nobody waits on the opening until the first query, which reports any failure of it.
  void pgliteOf(db)?.waitReady.catch(() => undefined);
  const [{ buildApp }, { formatStartupBanner, runStartupTasks }] = await Promise.all([import('./app'), import('./startup')]);
  const app = await buildApp(config, { db, ownsDb: true });
  const report = await runStartupTasks(app, config);
  // Migrations ran in buildApp and the start-up tasks just now: /api/ready may answer 200.
  app.lifecycle.markStarted();
  await app.listen({ port: config.port, host: config.host });
  console.log(formatStartupBanner(config, report, describeDatabase(config)));
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  return { app, config, report, port };
}

export function exitOnStartFailure(error: unknown): never {
  console.error('The server could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
}
