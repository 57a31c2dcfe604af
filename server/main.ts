/** `npm start`: read the environment, build the app, run start-up tasks, listen. */
import { ConfigError, describeDatabase, loadConfig } from './config';
import { buildApp } from './app';
import { formatStartupBanner, runStartupTasks } from './startup';
import { startDemoAgents } from '../collector/demo';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp(config);
  const report = await runStartupTasks(app, config);
  await app.listen({ port: config.port, host: config.host });
  console.log(formatStartupBanner(config, report, describeDatabase(config)));
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const agents = config.demoData && report.demoAccounts ? await startDemoAgents(`http://127.0.0.1:${port}`, report.demoAccounts, config.dataDir) : [];
  if (agents.length) console.log(`  ${agents.length} demo collector agent(s) online in the Command Centre (DEMO_COLLECTORS=0 turns them off).\n`);

  const shutdown = async (signal: string) => {
    app.log.info(`${signal} received, shutting down`);
    await Promise.all(agents.map((agent) => agent.stop()));
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('The server could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
