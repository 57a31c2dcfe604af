/**
 * `npm start`: the server (one process, or WORKERS=N behind one port: server/cluster.ts) and, in
 * demo mode, the demo collector agents, started once (in the primary when there are workers) so
 * the Command Centre has devices to steer (DEMO_COLLECTORS=0 turns them off).
 */
import { exitOnStartFailure, startServerProcesses } from '../server/cluster';

async function start(): Promise<void> {
  const started = await startServerProcesses();
  if (!started) return; // a worker of WORKERS=N: it serves, the primary runs the agents
  const { config, demoAccounts, port } = started;
  // Loaded once the server answers: the agents' code (socket.io client, generator) is not on the way to the first request.
  const demoAgents = config.demoData && demoAccounts ? await import('../collector/demo') : null;
  const agents = demoAgents && demoAccounts ? await demoAgents.startDemoAgents(`http://127.0.0.1:${port}`, demoAccounts, config.dataDir) : [];
  if (agents.length) console.log(`  ${agents.length} demo collector agent(s) online in the Command Centre (DEMO_COLLECTORS=0 turns them off).\n`);
  started.closeOnSignals(() => Promise.all(agents.map((agent) => agent.stop())));
}

start().catch(exitOnStartFailure);
