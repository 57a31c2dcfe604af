/**
 * Start-up: wall clock from starting the compiled server the way `npm start`
 * does (its command in package.json, `node --enable-source-maps build/scripts/start.js` with its
 * environment: logging on, demo data; the build step
 * before it is made current first and not timed) to the first 200 of /api/health, on an empty
 * data folder (goal ≤ 2 s) and again on the same folder (goal ≤ 1 s), beside a bare Fastify
 * process started the same way (node on compiled JavaScript). One unmeasured run first makes the
 * PGlite templates if this machine has none for the current sources (the migrated one,
 * server/prepare/pgliteTemplate.ts, and the seeded demo one, seed/demoTemplate.ts: the measured
 * first start copies the latter and finishes it — fresh password, seed times moved to now); then
 * the median of BENCH_STARTUP_RUNS (default 3) fresh folders. Last, the very first start on a
 * machine, reported without a goal: the same start from a scratch copy of the project whose
 * template cache (node_modules/.cache/edu-pglite-template, ./firstEverStart.ts) is empty, so it
 * makes both templates before it answers.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './processes';
import { withEmptyTemplateCache } from './firstEverStart';
import * as esbuild from 'esbuild';
import type { Row } from './lib';
import { START_ARGS, START_ENV } from './servers/npmStart';

const FIRST_GOAL_SECONDS = 2;
const SECOND_GOAL_SECONDS = 1;
const runs = Number(process.env.BENCH_STARTUP_RUNS ?? 3);
const HELLO = 'build/bench/hello.js';

/** The CPU seconds (user + system, all threads) `pid` has used so far (Linux; 0 elsewhere). */
function cpuSeconds(pid: number | undefined): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** CPU seconds used by each start, beside the wall clock: a busy machine inflates the wall clock much more. */
const cpuUsed: number[] = [];

/** Seconds from spawning `node args` (in `cwd`, the project by default) until `urlPath` answers 200. */
async function timeToFirstAnswer(args: string[], urlPath: string, env: NodeJS.ProcessEnv, cwd = process.cwd()): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, NODE_OPTIONS: '', ...START_ENV, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: 'ignore',
  });
  let exited: number | null = null;
  child.once('exit', (code) => (exited = code ?? -1));
  try {
    for (;;) {
      if (exited !== null) throw new Error(`${args.join(' ')} exited with ${exited} before answering`);
      if (performance.now() - started > 300_000) throw new Error(`${args.join(' ')} did not answer within 300 s`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}${urlPath}`)).ok) {
          const wall = (performance.now() - started) / 1000;
          cpuUsed.push(cpuSeconds(child.pid));
          return wall;
        }
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    if (child.exitCode === null) {
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await gone;
    }
  }
}

const SERVER_ENV = { DATABASE_URL: '', REDIS_URL: '', SMTP_URL: '', DEMO_COLLECTORS: '0', LOG_LEVEL: 'info', WORKERS: '1' };

/** First start on an empty folder, then a second start on the same folder: wall and CPU seconds of each. */
async function firstAndSecondStart(): Promise<[number, number, number, number]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-bench-start-'));
  try {
    const first = await timeToFirstAnswer(START_ARGS, '/api/health', { ...SERVER_ENV, DATA_DIR: dataDir });
    const firstCpu = cpuUsed.at(-1) ?? 0;
    const second = await timeToFirstAnswer(START_ARGS, '/api/health', { ...SERVER_ENV, DATA_DIR: dataDir });
    return [first, second, firstCpu, cpuUsed.at(-1) ?? 0];
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (values: number[]) => values.map((s) => s.toFixed(2)).join(', ');

/** The bare Fastify baseline, compiled like the server (build/bench/hello.js). */
export async function buildHelloBaseline(): Promise<string> {
  await esbuild.build({
    entryPoints: ['bench/servers/hello.ts'],
    outfile: HELLO,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
  });
  return HELLO;
}

/** The very first start on a machine: no template yet, so the start makes both before it answers. */
async function firstEverStart(): Promise<[number, number]> {
  return withEmptyTemplateCache(async (root) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-bench-first-ever-'));
    try {
      const wall = await timeToFirstAnswer(START_ARGS, '/api/health', { ...SERVER_ENV, DATA_DIR: dataDir }, root);
      return [wall, cpuUsed.at(-1) ?? 0];
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
}

export async function startupRows(): Promise<Row[]> {
  execFileSync(process.execPath, ['scripts/ensure-build.mjs'], { stdio: 'inherit' });
  await buildHelloBaseline();
  await firstAndSecondStart(); // makes the PGlite template on a machine that has none
  const firsts: number[] = [];
  const seconds2: number[] = [];
  const cpu: [number[], number[]] = [[], []];
  const baselines: number[] = [];
  const baselineCpu: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    baselines.push(await timeToFirstAnswer([HELLO], '/hello', {}));
    baselineCpu.push(cpuUsed.at(-1) ?? 0);
    const [first, second, firstCpu, secondCpu] = await firstAndSecondStart();
    firsts.push(first);
    seconds2.push(second);
    cpu[0].push(firstCpu);
    cpu[1].push(secondCpu);
  }
  const baseline = median(baselines);
  const row = (figure: string, values: number[], goal: number, cpuValues: number[]): Row => ({
    figure,
    value: `${median(values).toFixed(2)} s (median of ${runs}: ${seconds(values)}; CPU ${median(cpuValues).toFixed(2)} s)`,
    baseline: `${baseline.toFixed(2)} s bare Fastify (node, compiled; CPU ${median(baselineCpu).toFixed(2)} s)`,
    ratio: (median(values) / baseline).toFixed(1),
    goal: `≤ ${goal} s`,
    met: median(values) <= goal,
  });
  const [firstEver, firstEverCpu] = await firstEverStart();
  return [
    row('npm start (compiled) on an empty data folder to /api/health (PGlite, demo seed)', firsts, FIRST_GOAL_SECONDS, cpu[0]),
    row('npm start (compiled) again on the same folder to /api/health', seconds2, SECOND_GOAL_SECONDS, cpu[1]),
    {
      figure: 'npm start (compiled), very first start on a machine (no PGlite template yet) to /api/health',
      value: `${firstEver.toFixed(2)} s (one run; CPU ${firstEverCpu.toFixed(2)} s)`,
      baseline: `${baseline.toFixed(2)} s bare Fastify`,
      ratio: (firstEver / baseline).toFixed(1),
      goal: 'report',
    },
  ];
}
