/**
 * The dashboard sections at scale: GET /api/admin/dashboard/{executive|admin|collector} over real
 * HTTP (the app in its own process, signed in as an admin, who holds every dashboard and reads
 * every record type) against the bench database on PostgreSQL (1,000,000 children; BENCH_SCALE
 * shrinks it), for all states and for the state with most children, beside the same SQL
 * statements sent through the raw driver in the same run (with JIT off, as the app sends them).
 * Each answer is measured computed every time (an app started with DASHBOARD_CACHE_MS=0) and as
 * served (the default app: the executive answer kept 30 s, then served while recomputed in the
 * background; the admin and collector answers are not kept, so there they are computed too).
 * p50/p95 over BENCH_ITERATIONS (default 30) after a warm-up. Goals (p95): computed admin and
 * collector 150 ms, computed executive 500 ms, every answer as served 150 ms.
 */
import { CompiledQuery, sql } from 'kysely';
import type { DashboardFilter, DashboardSection } from '../src/domain/dashboard';
import { describeCounts } from '../seed/records';
import { adminDashboard } from '../server/dashboard/admin';
import { collectorDashboard } from '../server/dashboard/collector';
import { executiveDashboard } from '../server/dashboard/executive';
import { startChild, type ChildServer, type Row } from './lib';
import { benchCounts, benchDatabaseName, openPostgres, type BenchDb } from './recordsDb';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 30);
const WARM_UP = 3;
/** p95 goals in ms: an answer computed on the request (no kept answer), and any answer as served. */
const GOALS = { computed: { executive: 500, admin: 150, collector: 150 }, served: 150 } as const;
/** How the default app serves each section measured there. */
const SERVED = {
  executive: 'as served (30 s cache, refreshed in the background)',
  admin: 'as served (not cached: computed on each request)',
} as const;
const ADMIN = { role: 'admin', permissions: ['*'] };

interface Timing {
  p50: number;
  p95: number;
}

type App = ChildServer<{ port: number; token: string }>;

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

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** The statements the section sends, captured from one in-process run on the bench database. */
async function statementsOf(bench: BenchDb, section: DashboardSection, filter: DashboardFilter): Promise<CompiledQuery[]> {
  bench.capture = [];
  if (section === 'executive') await executiveDashboard(bench.db, ADMIN, filter);
  else if (section === 'admin') await adminDashboard(bench.db, ADMIN, filter, []);
  else await collectorDashboard(bench.db, 0, filter);
  const statements = bench.capture;
  bench.capture = null;
  return statements;
}

async function measure(bench: BenchDb, app: App, section: DashboardSection, filter: DashboardFilter): Promise<{ http: Timing; raw: Timing }> {
  const query = new URLSearchParams(Object.entries(filter) as [string, string][]).toString();
  const target = `http://127.0.0.1:${app.info.port}/api/admin/dashboard/${section}${query ? `?${query}` : ''}`;
  const headers = { authorization: `Bearer ${app.info.token}` };
  const http = async () => {
    const response = await fetch(target, { headers });
    if (response.status !== 200) throw new Error(`${section} answered ${response.status}: ${await response.text()}`);
    return response.json();
  };
  const statements = await statementsOf(bench, section, filter);
  // As concurrently as the app sends them (the section's figures in parallel).
  const raw = () => Promise.all(statements.map((statement, i) => bench.raw(i, statement)));
  for (let i = 0; i < WARM_UP; i += 1) {
    await http();
    await raw();
  }
  const httpTimes: number[] = [];
  const rawTimes: number[] = [];
  for (let i = 0; i < ITERATIONS; i += 1) {
    // Alternate which goes first, so neither always meets the warmer cache.
    if (i % 2 === 0) {
      httpTimes.push(await timed(http));
      rawTimes.push(await timed(raw));
    } else {
      rawTimes.push(await timed(raw));
      httpTimes.push(await timed(http));
    }
  }
  return { http: percentiles(httpTimes), raw: percentiles(rawTimes) };
}

async function populousState(bench: BenchDb): Promise<string> {
  const { rows } = await sql<{ state: string }>`select state from oos_children group by state order by count(*) desc limit 1`.execute(bench.db);
  return rows[0]?.state ?? 'kano';
}

function row(figure: string, goalMs: number, result: { http: Timing; raw: Timing }): Row {
  return {
    figure,
    value: `p95 ${ms(result.http.p95)} (p50 ${ms(result.http.p50)})`,
    baseline: `raw SQL p95 ${ms(result.raw.p95)} (p50 ${ms(result.raw.p50)})`,
    ratio: (result.http.p95 / result.raw.p95).toFixed(2),
    goal: `p95 ≤ ${goalMs} ms`,
    met: result.http.p95 <= goalMs,
  };
}

/** The dashboard rows (PostgreSQL only; skipped, with the reason, when it is unreachable). */
export async function dashboardRows(): Promise<Row[]> {
  const counts = benchCounts();
  console.error(`Dashboard at ${describeCounts(counts)}.`);
  const bench = await openPostgres(counts);
  if (typeof bench === 'string') return [{ figure: 'dashboard p95 (PostgreSQL)', value: 'skipped', baseline: '-', ratio: '-', goal: bench, met: false }];
  const databaseUrl = new URL(process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
  databaseUrl.pathname = `/${benchDatabaseName(counts)}`;
  const env = { BENCH_DATABASE_URL: databaseUrl.toString() };
  const uncached = await startChild<{ port: number; token: string }>('bench/servers/app.ts', { ...env, DASHBOARD_CACHE_MS: '0' });
  const cached = await startChild<{ port: number; token: string }>('bench/servers/app.ts', env);
  const rows: Row[] = [];
  try {
    const state = await populousState(bench);
    // The app sends each count with JIT off (server/db/withoutJit.ts); the raw baseline's two clients do the same.
    for (const i of [0, 1]) await bench.raw(i, CompiledQuery.raw('set jit = off'));
    for (const [label, filter] of [
      ['all states', {}],
      [`state=${state}`, { state }],
    ] as const) {
      for (const section of ['executive', 'admin'] as const) {
        const computed = GOALS.computed[section];
        rows.push(row(`dashboard ${section} (${label}), computed each time, PostgreSQL`, computed, await measure(bench, uncached, section, filter)));
        rows.push(row(`dashboard ${section} (${label}), ${SERVED[section]}, PostgreSQL`, GOALS.served, await measure(bench, cached, section, filter)));
      }
      rows.push(
        row(`dashboard collector (${label}), computed each time, PostgreSQL`, GOALS.computed.collector, await measure(bench, uncached, 'collector', filter)),
      );
    }
  } finally {
    uncached.stop();
    cached.stop();
    await bench.close();
  }
  return rows;
}
