/**
 * Public figures below the state at scale: GET /api/public/indicators?level=lga&state=<the state
 * with most children> over real HTTP from this process, against the server as `npm start` runs it
 * (compiled, logging on; ./mainServer.ts) in its own process, on the bench database on PostgreSQL
 * (1,000,000 children; BENCH_SCALE shrinks it). The first call builds the figures and the one
 * suppression plan of every level (reported); then p50/p95 over BENCH_ITERATIONS (default 30)
 * after a warm-up, beside the state level (37 rows, the answer the site has always served) from
 * the same server in the same run. Goal: p95 ≤ 50 ms. A second row: GET /api/health every 25 ms
 * while that first call builds (the plan is computed in slices), beside the same health check
 * on the idle server. Goal: no health answer slower than 250 ms.
 */
import { sql } from 'kysely';
import { describeCounts } from '../seed/records';
import type { Row } from './lib';
import { startMainServer } from './mainServer';
import { benchCounts, benchDatabaseName, openPostgres } from './recordsDb';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 30);
const WARM_UP = 3;
const GOAL_MS = 50;
const HEALTH_GOAL_MS = 250;

const percentile = (samples: number[], p: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Health answers' times while `work` runs (one at a time, 25 ms apart). */
async function healthDuring(baseUrl: string, work: Promise<unknown>): Promise<number[]> {
  let done = false;
  void work.finally(() => (done = true));
  const times: number[] = [];
  while (!done) {
    times.push(await timedGet(`${baseUrl}/api/health`));
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return times;
}

async function timedGet(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url);
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  await response.arrayBuffer();
  return performance.now() - started;
}

export async function publicLocalRows(): Promise<Row[]> {
  const counts = benchCounts();
  console.error(`Public LGA figures at ${describeCounts(counts)}.`);
  const bench = await openPostgres(counts);
  const figure = `GET /public/indicators?level=lga at ${describeCounts(counts)}, PostgreSQL`;
  if (typeof bench === 'string') return [{ figure, value: 'skipped', baseline: '-', ratio: '-', goal: bench, met: false }];
  const { rows } = await sql<{ state: string }>`select state from oos_children group by state order by count(*) desc limit 1`.execute(bench.db);
  const state = rows[0]?.state ?? 'kano';
  await bench.close();
  const databaseUrl = new URL(process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
  databaseUrl.pathname = `/${benchDatabaseName(counts)}`;
  const server = await startMainServer(databaseUrl.toString());
  try {
    const lga = `${server.baseUrl}/api/public/indicators?level=lga&state=${state}`;
    const baseline = `${server.baseUrl}/api/public/indicators?level=state`;
    const idleHealth: number[] = [];
    for (let i = 0; i < 20; i += 1) idleHealth.push(await timedGet(`${server.baseUrl}/api/health`));
    const building = timedGet(lga);
    const busyHealth = await healthDuring(server.baseUrl, building);
    const first = await building;
    for (let i = 0; i < WARM_UP; i += 1) {
      await timedGet(lga);
      await timedGet(baseline);
    }
    const lgaTimes: number[] = [];
    const baseTimes: number[] = [];
    for (let i = 0; i < ITERATIONS; i += 1) {
      // Alternate which goes first, so neither always meets the warmer connection.
      if (i % 2 === 0) {
        lgaTimes.push(await timedGet(lga));
        baseTimes.push(await timedGet(baseline));
      } else {
        baseTimes.push(await timedGet(baseline));
        lgaTimes.push(await timedGet(lga));
      }
    }
    const p95 = percentile(lgaTimes, 0.95);
    const baseP95 = percentile(baseTimes, 0.95);
    return [
      {
        figure: `${figure} (state=${state}, after the first call)`,
        value: `p95 ${ms(p95)} (p50 ${ms(percentile(lgaTimes, 0.5))}; first call ${(first / 1000).toFixed(1)} s)`,
        baseline: `level=state p95 ${ms(baseP95)} (p50 ${ms(percentile(baseTimes, 0.5))})`,
        ratio: (p95 / baseP95).toFixed(2),
        goal: `p95 ≤ ${GOAL_MS} ms`,
        met: p95 <= GOAL_MS,
      },
      {
        figure: `GET /api/health while the first call builds every level (${describeCounts(counts)})`,
        value: `max ${ms(Math.max(...busyHealth))} (p95 ${ms(percentile(busyHealth, 0.95))}, ${busyHealth.length} checks)`,
        baseline: `idle server: max ${ms(Math.max(...idleHealth))} (p95 ${ms(percentile(idleHealth, 0.95))})`,
        ratio: (Math.max(...busyHealth) / Math.max(...idleHealth)).toFixed(2),
        goal: `max ≤ ${HEALTH_GOAL_MS} ms`,
        met: Math.max(...busyHealth) <= HEALTH_GOAL_MS,
      },
    ];
  } finally {
    await server.stop();
  }
}
