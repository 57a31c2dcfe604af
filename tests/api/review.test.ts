/**
 * Review of synced records: each transition with a role allowed and a role denied,
 * the list filter, the history, the audit rows, edits after approval and re-sent records.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES } from '../../src/domain/recordQuality';
import { bearer, createUser, loginToken } from '../helpers/fixtures';
import { auditRowsOf, idsOf, insertRow, rawRow, recordsApi } from '../helpers/records';
import { createTestApp, type TestApp } from '../helpers/testApp';

let t: TestApp;
let supervisor: ReturnType<typeof recordsApi>;
let executive: ReturnType<typeof recordsApi>;
let supervisorId: number;
let collectorToken: string;
let collectorId: number;

beforeAll(async () => {
  t = await createTestApp();
  const sup = await createUser(t.app, { role: 'supervisor', fullName: 'Sani Supervisor' });
  supervisorId = sup.id;
  supervisor = recordsApi(t.app, await loginToken(t.app, sup.email));
  executive = recordsApi(t.app, await loginToken(t.app, (await createUser(t.app, { role: 'executive' })).email));
  const collector = await createUser(t.app, { role: 'collector' });
  collectorId = collector.id;
  collectorToken = await loginToken(t.app, collector.email);
});
afterAll(async () => t?.close());

const review = (api: ReturnType<typeof recordsApi>, path: string, body: unknown) => api.post(`${path}/review`, body);
const historyOf = async (path: string) => (await supervisor.get(`${path}/reviews`)).json().data as Array<Record<string, unknown>>;
const reviewAudits = async (resource: string, id: number) => (await auditRowsOf(t.app, resource, id)).filter((row) => row.action === 'review');
const push = (records: unknown[]) => t.app.inject({ method: 'POST', url: '/api/admin/sync/push', headers: bearer(collectorToken), payload: { records } });

describe('a reviewer decides', () => {
  it('received → approved: the row, the message, the history and the audit row', async () => {
    const id = await insertRow(t.app, 'outOfSchoolChildren', { firstName: 'Amina' });
    expect((await supervisor.get(`oos-children/${id}`)).json().data.reviewState).toBe('received');
    const answer = await review(supervisor, `oos-children/${id}`, { state: 'approved' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      message: REVIEW_MESSAGES.saved.approved,
      data: { id, reviewState: 'approved', reviewComment: null, reviewedAt: expect.any(String) },
    });
    expect(await rawRow(t.app, 'outOfSchoolChildren', id)).toMatchObject({ reviewState: 'approved', reviewedBy: supervisorId });
    expect(await historyOf(`oos-children/${id}`)).toEqual([
      { state: 'approved', comment: null, source: 'review', userId: supervisorId, userName: 'Sani Supervisor', createdAt: expect.any(String) },
    ]);
    expect(await reviewAudits('oos-children', id)).toEqual([
      expect.objectContaining({ userId: supervisorId, changes: { reviewState: { before: 'received', after: 'approved' }, comment: null } }),
    ]);
  });

  it('→ has_issues needs a comment naming the fields (400 per field) and keeps it', async () => {
    const id = await insertRow(t.app, 'outOfSchoolChildren', { firstName: 'Bala' });
    const missing = await review(supervisor, `oos-children/${id}`, { state: 'has_issues', comment: '  ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ comment: REVIEW_MESSAGES.commentNeeded.has_issues });
    expect((await review(supervisor, `oos-children/${id}`, { state: 'maybe' })).json().errors).toHaveProperty('state');
    expect((await review(supervisor, `oos-children/${id}`, { state: 'approved', extra: 1 })).statusCode).toBe(400);
    expect(await reviewAudits('oos-children', id)).toEqual([]);

    const answer = await review(supervisor, `oos-children/${id}`, { state: 'has_issues', comment: 'age and dateOfBirth disagree' });
    expect(answer.json()).toMatchObject({
      message: REVIEW_MESSAGES.saved.has_issues,
      data: { reviewState: 'has_issues', reviewComment: 'age and dateOfBirth disagree' },
    });
    expect((await reviewAudits('oos-children', id))[0].changes).toEqual({
      reviewState: { before: 'received', after: 'has_issues' },
      comment: 'age and dateOfBirth disagree',
    });
  });

  it('→ rejected with a reason; households are reviewed at /households/:id/review and answer their state', async () => {
    const id = await insertRow(t.app, 'households', { householdHead: 'Musa Head' });
    expect((await review(supervisor, `households/${id}`, { state: 'rejected' })).json().errors).toEqual({ comment: REVIEW_MESSAGES.commentNeeded.rejected });
    const answer = await review(supervisor, `households/${id}`, { state: 'rejected', comment: 'Test entry, not a real household' });
    expect(answer.json()).toMatchObject({ message: REVIEW_MESSAGES.saved.rejected, data: { reviewState: 'rejected' } });
    expect((await supervisor.get(`households/${id}`)).json().data).toMatchObject({
      reviewState: 'rejected',
      reviewComment: 'Test entry, not a real household',
    });
    const approved = await review(supervisor, `households/${id}`, { state: 'approved' });
    expect(approved.json().data.reviewState).toBe('approved');
    expect((await historyOf(`households/${id}`)).map((entry) => entry.state)).toEqual(['approved', 'rejected']);
  });

  it('answers 404 for an unknown record and writes nothing', async () => {
    const answer = await review(supervisor, 'oos-children/999999', { state: 'approved' });
    expect(answer.statusCode).toBe(404);
    expect((await supervisor.get('oos-children/999999/reviews')).statusCode).toBe(404);
  });
});

describe('who may review', () => {
  it('a supervisor may not review learners (write permission of the type); 403 comes before the body is read', async () => {
    const id = await insertRow(t.app, 'learners', { firstName: 'Lami' });
    for (const body of [{ state: 'approved' }, { state: 'nonsense' }]) {
      const answer = await review(supervisor, `learners/${id}`, body);
      expect(answer.statusCode).toBe(403);
      expect(answer.json().errors).toBeUndefined();
    }
    expect((await rawRow(t.app, 'learners', id)).reviewState).toBe('received');
    expect((await supervisor.get(`learners/${id}/reviews`)).statusCode).toBe(200);
  });

  it('an executive may not review anything, but reads the history', async () => {
    for (const [type, path] of [
      ['schools', 'schools'],
      ['outOfSchoolChildren', 'oos-children'],
      ['households', 'households'],
    ] as const) {
      const id = await insertRow(t.app, type, {});
      expect((await review(executive, `${path}/${id}`, { state: 'approved' })).statusCode, path).toBe(403);
      expect((await review(executive, `${path}/${id}`, {})).statusCode, path).toBe(403);
      expect((await executive.get(`${path}/${id}/reviews`)).statusCode, path).toBe(200);
      expect(await reviewAudits(path, id)).toEqual([]);
    }
  });

  it('a manager of learners may review them', async () => {
    const manager = recordsApi(t.app, await loginToken(t.app, (await createUser(t.app, { role: 'admin' })).email));
    const id = await insertRow(t.app, 'learners', { firstName: 'Zainab' });
    expect((await review(manager, `learners/${id}`, { state: 'approved' })).json().data.reviewState).toBe('approved');
  });
});

describe('edits after approval', () => {
  it('approved → received when a PUT changes something (history source edit, audit shows reviewState); a save without change keeps it', async () => {
    const id = await insertRow(t.app, 'outOfSchoolChildren', { firstName: 'Chika', age: 9 });
    await review(supervisor, `oos-children/${id}`, { state: 'approved' });
    const same = await supervisor.put(`oos-children/${id}`, { id, age: 9 });
    expect(same.json().data.reviewState).toBe('approved');
    const changed = await supervisor.put(`oos-children/${id}`, { id, age: 10 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ age: 10, reviewState: 'received' });
    expect((await historyOf(`oos-children/${id}`))[0]).toMatchObject({ state: 'received', source: 'edit', userId: supervisorId });
    const update = (await auditRowsOf(t.app, 'oos-children', id)).filter((row) => row.action === 'update');
    expect(update.at(-1)?.changes).toEqual({ age: { before: 9, after: 10 }, reviewState: { before: 'approved', after: 'received' } });
  });

  it('a has_issues record that is edited keeps its state (only approval is undone by an edit)', async () => {
    const id = await insertRow(t.app, 'outOfSchoolChildren', { firstName: 'Dayo' });
    await review(supervisor, `oos-children/${id}`, { state: 'has_issues', comment: 'lastName missing' });
    expect((await supervisor.put(`oos-children/${id}`, { id, lastName: 'Okafor' })).json().data.reviewState).toBe('has_issues');
  });

  it('each household tab PUT returns an approved household to received', async () => {
    const id = await insertRow(t.app, 'households', { householdHead: 'Tab Head' });
    await review(supervisor, `households/${id}`, { state: 'approved' });
    expect((await supervisor.put(`households/${id}/parent-guardian`, { fatherAlive: true })).statusCode).toBe(200);
    expect((await rawRow(t.app, 'households', id)).reviewState).toBe('received');
    await review(supervisor, `households/${id}`, { state: 'approved' });
    await supervisor.put(`households/${id}/identification`, { householdHead: 'New Head' });
    expect((await historyOf(`households/${id}`)).map((e) => `${e.state}/${e.source}`)).toEqual([
      'received/edit',
      'approved/review',
      'received/edit',
      'approved/review',
    ]);
  });
});

describe('the device re-sends a record with issues', () => {
  it('has_issues → received by re-push (status updated, new values, history sync, audit update); otherwise duplicate with the state', async () => {
    const localUUID = `child-${Date.now()}-fix`;
    const created = (await push([{ table: 'oosChildren', localUUID, data: { firstName: 'Emeka', age: 14 } }])).json().data[0];
    expect(created).toMatchObject({ status: 'created', reviewState: 'received', reviewComment: null });
    const id = created.serverId as number;

    await review(supervisor, `oos-children/${id}`, { state: 'approved' });
    expect((await push([{ table: 'oosChildren', localUUID, data: { firstName: 'Emeka', age: 8 } }])).json().data[0]).toMatchObject({
      status: 'duplicate',
      reviewState: 'approved',
    });
    expect((await rawRow(t.app, 'outOfSchoolChildren', id)).age).toBe(14);

    await review(supervisor, `oos-children/${id}`, { state: 'has_issues', comment: 'age: 14 does not match the date of birth' });
    expect((await push([{ table: 'oosChildren', localUUID, data: { firstName: 'Emeka', age: -1 } }])).json().data[0]).toMatchObject({
      status: 'failed',
      errors: { age: expect.any(String) },
    });
    expect((await rawRow(t.app, 'outOfSchoolChildren', id)).reviewState).toBe('has_issues');

    const fixed = await push([{ table: 'oosChildren', localUUID, data: { firstName: 'Emeka', age: 8 } }]);
    expect(fixed.json().data[0]).toMatchObject({ ok: true, status: 'updated', serverId: id, reviewState: 'received', reviewComment: null });
    expect(fixed.json().message).toBe('0 created, 1 updated, 0 already synced, 0 failed.');
    expect(await rawRow(t.app, 'outOfSchoolChildren', id)).toMatchObject({ age: 8, reviewState: 'received', reviewComment: null, collectorId });
    expect((await historyOf(`oos-children/${id}`))[0]).toMatchObject({ state: 'received', source: 'sync', userId: collectorId });
    const update = (await auditRowsOf(t.app, 'oos-children', id)).filter((row) => row.action === 'update');
    expect(update.at(-1)).toMatchObject({
      userId: collectorId,
      changes: { age: { before: 14, after: 8 }, reviewState: { before: 'has_issues', after: 'received' }, source: 'sync' },
    });
  });

  it("GET /sync/reviews answers this collector's changed reviews since a time, and only to collectors", async () => {
    const before = new Date(Date.now() - 60_000).toISOString();
    const localUUID = `school-${Date.now()}-rev`;
    const { serverId } = (await push([{ table: 'schools', localUUID, data: { schoolName: 'Review School' } }])).json().data[0];
    await review(supervisor, `schools/${serverId}`, { state: 'has_issues', comment: 'phone is missing' });
    const reviews = await t.app.inject({ method: 'GET', url: `/api/admin/sync/reviews?since=${encodeURIComponent(before)}`, headers: bearer(collectorToken) });
    expect(reviews.statusCode).toBe(200);
    expect(reviews.json().data).toContainEqual({
      table: 'schools',
      localUUID,
      serverId,
      reviewState: 'has_issues',
      reviewComment: 'phone is missing',
      reviewedAt: expect.any(String),
    });
    expect(Date.parse(reviews.json().until)).toBeGreaterThan(Date.parse(before));
    const later = await t.app.inject({
      method: 'GET',
      url: `/api/admin/sync/reviews?since=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`,
      headers: bearer(collectorToken),
    });
    expect(later.json().data).toEqual([]);
    const other = await loginToken(t.app, (await createUser(t.app, { role: 'collector' })).email);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/sync/reviews', headers: bearer(other) })).json().data).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/sync/reviews?since=yesterday', headers: bearer(collectorToken) })).statusCode).toBe(400);
    expect((await supervisor.get('sync/reviews')).statusCode).toBe(403);
  });
});

describe('lists filter by review state', () => {
  it('reviewState takes one or several states on every record type; other values answer 400', async () => {
    const a = await insertRow(t.app, 'staff', { fullName: 'Filter A' });
    const b = await insertRow(t.app, 'staff', { fullName: 'Filter B' });
    await t.app.db.updateTable('staff').set({ reviewState: 'rejected' }).where('id', '=', b).execute();
    const admin = recordsApi(t.app, await loginToken(t.app, (await createUser(t.app, { role: 'admin' })).email));
    const rejected = idsOf(await admin.list('staff', { filter: { reviewState: 'rejected' } }));
    expect(rejected).toContain(b);
    expect(rejected).not.toContain(a);
    const either = idsOf(await admin.list('staff', { filter: { reviewState: ['received', 'rejected'] } }));
    expect(either).toEqual(expect.arrayContaining([a, b]));
    for (const path of ['schools', 'learners', 'staff', 'communities', 'households', 'oos-children']) {
      const rows = (await admin.list(path, { filter: { reviewState: 'received' } })).json() as Array<{ reviewState: string }>;
      expect(
        rows.every((row) => row.reviewState === 'received'),
        path,
      ).toBe(true);
      const bad = await admin.list(path, { filter: { reviewState: 'pending' } });
      expect(bad.statusCode, path).toBe(400);
      expect(bad.json().errors).toHaveProperty('filter.reviewState');
    }
  });
});
