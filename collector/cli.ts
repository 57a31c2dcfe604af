/**
 * `npx tsx collector/cli.ts --server URL --email E --password P [--seed N] [--store FILE]
 *  [--records N] [--generate-every SECONDS] [--failure-rate 0..1] [--wait SECONDS] [--quiet]`
 */
import { parseArgs } from 'node:util';
import { DEFAULT_COUNTS } from './generate';
import { startAgentWhenReady } from './startWhenReady';

const USAGE =
  'Usage: collector --server http://localhost:8080 --email collector@example.org --password SECRET [--seed 1] [--store data/collector.json] [--records 60] [--generate-every 30] [--failure-rate 0.1] [--wait 60] [--quiet]';

function scaled(total: number) {
  const sum = Object.values(DEFAULT_COUNTS).reduce((a, b) => a + b, 0);
  return Object.fromEntries(Object.entries(DEFAULT_COUNTS).map(([table, n]) => [table, Math.max(1, Math.round((n * total) / sum))]));
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      server: { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
      seed: { type: 'string', default: '1' },
      store: { type: 'string' },
      records: { type: 'string' },
      'generate-every': { type: 'string', default: '0' },
      'failure-rate': { type: 'string', default: '0' },
      wait: { type: 'string', default: '60' },
      quiet: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help || !values.server || !values.email || !values.password) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  const agent = await startAgentWhenReady(
    {
      server: values.server,
      email: values.email,
      password: values.password,
      seed: Number(values.seed),
      store: values.store,
      records: values.records ? scaled(Number(values.records)) : undefined,
      generateEveryMs: Number(values['generate-every']) * 1000,
      sync: { networkFailureRate: Number(values['failure-rate']) },
      echo: values.quiet ? undefined : (line) => console.log(line),
    },
    {
      waitMs: Number(values.wait) * 1000,
      onRetry: (error, delayMs) => console.log(`${error.message}; trying again in ${(delayMs / 1000).toFixed(1)} s.`),
    },
  );
  console.log(`Collector ${agent.user.fullName} <${agent.user.email}> (id ${agent.collectorId}) started with ${agent.store.size} local record(s).`);
  const stop = async () => {
    await agent.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error('The collector agent could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
