/**
 * After the retention window: purgeExpiredDeletes removes a deleted record for good
 * (links to it set to null, one audit row `purge` each, a tombstone kept), a restore is then
 * refused, and a device re-pushing a deleted record is answered `deleted` (before and after the
 * purge) without anything being written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GONE_MESSAGES } from '../../server/sync/gone';
import { purgeExpiredDeletes } from '../../server/records/bin/purge';
import { householdsDef } from '../../server/records';
import { bearer, createUser, loginToken } from '../helpers/fixtures';
import { auditRowsOf, insertRow, tokenWith } from '../helpers/records';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { ageDelete, binApi, binEntry, MANAGE_ALL, type BinApi } from './records.bin.helpers';

let t: TestApp;
let officer: BinApi;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp();
  officer = binApi(t.app, await tokenWith(t.app, MANAGE_ALL));
});
afterAll(async () => t.close());

const exists = async (table: 'households' | 'oosChildren', id: number) =>
  Boolean(await t.app.db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst());

describe('purgeExpiredDeletes', () => {
  it('purges only what was deleted longer ago than the window, audited, with a tombstone; links become null', async () => {
    const old = await insertRow(t.app, 'households', { householdHead: 'Old Delete', state: 'kano' });
    const recent = await insertRow(t.app, 'households', { householdHead: 'Recent Delete', state: 'kano' });
    const kept = await insertRow(t.app, 'households', { householdHead: 'Never Deleted', state: 'kano' });
    const child = await insertRow(t.app, 'outOfSchoolChildren', { firstName: 'Orphaned', householdId: old });
    expect((await officer.post(`households/${old}/review`, { state: 'approved' })).statusCode).toBe(200);
    await officer.remove('households', old, { reason: 'Test household' });
    await officer.remove('households', recent, { reason: 'Still restorable' });
    await ageDelete(t.app, 'households', old, 8);
    await ageDelete(t.app, 'households', recent, 6);

    expect(await purgeExpiredDeletes(t.app.db, 7, new Date())).toBe(1);
    expect(await exists('households', old)).toBe(false);
    expect(await exists('households', recent)).toBe(true);
    expect(await exists('households', kept)).toBe(true);
    expect((await t.app.db.selectFrom('oosChildren').select('householdId').where('id', '=', child).executeTakeFirstOrThrow()).householdId).toBeNull();
    expect(await t.app.db.selectFrom('recordReviews').select('id').where('resource', '=', 'households').where('recordId', '=', old).execute()).toEqual([]);
    expect(await binEntry(t.app, 'households', old)).toMatchObject({ reason: 'Test household', purgedAt: expect.any(Date) });
    const purges = (await auditRowsOf(t.app, householdsDef, old)).filter((row) => row.action === 'purge');
    expect(purges).toEqual([
      { userId: null, action: 'purge', resource: 'households', resourceId: String(old), changes: expect.objectContaining({ reason: 'Test household' }) },
    ]);

    // Twice changes nothing; the Deleted view lists only what can still be restored.
    expect(await purgeExpiredDeletes(t.app.db, 7, new Date())).toBe(0);
    const listed = (await officer.deleted('households')).json().map((row: { id: number }) => row.id);
    expect(listed).toContain(recent);
    expect(listed).not.toContain(old);
    expect((await auditRowsOf(t.app, householdsDef, old)).filter((row) => row.action === 'purge')).toHaveLength(1);
  });

  it('refuses the restore of a purged record with 409 and a clear message', async () => {
    const id = await insertRow(t.app, 'households', { householdHead: 'Purged Then Asked', state: 'kano' });
    await officer.remove('households', id, { reason: 'Gone' });
    expect(await purgeExpiredDeletes(t.app.db, 1, new Date(Date.now() + 2 * DAY))).toBeGreaterThanOrEqual(1);
    const answer = await officer.restore('households', id);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual({
      code: 'RECORD_PURGED',
      message: 'This household was removed for good after the restore window; it can no longer be restored.',
    });
    expect((await officer.remove('households', id, { reason: 'Again' })).statusCode).toBe(404);
  });

  it('two purges at once (two processes) purge each record once', async () => {
    const ids = [await insertRow(t.app, 'households', { householdHead: 'Race One' }), await insertRow(t.app, 'households', { householdHead: 'Race Two' })];
    for (const id of ids) await officer.remove('households', id, { reason: 'Race' });
    const later = new Date(Date.now() + 40 * DAY);
    const [a, b] = await Promise.all([purgeExpiredDeletes(t.app.db, 30, later), purgeExpiredDeletes(t.app.db, 30, later)]);
    expect(a + b).toBeGreaterThanOrEqual(2);
    for (const id of ids) {
      expect(await exists('households', id)).toBe(false);
      expect((await auditRowsOf(t.app, householdsDef, id)).filter((row) => row.action === 'purge')).toHaveLength(1);
    }
  });

  it('a restore and a purge racing for one record: exactly one of them wins', async () => {
    for (let round = 0; round < 5; round += 1) {
      const id = await insertRow(t.app, 'households', { householdHead: `Restore race ${round}` });
      await officer.remove('households', id, { reason: 'Race' });
      // Deleted 29.9 days ago: the route still restores it, a purge that runs a day later takes it.
      await t.app.db
        .updateTable('deletedRecords')
        .set({ deletedAt: new Date(Date.now() - 29.9 * DAY) })
        .where('recordId', '=', id)
        .where('resource', '=', 'households')
        .execute();
      const [restore, purged] = await Promise.all([officer.restore('households', id), purgeExpiredDeletes(t.app.db, 29, new Date())]);
      expect([200, 409]).toContain(restore.statusCode);
      const audit = (await auditRowsOf(t.app, householdsDef, id)).map((row) => row.action);
      expect(audit.filter((action) => action === 'restore' || action === 'purge')).toHaveLength(1);
      expect(await exists('households', id)).toBe(restore.statusCode === 200);
      expect(purged >= 1).toBe(restore.statusCode === 409);
    }
  });
});

describe('a device re-pushing a deleted record', () => {
  it('is answered `deleted`, before and after the purge, and nothing is written', async () => {
    const account = await createUser(t.app, { role: 'collector' });
    const token = await loginToken(t.app, account.email);
    const record = { table: 'households', localUUID: 'bin-repush-0001', data: { householdHead: 'Pushed Household', state: 'kano', lga: 'dala' } };
    const push = () => t.app.inject({ method: 'POST', url: '/api/admin/sync/push', headers: bearer(token), payload: { records: [record] } });
    const created = (await push()).json().data[0];
    expect(created).toMatchObject({ status: 'created', serverId: expect.any(Number) });
    const id = created.serverId as number;
    expect((await officer.remove('households', id, { reason: 'Not a real household' })).statusCode).toBe(200);
    const countRows = async () =>
      Number(
        (
          await t.app.db
            .selectFrom('households')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const rowsBefore = await countRows();
    const auditBefore = (await auditRowsOf(t.app, householdsDef, id)).length;

    const again = (await push()).json().data[0];
    expect(again).toMatchObject({
      ok: true,
      status: 'deleted',
      serverId: id,
      message: GONE_MESSAGES.deleted,
      reviewState: 'deleted',
      reviewComment: 'Not a real household',
    });
    expect(await countRows()).toBe(rowsBefore);
    expect((await officer.get(`households/${id}`)).statusCode).toBe(404);
    expect((await auditRowsOf(t.app, householdsDef, id)).length).toBe(auditBefore);

    await ageDelete(t.app, 'households', id, 31);
    expect(await purgeExpiredDeletes(t.app.db, 30, new Date())).toBeGreaterThanOrEqual(1);
    const afterPurge = (await push()).json().data[0];
    expect(afterPurge).toMatchObject({ ok: true, status: 'deleted', serverId: id });
    expect(await countRows()).toBe(rowsBefore - 1);
    expect(await exists('households', id)).toBe(false);
  });
});
