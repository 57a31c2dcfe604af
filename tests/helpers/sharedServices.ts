/** The Redis and PostgreSQL that multi-process tests share, and whether both can be reached. */
import crypto from 'node:crypto';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type BuildOptions } from '../../server/app';
import { testConfig } from './testApp';

export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
export const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

function reachable(url: string, defaultPort: number): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port) || defaultPort, timeout: 1000 });
    socket.once('connect', () => resolve(socket.end() && true));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => resolve(socket.destroy() && false));
  });
}

export async function sharedServicesReachable(): Promise<boolean> {
  return (await reachable(REDIS_URL, 6379)) && (await reachable(PG_URL, 5432));
}

/** Runs one statement as the PostgreSQL administrator (create or drop a test database). */
async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  await client.query(sql);
  await client.end();
}

/**
 * Two server processes' apps on one fresh PostgreSQL database and one Redis key, listening on
 * loopback; started one after the other (the first runs the migrations). `close` ends both and
 * drops the database.
 */
export async function startTwoProcesses(
  realtime: NonNullable<BuildOptions['realtime']> = {},
): Promise<{ apps: FastifyInstance[]; close: () => Promise<void> }> {
  const database = `edu_test_${crypto.randomBytes(6).toString('hex')}`;
  const redisKey = `edu-test-${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${database}`);
  const url = new URL(PG_URL);
  url.pathname = `/${database}`;
  const config = testConfig({ databaseUrl: url.toString(), redisUrl: REDIS_URL });
  const apps: FastifyInstance[] = [];
  for (let i = 0; i < 2; i += 1) {
    const app = await buildApp(config, { realtime: { redisKey, ...realtime } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    apps.push(app);
  }
  return {
    apps,
    close: async () => {
      for (const app of apps) await app.close();
      await adminQuery(`drop database if exists ${database} with (force)`);
    },
  };
}
