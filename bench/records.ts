/**
 * Record lists at scale: out-of-school children of the most populous state, newest
 * update first, page 1 and page 500 of 20 rows, as GET /api/admin/oos-children over real HTTP
 * (session check included, compressed as browsers ask, one kept-alive connection: ./httpClient.ts)
 * from the server as `npm start` runs it (bench/mainServer.ts, its own process, logging on),
 * beside the rows-only query (no total) sent through the raw driver. p50/p95
 * over BENCH_ITERATIONS (default 200) sequential requests after a warm-up; then page 1 under
 * BENCH_CLIENTS (default 50) concurrent clients for BENCH_SECONDS, from a load generator in another
 * process (bench/lib.ts `load`). On PGlite and on PostgreSQL. BENCH_SCALE shrinks the data (default
 * 1: 1,000,000 children); BENCH_ENGINES limits the engines: pglite, postgres or both (default).
 */
import { sql, type CompiledQuery } from 'kysely';
import { listRowsQuery, outOfSchoolChildrenDef } from '../server/records';
import { parseListQuery } from '../server/records/query';
import { describeCounts } from '../seed/records';
import { leanClient } from './httpClient';
import { load, type Row } from './lib';
import { startMainServer, type MainServer } from './mainServer';
import { percentile } from './openLoop';
import { benchCounts, openPglite, openPostgres, type BenchDb } from './recordsDb';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const WARM_UP = 20;
const PAGE_SIZE = 20;
const PAGES = [1, 500];
const def = outOfSchoolChildrenDef;

/** The issues' goals: p95 per page and engine, the ratio to the rows-only query, p99 under load (issue 25 on PGlite too). */
const GOALS = {
  PostgreSQL: { page1Ms: 15, page1Ratio: 1.5, deepMs: 30, concurrentP99Ms: 250 },
  PGlite: { page1Ms: 25, page1Ratio: null, deepMs: 30, concurrentP99Ms: 500 },
} as const;

interface Timing {
  p50: number;
  p95: number;
}

const timing = (samples: number[]): Timing => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) };
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

interface Page {
  page: number;
  /** Path and query of the API request. */
  path: string;
  /** The rows-only statement the API runs for this page (no total). */
  rowsStatement: CompiledQuery;
}

async function populousState(bench: BenchDb): Promise<string> {
  const { rows } = await sql<{ state: string }>`select state from oos_children group by state order by count(*) desc limit 1`.execute(bench.db);
  return rows[0].state;
}

function pageOf(bench: BenchDb, state: string, page: number): Page {
  const offset = (page - 1) * PAGE_SIZE;
  const raw = { sort: '["updatedAt","DESC"]', range: `[${offset},${offset + PAGE_SIZE - 1}]`, filter: JSON.stringify({ state }) };
  const query = new URLSearchParams(raw).toString();
  return { page, path: `/api/admin/${def.path}?${query}`, rowsStatement: listRowsQuery(bench.db, def, parseListQuery(def, raw)).compile() };
}

interface HttpSample {
  status: number;
  contentRange: string;
  estimated: boolean;
  /** Content-Encoding of the answer, and its size on the wire. */
  encoding: string;
  bytes: number;
}

/** Page requests from one kept-alive connection (./httpClient.ts: asked compressed as browsers ask, timed to the last byte). */
function httpRequest(server: MainServer, path: string, client: ReturnType<typeof leanClient>): () => Promise<HttpSample> {
  return async () => {
    const answer = await client.get(`${server.baseUrl}${path}`, { authorization: `Bearer ${server.token}` });
    if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
    return {
      status: answer.status,
      contentRange: String(answer.headers['content-range'] ?? ''),
      estimated: answer.headers['x-total-estimated'] === 'true',
      encoding: String(answer.headers['content-encoding'] ?? 'none'),
      bytes: answer.bytes,
    };
  };
}

/** Times `a` and `b` alternately (neither always meets the warmer cache); `b` may be absent. */
async function alternate(a: () => Promise<unknown>, b?: () => Promise<unknown>): Promise<[number[], number[]]> {
  for (let i = 0; i < WARM_UP; i += 1) {
    await a();
    await b?.();
  }
  const first: number[] = [];
  const second: number[] = [];
  for (let i = 0; i < ITERATIONS; i += 1) {
    if (i % 2 === 0 || !b) {
      first.push(await timed(a));
      if (b) second.push(await timed(b));
    } else {
      second.push(await timed(b));
      first.push(await timed(a));
    }
  }
  return [first, second];
}

