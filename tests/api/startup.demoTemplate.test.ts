/**
 * Quick first start in demo mode: an empty PGlite data folder starts as a copy
 * of the seeded demo template, and the start finishes it (a fresh password, the seed's times moved
 * to now). The result must be the database a seed at start makes: compared table by table.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { copyDemoTemplate, finishDemoCopy, PENDING_FILE, readPendingDemoCopy } from '../../seed/demoTemplate';
import { readDemoAccounts } from '../../seed/demoUsers';
import { DEMO_COUNTS } from '../../seed/records/scale';
import type { Db } from '../../server/db/connection';
import { runStartupTasks } from '../../server/startupTasks';
import { createUser, login } from '../helpers/fixtures';
import { insertRow } from '../helpers/records';
import { createTestApp, type TestApp } from '../helpers/testApp';

const folders: string[] = [];
const apps: TestApp[] = [];

afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

const scratch = () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-demo-template-'));
  folders.push(folder);
  return folder;
};

async function demoApp(dataDir: string): Promise<TestApp> {
  const app = await createTestApp({ config: { demoData: true, dataDir } });
  apps.push(app);
  return app;
}

const RECENT_MS = 10 * 60 * 1000;
/** Columns that differ between any two seeds: the password hash (a random salt), random keys. */
const RANDOM_COLUMNS: Record<string, string[]> = { users: ['password_hash'], audit_logs: ['id'] };

/** Every table's rows as sorted text; a time of the last minutes reads "recent" (it is the seed's "now"). */
async function contents(db: Db): Promise<Record<string, string[]>> {
  const { rows: tables } = await sql<{ name: string }>`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind = 'r' and c.relname not like 'kysely_migration%' order by 1`.execute(db);
  const result: Record<string, string[]> = {};
  for (const { name } of tables) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db.withoutPlugins());
    result[name] = rows
      .map((row) => {
        for (const column of RANDOM_COLUMNS[name] ?? []) delete row[column];
        return JSON.stringify(row, (_key, value: unknown) =>
          typeof value === 'string' && /^\d{4}-\d\d-\d\dT/.test(value) && Math.abs(Date.now() - Date.parse(value)) < RECENT_MS ? 'recent' : value,
        );
      })
      .sort();
  }
  return result;
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('demo template', () => {
  it('starts an empty folder as the seeded copy, finished with a fresh password: the same database as a seed at start', async () => {
    const copied = scratch();
    expect(await copyDemoTemplate(copied)).toBe(true);
    expect(fs.existsSync(path.join(copied, PENDING_FILE))).toBe(true);
    const fromCopy = await demoApp(copied);
    const report = await runStartupTasks(fromCopy.app, fromCopy.config);
    expect(report.seededDemo).toBe(true);
    expect(report.demoRecords).toEqual(DEMO_COUNTS);
    expect(report.demoAccounts!.map((a) => a.role)).toEqual(['super_admin', 'admin', 'executive', 'supervisor', 'collector', 'collector', 'collector']);
    expect(fs.existsSync(path.join(copied, PENDING_FILE))).toBe(false);
    const actual = await contents(fromCopy.app.db);
    for (const account of report.demoAccounts!) expect((await login(fromCopy.app, account.email, account.password)).statusCode).toBe(200);

    const seeded = scratch();
    const atStart = await demoApp(seeded);
    const seededReport = await runStartupTasks(atStart.app, atStart.config);
    expect(seededReport.demoRecords).toEqual(DEMO_COUNTS);
    const expected = await contents(atStart.app.db);
    expect(Object.keys(actual)).toEqual(Object.keys(expected));
    for (const table of Object.keys(expected)) expect(actual[table], table).toEqual(expected[table]);

    // The seed's times were moved to now: the demo delete and the users are of this start.
    const deleted = await fromCopy.app.db.selectFrom('deletedRecords').select('deletedAt').executeTakeFirstOrThrow();
    expect(Math.abs(Date.now() - new Date(deleted.deletedAt).getTime())).toBeLessThan(RECENT_MS);

    const again = await runStartupTasks(fromCopy.app, fromCopy.config);
    expect(again.seededDemo).toBe(false);
    expect(again.demoAccounts).toEqual(report.demoAccounts);
  });

  it('finishes a copy whose start stopped before finishing it, and leaves a folder holding a database alone', async () => {
    const dataDir = scratch();
    expect(await copyDemoTemplate(dataDir)).toBe(true);
    // A start that stopped after the copy: the app opened, no start-up tasks.
    await (await demoApp(dataDir)).close();
    apps.pop();
    expect(fs.existsSync(path.join(dataDir, PENDING_FILE))).toBe(true);
    expect(await copyDemoTemplate(dataDir)).toBe(false);

    const t = await demoApp(dataDir);
    const report = await runStartupTasks(t.app, t.config);
    expect(report.seededDemo).toBe(true);
    const account = report.demoAccounts![0];
    expect((await login(t.app, account.email, account.password)).statusCode).toBe(200);
    expect(await t.app.db.selectFrom('users').select('id').execute()).toHaveLength(7);
  });
});

