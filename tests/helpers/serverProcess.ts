/**
 * A second, real server process (`server/main.ts` under tsx) on a PostgreSQL database the test
 * shares with its own app: what a test needs to see what happens when a process dies (SIGKILL:
 * no shutdown hook, no timer, no flush runs).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface ServerProcess {
  url: string;
  /** Kills the process at once (SIGKILL) and waits for it to be gone. */
  kill(): Promise<void>;
  /** What it printed, for a failing test's message. */
  output(): string;
  /** Sends a signal to the server (e.g. SIGTERM for a graceful shutdown). */
  signal(name: NodeJS.Signals): void;
  /** Freezes the whole process group (SIGSTOP): its sockets stay open, it answers nothing. */
  stop(): void;
  /** Lets a frozen process run again (SIGCONT). */
  cont(): void;
  /** Settles when the process has ended, with its exit code (null when a signal ended it). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface ServerProcessOptions {
  databaseUrl: string;
  jwtSecret: string;
  redisUrl?: string;
  timeoutMs?: number;
  /** More environment (e.g. SHUTDOWN_GRACE, METRICS_TOKEN). */
  env?: Record<string, string>;
  /** Listen on this port (a restart on the same address); default a free one. */
  port?: number;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitUntilUp(url: string, child: ChildProcess, output: () => string, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`the server process ended (${child.exitCode}):\n${output()}`);
    const up = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server process did not start within ${timeoutMs} ms:\n${output()}`);
}

/** Starts `server/main.ts` on `databaseUrl` with the JWT secret of the test's app (its tokens work on both). */
export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-process-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: options.databaseUrl,
    JWT_SECRET: options.jwtSecret,
    DATA_DIR: dataDir,
    DEMO_DATA: 'false',
    LOG_LEVEL: 'warn',
    LOG_FORMAT: 'json',
    ...options.env,
  };
  delete env.ADMIN_EMAIL;
  delete env.ADMIN_PASSWORD;
  if (options.redisUrl) env.REDIS_URL = options.redisUrl;
  else delete env.REDIS_URL;
  // Node itself with tsx's loader, not the tsx command: that one runs the server as a child of its
  // own and, on a busy machine, may answer a SIGTERM with 143 before the server has finished
  // shutting down. Its own process group all the same: signals go to the whole group.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env,
    cwd: process.cwd(),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const signalGroup = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // The group is gone already.
    }
  };
  let printed = '';
  const keep = (chunk: Buffer) => {
    printed = (printed + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;
  const kill = async () => {
    // Whatever the server started (a cluster's workers) goes with it.
    signalGroup('SIGKILL');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilUp(url, child, () => printed, options.timeoutMs ?? 60_000);
  } catch (error) {
    await kill();
    throw error;
  }
  return {
    url,
    kill: async () => {
      // A frozen group would not die of SIGKILL before it is let run; harmless otherwise.
      signalGroup('SIGCONT');
      await kill();
    },
    output: () => printed,
    signal: signalGroup,
    stop: () => signalGroup('SIGSTOP'),
    cont: () => signalGroup('SIGCONT'),
    exited,
  };
}
