/**
 * The dashboard sections at scale: GET /api/admin/dashboard/{executive|admin|collector} over real
 * HTTP (the app in its own process, signed in as an admin, who holds every dashboard and reads
 * every record type) against the bench database on PostgreSQL (1,000,000 children; BENCH_SCALE
 * shrinks it), for all states and for the state with most children, beside the same SQL
 * statements sent through the raw driver in the same run. The executive answer is measured
 * computed every time (an app started with DASHBOARD_CACHE_MS=0) and as served (kept 30 s, then
 * served while recomputed in the background). p50/p95 over BENCH_ITERATIONS (default 30) after a warm-up. Goal: p95 ≤ 150 ms.
 */
import { sql, type CompiledQuery } from 'kysely';
import type { DashboardFilter, DashboardSection } from '../src/domain/dashboard';
import { describeCounts } from '../seed/records';
import { adminDashboard } from '../server/dashboard/admin';
import { collectorDashboard } from '../server/dashboard/collector';
import { executiveDashboard } from '../server/dashboard/executive';
import { startChild, type ChildServer, type Row } from './lib';
import { benchCounts, benchDatabaseName, openPostgres, type BenchDb } from './recordsDb';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 30);
const WARM_UP = 3;
const GOAL_MS = 150;
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

function row(figure: string, result: { http: Timing; raw: Timing }): Row {
  return {
    figure,
    value: `p95 ${ms(result.http.p95)} (p50 ${ms(result.http.p50)})`,
    baseline: `raw SQL p95 ${ms(result.raw.p95)} (p50 ${ms(result.raw.p50)})`,
    ratio: (result.http.p95 / result.raw.p95).toFixed(2),
    goal: `p95 ≤ ${GOAL_MS} ms`,
    met: result.http.p95 <= GOAL_MS,
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
    for (const [label, filter] of [
      ['all states', {}],
      [`state=${state}`, { state }],
    ] as const) {
      rows.push(row(`dashboard executive (${label}), computed each time, PostgreSQL`, await measure(bench, uncached, 'executive', filter)));
      rows.push(
        row(
          `dashboard executive (${label}), as served (30 s cache, refreshed in the background), PostgreSQL`,
          await measure(bench, cached, 'executive', filter),
        ),
      );
      rows.push(row(`dashboard admin (${label}), PostgreSQL`, await measure(bench, uncached, 'admin', filter)));
      rows.push(row(`dashboard collector (${label}), PostgreSQL`, await measure(bench, uncached, 'collector', filter)));
    }
  } finally {
    uncached.stop();
    cached.stop();
    await bench.close();
  }
  return rows;
}
