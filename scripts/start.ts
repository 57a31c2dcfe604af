/**
 * `npm start`: the server (server/serve.ts) and, in demo mode, the demo collector agents in the
 * same process, so the Command Centre has devices to steer (DEMO_COLLECTORS=0 turns them off).
 */
import { closeOnSignals, exitOnStartFailure, startServer } from '../server/serve';

async function start(): Promise<void> {
  const { app, config, report, port } = await startServer();
  // Loaded once the server answers: the agents' code (socket.io client, generator) is not on the way to the first request.
  const demoAgents = config.demoData && report.demoAccounts ? await import('../collector/demo') : null;
  const agents = demoAgents && report.demoAccounts ? await demoAgents.startDemoAgents(`http://127.0.0.1:${port}`, report.demoAccounts, config.dataDir) : [];
  if (agents.length) console.log(`  ${agents.length} demo collector agent(s) online in the Command Centre (DEMO_COLLECTORS=0 turns them off).\n`);
  closeOnSignals(app, () => Promise.all(agents.map((agent) => agent.stop())));
}

start().catch(exitOnStartFailure);
