/**
 * `npm start`: the server (server/serve.ts) and, in demo mode, the demo collector agents in the
 * same process, so the Command Centre has devices to steer (DEMO_COLLECTORS=0 turns them off).
 */
import { startDemoAgents } from '../collector/demo';
import { closeOnSignals, exitOnStartFailure, startServer } from '../server/serve';

async function start(): Promise<void> {
  const { app, config, report, port } = await startServer();
  const agents = config.demoData && report.demoAccounts ? await startDemoAgents(`http://127.0.0.1:${port}`, report.demoAccounts, config.dataDir) : [];
  if (agents.length) console.log(`  ${agents.length} demo collector agent(s) online in the Command Centre (DEMO_COLLECTORS=0 turns them off).\n`);
  closeOnSignals(app, () => Promise.all(agents.map((agent) => agent.stop())));
}

start().catch(exitOnStartFailure);
