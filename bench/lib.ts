/** Helpers shared by the benchmarks: child servers, load runs and the result table. */
import { spawn, type ChildProcess } from 'node:child_process';
import readline from 'node:readline';
import autocannon from 'autocannon';

export interface ChildServer<T> {
  info: T;
  stop: () => void;
}

/** Starts `tsx <script>` in its own process and waits for the JSON line it prints when ready. */
export async function startChild<T>(script: string, env: NodeJS.ProcessEnv = {}): Promise<ChildServer<T>> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = readline.createInterface({ input: child.stdout! });
  const info = await new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${script} did not start in 60 s`)), 60_000);
    lines.once('line', (line) => {
      clearTimeout(timer);
      resolve(JSON.parse(line) as T);
    });
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return { info, stop: () => child.kill('SIGTERM') };
}

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export async function load(url: string, headers: Record<string, string> = {}, seconds = 5): Promise<LoadResult> {
  const result = await autocannon({ url, headers, connections: 20, duration: seconds, pipelining: 1 });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

export interface Row {
  figure: string;
  value: string;
  baseline: string;
  ratio: string;
  goal: string;
}

export function printTable(rows: Row[]): void {
  const headers: Row = { figure: 'figure', value: 'value', baseline: 'baseline', ratio: 'ratio', goal: 'goal' };
  const all = [headers, ...rows];
  const keys = Object.keys(headers) as (keyof Row)[];
  const widths = keys.map((k) => Math.max(...all.map((r) => r[k].length)));
  const line = (r: Row) => `| ${keys.map((k, i) => r[k].padEnd(widths[i])).join(' | ')} |`;
  console.log(line(headers));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of rows) console.log(line(r));
}
