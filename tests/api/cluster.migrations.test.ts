/**
 * Migrations under a PostgreSQL advisory lock: several processes starting at
 * once on a fresh database (WORKERS=N, several machines) all start, and the schema, the default
 * roles and the shipped ward list are made once; a process that finds the lock taken waits for it.
 */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { PREPARE_LOCK_KEY } from '../../server/prepare/bootstrap';
import { MIGRATIONS } from '../../server/db/migrations';
import { createPostgresDatabase, testConfig } from '../helpers/testApp';
import { PG_URL } from '../helpers/sharedServices';

const databases: { drop: () => Promise<void> }[] = [];
const apps: FastifyInstance[] = [];

afterAll(async () => {
  await Promise.allSettled(apps.map((app) => app.close()));
  for (const database of databases) await database.drop();
}, 30_000);

async function freshDatabase(): Promise<string> {
  const database = await createPostgresDatabase(PG_URL);
  databases.push(database);
  return database.url;
}

async function start(url: string): Promise<FastifyInstance> {
  const app = await buildApp(testConfig({ databaseUrl: url, jwtSecret: crypto.randomBytes(32).toString('hex') }));
  apps.push(app);
  return app;
}

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

describe('start-up on PostgreSQL under an advisory lock', () => {
  it('four apps starting at once on a fresh database all start; each migration, role and the ward list are there once', async () => {
    const url = await freshDatabase();
    const started = await Promise.allSettled(Array.from({ length: 4 }, () => start(url)));
    expect(started.map((outcome) => (outcome.status === 'rejected' ? String(outcome.reason) : 'ok'))).toEqual(['ok', 'ok', 'ok', 'ok']);

    const migrations = await query<{ name: string; times: number }>(
      url,
      'select name, count(*)::int as times from kysely_migration group by name order by name',
    );
    expect(migrations.map((row) => row.name)).toEqual(Object.keys(MIGRATIONS).sort());
    expect(migrations.every((row) => row.times === 1)).toBe(true);
    const roles = await query<{ name: string; times: number }>(url, 'select name, count(*)::int as times from roles group by name');
    expect(roles.length).toBeGreaterThan(0);
    expect(roles.every((row) => row.times === 1)).toBe(true);
    expect(await query(url, 'select dataset from reference_data_loads')).toHaveLength(1);

    for (const app of await Promise.all(started.map((outcome) => (outcome.status === 'fulfilled' ? outcome.value : null)))) {
      expect((await app!.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    }
  }, 60_000);

  it('an app waits while another process holds the lock, then starts', async () => {
    const url = await freshDatabase();
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    try {
      await holder.query('select pg_advisory_lock($1)', [PREPARE_LOCK_KEY]);
      let done = false;
      const starting = start(url).finally(() => (done = true));
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(done).toBe(false);
      expect(await query(url, "select 1 from information_schema.tables where table_name = 'kysely_migration'")).toHaveLength(0);
      await holder.query('select pg_advisory_unlock($1)', [PREPARE_LOCK_KEY]);
      const app = await starting;
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await holder.end();
    }
  }, 60_000);
});
