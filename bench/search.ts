/**
 * The top bar's search at scale: GET /api/admin/search?q= over real HTTP (the app in its own
 * process, signed in as an admin, who reads every record type) against the bench database on
 * PostgreSQL (1,000,000 children; BENCH_SCALE shrinks it), beside the same SQL statements sent
 * through the raw driver in the same run. Texts of every kind, taken from the data: a two-letter
 * name prefix, a learner's and a child's full name, a reference prefix, a phone prefix, a word
 * inside a school name, and a text that matches nothing. p50/p95 over BENCH_ITERATIONS (default
 * 100) per text after a warm-up. Goal: p95 ≤ 100 ms on PostgreSQL.
 */
import { sql, type CompiledQuery, type RawBuilder } from 'kysely';
import { describeCounts } from '../seed/records';
import { search } from '../server/search/search';
import { startChild, type Row } from './lib';
import { benchCounts, benchDatabaseName, openPostgres, type BenchDb } from './recordsDb';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 100);
const WARM_UP = 10;
const GOAL_MS = 100;
const ADMIN = { role: 'admin', permissions: ['*'] };

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

async function one<T>(bench: BenchDb, query: RawBuilder<T>): Promise<T> {
  const { rows } = await query.execute(bench.db);
  if (!rows[0]) throw new Error('The bench database has no rows to search for');
  return rows[0];
}

/** The texts searched, each with what kind of search it stands for. */
async function texts(bench: BenchDb): Promise<Array<{ kind: string; q: string }>> {
  const learner = await one(
    bench,
    sql<{
      q: string;
    }>`select first_name || ' ' || last_name as q from learners where first_name is not null and last_name is not null order by id desc limit 1`,
  );
  const child = await one(
    bench,
    sql<{
      q: string;
    }>`select first_name || ' ' || last_name as q from oos_children where first_name is not null and last_name is not null order by id limit 1 offset 5000`,
  );
  const reference = await one(
    bench,
    sql<{ q: string }>`select left(reference, 10) as q from schools where reference is not null order by id limit 1 offset 100`,
  );
  const phone = await one(bench, sql<{ q: string }>`select left(phone, 7) as q from households where phone is not null order by id limit 1 offset 1000`);
  const word = await one(
    bench,
    sql<{
      q: string;
    }>`select split_part(school_name, ' ', 2) as q from schools where school_name like '% %' and length(split_part(school_name, ' ', 2)) >= 3 order by id limit 1 offset 50`,
  );
  return [
    { kind: 'two letters', q: 'ab' },
    { kind: 'learner full name', q: learner.q },
    { kind: 'child full name', q: child.q },
    { kind: 'reference prefix', q: reference.q },
    { kind: 'phone prefix', q: phone.q },
    { kind: 'word in a name', q: word.q },
    { kind: 'nothing found', q: 'Qxqzvw Jjkkq' },
  ];
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

async function measure(bench: BenchDb, url: string, token: string, q: string): Promise<{ http: Timing; raw: Timing; groups: number }> {
  const target = `${url}/api/admin/search?q=${encodeURIComponent(q)}`;
  const headers = { authorization: `Bearer ${token}` };
  const http = async () => {
    const response = await fetch(target, { headers });
    if (response.status !== 200) throw new Error(`search answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as { data: { groups: unknown[] } };
  };
  bench.capture = [];
  await search(bench.db, ADMIN, q);
  const statements: CompiledQuery[] = bench.capture;
  bench.capture = null;
  // The same statements through the raw driver, as concurrently as the app sends them (types in parallel).
  const raw = () => Promise.all(statements.map((statement, i) => bench.raw(i, statement)));
  const sample = await http();
  for (let i = 0; i < WARM_UP; i += 1) {
    await http();
    await raw();
  }
  const httpTimes: number[] = [];
  const rawTimes: number[] = [];
  for (let i = 0; i < ITERATIONS; i += 1) {
    if (i % 2 === 0) {
      httpTimes.push(await timed(http));
      rawTimes.push(await timed(raw));
    } else {
      rawTimes.push(await timed(raw));
      httpTimes.push(await timed(http));
    }
  }
  return { http: percentiles(httpTimes), raw: percentiles(rawTimes), groups: sample.data.groups.length };
}

/** The search rows (PostgreSQL only; skipped, with the reason, when it is unreachable). */
export async function searchRows(): Promise<Row[]> {
  const counts = benchCounts();
  console.error(`Search at ${describeCounts(counts)}.`);
  const bench = await openPostgres(counts);
  if (typeof bench === 'string') return [{ figure: 'search p95 (PostgreSQL)', value: 'skipped', baseline: '-', ratio: '-', goal: bench, met: false }];
  const databaseUrl = new URL(process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
  databaseUrl.pathname = `/${benchDatabaseName(counts)}`;
  const app = await startChild<{ port: number; token: string }>('bench/servers/app.ts', { BENCH_DATABASE_URL: databaseUrl.toString() });
  const rows: Row[] = [];
  try {
    const url = `http://127.0.0.1:${app.info.port}`;
    const all: number[] = [];
    for (const { kind, q } of await texts(bench)) {
      const result = await measure(bench, url, app.info.token, q);
      all.push(result.http.p95);
      rows.push({
        figure: `search "${q}" (${kind}, ${result.groups} groups), PostgreSQL`,
        value: `p95 ${ms(result.http.p95)} (p50 ${ms(result.http.p50)})`,
        baseline: `raw SQL p95 ${ms(result.raw.p95)} (p50 ${ms(result.raw.p50)})`,
        ratio: (result.http.p95 / result.raw.p95).toFixed(2),
        goal: `p95 ≤ ${GOAL_MS} ms`,
        met: result.http.p95 <= GOAL_MS,
      });
    }
    const worst = Math.max(...all);
    rows.push({
      figure: 'search, worst p95 of the texts above (PostgreSQL, HTTP)',
      value: ms(worst),
      baseline: '-',
      ratio: '-',
      goal: `p95 ≤ ${GOAL_MS} ms`,
      met: worst <= GOAL_MS,
    });
  } finally {
    app.stop();
    await bench.close();
  }
  return rows;
}
