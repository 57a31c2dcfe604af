/**
 * The server as `npm start` runs it (compiled, build/scripts/start.js, logging on at info; see
 * ./servers/npmStart.ts), in its own process, on a fresh data folder (PGlite) or a fresh scratch
 * PostgreSQL database. No demo data; one super admin from ADMIN_EMAIL / ADMIN_PASSWORD.
 */
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import pg from 'pg';
import { startNpmStart } from './servers/npmStart';

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

/** The server's build is made current once per bench run, before the first server starts (not timed; the SPA's files take no part in these API figures). */
let buildChecked = false;

/**
 * `dataDir`: an existing data folder to serve (e.g. a seeded PGlite bench database), kept at stop.
 * `redisUrl`: REDIS_URL for the server (several processes' setting), none by default.
 */
export async function startMainServer(databaseUrl?: string, options: { dataDir?: string; redisUrl?: string } = {}): Promise<MainServer> {
  if (!buildChecked) execFileSync(process.execPath, ['scripts/ensure-build.mjs', '--server-only'], { stdio: 'inherit' });
  buildChecked = true;
  const email = 'bench-admin@example.org';
  const password = crypto.randomBytes(12).toString('hex');
  const server = await startNpmStart({
    dataDir: options.dataDir,
    databaseUrl,
    env: { DEMO_DATA: 'false', ADMIN_EMAIL: email, ADMIN_PASSWORD: password, REDIS_URL: options.redisUrl ?? '' },
  });
  try {
    const login = await fetch(`${server.origin}/api/admin/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    if (!login.ok) throw new Error(`bench admin could not sign in: ${login.status} ${await login.text()}`);
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    return { baseUrl: server.origin, token, pid: server.pid, stop: server.stop };
  } catch (error) {
    await server.stop();
    throw error;
  }
}
