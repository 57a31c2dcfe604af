/**
 * Possible duplicates: found after a sync push and by an on-demand check, "not a
 * duplicate" remembered, a merge that keeps every link and changes the public figures by exactly
 * one, and who may resolve what.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SummaryAnswer } from '../../src/domain/publicData';
import { bearer, createUser, loginToken } from '../helpers/fixtures';
import { auditRowsOf, insertRow, tokenWith } from '../helpers/records';
import { createTestApp, type TestApp } from '../helpers/testApp';

let t: TestApp;
let adminToken: string;
let supervisorToken: string;
let executiveToken: string;
let collectorToken: string;
let place: { state: string; lga: string; ward: string };

interface PairAnswer {
  id: number;
  type: string;
  score: number;
  status: string;
  reasons: Record<string, number>;
  recordA: { id: number; name: string; groupName: string | null; merged: boolean } | null;
  recordB: { id: number; name: string; groupName: string | null; merged: boolean } | null;
}

beforeAll(async () => {
  t = await createTestApp({ logger: { level: 'error' } });
  adminToken = await loginToken(t.app, (await createUser(t.app, { role: 'admin' })).email);
  supervisorToken = await loginToken(t.app, (await createUser(t.app, { role: 'supervisor' })).email);
  executiveToken = await loginToken(t.app, (await createUser(t.app, { role: 'executive' })).email);
  collectorToken = await loginToken(t.app, (await createUser(t.app, { role: 'collector' })).email);
  const ward = await t.app.db.selectFrom('wards').select(['state', 'lga', 'slug']).where('state', '=', 'kano').orderBy('id').executeTakeFirst();
  place = ward ? { state: ward.state, lga: ward.lga, ward: ward.slug } : { state: 'kano', lga: 'dala', ward: 'dala-ward' };
});
afterAll(async () => t?.close());

const push = (records: unknown[]) => t.app.inject({ method: 'POST', url: '/api/admin/sync/push', headers: bearer(collectorToken), payload: { records } });
const listPairs = async (token: string, filter: Record<string, unknown> = {}) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/duplicates?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,99]`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as PairAnswer[];
};
const resolve = (token: string, id: number, payload: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/admin/duplicates/${id}/resolve`, headers: bearer(token), payload: payload as Record<string, unknown> });
const pairOf = (pairs: PairAnswer[], a: number, b: number) => pairs.find((p) => p.recordA?.id === Math.min(a, b) && p.recordB?.id === Math.max(a, b));
/** Device ids are at least 8 characters. */
const local = (name: string) => `duptest-${name}`;
const child = (localUUID: string, data: Record<string, unknown>, household?: string) => ({
  table: 'oosChildren',
  localUUID: local(localUUID),
  data: { sex: 'Male', ...place, ...data },
  ...(household ? { links: { householdId: local(household) } } : {}),
});
const house = (localUUID: string, householdHead: string) => ({ table: 'households', localUUID: local(localUUID), data: { householdHead, ...place } });
const summary = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/public/summary' });
  return (response.json() as SummaryAnswer).data.totals.outOfSchoolChildren;
};

