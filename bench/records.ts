/**
 * Record lists at scale: out-of-school children of the most populous state, newest update first,
 * page 1 (offset 0) and page 500 (offset 9,980), 20 rows, through the records API's listRecords
 * (rows and total, as GET /api/admin/oos-children runs them) against the very same SQL sent
 * through the raw driver in the same run. p50/p95 over BENCH_ITERATIONS (default 200) after a
 * warm-up, on PGlite and on PostgreSQL. BENCH_SCALE shrinks the data (default 1: 1,000,000 children).
 * BENCH_ENGINES limits the engines: pglite, postgres or both (default).
 */
import { sql, type CompiledQuery } from 'kysely';
import { listRecords, outOfSchoolChildrenDef, type RawListQuery } from '../server/records';
import { describeCounts } from '../server/db/seed/records';
import type { Row } from './lib';
import { benchCounts, openPglite, openPostgres, type BenchDb } from './recordsDb';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
const WARM_UP = 20;
const PAGE_SIZE = 20;
const GOAL_MS = 25;

interface Timing {
  p50: number;
  p95: number;
}

function percentiles(samples: number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];
  return { p50: at(0.5), p95: at(0.95) };
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

/** The state with the most children in this database. */
async function populousState(bench: BenchDb): Promise<string> {
  const { rows } = await sql<{ state: string }>`select state from oos_children group by state order by count(*) desc limit 1`.execute(bench.db);
  return rows[0].state;
}

interface PageResult {
  api: Timing;
  raw: Timing;
  rows: number;
  total: number;
}

async function measurePage(bench: BenchDb, state: string, page: number): Promise<PageResult> {
  const offset = (page - 1) * PAGE_SIZE;
  const query: RawListQuery = { sort: '["updatedAt","DESC"]', range: `[${offset},${offset + PAGE_SIZE - 1}]`, filter: JSON.stringify({ state }) };
  const api = () => listRecords(bench.db, outOfSchoolChildrenDef, query);
  bench.capture = [];
  const sample = await api();
  const statements: CompiledQuery[] = bench.capture;
  bench.capture = null;
  // The API sends its statements together (rows and count); so does the raw run.
  const raw = () => Promise.all(statements.map((statement, i) => bench.raw(i, statement)));
  for (let i = 0; i < WARM_UP; i += 1) {
    await api();
    await raw();
  }
  const apiTimes: number[] = [];
  const rawTimes: number[] = [];
  for (let i = 0; i < ITERATIONS; i += 1) {
    // Alternate which goes first, so neither always meets the warmer cache.
    if (i % 2 === 0) {
      apiTimes.push(await timed(api));
      rawTimes.push(await timed(raw));
    } else {
      rawTimes.push(await timed(raw));
      apiTimes.push(await timed(api));
    }
  }
  return { api: percentiles(apiTimes), raw: percentiles(rawTimes), rows: sample.rows.length, total: sample.total };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

async function rowsFor(bench: BenchDb): Promise<Row[]> {
  const rows: Row[] = [
    {
      figure: `seed at bench scale (${bench.engine})`,
      value: `${bench.seedSeconds.toFixed(0)} s${bench.reused ? ' (earlier run, reused)' : ''}`,
      baseline: '-',
      ratio: '-',
      goal: 'report',
    },
  ];
  const state = await populousState(bench);
  for (const page of [1, 500]) {
    const result = await measurePage(bench, state, page);
    const goal = page === 1 && bench.engine === 'PostgreSQL' ? `p95 ≤ ${GOAL_MS} ms: ${result.api.p95 <= GOAL_MS ? 'met' : 'NOT met'}` : 'report';
    rows.push({
      figure: `OOS list page ${page}, state=${state} (${result.total.toLocaleString('en-US')}), ${bench.engine}${result.rows === 0 ? ' [empty page]' : ''}`,
      value: `p95 ${ms(result.api.p95)} (p50 ${ms(result.api.p50)})`,
      baseline: `raw p95 ${ms(result.raw.p95)} (p50 ${ms(result.raw.p50)})`,
      ratio: (result.api.p95 / result.raw.p95).toFixed(2),
      goal,
    });
  }
  return rows;
}

/** The benchmark rows for both engines (PostgreSQL skipped, with the reason, when unreachable). */
export async function recordListRows(): Promise<Row[]> {
  const counts = benchCounts();
  console.error(`Record lists at ${describeCounts(counts)}.`);
  const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',').map((name) => name.trim().toLowerCase());
  const rows: Row[] = [];
  if (engines.includes('pglite')) {
    const pglite = await openPglite(counts);
    try {
      rows.push(...(await rowsFor(pglite)));
    } finally {
      await pglite.close();
    }
  }
  if (!engines.includes('postgres')) return rows;
  const postgres = await openPostgres(counts);
  if (typeof postgres === 'string') {
    console.error(`Skipping the PostgreSQL rows: ${postgres}`);
    rows.push({ figure: 'OOS list (PostgreSQL)', value: 'skipped', baseline: '-', ratio: '-', goal: postgres });
    return rows;
  }
  try {
    rows.push(...(await rowsFor(postgres)));
  } finally {
    await postgres.close();
  }
  return rows;
}
