/**
 * Builds the real app for API tests: PGlite in memory by default, or a fresh PostgreSQL database
 * per app when TEST_DATABASE_URL is set (`npm run test:pg`), dropped again on close.
 */
import crypto from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp, type BuildOptions } from '../../server/app';
import type { Config } from '../../server/config';

export const TEST_PASSWORD = 'Correct-Horse-42';

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    mode: 'test',
    host: '127.0.0.1',
    port: 0,
    dataDir: 'memory',
    jwtSecret: crypto.randomBytes(32).toString('hex'),
    publicUrl: 'http://localhost:8080',
    demoData: false,
    logLevel: 'silent',
    staticDir: undefined,
    ...overrides,
  };
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  close: () => Promise<void>;
}

/** A fresh PostgreSQL database named like the suite's own, and how to drop it. */
export async function createPostgresDatabase(baseUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `edu_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export async function createTestApp(
  options: { config?: Partial<Config>; now?: () => number; logger?: FastifyServerOptions['logger']; realtime?: BuildOptions['realtime'] } = {},
): Promise<TestApp> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  const database = baseUrl ? await createPostgresDatabase(baseUrl) : null;
  const config = testConfig({ databaseUrl: database?.url, ...options.config });
  const app = await buildApp(config, { now: options.now, logger: options.logger, realtime: options.realtime });
  await app.ready();
  return {
    app,
    config,
    close: async () => {
      await app.close();
      await database?.drop();
    },
  };
}