describe('detection after a sync push', () => {
  let first: number;
  let second: number;

  it('pairs two children with near-identical names, ages ±1 in one household, and not their sibling', async () => {
    const pushed = await push([
      house('hh-1', 'Ibrahim Musa'),
      child('c-1', { firstName: 'Abubakar', lastName: 'Ibrahim', age: 9 }, 'hh-1'),
      child('c-2', { firstName: 'Abubakr', lastName: 'Ibrahim', age: 10 }, 'hh-1'),
      child('c-3', { firstName: 'Sadiq', lastName: 'Ibrahim', age: 8 }, 'hh-1'),
    ]);
    expect(pushed.statusCode, pushed.body).toBe(200);
    const outcomes = pushed.json().data as { serverId: number; status: string }[];
    expect(outcomes.map((o) => o.status)).toEqual(['created', 'created', 'created', 'created']);
    [first, second] = [outcomes[1].serverId, outcomes[2].serverId];
    await t.app.duplicateChecks.idle();

    const pairs = await listPairs(adminToken, { type: 'oos-children' });
    const pair = pairOf(pairs, first, second);
    expect(pair).toMatchObject({ type: 'oos-children', status: 'open', reasons: { sex: 1, location: 1, household: 1, age: 0.7 } });
    expect(pair!.score).toBeGreaterThanOrEqual(0.8);
    expect(pair!.recordA).toMatchObject({ name: 'Abubakar Ibrahim', groupName: 'Ibrahim Musa', merged: false });
    expect(pairs.some((p) => [p.recordA?.id, p.recordB?.id].includes(outcomes[3].serverId))).toBe(false);
  });

  it('a child with an NIN is never paired', async () => {
    const pushed = await push([
      child('n-1', { firstName: 'Hauwa', lastName: 'Sani', age: 7, nin: '12345678901' }),
      child('n-2', { firstName: 'Hauwa', lastName: 'Sani', age: 7, sex: 'Male' }),
    ]);
    const ids = (pushed.json().data as { serverId: number }[]).map((o) => o.serverId);
    await t.app.duplicateChecks.idle();
    expect(pairOf(await listPairs(adminToken), ids[0], ids[1])).toBeUndefined();
  });

  it('distinct is remembered: a re-check does not re-open the pair', async () => {
    const pair = pairOf(await listPairs(adminToken), first, second)!;
    const answer = await resolve(supervisorToken, pair.id, { action: 'distinct' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect((await resolve(supervisorToken, pair.id, { action: 'distinct' })).statusCode).toBe(409);

    const check = await t.app.inject({
      method: 'POST',
      url: '/api/admin/duplicates/check',
      headers: bearer(adminToken),
      payload: { type: 'oos-children', state: place.state },
    });
    expect(check.statusCode, check.body).toBe(202);
    await t.app.duplicateChecks.jobsIdle();
    const status = await t.app.inject({ method: 'GET', url: `/api/admin/duplicates/check/${check.json().data.id}`, headers: bearer(adminToken) });
    expect(status.json().data).toMatchObject({ status: 'done', checked: status.json().data.total });
    expect(pairOf(await listPairs(adminToken), first, second)).toBeUndefined();
    expect(pairOf(await listPairs(adminToken, { status: 'distinct' }), first, second)).toMatchObject({ status: 'distinct' });
    const audits = await auditRowsOf(t.app, 'duplicates', pair.id);
    expect(audits).toEqual([
      expect.objectContaining({ action: 'duplicate_distinct', changes: { type: 'oos-children', records: [Math.min(first, second), Math.max(first, second)] } }),
    ]);
  });
});

describe('merge', () => {
  it('keeps every link, hides the merged record and changes the public figures by exactly one', async () => {
    const crowd = Array.from({ length: 12 }, (_, i) =>
      child(`m-crowd-${i}`, { firstName: `Crowd${'xyzqwv'[i % 6]}${i}`, lastName: 'Unrelated', age: 5 + (i % 10), sex: i % 2 ? 'Female' : 'Male' }),
    );
    const pushed = await push([
      house('hh-m', 'Garba Usman'),
      child('m-old', { firstName: 'Zainab', middleName: 'Halima', lastName: 'Garba', age: 11, sex: 'Female' }, 'hh-m'),
      child('m-new', { firstName: 'Zainab', lastName: 'Garbah', age: 12, sex: 'Female' }, 'hh-m'),
      ...crowd,
    ]);
    const outcomes = pushed.json().data as { serverId: number }[];
    const [older, newer] = [outcomes[1].serverId, outcomes[2].serverId];
    await t.app.duplicateChecks.idle();
    const pair = pairOf(await listPairs(supervisorToken), older, newer)!;
    expect(pair).toBeDefined();

    // History and audit rows of the record that goes.
    const reviewed = await t.app.inject({
      method: 'POST',
      url: `/api/admin/oos-children/${newer}/review`,
      headers: bearer(supervisorToken),
      payload: { state: 'has_issues', comment: 'lastName spelt differently' },
    });
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    const auditsBefore = await auditRowsOf(t.app, 'oos-children', newer);
    expect(auditsBefore.length).toBeGreaterThanOrEqual(2);
    const before = await summary();
    expect(before).toEqual(expect.any(Number));

    const keepOutside = await resolve(adminToken, pair.id, { action: 'merge', keepId: 999999 });
    expect(keepOutside.statusCode).toBe(400);
    const merged = await resolve(adminToken, pair.id, { action: 'merge' });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json().data).toEqual({ id: pair.id, keptId: older });

    expect(await summary()).toBe((before as number) - 1);
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/oos-children/${newer}`, headers: bearer(adminToken) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/oos-children/${older}`, headers: bearer(adminToken) })).statusCode).toBe(200);
    // The device mapping and the review history stay on the merged record's own id (an undo is then exact).
    const ingestion = await t.app.db.selectFrom('syncIngestions').select('recordId').where('localUuid', '=', local('m-new')).executeTakeFirstOrThrow();
    expect(ingestion.recordId).toBe(newer);
    const repush = await push([child('m-new', { firstName: 'Zainab', lastName: 'Garbah', age: 12, sex: 'Female' }, 'hh-m')]);
    expect(repush.json().data[0]).toMatchObject({ status: 'merged', serverId: older, reviewState: 'merged' });

    const historyOf = (id: number) =>
      t.app.db
        .selectFrom('recordReviews')
        .select(['state', 'comment', 'source'])
        .where('resource', '=', 'oos-children')
        .where('recordId', '=', id)
        .orderBy('id')
        .execute();
    expect(await historyOf(newer)).toEqual([expect.objectContaining({ state: 'has_issues', source: 'review' })]);
    expect(await historyOf(older)).toEqual([expect.objectContaining({ state: 'received', comment: `Merged with record ${newer}`, source: 'merge' })]);
    const copy = await t.app.db
      .selectFrom('mergedRecords')
      .select(['mergedInto', 'data'])
      .where('resource', '=', 'oos-children')
      .where('recordId', '=', newer)
      .executeTakeFirstOrThrow();
    expect(copy.mergedInto).toBe(older);
    expect(copy.data).toMatchObject({ id: newer, lastName: 'Garbah', reviewState: 'has_issues' });

    const auditsAfter = await auditRowsOf(t.app, 'oos-children', newer);
    expect(auditsAfter.slice(0, auditsBefore.length)).toEqual(auditsBefore);
    expect(auditsAfter.at(-1)).toMatchObject({ action: 'merge', changes: { mergedInto: older } });
    expect((await auditRowsOf(t.app, 'oos-children', older)).at(-1)).toMatchObject({ action: 'merge', changes: { merged: newer } });

    const listed = await listPairs(adminToken, { status: 'merged' });
    expect(pairOf(listed, older, newer)).toMatchObject({ status: 'merged', recordB: { id: newer, merged: true } });
    expect((await resolve(adminToken, pair.id, { action: 'distinct' })).statusCode).toBe(409);
  });
});

