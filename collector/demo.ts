/**
 * `npm start` in demo mode (scripts/start.ts): agents for the demo collectors, in the server's process, so the
 * Command Centre has devices to steer. DEMO_COLLECTORS (server/config.ts) sets how many.
 */
import path from 'node:path';
import { isCollectorRole } from '../src/domain/roles';
import { startAgent, type Agent } from './agent';

export interface DemoAccountLike {
  role: string;
  email: string;
  password: string;
}

/**
 * Starts one agent per demo collector account (up to `count`); failures are reported, not fatal.
 * Their local stores live in `<dataDir>/collectors/` so a restart does not duplicate records.
 */
export async function startDemoAgents(server: string, accounts: readonly DemoAccountLike[], dataDir: string, count: number): Promise<Agent[]> {
  const collectors = accounts.filter((account) => isCollectorRole(account.role)).slice(0, count);
  const started = await Promise.allSettled(
    collectors.map((account, index) =>
      startAgent({
        server,
        email: account.email,
        password: account.password,
        seed: index + 1,
        store: dataDir === 'memory' ? undefined : path.join(dataDir, 'collectors', `${account.email}.json`),
        // A new record every minute or so, and a dropped upload now and then, as in the field.
        generateEveryMs: 45_000 + index * 10_000,
        sync: { networkFailureRate: 0.1, batchSize: 25 },
      }),
    ),
  );
  const agents: Agent[] = [];
  started.forEach((outcome, index) => {
    if (outcome.status === 'fulfilled') agents.push(outcome.value);
    else console.warn(`  Demo collector ${collectors[index].email} did not start: ${String(outcome.reason)}`);
  });
  return agents;
}
