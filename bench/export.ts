/**
 * The CSV export at scale: GET /api/admin/data/export/oos-children of every out-of-school child
 * (1,000,000 at BENCH_SCALE 1) from the server as `npm start` runs it (bench/mainServer.ts, its
 * own process, logging on) on the PostgreSQL bench database, downloaded by a client in another
 * process; beside it `COPY (select * from oos_children) TO STDOUT` read by a client process of
 * its own on the same data. Rows/s of each (best of BENCH_EXPORT_RUNS, default 2, alternated) and
 * the server's RSS growth during the export (peak sampled every 20 ms − before). The measured
 * download asks for no compression, like COPY; one more, reported, asks for it as browsers do.
 * Then the same export as XLSX (format=xlsx): rows/s and RSS growth, against goals of its own.
 * This file is also the client processes (BENCH_EXPORT_ROLE=download | copy | xlsx).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { Row } from './lib';
import { startMainServer } from './mainServer';
import { benchCounts, openPostgres } from './recordsDb';

const RUNS = Number(process.env.BENCH_EXPORT_RUNS ?? 2);
const GOAL_RATIO = 0.7;
const GOAL_ROWS_PER_SECOND = 100_000;
const GOAL_RSS_MB = 50;
const GOAL_XLSX_ROWS_PER_SECOND = 30_000;
/** A ZIP archive ends with this record (no comment): signature, then 18 bytes. */
const ZIP_END_SIGNATURE = 0x06054b50;
const ZIP_END_LENGTH = 22;

interface Transfer {
  rows: number;
  bytes: number;
  seconds: number;
  status?: number;
  /** XLSX: whether the download ended with a ZIP archive's end record. */
  complete?: boolean;
}

/** Counts the lines (LF) and bytes of a stream of chunks. */
async function countLines(chunks: AsyncIterable<Uint8Array>): Promise<{ lines: number; bytes: number }> {
  let lines = 0;
  let bytes = 0;
  for await (const chunk of chunks) {
    bytes += chunk.length;
    for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines += 1;
  }
  return { lines, bytes };
}

/** Child: download the export (settings in BENCH_EXPORT, so the token is not on a command line). */
async function download(): Promise<Transfer> {
  const { url, token, encoding } = JSON.parse(process.env.BENCH_EXPORT ?? '{}') as { url: string; token: string; encoding: string };
  const started = performance.now();
  // fetch decodes a compressed answer itself; the lines counted are the CSV's either way.
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': encoding } });
  const { lines, bytes } = await countLines(response.body as unknown as AsyncIterable<Uint8Array>);
  return { rows: lines - 1, bytes, seconds: (performance.now() - started) / 1000, status: response.status };
}

/** Child: download the XLSX export; its rows are the table's (counted by the CSV runs), its end record checked. */
async function downloadXlsx(): Promise<Transfer> {
  const { url, token } = JSON.parse(process.env.BENCH_EXPORT ?? '{}') as { url: string; token: string };
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' } });
  let bytes = 0;
  let tail = Buffer.alloc(0);
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    tail = Buffer.concat([tail, chunk]).subarray(-ZIP_END_LENGTH);
  }
  const complete = tail.length === ZIP_END_LENGTH && tail.readUInt32LE(0) === ZIP_END_SIGNATURE;
  return { rows: 0, bytes, seconds: (performance.now() - started) / 1000, status: response.status, complete };
}

/** Child: the baseline, COPY of the table as it is. */
async function copy(): Promise<Transfer> {
  const { databaseUrl } = JSON.parse(process.env.BENCH_EXPORT ?? '{}') as { databaseUrl: string };
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = performance.now();
  const { lines, bytes } = await countLines(client.query(copyTo('copy (select * from oos_children) to stdout')) as AsyncIterable<Uint8Array>);
  const seconds = (performance.now() - started) / 1000;
  await client.end();
  return { rows: lines, bytes, seconds };
}

async function runChild(role: 'download' | 'copy' | 'xlsx', settings: Record<string, string>): Promise<Transfer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/export.ts'], {
    env: { ...process.env, BENCH_EXPORT_ROLE: role, BENCH_EXPORT: JSON.stringify(settings) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`bench/export.ts (${role}) exited with ${code}`);
  return JSON.parse(output) as Transfer;
}

const rssBytes = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

/** Runs `work` while sampling the RSS of `pid`: the peak growth over the RSS before it. */
async function withRss<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; growthMb: number }> {
  const before = rssBytes(pid);
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, rssBytes(pid))), 20);
  try {
    const result = await work();
    peak = Math.max(peak, rssBytes(pid));
    return { result, growthMb: (peak - before) / 1024 / 1024 };
  } finally {
    clearInterval(timer);
  }
}

const perSecond = (transfer: Transfer) => transfer.rows / transfer.seconds;
const best = (transfers: Transfer[]) => transfers.reduce((a, b) => (perSecond(b) > perSecond(a) ? b : a));
const thousands = (value: number) => `${(value / 1000).toFixed(1)} k`;

