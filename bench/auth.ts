/**
 * The signed-in request path: `GET /api/admin/auth/me` req/s on the server as `npm start` runs it
 * (server/main.ts, logging on, its own process; bench/mainServer.ts) beside a bare Fastify
 * hello-world, on PGlite, on PostgreSQL alone and on PostgreSQL with REDIS_URL (as several
 * processes run; BENCH_DATABASE_URL / BENCH_REDIS_URL, defaults on 127.0.0.1). The load comes
 * from this process. The machine's load drifts, so hello-world is measured right before and right
 * after each engine's run, in BENCH_ROUNDS alternating rounds (default 3); each engine run is
 * compared with the mean of the hello-world runs either side of it, and the row gives the median.
 * A last row, reported only, calibrates the goal on this machine: hello-world with WORK_US of busy
 * work added to each request, against the hello-world runs either side of it
 * (docs/performance.md#auth).
 */
import { load, startChild, type Row } from './lib';
import { scratchPostgres, startMainServer } from './mainServer';

const GOAL_RATIO = 0.6;
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const PG_BASE = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379';
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const WORK_US = 10;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

type Hello = () => Promise<number>;

async function meRow(engine: string, databaseUrl: string | undefined, redisUrl: string | undefined, hello: Hello): Promise<Row> {
  const server = await startMainServer(databaseUrl, { redisUrl });
  try {
    const headers = { authorization: `Bearer ${server.token}` };
    const url = `${server.baseUrl}/api/admin/auth/me`;
    await load(url, headers, 1);
    const hellos = [await hello()];
    const runs: { rps: number; p50: number; p99: number; ratio: number }[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const me = await load(url, headers, seconds);
      if (me.non2xx > 0 || me.errors > 0) throw new Error(`/auth/me failed during the run: ${me.non2xx} non-2xx, ${me.errors} errors`);
      hellos.push(await hello());
      const helloRps = (hellos[round] + hellos[round + 1]) / 2;
      runs.push({ rps: me.requestsPerSecond, p50: me.p50, p99: me.p99, ratio: me.requestsPerSecond / helloRps });
    }
    const ratio = median(runs.map((run) => run.ratio));
    const me = runs.find((run) => run.ratio === ratio)!;
    return {
      figure: `GET /api/admin/auth/me req/s ÷ hello-world (${engine})`,
      value: `${me.rps.toFixed(0)} (p50 ${me.p50} ms, p99 ${me.p99} ms; runs ${runs.map((run) => run.rps.toFixed(0)).join(', ')})`,
      baseline: `hello-world runs ${hellos.map((rps) => rps.toFixed(0)).join(', ')}`,
      ratio: ratio.toFixed(3),
      goal: `≥ ${GOAL_RATIO}`,
      met: ratio >= GOAL_RATIO,
    };
  } finally {
    await server.stop();
  }
}

async function postgresRow(engine: string, database: string, redisUrl: string | undefined, hello: Hello): Promise<Row> {
  const scratch = await scratchPostgres(PG_BASE, database);
  if (typeof scratch === 'string') {
    return {
      figure: `GET /api/admin/auth/me req/s ÷ hello-world (${engine})`,
      value: scratch,
      baseline: '–',
      ratio: '–',
      goal: `≥ ${GOAL_RATIO} (not measured)`,
      met: false,
    };
  }
  try {
    return await meRow(engine, scratch.url, redisUrl, hello);
  } finally {
    await scratch.drop();
  }
}

async function calibrationRow(hello: Hello): Promise<Row> {
  const server = await startChild<{ port: number }>('bench/servers/hello.ts', { BENCH_HELLO_WORK_US: String(WORK_US) });
  try {
    const url = `http://127.0.0.1:${server.info.port}/hello`;
    await load(url, {}, 1);
    const before = await hello();
    const worked = (await load(url, {}, seconds)).requestsPerSecond;
    const after = await hello();
    return {
      figure: `Calibration: hello-world with ${WORK_US} µs of work a request ÷ hello-world`,
      value: worked.toFixed(0),
      baseline: `hello-world runs ${before.toFixed(0)}, ${after.toFixed(0)}`,
      ratio: (worked / ((before + after) / 2)).toFixed(3),
      goal: 'report',
    };
  } finally {
    server.stop();
  }
}

export async function authRows(): Promise<Row[]> {
  const server = await startChild<{ port: number }>('bench/servers/hello.ts');
  const helloUrl = `http://127.0.0.1:${server.info.port}/hello`;
  const hello: Hello = async () => (await load(helloUrl, {}, seconds)).requestsPerSecond;
  try {
    await load(helloUrl, {}, 1);
    return [
      await meRow('PGlite', undefined, undefined, hello),
      await postgresRow('PostgreSQL', 'edu_bench_auth', undefined, hello),
      await postgresRow('PostgreSQL + Redis', 'edu_bench_auth_redis', REDIS_URL, hello),
      await calibrationRow(hello),
    ];
  } finally {
    server.stop();
  }
}
