/**
 * The signed-in request path: `GET /api/admin/auth/me` req/s on the server as
 * `npm start` runs it (server/main.ts, logging on, its own process; bench/mainServer.ts) beside a
 * bare Fastify hello-world, on PGlite and on PostgreSQL (with REDIS_URL, as several processes run;
 * BENCH_DATABASE_URL / BENCH_REDIS_URL, defaults on 127.0.0.1). The load comes from this process.
 */
import { load, startChild, type Row } from './lib';
import { scratchPostgres, startMainServer } from './mainServer';

const GOAL_RATIO = 0.6;
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const PG_BASE = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379';

async function meRow(engine: string, databaseUrl: string | undefined, redisUrl: string | undefined, helloRps: number): Promise<Row> {
  const server = await startMainServer(databaseUrl, { redisUrl });
  try {
    const headers = { authorization: `Bearer ${server.token}` };
    const url = `${server.baseUrl}/api/admin/auth/me`;
    await load(url, headers, 1);
    const me = await load(url, headers, seconds);
    if (me.non2xx > 0 || me.errors > 0) throw new Error(`/auth/me failed during the run: ${me.non2xx} non-2xx, ${me.errors} errors`);
    const ratio = me.requestsPerSecond / helloRps;
    return {
      figure: `GET /api/admin/auth/me req/s ÷ hello-world (${engine})`,
      value: `${me.requestsPerSecond.toFixed(0)} (p50 ${me.p50} ms, p99 ${me.p99} ms)`,
      baseline: `${helloRps.toFixed(0)} hello-world`,
      ratio: ratio.toFixed(3),
      goal: `≥ ${GOAL_RATIO}`,
      met: ratio >= GOAL_RATIO,
    };
  } finally {
    await server.stop();
  }
}

export async function authRows(): Promise<Row[]> {
  const hello = await startChild<{ port: number }>('bench/servers/hello.ts');
  let helloRps: number;
  try {
    await load(`http://127.0.0.1:${hello.info.port}/hello`, {}, 1);
    helloRps = (await load(`http://127.0.0.1:${hello.info.port}/hello`, {}, seconds)).requestsPerSecond;
  } finally {
    hello.stop();
  }
  const rows = [await meRow('PGlite', undefined, undefined, helloRps)];
  const scratch = await scratchPostgres(PG_BASE, 'edu_bench_auth');
  if (typeof scratch === 'string') {
    rows.push({
      figure: 'GET /api/admin/auth/me req/s ÷ hello-world (PostgreSQL + Redis)',
      value: scratch,
      baseline: '–',
      ratio: '–',
      goal: `≥ ${GOAL_RATIO} (not measured)`,
      met: false,
    });
    return rows;
  }
  try {
    rows.push(await meRow('PostgreSQL + Redis', scratch.url, REDIS_URL, helloRps));
  } finally {
    await scratch.drop();
  }
  return rows;
}
