/**
 * `npm start`: the server (one process, or WORKERS=N behind one port: server/cluster.ts) and, in
 * demo mode, the demo collector agents, started once (in the primary when there are workers) so
 * the Command Centre has devices to steer (DEMO_COLLECTORS=0 turns them off).
 */
import { exitOnStartFailure, startServerProcesses } from '../server/cluster';
import { DEFAULT_DEMO_COLLECTORS } from '../server/config';
import type { Agent } from '../collector/agent';

async function start(): Promise<void> {
  const started = await startServerProcesses();
  if (!started) return; // a worker of WORKERS=N: it serves, the primary runs the agents
  const { config, demoAccounts, port } = started;
  // Listening for SIGTERM before the agents start: a stop while they start is still a graceful one.
  const agents: Agent[] = [];
  started.closeOnSignals(() => Promise.all(agents.map((agent) => agent.stop())));
  const count = config.demoCollectors ?? DEFAULT_DEMO_COLLECTORS;
  if (!config.demoData || !demoAccounts || count === 0) return;
  // Loaded once the server answers: the agents' code (socket.io client, generator) is not on the way to the first request.
  const { startDemoAgents } = await import('../collector/demo');
  agents.push(...(await startDemoAgents(`http://127.0.0.1:${port}`, demoAccounts, config.dataDir, count)));
  if (agents.length) console.log(`  ${agents.length} demo collector agent(s) online in the Command Centre (DEMO_COLLECTORS=0 turns them off).\n`);
}

start().catch(exitOnStartFailure);