function pageRow(engine: BenchDb['engine'], state: string, page: number, sample: HttpSample, http: Timing, raw: Timing): Row {
  const goals = GOALS[engine];
  const goalMs = page === 1 ? goals.page1Ms : goals.deepMs;
  const ratio = http.p95 / raw.p95;
  const ratioGoal = page === 1 ? goals.page1Ratio : null;
  const total = sample.contentRange.split('/').pop() ?? '?';
  return {
    // After its first visit a deep page starts at that visit's mark (server/records/listSeek.ts); the raw query still skips by offset.
    figure: `OOS list page ${page}${page > 1 ? ' (revisited: keyset from its mark)' : ''}, state=${state} (${sample.estimated ? '≈' : ''}${Number(total).toLocaleString('en-US')}), ${engine}, HTTP`,
    value: `p95 ${ms(http.p95)} (p50 ${ms(http.p50)}; ${(sample.bytes / 1024).toFixed(1)} KB ${sample.encoding})`,
    baseline: `rows-only query by offset, raw driver: p95 ${ms(raw.p95)} (p50 ${ms(raw.p50)})`,
    ratio: ratio.toFixed(2),
    goal: `p95 ≤ ${goalMs} ms${ratioGoal ? ` and ≤ ${ratioGoal}× rows-only` : ''}`,
    met: http.p95 <= goalMs && (ratioGoal === null || ratio <= ratioGoal),
  };
}

async function concurrencyRow(engine: BenchDb['engine'], server: MainServer, first: Page): Promise<Row> {
  const result = await load(`${server.baseUrl}${first.path}`, { authorization: `Bearer ${server.token}` }, SECONDS, CLIENTS);
  const goal = GOALS[engine].concurrentP99Ms;
  const failed = result.errors + result.non2xx;
  return {
    figure: `OOS list page 1 under ${CLIENTS} concurrent clients, ${engine}, HTTP`,
    value: `p99 ${result.p99} ms (p50 ${result.p50} ms, ${result.requestsPerSecond.toFixed(0)} req/s${failed > 0 ? `, ${failed} failed` : ''})`,
    baseline: '-',
    ratio: '-',
    goal: `p99 ≤ ${goal} ms, none failed`,
    met: result.p99 <= goal && failed === 0,
  };
}

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
  const pages = PAGES.map((page) => pageOf(bench, state, page));
  const rawTimes = new Map<number, number[]>();
  // PGlite: one process owns the folder, so the raw runs come first and the server opens it after.
  if (bench.engine === 'PGlite') {
    for (const page of pages) rawTimes.set(page.page, (await alternate(() => bench.raw(0, page.rowsStatement)))[0]);
    await bench.close();
  }
  const server = await startMainServer(bench.server.databaseUrl, { dataDir: bench.server.dataDir });
  const client = leanClient();
  try {
    for (const page of pages) {
      const http = httpRequest(server, page.path, client);
      const sample = await http();
      let httpTimes: number[];
      if (bench.engine === 'PGlite') [httpTimes] = await alternate(http);
      else {
        const [a, b] = await alternate(http, () => bench.raw(0, page.rowsStatement));
        httpTimes = a;
        rawTimes.set(page.page, b);
      }
      rows.push(pageRow(bench.engine, state, page.page, sample, timing(httpTimes), timing(rawTimes.get(page.page) ?? [])));
    }
    rows.push(await concurrencyRow(bench.engine, server, pages[0]));
  } finally {
    client.close();
    await server.stop();
    if (bench.engine === 'PostgreSQL') await bench.close();
  }
  return rows;
}

/** The benchmark rows for both engines (PostgreSQL NOT MET, with the reason, when unreachable). */
export async function recordListRows(): Promise<Row[]> {
  const counts = benchCounts();
  console.error(`Record lists at ${describeCounts(counts)}.`);
  const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',').map((name) => name.trim().toLowerCase());
  const rows: Row[] = [];
  if (engines.includes('pglite')) rows.push(...(await rowsFor(await openPglite(counts))));
  if (!engines.includes('postgres')) return rows;
  const postgres = await openPostgres(counts);
  if (typeof postgres === 'string') {
    console.error(`Skipping the PostgreSQL rows: ${postgres}`);
    rows.push({ figure: 'OOS list (PostgreSQL)', value: 'skipped', baseline: '-', ratio: '-', goal: postgres, met: false });
    return rows;
  }
  rows.push(...(await rowsFor(postgres)));
  return rows;
}
