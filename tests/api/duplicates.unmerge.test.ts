/**
 * Undoing a merge: the merged row back byte for byte (compared column by column with
 * merged_records), with its device mapping and review history, the other pairs as they were, the
 * pair open again, both records back in the lists; refused after the window; the retention purge
 * (audited, the tombstone still answers the device `merged`); 403 for unknown and forbidden pairs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeExpiredMerges } from '../../server/duplicates/purge';
import { unmergePair } from '../../server/duplicates/unmerge';
import { UNMERGE_MESSAGES } from '../../server/duplicates/messages';
import { bearer, createUser, loginToken } from '../helpers/fixtures';
import { auditRowsOf, idsOf, insertRow, recordsApi } from '../helpers/records';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { addPair, CHILDREN, pairRow, pushAs, pushedChild, resolveAs, rowAsCopy, rowText, unmergeAs } from './duplicates.helpers';

let t: TestApp;
let adminToken: string;
let adminId: number;
let supervisorToken: string;
let collectorToken: string;
const place = { state: 'kano', lga: 'dala' };

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createUser(t.app, { role: 'admin' });
  adminId = admin.id;
  adminToken = await loginToken(t.app, admin.email);
  supervisorToken = await loginToken(t.app, (await createUser(t.app, { role: 'supervisor' })).email);
  collectorToken = await loginToken(t.app, (await createUser(t.app, { role: 'collector' })).email);
});
afterAll(async () => t?.close());

const copyOf = (id: number) =>
  t.app.db.selectFrom('mergedRecords').selectAll().where('resource', '=', 'oos-children').where('recordId', '=', id).executeTakeFirst();
const historyOf = (id: number) =>
  t.app.db.selectFrom('recordReviews').selectAll().where('resource', '=', 'oos-children').where('recordId', '=', id).orderBy('id').execute();
const ingestionOf = (localUUID: string) => t.app.db.selectFrom('syncIngestions').selectAll().where('localUuid', '=', localUUID).executeTakeFirstOrThrow();

/** Three children pushed by the device and one more; the pairs between them written as a check would. */
async function family(tag: string) {
  const [x, y, z, w] = await pushAs(t.app, collectorToken, [
    pushedChild(`unmerge-${tag}-x`, place, { firstName: 'Hauwa', lastName: `Danjuma${tag}`, age: 9 }),
    pushedChild(`unmerge-${tag}-y`, place, { firstName: 'Hawwa', lastName: `Danjuma${tag}`, age: 9 }),
    pushedChild(`unmerge-${tag}-z`, place, { firstName: 'Hauwah', lastName: `Danjuma${tag}`, age: 10 }),
    pushedChild(`unmerge-${tag}-w`, place, { firstName: 'Jummai', lastName: `Danjuma${tag}`, age: 12 }),
  ]);
  await t.app.duplicateChecks.idle();
  // The pairs are exactly these (whatever the check found is replaced).
  await t.app.db.deleteFrom('duplicatePairs').where('recordA', 'in', [x.serverId, y.serverId, z.serverId, w.serverId]).execute();
  return { x, y, z, w };
}

