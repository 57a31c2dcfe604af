/**
 * Deleted records and duplicates: a deleted record is neither searched for nor found by
 * the candidate search (after a sync or on demand), its pairs leave the list until it is restored,
 * resolving one of its pairs answers 409 and changes nothing, an undo whose survivor was deleted
 * since answers 409, and its purge removes every pair that names it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkRecord, findCandidates } from '../../server/duplicates/candidates';
import { RESOLVE_MESSAGES, UNMERGE_MESSAGES } from '../../server/duplicates/messages';
import { purgeExpiredDeletes } from '../../server/records/bin';
import { bearer, createUser, loginToken } from '../helpers/fixtures';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { addPair, CHILDREN, pairRow, pushAs, pushedChild, resolveAs, rowText, unmergeAs } from './duplicates.helpers';
import { ageDelete, binApi, type BinApi } from './records.bin.helpers';

let t: TestApp;
let officer: BinApi;
let collectorToken: string;
const place = { state: 'kano', lga: 'dala' };
const PATH = CHILDREN.resource;

beforeAll(async () => {
  t = await createTestApp();
  officer = binApi(t.app, await loginToken(t.app, (await createUser(t.app, { role: 'admin' })).email));
  collectorToken = await loginToken(t.app, (await createUser(t.app, { role: 'collector' })).email);
});
afterAll(async () => t?.close());

/** Four children pushed by the device, the first three alike; no pairs between them yet. */
async function family(tag: string) {
  const [x, y, z, w] = await pushAs(t.app, collectorToken, [
    pushedChild(`bin-dup-${tag}-x`, place, { firstName: 'Hauwa', lastName: `Garba${tag}`, age: 9 }),
    pushedChild(`bin-dup-${tag}-y`, place, { firstName: 'Hauwa', lastName: `Garba${tag}`, age: 9 }),
    pushedChild(`bin-dup-${tag}-z`, place, { firstName: 'Hauwah', lastName: `Garba${tag}`, age: 10 }),
    pushedChild(`bin-dup-${tag}-w`, place, { firstName: 'Jummai', lastName: `Garba${tag}`, age: 12 }),
  ]);
  await t.app.duplicateChecks.idle();
  const ids = [x, y, z, w].map((outcome) => outcome.serverId);
  await t.app.db
    .deleteFrom('duplicatePairs')
    .where((eb) => eb.or([eb('recordA', 'in', ids), eb('recordB', 'in', ids)]))
    .execute();
  return { x: ids[0], y: ids[1], z: ids[2], w: ids[3] };
}

const remove = async (id: number, reason = 'Entered twice') => {
  const response = await officer.remove(PATH, id, { reason });
  expect(response.statusCode, response.body).toBe(200);
};
const restore = async (id: number) => {
  const response = await officer.restore(PATH, id);
  expect(response.statusCode, response.body).toBe(200);
};
const pairsOf = (id: number) =>
  t.app.db
    .selectFrom('duplicatePairs')
    .select(['id', 'status'])
    .where('resource', '=', PATH)
    .where((eb) => eb.or([eb('recordA', '=', id), eb('recordB', '=', id)]))
    .execute();
const listedPairIds = async (status: 'open' | 'distinct' | 'merged') => {
  const response = await officer.list('duplicates', { filter: { status, type: PATH }, range: [0, 999] });
  expect(response.statusCode, response.body).toBe(200);
  const ids = (response.json() as { id: number }[]).map((row) => row.id);
  expect(response.headers['content-range']).toMatch(new RegExp(`/${ids.length}$`));
  return ids;
};

describe('candidate search', () => {
  it('neither finds nor checks a deleted record, after a sync or on demand', async () => {
    const { x, y } = await family('a');
    expect((await findCandidates(t.app.db, CHILDREN, x)).map((found) => found.id)).toContain(y);
    await remove(y);

    expect((await findCandidates(t.app.db, CHILDREN, x)).map((found) => found.id)).not.toContain(y);
    expect(await findCandidates(t.app.db, CHILDREN, y)).toEqual([]);
    expect(await checkRecord(t.app.db, CHILDREN, y)).toBe(0);
    expect(await pairsOf(y)).toEqual([]);

    const before = t.app.duplicateChecks.start([CHILDREN], 'kano');
    await t.app.duplicateChecks.jobsIdle();
    await restore(y);
    const after = t.app.duplicateChecks.start([CHILDREN], 'kano');
    await t.app.duplicateChecks.jobsIdle();
    // The on-demand check counted and checked one record fewer while y was deleted, and wrote no pair of it.
    expect(before).toMatchObject({ status: 'done' });
    expect(after).toMatchObject({ status: 'done', total: before.total + 1, checked: before.checked + 1 });
    expect((await pairsOf(y)).length).toBeGreaterThan(0);
  });
});

