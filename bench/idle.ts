/**
 * Idle memory: the resident set (RSS, /proc) of the server started as `npm start` runs it
 * (compiled, logging on, demo data, DEMO_COLLECTORS=0), sampled every second for
 * BENCH_IDLE_SECONDS (default 30) once /api/health answers, with nobody calling it. The figure is
 * the last sample (what the process settles at); the peak while idle is shown beside it. Two starts
 * per engine: on an empty data folder or database (the demo seed happens then) and again on the
 * same data (after an unmeasured start that makes the PGlite templates when missing). Goals: ≤ 250 MB on PGlite (its WebAssembly heap is in the process), ≤ 150 MB on
 * PostgreSQL. Baseline: a bare Fastify hello-world compiled the same way, sampled the same way.
 * BENCH_ENGINES picks engines (default pglite,postgres; PostgreSQL at BENCH_DATABASE_URL, scratch
 * database edu_bench_idle). Run alone: `npx tsx bench/idle.ts`.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { printTable, type Row } from './lib';
import { scratchPostgres } from './mainServer';
import { freePort, stopProcess } from './processes';
import { START_ENV, rssMb, startNpmStart } from './servers/npmStart';
import { buildHelloBaseline } from './startup';

const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 30);
const PG_BASE = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const GOALS_MB = { pglite: 250, postgres: 150 } as const;
type Engine = keyof typeof GOALS_MB;

interface Idle {
  settled: number;
  peak: number;
}

async function sampleIdle(pid: number): Promise<Idle> {
  const samples: number[] = [];
  for (let second = 0; second < IDLE_SECONDS; second += 1) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    samples.push(rssMb(pid));
  }
  return { settled: samples.at(-1) ?? Number.NaN, peak: Math.max(...samples) };
}

async function baselineIdle(): Promise<Idle> {
  const hello = await buildHelloBaseline();
  const port = await freePort();
  const child = spawn(process.execPath, [hello], { env: { ...process.env, NODE_OPTIONS: '', ...START_ENV, PORT: String(port) }, stdio: 'ignore' });
  try {
    for (let tries = 0; tries < 200; tries += 1) {
      if (
        await fetch(`http://127.0.0.1:${port}/hello`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return await sampleIdle(child.pid ?? 0);
  } finally {
    await stopProcess(child);
  }
}

/** A fresh start and a restart on the same data, each sampled while idle. */
async function engineIdle(engine: Engine): Promise<[Idle, Idle] | string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-bench-idle-'));
  const scratch = engine === 'postgres' ? await scratchPostgres(PG_BASE, 'edu_bench_idle') : undefined;
  if (typeof scratch === 'string') return scratch;
  try {
    const measured: Idle[] = [];
    for (let start = 0; start < 2; start += 1) {
      const server = await startNpmStart({ dataDir, databaseUrl: scratch?.url });
      try {
        measured.push(await sampleIdle(server.pid));
      } finally {
        await server.stop();
      }
    }
    return [measured[0], measured[1]];
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await scratch?.drop();
  }
}

const mb = (value: number) => `${value.toFixed(0)} MB`;

export async function idleRows(): Promise<Row[]> {
  execFileSync(process.execPath, ['scripts/ensure-build.mjs'], { stdio: 'inherit' });
  const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',').map((name) => name.trim().toLowerCase());
  // Unmeasured: makes the PGlite templates if the current sources have none yet (bench/startup.ts
  // reports that very first start), so the measured fresh start copies them as any later one does.
  if (engines.includes('pglite')) await (await startNpmStart()).stop();
  const baseline = await baselineIdle();
  const baselineText = `${mb(baseline.settled)} bare Fastify (compiled)`;
  const rows: Row[] = [];
  for (const engine of (['pglite', 'postgres'] as const).filter((name) => engines.includes(name))) {
    const result = await engineIdle(engine);
    const label = engine === 'pglite' ? 'PGlite' : 'PostgreSQL';
    if (typeof result === 'string') {
      rows.push({
        figure: `idle RSS after npm start (${label})`,
        value: `not measured: ${result}`,
        baseline: baselineText,
        ratio: '-',
        goal: `≤ ${GOALS_MB[engine]} MB`,
        met: false,
      });
      continue;
    }
    const [fresh, again] = result;
    const row = (when: string, idle: Idle): Row => ({
      figure: `idle RSS after npm start, ${when} (${label}, ${IDLE_SECONDS} s idle)`,
      value: `${mb(idle.settled)} (peak ${mb(idle.peak)})`,
      baseline: baselineText,
      ratio: (idle.settled / baseline.settled).toFixed(1),
      goal: `≤ ${GOALS_MB[engine]} MB`,
      met: idle.settled <= GOALS_MB[engine],
    });
    rows.push(row('empty data (demo seed)', fresh), row('again on the same data', again));
  }
  return rows;
}

if (process.argv[1]?.endsWith('idle.ts')) {
  printTable(await idleRows());
  process.exit(0);
}
