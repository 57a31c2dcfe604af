/**
 * The compiled server (what `npm start` runs) with the drivers it loads only when asked: on
 * PostgreSQL with WORKERS=2 (the cluster adapter) it exports CSV through COPY (pg-copy-streams),
 * and with REDIS_URL it reaches Redis (ioredis and the Redis adapter). Those CommonJS packages sit
 * in chunks of their own, whose exports differ from what Node gives the sources.
 */
import crypto from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from '../helpers/testApp';
import { PG_URL, REDIS_URL } from '../helpers/sharedServices';
import { freePort, spawnServer, waitUntilAnswers, type ChildServer } from './cluster.process';

const ADMIN = { email: 'drivers-admin@example.org', password: 'Drivers-Admin-Pass-1' };

describe('the compiled server with PostgreSQL, WORKERS=2 and Redis', () => {
  let database: { url: string; drop: () => Promise<void> };
  const servers: ChildServer[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-build-drivers-'));

  const start = async (env: Record<string, string | undefined>) => {
    const server = spawnServer(process.execPath, ['build/server/main.js'], await freePort(), {
      NODE_ENV: 'test',
      NODE_OPTIONS: undefined,
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      DEMO_DATA: 'false',
      SMTP_URL: '',
      METRICS_TOKEN: '',
      JWT_SECRET: crypto.randomBytes(32).toString('hex'),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ...env,
    });
    servers.push(server);
    await waitUntilAnswers(server, '/api/ready', 60_000);
    return server;
  };

  beforeAll(async () => {
    execFileSync(process.execPath, ['scripts/ensure-build.mjs', '--server-only'], { stdio: 'pipe' });
    database = await createPostgresDatabase(PG_URL);
  }, 120_000);

  afterAll(async () => {
    for (const server of servers) await server.stop();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('runs two workers without Redis and streams a CSV export through COPY', async () => {
    const server = await start({ WORKERS: '2', REDIS_URL: '' });
    const login = await fetch(`${server.url}/api/admin/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    expect(login.status, server.output()).toBe(200);
    const { data } = (await login.json()) as { data: { token: string } };
    const csv = await fetch(`${server.url}/api/admin/data/export/schools?format=csv`, { headers: { authorization: `Bearer ${data.token}` } });
    expect(csv.status, server.output()).toBe(200);
    expect((await csv.text()).split('\n')[0]).toContain('schoolName');
  }, 120_000);

  it('reaches Redis with REDIS_URL', async () => {
    const server = await start({ WORKERS: '1', REDIS_URL, REDIS_PREFIX: `drivers-${crypto.randomBytes(4).toString('hex')}` });
    const ready = (await (await fetch(`${server.url}/api/ready`)).json()) as { redis?: string };
    expect(ready.redis, server.output()).toBe('ok');
  }, 120_000);
});