describe('who may resolve', () => {
  let childPair: PairAnswer;
  let learnerPair: PairAnswer;

  beforeAll(async () => {
    const base = { ...place, sex: 'Female', lastName: 'Yusuf' };
    const school = await insertRow(t.app, 'schools', { schoolName: 'Tsangaya Dala', ...place });
    const l1 = await insertRow(t.app, 'learners', { ...base, firstName: 'Maryam', age: 12, schoolId: school });
    const l2 = await insertRow(t.app, 'learners', { ...base, firstName: 'Mariam', age: 12, schoolId: school });
    const c1 = await insertRow(t.app, 'outOfSchoolChildren', { ...base, firstName: 'Rukayya', age: 6 });
    const c2 = await insertRow(t.app, 'outOfSchoolChildren', { ...base, firstName: 'Rukayya', age: 6 });
    const check = await t.app.inject({ method: 'POST', url: '/api/admin/duplicates/check', headers: bearer(adminToken), payload: {} });
    expect(check.statusCode).toBe(202);
    await t.app.duplicateChecks.jobsIdle();
    learnerPair = pairOf(await listPairs(adminToken, { type: 'learners' }), l1, l2)!;
    childPair = pairOf(await listPairs(adminToken, { type: 'oos-children' }), c1, c2)!;
    expect(learnerPair).toMatchObject({ type: 'learners', recordA: { groupName: 'Tsangaya Dala' } });
    expect(childPair).toBeDefined();
  });

  it('an executive reads the pairs but may not resolve or check (403, before the body is read)', async () => {
    expect((await listPairs(executiveToken)).length).toBeGreaterThan(0);
    expect((await resolve(executiveToken, childPair.id, { action: 'distinct' })).statusCode).toBe(403);
    expect((await resolve(executiveToken, childPair.id, { nonsense: true })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/duplicates/check', headers: bearer(executiveToken), payload: {} })).statusCode).toBe(403);
  });

  it('a supervisor resolves children but not learners; a bad body is a 400; an unknown pair a 403 like a forbidden one', async () => {
    expect((await resolve(supervisorToken, learnerPair.id, { action: 'distinct' })).statusCode).toBe(403);
    expect((await resolve(supervisorToken, learnerPair.id, { action: 'bogus' })).statusCode).toBe(403);
    expect((await resolve(supervisorToken, childPair.id, { action: 'bogus' })).statusCode).toBe(400);
    expect((await resolve(supervisorToken, 987654, { action: 'distinct' })).statusCode).toBe(403);
    expect((await resolve(adminToken, 987654, { action: 'distinct' })).statusCode).toBe(404);
    expect((await resolve(supervisorToken, childPair.id, { action: 'merge', keepId: childPair.recordB!.id })).json().data).toEqual({
      id: childPair.id,
      keptId: childPair.recordB!.id,
    });
    expect((await resolve(adminToken, learnerPair.id, { action: 'distinct' })).statusCode).toBe(200);
  });

  it('a user who reads only children sees no learner pairs', async () => {
    const collectorList = await t.app.inject({ method: 'GET', url: '/api/admin/duplicates', headers: bearer(collectorToken) });
    expect(collectorList.statusCode).toBe(403);
    const token = await tokenWith(t.app, ['read_out_of_school_learners']);
    const pairs = await listPairs(token, { status: 'distinct' });
    expect(pairs.length).toBeGreaterThan(0);
    expect(pairs.every((p) => p.type === 'oos-children')).toBe(true);
  });
});
