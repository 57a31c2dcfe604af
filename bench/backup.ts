/**
 * Backups never block requests: p99 of GET /api/health from an open-loop probe
 * (this process; the server is server/main.ts in its own) while the server takes a scheduled
 * backup of the bench database (bench/recordsDb.ts, BENCH_SCALE), against the idle p99 of the same
 * server. The server starts with BACKUP_DIR and BACKUP_EVERY=1m: it takes one at start, and the
 * probe covers the next, from a moment before it is due until its file appears. Goal: p99 ≤ 100 ms.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Row } from './lib';
import { startMainServer, type MainServer } from './mainServer';
import { OpenLoopProbe, type ProbeResult } from './openLoop';
import { benchCounts, openPglite, openPostgres } from './recordsDb';

const GOAL_MS = 100;
const RATE = Number(process.env.BENCH_PROBE_RATE ?? 50);
const IDLE_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const EVERY_MS = 60_000;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const backups = (dir: string) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((name) => name.endsWith('.edubackup'))
        .sort()
    : [];

async function waitForBackup(dir: string, count: number, timeoutMs: number): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const names = backups(dir);
    if (names.length >= count) return path.join(dir, names[count - 1]);
    await sleep(50);
  }
  throw new Error(`no backup number ${count} in ${dir} within ${timeoutMs / 1000} s`);
}

async function probe(server: MainServer, work: () => Promise<void>): Promise<ProbeResult> {
  const openLoop = new OpenLoopProbe(`${server.baseUrl}/api/health`, RATE);
  openLoop.start();
  let result: ProbeResult | undefined;
  try {
    await work();
  } finally {
    result = await openLoop.stop();
  }
  return result;
}

async function measure(engine: 'PGlite' | 'PostgreSQL', target: { databaseUrl?: string; dataDir?: string }): Promise<Row> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-bench-backups-'));
  process.env.BACKUP_DIR = dir;
  process.env.BACKUP_EVERY = '1m';
  console.error(`Backup bench on ${engine}: starting server/main.ts with BACKUP_DIR…`);
  const server = await startMainServer(target.databaseUrl, { dataDir: target.dataDir }).finally(() => {
    delete process.env.BACKUP_DIR;
    delete process.env.BACKUP_EVERY;
  });
  try {
    const first = await waitForBackup(dir, 1, 600_000);
    const due = fs.statSync(first).mtimeMs + EVERY_MS;
    await probe(server, () => sleep(1_000));
    const idle = await probe(server, () => sleep(IDLE_SECONDS * 1_000));
    await sleep(Math.max(0, due - Date.now() - 2_000));
    let file = '';
    const started = Date.now();
    const busy = await probe(server, async () => {
      file = await waitForBackup(dir, 2, 600_000);
    });
    const size = fs.statSync(file).size;
    const ms = (value: number) => `${value.toFixed(0)} ms`;
    const met = busy.p99 <= GOAL_MS && busy.failures === 0;
    return {
      figure: `GET /api/health p99 during a scheduled backup of the bench database (${engine})`,
      value: `p99 ${ms(busy.p99)} (p50 ${ms(busy.p50)}, max ${ms(busy.max)}, ${busy.count} probes${busy.failures ? `, ${busy.failures} failed` : ''}; backup ${(size / 1024 / 1024).toFixed(1)} MB, window ${((Date.now() - started) / 1000).toFixed(1)} s)`,
      baseline: `idle p99 ${ms(idle.p99)} (p50 ${ms(idle.p50)})`,
      ratio: (busy.p99 / idle.p99).toFixed(1),
      goal: `p99 ≤ ${GOAL_MS} ms`,
      met,
    };
  } finally {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export async function backupRows(): Promise<Row[]> {
  const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',').map((name) => name.trim().toLowerCase());
  const counts = benchCounts();
  const rows: Row[] = [];
  if (engines.includes('pglite')) {
    const bench = await openPglite(counts);
    await bench.close();
    rows.push(await measure('PGlite', bench.server));
  }
  if (engines.includes('postgres')) {
    const bench = await openPostgres(counts);
    if (typeof bench === 'string') {
      rows.push({ figure: 'GET /api/health p99 during a backup (PostgreSQL)', value: 'skipped', baseline: '-', ratio: '-', goal: bench });
    } else {
      await bench.close();
      rows.push(await measure('PostgreSQL', bench.server));
    }
  }
  return rows;
}
