/**
 * WORKERS=N: out-of-school children list page 1 (the most populous state,
 * newest first, 20 rows) under BENCH_CLIENTS (default 50) concurrent clients for BENCH_SECONDS,
 * served by the compiled server (`node build/server/main.js`, as `npm start` runs it) with
 * WORKERS=2, against the same with WORKERS=1, on the PostgreSQL bench database (bench/recordsDb.ts,
 * BENCH_SCALE as there) and Redis (REDIS_URL, default redis://127.0.0.1:6379). Goal: p99 ≤ 250 ms
 * on a two-core machine.
 */
import { execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, stopProcess } from './processes';
import { sql } from 'kysely';
import { describeCounts } from '../seed/records';
import { load, type LoadResult, type Row } from './lib';
import { benchCounts, openPostgres } from './recordsDb';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const GOAL_P99_MS = 250;
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

interface Running {
  baseUrl: string;
  token: string;
  stop: () => Promise<void>;
}

/** The compiled server with `workers` processes on `databaseUrl`, signed in as a configured admin. */
async function startCompiled(databaseUrl: string, workers: number): Promise<Running> {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-bench-cluster-'));
  const port = await freePort();
  const email = 'bench-admin@example.org';
  const password = crypto.randomBytes(12).toString('hex');
  const log = fs.openSync(path.join(scratch, 'server.log'), 'a');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    NODE_OPTIONS: '',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: scratch,
    DATABASE_URL: databaseUrl,
    REDIS_URL,
    REDIS_PREFIX: `bench-${crypto.randomBytes(4).toString('hex')}`,
    WORKERS: String(workers),
    DEMO_DATA: 'false',
    DEMO_COLLECTORS: '0',
    ADMIN_EMAIL: email,
    ADMIN_PASSWORD: password,
    LOG_LEVEL: 'info',
    SMTP_URL: '',
  };
  const child = spawn(process.execPath, ['--enable-source-maps', 'build/server/main.js'], { env, stdio: ['ignore', log, log] });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopProcess(child);
    fs.closeSync(log);
    fs.rmSync(scratch, { recursive: true, force: true });
  };
  try {
    const deadline = Date.now() + 120_000;
    while (
      !(await fetch(`${baseUrl}/api/ready`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      if (child.exitCode !== null)
        throw new Error(`the server exited with ${child.exitCode}: ${fs.readFileSync(path.join(scratch, 'server.log'), 'utf8').slice(-2000)}`);
      if (Date.now() > deadline) throw new Error('the server did not become ready within 120 s');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // The first worker answers as soon as it listens; the primary logs when all of them do.
    while (workers > 1 && !fs.readFileSync(path.join(scratch, 'server.log'), 'utf8').includes(`WORKERS=${workers}: `)) {
      if (Date.now() > deadline) throw new Error('the workers did not all start within 120 s');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const login = await fetch(`${baseUrl}/api/admin/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    if (!login.ok) throw new Error(`bench admin could not sign in: ${login.status}`);
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    return { baseUrl, token, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

const describe = (result: LoadResult) => {
  const failed = result.errors + result.non2xx;
  return `p99 ${result.p99} ms (p50 ${result.p50} ms, ${result.requestsPerSecond.toFixed(0)} req/s${failed > 0 ? `, ${failed} failed` : ''})`;
};

export async function clusterRows(): Promise<Row[]> {
  execFileSync(process.execPath, ['scripts/ensure-build.mjs', '--server-only'], { stdio: 'inherit' });
  const counts = benchCounts();
  const bench = await openPostgres(counts);
  const figure = `OOS list page 1 under ${CLIENTS} concurrent clients, WORKERS=2, PostgreSQL + Redis (${os.availableParallelism()} cores, ${describeCounts(counts)})`;
  if (typeof bench === 'string') return [{ figure, value: 'skipped', baseline: '-', ratio: '-', goal: bench, met: false }];
  try {
    const { rows } = await sql<{ state: string }>`select state from oos_children group by state order by count(*) desc limit 1`.execute(bench.db);
    const query = new URLSearchParams({ sort: '["updatedAt","DESC"]', range: '[0,19]', filter: JSON.stringify({ state: rows[0].state }) });
    const results = new Map<number, LoadResult>();
    for (const workers of [1, 2]) {
      const server = await startCompiled(bench.server.databaseUrl!, workers);
      try {
        const url = `${server.baseUrl}/api/admin/oos-children?${query}`;
        const headers = { authorization: `Bearer ${server.token}` };
        await load(url, headers, 1, CLIENTS); // warm-up
        results.set(workers, await load(url, headers, SECONDS, CLIENTS));
      } finally {
        await server.stop();
      }
    }
    const one = results.get(1)!;
    const two = results.get(2)!;
    return [
      {
        figure,
        value: describe(two),
        baseline: `WORKERS=1: ${describe(one)}`,
        ratio: (two.p99 / one.p99).toFixed(2),
        goal: `p99 ≤ ${GOAL_P99_MS} ms, none failed`,
        met: two.p99 <= GOAL_P99_MS && two.errors + two.non2xx === 0,
      },
    ];
  } finally {
    await bench.close();
  }
}