export async function exportRows(): Promise<Row[]> {
  const counts = benchCounts();
  const figure = `CSV export of ${counts.oosChildren.toLocaleString('en-US')} children, rows/s (PostgreSQL)`;
  const bench = await openPostgres(counts);
  if (typeof bench === 'string')
    return [{ figure, value: 'not measured', baseline: bench, ratio: '–', goal: `≥ ${GOAL_RATIO}× COPY and ≥ ${thousands(GOAL_ROWS_PER_SECOND)}`, met: false }];
  const databaseUrl = bench.server.databaseUrl!;
  await bench.close();
  const server = await startMainServer(databaseUrl);
  try {
    const url = `${server.baseUrl}/api/admin/data/export/oos-children`;
    // Warm-up: the route, the export pool and the catalogue cache, on an export of no rows.
    await runChild('download', { url: `${url}?to=2000-01-01`, token: server.token, encoding: 'identity' });
    const exports: Transfer[] = [];
    const copies: Transfer[] = [];
    let growthMb = 0;
    for (let run = 0; run < RUNS; run += 1) {
      copies.push(await runChild('copy', { databaseUrl }));
      const measured = await withRss(server.pid, () => runChild('download', { url, token: server.token, encoding: 'identity' }));
      if (measured.result.status !== 200) throw new Error(`the export answered ${measured.result.status}`);
      if (measured.result.rows !== copies[0].rows) throw new Error(`the export wrote ${measured.result.rows} rows, the table holds ${copies[0].rows}`);
      exports.push(measured.result);
      growthMb = Math.max(growthMb, measured.growthMb);
    }
    // As a browser asks for it: the server compresses (Brotli) what it streams.
    const compressed = await withRss(server.pid, () => runChild('download', { url, token: server.token, encoding: 'br, gzip' }));
    const xlsx = await xlsxRows(server, url, copies[0].rows);
    const exported = best(exports);
    const copied = best(copies);
    const ratio = perSecond(exported) / perSecond(copied);
    const rows = exported.rows.toLocaleString('en-US');
    return [
      {
        figure: `CSV export of ${rows} children, rows/s (PostgreSQL)`,
        value: `${thousands(perSecond(exported))} (${exported.seconds.toFixed(1)} s, ${(exported.bytes / 1e6).toFixed(0)} MB)`,
        baseline: `${thousands(perSecond(copied))} COPY … TO STDOUT (${copied.seconds.toFixed(1)} s)`,
        ratio: ratio.toFixed(2),
        goal: `≥ ${GOAL_RATIO}× COPY and ≥ ${thousands(GOAL_ROWS_PER_SECOND)}`,
        met: ratio >= GOAL_RATIO && perSecond(exported) >= GOAL_ROWS_PER_SECOND,
      },
      {
        figure: `Export server RSS growth (${rows} children)`,
        value: `+${growthMb.toFixed(0)} MB`,
        baseline: '–',
        ratio: '–',
        goal: `< ${GOAL_RSS_MB} MB`,
        met: growthMb < GOAL_RSS_MB,
      },
      {
        figure: `CSV export of ${rows} children compressed (br, as browsers ask), rows/s`,
        value: `${thousands(perSecond(compressed.result))} (${compressed.result.seconds.toFixed(1)} s, RSS +${compressed.growthMb.toFixed(0)} MB)`,
        baseline: `${thousands(perSecond(copied))} COPY`,
        ratio: (perSecond(compressed.result) / perSecond(copied)).toFixed(2),
        goal: 'report',
      },
      ...xlsx,
    ];
  } finally {
    await server.stop();
  }
}

/** The XLSX export of the same `rows`: rows/s and the server's RSS growth. */
async function xlsxRows(server: { pid: number; token: string }, url: string, rows: number): Promise<Row[]> {
  await runChild('xlsx', { url: `${url}?format=xlsx&to=2000-01-01`, token: server.token });
  const { result, growthMb } = await withRss(server.pid, () => runChild('xlsx', { url: `${url}?format=xlsx`, token: server.token }));
  if (result.status !== 200 || !result.complete)
    throw new Error(`the XLSX export answered ${result.status}${result.complete ? '' : ', not a complete archive'}`);
  const rate = rows / result.seconds;
  const count = rows.toLocaleString('en-US');
  return [
    {
      figure: `XLSX export of ${count} children, rows/s (PostgreSQL)`,
      value: `${thousands(rate)} (${result.seconds.toFixed(1)} s, ${(result.bytes / 1e6).toFixed(0)} MB)`,
      baseline: '–',
      ratio: '–',
      goal: `≥ ${thousands(GOAL_XLSX_ROWS_PER_SECOND)}`,
      met: rate >= GOAL_XLSX_ROWS_PER_SECOND,
    },
    {
      figure: `XLSX export server RSS growth (${count} children)`,
      value: `+${growthMb.toFixed(0)} MB`,
      baseline: '–',
      ratio: '–',
      goal: `< ${GOAL_RSS_MB} MB`,
      met: growthMb < GOAL_RSS_MB,
    },
  ];
}

const role = process.env.BENCH_EXPORT_ROLE;
if (role === 'download' || role === 'copy' || role === 'xlsx') {
  const transfer = role === 'download' ? await download() : role === 'copy' ? await copy() : await downloadXlsx();
  process.stdout.write(JSON.stringify(transfer));
  process.exit(0);
}
