/**
 * The retention job: one run purges merges past MERGE_UNDO_DAYS, deleted records past
 * DELETE_RETENTION_DAYS and frees deleted users' e-mails after the same window, each audited, and
 * leaves alone what is still inside its window; a failing purge does not stop the others.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import { buildApp } from '../../server/app';
import { runRetention } from '../../server/retention/job';
import { loadConfig } from '../../server/config';
import { bearer, createUser, loginToken } from '../helpers/fixtures';
import { insertRow } from '../helpers/records';
import { createTestApp, testConfig, type TestApp } from '../helpers/testApp';
import { addPair, pushAs, pushedChild, resolveAs } from './duplicates.helpers';
import { binApi, MANAGE_ALL } from './records.bin.helpers';
import { tokenWith } from '../helpers/records';

let t: TestApp;
let adminToken: string;
let collectorToken: string;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await loginToken(t.app, (await createUser(t.app, { role: 'super_admin' })).email);
  collectorToken = await loginToken(t.app, (await createUser(t.app, { role: 'collector' })).email);
});
afterAll(async () => t?.close());

const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

async function mergedChild(tag: string): Promise<number> {
  const place = { state: 'kano', lga: 'dala' };
  const [a, b] = await pushAs(t.app, collectorToken, [
    pushedChild(`retention-${tag}-a`, place, { firstName: 'Zainab', lastName: `Retention${tag}`, age: 8 }),
    pushedChild(`retention-${tag}-b`, place, { firstName: 'Zainabu', lastName: `Retention${tag}`, age: 8 }),
  ]);
  await t.app.duplicateChecks.idle();
  await t.app.db.deleteFrom('duplicatePairs').where('recordA', 'in', [a.serverId, b.serverId]).execute();
  const pair = await addPair(t.app, a.serverId, b.serverId);
  expect((await resolveAs(t.app, adminToken, pair, { action: 'merge', keepId: a.serverId })).statusCode).toBe(200);
  return b.serverId;
}

async function deletedHousehold(head: string): Promise<number> {
  const id = await insertRow(t.app, 'households', { householdHead: head, state: 'kano' });
  const officer = binApi(t.app, await tokenWith(t.app, MANAGE_ALL));
  expect((await officer.remove('households', id, { reason: 'Registered in error' })).statusCode).toBe(200);
  return id;
}

async function deletedUser(): Promise<{ id: number; email: string }> {
  const user = await createUser(t.app, { role: 'collector' });
  const response = await t.app.inject({ method: 'DELETE', url: `/api/admin/user-management/${user.id}`, headers: bearer(adminToken) });
  expect(response.statusCode).toBe(200);
  return user;
}

const purgeAudits = async () =>
  (await t.app.db.selectFrom('auditLogs').select(['resource', 'resourceId']).where('action', '=', 'purge').where('userId', 'is', null).execute()).map(
    (row) => `${row.resource}:${row.resourceId}`,
  );

describe('runRetention', () => {
  it('purges what is past its window, audited, and keeps what is inside it', async () => {
    const oldMerge = await mergedChild('old');
    const newMerge = await mergedChild('new');
    const oldDelete = await deletedHousehold('Old Bin');
    const newDelete = await deletedHousehold('New Bin');
    const oldUser = await deletedUser();
    const newUser = await deletedUser();
    await t.app.db
      .updateTable('mergedRecords')
      .set({ mergedAt: daysAgo(11) })
      .where('recordId', '=', oldMerge)
      .execute();
    await t.app.db
      .updateTable('deletedRecords')
      .set({ deletedAt: daysAgo(6) })
      .where('recordId', '=', oldDelete)
      .where('resource', '=', 'households')
      .execute();
    await t.app.db
      .updateTable('users')
      .set({ deletedAt: daysAgo(6) })
      .where('id', '=', oldUser.id)
      .execute();

    const counts = await runRetention(t.app, { mergeUndoDays: 10, deleteRetentionDays: 5 }, new Date());
    expect(counts).toEqual({ 'merged records': 1, 'deleted records': 1, 'deleted users': 1 });

    const merged = await t.app.db.selectFrom('mergedRecords').select(['recordId', 'data', 'purgedAt']).where('recordId', 'in', [oldMerge, newMerge]).execute();
    expect(merged.find((row) => row.recordId === oldMerge)).toMatchObject({ data: null, purgedAt: expect.any(Date) });
    expect(merged.find((row) => row.recordId === newMerge)).toMatchObject({ purgedAt: null });
    expect(merged.find((row) => row.recordId === newMerge)?.data).not.toBeNull();
    const households = await t.app.db.selectFrom('households').select('id').where('id', 'in', [oldDelete, newDelete]).execute();
    expect(households.map((row) => row.id)).toEqual([newDelete]);
    const users = await t.app.db.selectFrom('users').select(['id', 'email']).where('id', 'in', [oldUser.id, newUser.id]).orderBy('id').execute();
    expect(users).toEqual([
      { id: oldUser.id, email: `deleted-user-${oldUser.id}@deleted.invalid` },
      { id: newUser.id, email: newUser.email },
    ]);
    expect(await purgeAudits()).toEqual(expect.arrayContaining([`oos-children:${oldMerge}`, `households:${oldDelete}`, `users:${oldUser.id}`]));
    expect(await purgeAudits()).not.toEqual(expect.arrayContaining([`oos-children:${newMerge}`]));

    // A second run finds nothing more to do.
    expect(await runRetention(t.app, { mergeUndoDays: 10, deleteRetentionDays: 5 }, new Date())).toEqual({
      'merged records': 0,
      'deleted records': 0,
      'deleted users': 0,
    });
  });

  it('goes on with the other purges when one fails', async () => {
    const id = await deletedHousehold('Bin While Broken');
    await t.app.db
      .updateTable('deletedRecords')
      .set({ deletedAt: daysAgo(40) })
      .where('recordId', '=', id)
      .where('resource', '=', 'households')
      .execute();
    await sql`alter table merged_records rename to merged_records_away`.execute(t.app.db);
    try {
      const counts = await runRetention(t.app, {}, new Date());
      expect(counts['merged records']).toBeUndefined();
      expect(counts['deleted records']).toBe(1);
    } finally {
      await sql`alter table merged_records_away rename to merged_records`.execute(t.app.db);
    }
  });

  it('runs just after the app is ready, with the configured windows (embedded database)', async () => {
    const app = await buildApp(testConfig({ deleteRetentionDays: 5, telemetryRetentionDays: 30 }));
    try {
      // Written straight into the database: routes answer only once the app is ready.
      const binned = async (head: string, daysOld: number) => {
        const { id } = await app.db
          .insertInto('households')
          .values({
            householdHead: head,
            state: 'kano',
            importBatchId: sql<number>`(select id from pending_imports where record_table = 'households' and kind = 'bin')`,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await app.db
          .insertInto('deletedRecords')
          .values({ resource: 'households', recordId: id, importBatchId: null, reason: 'Test', deletedAt: daysAgo(daysOld) })
          .execute();
        return id;
      };
      const old = await binned('Six Days In The Bin', 6);
      const recent = await binned('Four Days In The Bin', 4);
      await app.ready();
      await vi.waitFor(async () => {
        const left = await app.db.selectFrom('households').select('id').where('id', 'in', [old, recent]).execute();
        expect(left.map((row) => row.id)).toEqual([recent]);
      });
    } finally {
      await app.close();
    }
  });

  it('reads MERGE_UNDO_DAYS and DELETE_RETENTION_DAYS: default 30, nonsense and 0 refused', () => {
    expect(loadConfig({})).toMatchObject({ mergeUndoDays: 30, deleteRetentionDays: 30 });
    expect(loadConfig({ MERGE_UNDO_DAYS: '7', DELETE_RETENTION_DAYS: '90' })).toMatchObject({ mergeUndoDays: 7, deleteRetentionDays: 90 });
    expect(() => loadConfig({ MERGE_UNDO_DAYS: '0' })).toThrow(/MERGE_UNDO_DAYS must be a whole number of days from 1 to 3650/);
    expect(() => loadConfig({ DELETE_RETENTION_DAYS: 'a month' })).toThrow(/DELETE_RETENTION_DAYS must be a whole number of days from 1 to 3650/);
  });
});
