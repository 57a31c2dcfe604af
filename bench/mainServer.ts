/**
 * The server as `npm start` runs it (server/main.ts, logging on at info), in its own process, on a
 * fresh data folder (PGlite) or a fresh scratch PostgreSQL database. No demo data; one super admin
 * from ADMIN_EMAIL / ADMIN_PASSWORD. The log goes to a file in a scratch folder.
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, stopProcess, waitForHealth } from './processes';
import pg from 'pg';

export interface MainServer {
  baseUrl: string;
  token: string;
  /** The server's process id (for sampling its memory). */
  pid: number;
  stop: () => Promise<void>;
}

/** A fresh database beside `baseUrl` (dropped by the returned function), or the reason it cannot be had. */
export async function scratchPostgres(baseUrl: string, name: string): Promise<{ url: string; drop: () => Promise<void> } | string> {
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: baseUrl, connectionTimeoutMillis: 3_000 });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  try {
    await run(`drop database if exists ${name} with (force)`);
    await run(`create database ${name}`);
  } catch (error) {
    return `PostgreSQL unreachable at ${new URL(baseUrl).host}: ${error instanceof Error ? error.message : String(error)}`;
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

/**
 * `dataDir`: an existing data folder to serve (e.g. a seeded PGlite bench database), kept at stop.
 * `redisUrl`: REDIS_URL for the server (several processes' setting), none by default.
 */
export async function startMainServer(databaseUrl?: string, options: { dataDir?: string; redisUrl?: string } = {}): Promise<MainServer> {
  const scratchDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-bench-'));
  const dataDir = options.dataDir ?? scratchDir;
  const port = await freePort();
  const email = 'bench-admin@example.org';
  const password = crypto.randomBytes(12).toString('hex');
  const log = fs.openSync(path.join(scratchDir, 'server.log'), 'a');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    DEMO_DATA: 'false',
    DEMO_COLLECTORS: '0',
    ADMIN_EMAIL: email,
    ADMIN_PASSWORD: password,
    LOG_LEVEL: 'info',
    REDIS_URL: options.redisUrl ?? '',
    SMTP_URL: '',
  };
  // BENCH_CPU_PROF=<folder>: the server writes a V8 CPU profile there when it stops.
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(process.env.BENCH_CPU_PROF)] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'server/main.ts'], { env, stdio: ['ignore', log, log] });
  let exitReason: string | null = null;
  child.once('exit', (code) => {
    exitReason = `server/main.ts exited with ${code}; see ${path.join(scratchDir, 'server.log')}`;
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, 'server/main.ts', () => exitReason);
  const login = await fetch(`${baseUrl}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`bench admin could not sign in: ${login.status} ${await login.text()}`);
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  return {
    baseUrl,
    token,
    pid: child.pid ?? 0,
    stop: async () => {
      await stopProcess(child);
      fs.closeSync(log);
      fs.rmSync(scratchDir, { recursive: true, force: true });
    },
  };
}
