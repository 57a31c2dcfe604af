/**
 * The product exactly as `npm start` runs it: the command after its build step, read from
 * package.json (environment and node's arguments: `MALLOC_MMAP_THRESHOLD_=131072 node
 * --enable-source-maps build/scripts/start.js`; compiled, the caller makes the build current
 * first), logging on at info, one process, no demo collector agents. Demo data and the data folder are the caller's choice. The log goes to a file
 * beside the scratch data folder, so a failed start can be read afterwards.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, stopProcess, waitForHealth } from '../processes';

/** `npm start`'s command after its build step: the environment it sets and node's arguments. */
export function npmStartCommand(root = process.cwd()): { env: Record<string, string>; args: string[] } {
  const scripts = (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  const words = (scripts.start.split('&&').at(-1) ?? '').trim().split(/\s+/);
  const env: Record<string, string> = {};
  for (let word = words[0]; /^[A-Z_][A-Z0-9_]*=/.test(word ?? ''); word = words[0]) {
    words.shift();
    env[word.slice(0, word.indexOf('='))] = word.slice(word.indexOf('=') + 1);
  }
  if (words.shift() !== 'node') throw new Error(`npm start does not end with a node command: ${scripts.start}`);
  return { env, args: words };
}

const START = npmStartCommand();
export const START_ARGS = START.args;
export const START_ENV = START.env;

export interface NpmStartServer {
  origin: string;
  pid: number;
  logPath: string;
  stop: () => Promise<void>;
}

export interface NpmStartOptions {
  /** The data folder (kept at stop); a fresh scratch one (removed at stop) when absent. */
  dataDir?: string;
  databaseUrl?: string;
  /** Further environment (DEMO_DATA, JWT_SECRET, ADMIN_EMAIL…). */
  env?: NodeJS.ProcessEnv;
}

export async function startNpmStart(options: NpmStartOptions = {}): Promise<NpmStartServer> {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-bench-npm-start-'));
  const logPath = path.join(scratch, 'server.log');
  const log = fs.openSync(logPath, 'a');
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // The bench itself runs under tsx: its loader must not be inherited by the compiled server.
    NODE_OPTIONS: '',
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: options.dataDir ?? path.join(scratch, 'data'),
    DATABASE_URL: options.databaseUrl ?? '',
    REDIS_URL: '',
    SMTP_URL: '',
    DEMO_COLLECTORS: '0',
    LOG_LEVEL: 'info',
    WORKERS: '1',
    ...START_ENV,
    ...options.env,
  };
  // BENCH_CPU_PROF=<folder>: the server writes a V8 CPU profile there when it stops.
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(process.env.BENCH_CPU_PROF)] : [];
  const child = spawn(process.execPath, [...profile, ...START_ARGS], { env, stdio: ['ignore', log, log] });
  let exitReason: string | null = null;
  child.once('exit', (code) => (exitReason = `build/scripts/start.js exited with ${code}; see ${logPath}`));
  const origin = `http://127.0.0.1:${port}`;
  const cleanUp = () => {
    fs.closeSync(log);
    fs.rmSync(scratch, { recursive: true, force: true });
  };
  try {
    await waitForHealth(origin, 'build/scripts/start.js', () => exitReason);
  } catch (error) {
    await stopProcess(child);
    throw error;
  }
  return {
    origin,
    pid: child.pid ?? 0,
    logPath,
    stop: async () => {
      await stopProcess(child);
      cleanUp();
    },
  };
}

/** Resident memory of a process in MB (Linux /proc; NaN elsewhere). */
export function rssMb(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1];
    return kb ? Number(kb) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}
