/**
 * Public figures below the state at scale: GET /api/public/indicators?level=lga&state=<the state
 * with most children> over real HTTP from this process, against the server as `npm start` runs it
 * (compiled, logging on; ./mainServer.ts) in its own process, on the bench database on PostgreSQL
 * (1,000,000 children; BENCH_SCALE shrinks it). The first call builds the figures and the one
 * suppression plan of every level (reported); then p50/p95 over BENCH_ITERATIONS (default 30)
 * after a warm-up, beside the state level (37 rows, the answer the site has always served) from
 * the same server in the same run. Goal: p95 ≤ 50 ms.
 */
import { sql } from 'kysely';
import { describeCounts } from '../seed/records';
import type { Row } from './lib';
import { startMainServer } from './mainServer';
import { benchCounts, benchDatabaseName, openPostgres } from './recordsDb';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 30);
const WARM_UP = 3;
const GOAL_MS = 50;

const percentile = (samples: number[], p: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

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
    const first = await timedGet(lga);
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
    ];
  } finally {
    await server.stop();
  }
}
