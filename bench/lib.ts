/** Helpers shared by the benchmarks: child servers, load runs and the result table. */
import { spawn, type ChildProcess } from 'node:child_process';
import readline from 'node:readline';

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

/** An autocannon run from a process of its own (bench/loadChild.ts), so the generator shares no event loop with the bench or the server. */
export async function load(url: string, headers: Record<string, string> = {}, seconds = 5, connections = 20): Promise<LoadResult> {
  // The settings (and the session token in them) go by the environment, not the command line.
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/loadChild.ts'], {
    env: { ...process.env, BENCH_LOAD: JSON.stringify({ url, headers, seconds, connections }) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`bench/loadChild.ts exited with ${code}`);
  return JSON.parse(output) as LoadResult;
}

export interface Row {
  figure: string;
  value: string;
  baseline: string;
  ratio: string;
  goal: string;
  /** Whether the goal was reached; absent for a figure that is only reported. */
  met?: boolean;
}

/** The goal column: the goal and, for a row that has one to reach, "met" or "NOT MET". */
export const goalText = (row: Row) => (row.met === undefined ? row.goal : `${row.goal}: ${row.met ? 'met' : 'NOT MET'}`);

/** The rows whose goal was missed (BENCH_STRICT=1 fails the run on any). */
export const missedGoals = (rows: Row[]) => rows.filter((row) => row.met === false);

export function printTable(rows: Row[]): void {
  type Cells = Omit<Row, 'met'>;
  const headers: Cells = { figure: 'figure', value: 'value', baseline: 'baseline', ratio: 'ratio', goal: 'goal' };
  const all: Cells[] = [
    headers,
    ...rows.map((row) => ({ figure: row.figure, value: row.value, baseline: row.baseline, ratio: row.ratio, goal: goalText(row) })),
  ];
  const keys = Object.keys(headers) as (keyof Cells)[];
  const widths = keys.map((k) => Math.max(...all.map((r) => r[k].length)));
  const line = (r: Cells) => `| ${keys.map((k, i) => r[k].padEnd(widths[i])).join(' | ')} |`;
  console.log(line(headers));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of all.slice(1)) console.log(line(r));
}
