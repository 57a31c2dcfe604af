/**
 * Helpers of the build and cluster tests: a free port, a server command run as a child process
 * with its output kept, waiting for it to answer, and stopping it (SIGTERM, then SIGKILL).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface ChildServer {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves with how it ended. */
  stop: (graceMs?: number) => Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Spawns `command args` with `env` on top of the test's, in the project folder, listening on `port`. */
export function spawnServer(command: string, args: string[], port: number, env: Record<string, string | undefined>): ChildServer {
  const fullEnv: NodeJS.ProcessEnv = { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', LOG_FORMAT: 'json', ...env };
  for (const [key, value] of Object.entries(fullEnv)) if (value === undefined) delete fullEnv[key];
  const child = spawn(command, args, { env: fullEnv, cwd: process.cwd(), stdio: ['ignore', 'pipe', 'pipe'] });
  let printed = '';
  const keep = (chunk: Buffer) => {
    printed = (printed + chunk.toString()).slice(-30_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const stop = async (graceMs = 15_000) => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      const ended = await exited;
      clearTimeout(timer);
      return ended;
    }
    return exited;
  };
  return { child, url: `http://127.0.0.1:${port}`, output: () => printed, exited, stop };
}

/** Resolves once `url` answers 200; throws with the process's output if it ends or takes too long. */
export async function waitUntilAnswers(server: ChildServer, path: string, timeoutMs = 45_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (server.child.exitCode !== null || server.child.signalCode !== null)
      throw new Error(`the server ended (${server.child.exitCode ?? server.child.signalCode}):\n${server.output()}`);
    if (
      await fetch(`${server.url}${path}`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no answer from ${path} within ${timeoutMs} ms:\n${server.output()}`);
}

export interface FreshAnswer {
  status: number;
  worker: string | undefined;
  body: string;
}

/**
 * GET on a connection of its own (no keep-alive): the cluster gives each new connection to the
 * next worker, so a test sees them all, where fetch would keep reusing one connection.
 */
export function getOnNewConnection(url: string, headers: Record<string, string> = {}, timeoutMs = 2000): Promise<FreshAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent: false, headers: { ...headers, connection: 'close' }, timeout: timeoutMs }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, worker: response.headers['x-worker'] as string | undefined, body }));
    });
    request.once('timeout', () => request.destroy(new Error(`no answer from ${url} within ${timeoutMs} ms`)));
    request.once('error', reject);
  });
}