describe('the pairs list', () => {
  it('leaves out the pairs of a deleted record, of any status, and shows its open pairs again after a restore', async () => {
    const { x, y, z, w } = await family('b');
    const xy = await addPair(t.app, x, y);
    const yz = await addPair(t.app, y, z, 'distinct');
    const xw = await addPair(t.app, x, w);
    expect(await listedPairIds('open')).toEqual(expect.arrayContaining([xy, xw]));
    expect(await listedPairIds('distinct')).toContain(yz);

    await remove(y);
    const open = await listedPairIds('open');
    expect(open).not.toContain(xy);
    expect(open).toContain(xw);
    expect(await listedPairIds('distinct')).not.toContain(yz);
    expect(await pairRow(t.app, xy)).toMatchObject({ status: 'open' });

    await restore(y);
    expect(await listedPairIds('open')).toEqual(expect.arrayContaining([xy, xw]));
    expect(await listedPairIds('distinct')).toContain(yz);
  });
});

describe('resolving and undoing', () => {
  it('answers 409 for a merge or "not a duplicate" of a pair with a deleted record, and changes nothing', async () => {
    const { x, y } = await family('c');
    const xy = await addPair(t.app, x, y);
    await remove(y);
    const rows = [await rowText(t.app, x), await rowText(t.app, y)];
    for (const body of [{ action: 'merge' }, { action: 'merge', keepId: y }, { action: 'distinct' }]) {
      const response = await resolveAs(t.app, officer.token, xy, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(409);
      expect(response.json()).toMatchObject({ code: 'CONFLICT', message: RESOLVE_MESSAGES.recordGone });
    }
    expect(await pairRow(t.app, xy)).toMatchObject({ status: 'open', keptId: null });
    expect([await rowText(t.app, x), await rowText(t.app, y)]).toEqual(rows);
    expect(await t.app.db.selectFrom('mergedRecords').select('recordId').where('resource', '=', PATH).where('recordId', 'in', [x, y]).execute()).toEqual([]);

    await restore(y);
    const distinct = await resolveAs(t.app, officer.token, xy, { action: 'distinct' });
    expect(distinct.statusCode, distinct.body).toBe(200);
  });

  it('answers 409 for the undo of a merge whose survivor was deleted since; after its restore the undo works', async () => {
    const { x, y } = await family('d');
    const xy = await addPair(t.app, x, y);
    const merged = await resolveAs(t.app, officer.token, xy, { action: 'merge', keepId: x });
    expect(merged.statusCode, merged.body).toBe(200);
    await remove(x, 'Not a real child');

    const refused = await unmergeAs(t.app, officer.token, xy);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CONFLICT', message: UNMERGE_MESSAGES.survivorGone(x) });
    expect(await rowText(t.app, y)).toBeUndefined();
    expect(await pairRow(t.app, xy)).toMatchObject({ status: 'merged', keptId: x });

    await restore(x);
    const undone = await unmergeAs(t.app, officer.token, xy);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(await rowText(t.app, y)).toBeDefined();
  });
});

describe('the purge of a deleted record', () => {
  it('removes every pair naming it (open, not a duplicate, merged) with the record, and keeps the others', async () => {
    const { x, y, z, w } = await family('e');
    const xy = await addPair(t.app, x, y);
    const yz = await addPair(t.app, y, z, 'distinct');
    const yw = await addPair(t.app, y, w);
    const xz = await addPair(t.app, x, z);
    const merged = await resolveAs(t.app, officer.token, yw, { action: 'merge', keepId: y });
    expect(merged.statusCode, merged.body).toBe(200);
    expect((await pairsOf(y)).map((pair) => pair.status).sort()).toEqual(['distinct', 'merged', 'open']);
    await remove(y);
    await ageDelete(t.app, PATH, y, 31);

    expect(await purgeExpiredDeletes(t.app.db, 30, new Date())).toBeGreaterThanOrEqual(1);
    expect(await rowText(t.app, y)).toBeUndefined();
    expect(await pairsOf(y)).toEqual([]);
    for (const id of [xy, yz, yw]) expect(await pairRow(t.app, id)).toBeUndefined();
    expect(await pairRow(t.app, xz)).toMatchObject({ status: 'open' });
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/admin/duplicates?filter=${encodeURIComponent(JSON.stringify({ status: 'merged' }))}`,
      headers: bearer(officer.token),
    });
    expect((list.json() as { id: number }[]).map((row) => row.id)).not.toContain(yw);
  });
});