describe('undo a merge', () => {
  it('puts the merged row back byte for byte with its device mapping and history, and the pairs as they were', async () => {
    const { x, y, z, w } = await family('a');
    const xy = await addPair(t.app, x.serverId, y.serverId);
    const xz = await addPair(t.app, x.serverId, z.serverId);
    const yz = await addPair(t.app, y.serverId, z.serverId, 'distinct');
    const yw = await addPair(t.app, y.serverId, w.serverId);
    const reviewed = await t.app.inject({
      method: 'POST',
      url: `/api/admin/oos-children/${y.serverId}/review`,
      headers: bearer(supervisorToken),
      payload: { state: 'has_issues', comment: 'firstName spelt differently' },
    });
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    const rowBefore = await rowText(t.app, y.serverId);
    const historyBefore = await historyOf(y.serverId);
    const ingestionBefore = await ingestionOf(y.localUUID);
    const yzBefore = await t.app.db.selectFrom('duplicatePairs').selectAll().where('id', '=', yz).executeTakeFirstOrThrow();

    const merged = await resolveAs(t.app, adminToken, xy, { action: 'merge', keepId: x.serverId });
    expect(merged.statusCode, merged.body).toBe(200);
    // What the merge moved: y–w re-pointed to x, y–z dropped (x–z exists) passing its "not a duplicate" on to x–z.
    expect(await pairRow(t.app, yw)).toMatchObject({ recordA: Math.min(x.serverId, w.serverId), recordB: Math.max(x.serverId, w.serverId), status: 'open' });
    expect(await pairRow(t.app, yz)).toBeUndefined();
    expect(await pairRow(t.app, xz)).toMatchObject({ status: 'distinct' });
    const copy = await copyOf(y.serverId);
    expect(copy).toMatchObject({ mergedInto: x.serverId, pairId: xy, purgedAt: null });
    expect(copy!.undo).toEqual(expect.objectContaining({ repointed: [expect.objectContaining({ id: yw })], dropped: [expect.any(String)] }));
    expect(await rowText(t.app, y.serverId)).toBeUndefined();

    const undone = await unmergeAs(t.app, supervisorToken, xy);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toEqual({ data: { id: xy, restoredId: y.serverId, keptId: x.serverId }, message: UNMERGE_MESSAGES.undone });

    // Column by column what merged_records held, and the very text PostgreSQL wrote before the merge.
    const restored = await rowAsCopy(t.app, y.serverId);
    const held = copy!.data as Record<string, unknown>;
    expect(Object.keys(restored).sort()).toEqual(Object.keys(held).sort());
    for (const column of Object.keys(held)) expect(restored[column], column).toEqual(held[column]);
    expect(await rowText(t.app, y.serverId)).toBe(rowBefore);
    expect(await ingestionOf(y.localUUID)).toEqual(ingestionBefore);
    expect(await historyOf(y.serverId)).toEqual(historyBefore);
    expect(await copyOf(y.serverId)).toBeUndefined();

    expect(await pairRow(t.app, xy)).toMatchObject({ status: 'open', keptId: null });
    expect(await pairRow(t.app, yw)).toMatchObject({ recordA: Math.min(y.serverId, w.serverId), recordB: Math.max(y.serverId, w.serverId), status: 'open' });
    expect(await t.app.db.selectFrom('duplicatePairs').selectAll().where('id', '=', yz).executeTakeFirst()).toEqual(yzBefore);
    expect(await pairRow(t.app, xz)).toMatchObject({ status: 'open' });

    const survivorHistory = await historyOf(x.serverId);
    expect(survivorHistory.map((row) => row.comment)).toEqual([`Merged with record ${y.serverId}`, `Merge with record ${y.serverId} undone`]);
    for (const id of [x.serverId, y.serverId])
      expect((await auditRowsOf(t.app, 'oos-children', id)).at(-1)).toMatchObject({ action: 'unmerge', changes: { pairId: xy } });

    const listed = idsOf(await recordsApi(t.app, adminToken).list('oos-children', { range: [0, 999] }));
    expect(listed).toEqual(expect.arrayContaining([x.serverId, y.serverId]));
    const repush = await pushAs(t.app, collectorToken, [pushedChild(y.localUUID, place, { firstName: 'Hawwa', lastName: 'Danjumaa', age: 9 })]);
    // Its device owns it again: the has_issues record re-sent is stored (no longer answered merged).
    expect(repush[0]).toMatchObject({ status: 'updated', serverId: y.serverId, reviewState: 'received' });
  });

  it('the pair can be decided again; an undo of a pair not merged is a 409', async () => {
    const { x, y } = await family('b');
    const pair = await addPair(t.app, x.serverId, y.serverId);
    expect((await unmergeAs(t.app, adminToken, pair)).json()).toMatchObject({ code: 'CONFLICT', message: UNMERGE_MESSAGES.notMerged });
    expect((await resolveAs(t.app, adminToken, pair, { action: 'merge' })).statusCode).toBe(200);
    expect((await unmergeAs(t.app, adminToken, pair)).statusCode).toBe(200);
    expect((await unmergeAs(t.app, adminToken, pair)).statusCode).toBe(409);
    expect((await resolveAs(t.app, adminToken, pair, { action: 'merge', keepId: y.serverId })).json().data).toEqual({ id: pair, keptId: y.serverId });
    expect(await copyOf(x.serverId)).toMatchObject({ mergedInto: y.serverId });
  });

  it('two undos of one merge at once: one succeeds, the other answers 409', async () => {
    const { x, y } = await family('c');
    const pair = await addPair(t.app, x.serverId, y.serverId);
    expect((await resolveAs(t.app, adminToken, pair, { action: 'merge' })).statusCode).toBe(200);
    const answers = await Promise.all([unmergeAs(t.app, adminToken, pair), unmergeAs(t.app, supervisorToken, pair)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await rowText(t.app, y.serverId)).toBeDefined();
  });
});

describe('the undo window and the purge', () => {
  it('after the window the undo is refused; the purge empties the copy, audits it and the device is still answered merged', async () => {
    const { x, y, z } = await family('d');
    const old = await addPair(t.app, x.serverId, y.serverId);
    const recent = await addPair(t.app, x.serverId, z.serverId);
    expect((await resolveAs(t.app, adminToken, old, { action: 'merge' })).statusCode).toBe(200);
    expect((await resolveAs(t.app, adminToken, recent, { action: 'merge' })).statusCode).toBe(200);
    // The first merge is 31 days old (the default window is 30 days).
    const longAgo = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000);
    await t.app.db.updateTable('mergedRecords').set({ mergedAt: longAgo }).where('resource', '=', 'oos-children').where('recordId', '=', y.serverId).execute();

    const refused = await unmergeAs(t.app, adminToken, old);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/undo window has passed/);
    expect(await rowText(t.app, y.serverId)).toBeUndefined();

    const now = new Date();
    expect(await purgeExpiredMerges(t.app.db, 30, now)).toBe(1);
    expect(await copyOf(y.serverId)).toMatchObject({ data: null, undo: null, purgedAt: now, mergedInto: x.serverId });
    expect(await copyOf(z.serverId)).toMatchObject({ purgedAt: null, data: expect.objectContaining({ id: z.serverId }) });
    expect(await auditRowsOf(t.app, 'oos-children', y.serverId)).toContainEqual({
      userId: null,
      action: 'purge',
      resource: 'oos-children',
      resourceId: String(y.serverId),
      changes: { mergedInto: x.serverId, mergedAt: longAgo.toISOString() },
    });
    expect(await purgeExpiredMerges(t.app.db, 30, now)).toBe(0);
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/admin/duplicates?filter=${encodeURIComponent('{"status":"merged"}')}&range=[0,99]`,
      headers: bearer(adminToken),
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const shown = (listed.json() as Array<{ id: number; recordA: unknown; recordB: unknown }>).find((pair) => pair.id === old);
    expect(shown).toMatchObject({ recordA: { id: x.serverId, merged: false }, recordB: { id: y.serverId, merged: true, name: '' } });

    const repush = await pushAs(t.app, collectorToken, [pushedChild(y.localUUID, place, { firstName: 'Hawwa', lastName: 'Other', age: 9 })]);
    expect(repush[0]).toMatchObject({ ok: true, status: 'merged', serverId: x.serverId });
    expect((await unmergeAs(t.app, adminToken, old)).json().message).toMatch(/undo window has passed/);
    // The merge inside the window is untouched and can still be undone.
    expect((await unmergeAs(t.app, adminToken, recent)).statusCode).toBe(200);
  });

  it('the window is the configured number of days (MERGE_UNDO_DAYS)', async () => {
    const { x, y } = await family('e');
    const pair = await addPair(t.app, x.serverId, y.serverId);
    expect((await resolveAs(t.app, adminToken, pair, { action: 'merge' })).statusCode).toBe(200);
    await t.app.db
      .updateTable('mergedRecords')
      .set({ mergedAt: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000) })
      .where('resource', '=', 'oos-children')
      .where('recordId', '=', y.serverId)
      .execute();
    const context = { userId: adminId, ip: null };
    await expect(unmergePair(t.app.db, CHILDREN, pair, 1, context)).rejects.toMatchObject({ statusCode: 409, message: UNMERGE_MESSAGES.windowPassed(1) });
    expect(await unmergePair(t.app.db, CHILDREN, pair, 3, context)).toEqual({ restoredId: y.serverId, survivorId: x.serverId });
  });
});

describe('who may undo', () => {
  it('403 for an unknown pair as for a forbidden one, unless the caller may write every type (404)', async () => {
    const school = await insertRow(t.app, 'schools', { schoolName: 'Tsangaya Unmerge', ...place });
    const l1 = await insertRow(t.app, 'learners', { ...place, sex: 'Male', firstName: 'Musa', lastName: 'Kabir', age: 11, schoolId: school });
    const l2 = await insertRow(t.app, 'learners', { ...place, sex: 'Male', firstName: 'Musah', lastName: 'Kabir', age: 11, schoolId: school });
    const { id: learnerPair } = await t.app.db
      .insertInto('duplicatePairs')
      .values({ resource: 'learners', recordA: l1, recordB: l2, score: 0.9, reasons: JSON.stringify({ name: 0.9, age: 1, sex: 1, location: 1, household: 1 }) })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await resolveAs(t.app, adminToken, learnerPair, { action: 'merge' })).statusCode).toBe(200);
    const executiveToken = await loginToken(t.app, (await createUser(t.app, { role: 'executive' })).email);

    expect((await unmergeAs(t.app, supervisorToken, learnerPair)).statusCode).toBe(403);
    expect((await unmergeAs(t.app, supervisorToken, 987654)).statusCode).toBe(403);
    expect((await resolveAs(t.app, supervisorToken, 987654, { action: 'distinct' })).statusCode).toBe(403);
    expect((await unmergeAs(t.app, executiveToken, learnerPair)).statusCode).toBe(403);
    expect((await unmergeAs(t.app, adminToken, 987654)).statusCode).toBe(404);
    expect((await unmergeAs(t.app, adminToken, learnerPair)).statusCode).toBe(200);
    expect(await t.app.db.selectFrom('learners').select('id').where('id', 'in', [l1, l2]).execute()).toHaveLength(2);
  });
});
