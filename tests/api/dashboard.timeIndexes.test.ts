/**
 * Migration 021: every record table has an index on its creation time that also holds the
 * state, LGA, import batch and sync status, so the dashboard's counts over a period (records per
 * week, synced this week) are answered from the index alone. Runs on PGlite, and on PostgreSQL
 * with TEST_DATABASE_URL; `down` gives back 013's index on the children.
 */
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { where } from '../../server/dashboard/scope';
import type { Db } from '../../server/db/connection';
import { MIGRATIONS } from '../../server/db/migrations';
import { createTestApp, type TestApp } from '../helpers/testApp';

const TABLES = ['schools', 'learners', 'staff', 'communities', 'households', 'oos_children'] as const;
const BEFORE = '020_backups';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => t.close());

async function definitions(db: Db): Promise<Map<string, string>> {
  const { rows } = await sql<{ name: string; definition: string }>`
    select indexname as name, indexdef as definition from pg_indexes where indexname like '%created_dashboard_idx'`.execute(db);
  return new Map(rows.map((row) => [row.name, row.definition]));
}

/** The plan of `statement` when the planner may only read indexes one by one (no table or bitmap scan). */
async function indexPlan(db: Db, statement: ReturnType<typeof sql>): Promise<string> {
  return db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    await sql`set local enable_bitmapscan = off`.execute(trx);
    const { rows } = await sql<{ 'QUERY PLAN': string }>`explain ${statement}`.execute(trx);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

describe('the dashboard time indexes', () => {
  it('cover creation time, state, LGA, import batch and sync status on every record table', async () => {
    const found = await definitions(t.app.db);
    for (const table of TABLES) {
      expect(found.get(`${table}_created_dashboard_idx`), table).toMatch(/\(created_at, state, lga, import_batch_id\) INCLUDE \(sync_status\)/);
    }
  });

  it.each(TABLES)('let records per week and synced this week on %s read the index alone', async (table) => {
    const period = { from: '2026-01-05' };
    // Records per week count one week's range at a time (server/dashboard/perWeek.ts).
    const week = [sql`created_at >= '2026-01-05'::timestamp at time zone 'UTC'`, sql`created_at < '2026-01-12'::timestamp at time zone 'UTC'`];
    const perWeek = sql`select count(*) from ${sql.table(table)} where ${where(table, period, ...week)}`;
    const syncedThisWeek = sql`select count(*) from ${sql.table(table)} where ${where(table, period, sql`sync_status = 'synced'`)}`;
    for (const statement of [perWeek, syncedThisWeek]) {
      expect(await indexPlan(t.app.db, statement)).toMatch(new RegExp(`Index Only Scan using ${table}_created_dashboard_idx`));
    }
  });

  it('down gives back the children index of 013 alone, and up builds them all again', async () => {
    const migrator = new Migrator({ db: t.app.db, provider: { getMigrations: async () => MIGRATIONS } });
    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
    const before = await definitions(t.app.db);
    expect([...before.keys()]).toEqual(['oos_children_created_dashboard_idx']);
    expect(before.get('oos_children_created_dashboard_idx')).toMatch(/\(created_at, state, lga, import_batch_id\)$/);
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect((await definitions(t.app.db)).size).toBe(TABLES.length);
  });
});