describe('finishing a demo copy', () => {
  it("gives the demo users the fresh password and moves the times of the template's seed, and no other, to now", async () => {
    const t = await createTestApp();
    apps.push(t);
    const dataDir = scratch();
    const user = await createUser(t.app, { role: 'supervisor' });
    const seededAt = new Date(Date.now() - 30 * 24 * 3600 * 1000);
    const before = new Date(seededAt.getTime() - 24 * 3600 * 1000);
    await t.app.db.updateTable('users').set({ createdAt: seededAt, updatedAt: before }).where('email', '=', user.email).execute();
    const meta = {
      seededFrom: new Date(seededAt.getTime() - 1000).toISOString(),
      seededTo: new Date(seededAt.getTime() + 1000).toISOString(),
      accounts: [{ role: 'supervisor', fullName: 'Demo Supervisor', email: user.email }],
      counts: null,
    };
    fs.writeFileSync(path.join(dataDir, PENDING_FILE), JSON.stringify(meta));
    expect(readPendingDemoCopy(dataDir)).toEqual(meta);

    const accounts = await finishDemoCopy(t.app.db, dataDir, meta, 'Fresh-Demo-Password-42');
    expect(accounts).toEqual([{ ...meta.accounts[0], password: 'Fresh-Demo-Password-42' }]);
    expect(readDemoAccounts(dataDir)).toEqual(accounts);
    expect(readPendingDemoCopy(dataDir)).toBeNull();
    const row = await t.app.db.selectFrom('users').select(['createdAt', 'updatedAt']).where('email', '=', user.email).executeTakeFirstOrThrow();
    // Moved so that the seed's window ends now (its second of margin before it).
    expect(Math.abs(Date.now() - 1000 - new Date(row.createdAt).getTime())).toBeLessThan(60_000);
    expect(new Date(row.updatedAt).toISOString()).toBe(before.toISOString());
    expect((await login(t.app, user.email, 'Fresh-Demo-Password-42')).statusCode).toBe(200);
  });
});

describe('a demo copy of a template made on an earlier day', () => {
  it("moves its records, their dates and the programmes forward by the whole days since, and the seed's own times to now", async () => {
    const t = await createTestApp();
    apps.push(t);
    const dataDir = scratch();
    const DAY = 24 * 3600 * 1000;
    const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
    const templateDay = new Date(today - 3 * DAY);
    const recordTime = new Date(templateDay.getTime() - 40 * DAY + 5 * 3600 * 1000);
    const child = await insertRow(t.app, 'outOfSchoolChildren', { createdAt: recordTime, updatedAt: recordTime, dateOfBirth: '2015-06-10' });
    const seededAt = new Date(templateDay.getTime() + 9 * 3600 * 1000);
    await t.app.db
      .insertInto('programmes')
      .values({
        slug: 'shift-check',
        title: 'Shift check',
        summary: 's',
        description: 'd',
        status: 'active',
        startDate: '2025-01-01',
        endDate: '2027-01-01',
        states: '[]',
        partners: '[]',
        published: true,
        publishedAt: seededAt,
        createdBy: null,
        updatedBy: null,
      })
      .execute();
    const meta = {
      seededFrom: new Date(seededAt.getTime() - 1000).toISOString(),
      seededTo: new Date(seededAt.getTime() + 1000).toISOString(),
      datedTo: templateDay.toISOString().slice(0, 10),
      accounts: [],
      counts: null,
    };
    await finishDemoCopy(t.app.db, dataDir, meta, 'Fresh-Demo-Password-42');
    const row = await t.app.db.selectFrom('oosChildren').select(['createdAt', 'updatedAt', 'dateOfBirth']).where('id', '=', child).executeTakeFirstOrThrow();
    expect(new Date(row.createdAt).getTime()).toBe(recordTime.getTime() + 3 * DAY);
    expect(new Date(row.updatedAt).getTime()).toBe(recordTime.getTime() + 3 * DAY);
    const day = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value));
    expect(day(row.dateOfBirth)).toBe('2015-06-13');
    const programme = await t.app.db
      .selectFrom('programmes')
      .select(['startDate', 'endDate', 'publishedAt'])
      .where('slug', '=', 'shift-check')
      .executeTakeFirstOrThrow();
    expect([day(programme.startDate), day(programme.endDate)]).toEqual(['2025-01-04', '2027-01-04']);
    expect(Math.abs(Date.now() - 1000 - new Date(programme.publishedAt!).getTime())).toBeLessThan(60_000);
  });
});
