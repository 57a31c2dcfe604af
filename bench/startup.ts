/**
 * Quick first start (issue 14 point 5): wall clock from starting the server as `npm start` does
 * (scripts/start.ts: logging on, demo data; the build step before it is a no-op on a current
 * build) on an empty data folder to the first 200 of /api/health, beside a bare Fastify process's
 * start. One unmeasured run first makes the PGlite template if this machine has none
 * (server/db/pgliteTemplate.ts); then the median of BENCH_STARTUP_RUNS (default 3) fresh folders.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Row } from './lib';

const GOAL_SECONDS = 4;
const runs = Number(process.env.BENCH_STARTUP_RUNS ?? 3);

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return typeof address === 'object' && address ? address.port : 0;
}

/** Seconds from spawning `script` until `url` (with the port filled in) answers 200. */
async function timeToFirstAnswer(script: string, urlPath: string, env: NodeJS.ProcessEnv): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', script], { env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' }, stdio: 'ignore' });
  let exited: number | null = null;
  child.once('exit', (code) => (exited = code ?? -1));
  try {
    for (;;) {
      if (exited !== null) throw new Error(`${script} exited with ${exited} before answering`);
      if (performance.now() - started > 300_000) throw new Error(`${script} did not answer within 300 s`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}${urlPath}`)).ok) return (performance.now() - started) / 1000;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    if (child.exitCode === null) {
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await gone;
    }
  }
}

async function npmStartOnEmptyFolder(): Promise<number> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-bench-start-'));
  try {
    return await timeToFirstAnswer('scripts/start.ts', '/api/health', { DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', SMTP_URL: '', DEMO_COLLECTORS: '0', LOG_LEVEL: 'info' });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function startupRows(): Promise<Row[]> {
  const first = await npmStartOnEmptyFolder();
  const samples: number[] = [];
  const baselines: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    baselines.push(await timeToFirstAnswer('bench/servers/hello.ts', '/hello', {}));
    samples.push(await npmStartOnEmptyFolder());
  }
  const seconds = median(samples);
  const baseline = median(baselines);
  return [
    {
      figure: 'npm start on an empty data folder to /api/health (PGlite, demo seed)',
      value: `${seconds.toFixed(1)} s (median of ${runs}: ${samples.map((s) => s.toFixed(1)).join(', ')}; first run ${first.toFixed(1)} s)`,
      baseline: `${baseline.toFixed(1)} s bare Fastify`,
      ratio: (seconds / baseline).toFixed(1),
      goal: `≤ ${GOAL_SECONDS} s`,
      met: seconds <= GOAL_SECONDS,
    },
  ];
}
