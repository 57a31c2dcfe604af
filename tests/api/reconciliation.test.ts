/**
 * Reconciliation per collector: the device summary (stored, replaced, capped), the
 * per-table figures and mismatches set against sync_ingestions, the queue-snapshot fallback, the
 * report across collectors, and who may call what.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_SUMMARY_MAX_IDS, type DeviceSummaryInput } from '../../src/domain/protocol';
import type { Reconciliation, ReconciliationReportRow, ReconciliationTable } from '../../src/domain/reconciliation';
import { bearer, createUser, loginToken } from '../helpers/fixtures';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { tokenWith } from '../helpers/records';

let t: TestApp;
let collector: { id: number; token: string };
let other: { id: number; token: string };
let reader: string;
let manager: string;
let executive: string;
/** schools pushed by `collector`: localUUID → server id. */
const pushed = new Map<string, number>();
const uuid = (name: string) => `${name}-0000-4000-8000-reconcile`;

async function collectorUser() {
  const user = await createUser(t.app, { role: 'collector' });
  return { id: user.id, token: await loginToken(t.app, user.email) };
}

const call = (method: 'GET' | 'PUT' | 'POST', path: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `/api/admin/sync/${path}`, headers: bearer(token), payload });
const putSummary = (token: string, summary: DeviceSummaryInput) => call('PUT', 'summary', token, summary);
const reconciliation = async (id: number, token = reader) => {
  const response = await call('GET', `reconciliation/${id}`, token);
  expect(response.statusCode).toBe(200);
  return response.json().data as Reconciliation;
};
const tableOf = (r: Reconciliation, table: string) => r.tables.find((entry) => entry.table === table) as ReconciliationTable;

beforeAll(async () => {
  t = await createTestApp();
  collector = await collectorUser();
  other = await collectorUser();
  reader = await tokenWith(t.app, ['read_users']);
  manager = await tokenWith(t.app, ['manage_users']);
  const exec = await createUser(t.app, { role: 'executive' });
  executive = await loginToken(t.app, exec.email);
  const records = ['s1', 's2', 's3', 's4'].map((name) => ({ table: 'schools', localUUID: uuid(name), data: { schoolName: `School ${name}` } }));
  const answer = await call('POST', 'push', collector.token, { records });
  expect(answer.statusCode).toBe(200);
  for (const outcome of answer.json().data as Array<{ localUUID: string; serverId: number }>) pushed.set(outcome.localUUID, outcome.serverId);
});

afterAll(async () => {
  await t?.close();
});

describe('PUT /api/admin/sync/summary and GET /api/admin/sync/reconciliation/:collectorId', () => {
  it('answers source none and what the server received before the device reported anything', async () => {
    const r = await reconciliation(collector.id);
    expect(r).toMatchObject({ collectorId: collector.id, source: 'none', reportedAt: null });
    expect(tableOf(r, 'schools')).toMatchObject({ onDevice: 0, receivedOnServer: 4, mismatch: false, serverOnly: { count: 0 }, deviceOnly: { count: 0 } });
  });

  it('counts per table and flags serverOnly and deviceOnly records from the summary', async () => {
    const response = await putSummary(collector.token, {
      tables: {
        schools: { synced: [uuid('s1'), uuid('s2'), uuid('s3'), uuid('x9')], pending: [uuid('p1')] },
        learners: { failed: [uuid('f1')], pending: [uuid('p2'), uuid('p3')] },
      },
    });
    expect(response.statusCode).toBe(200);
    const r = await reconciliation(collector.id);
    expect(r.source).toBe('summary');
    expect(Date.parse(r.reportedAt!)).toBeGreaterThan(Date.now() - 60_000);
    expect(tableOf(r, 'schools')).toEqual({
      table: 'schools',
      onDevice: 5,
      synced: 4,
      pending: 1,
      failed: 0,
      receivedOnServer: 4,
      serverOnly: { count: 1, items: [{ table: 'schools', localUUID: uuid('s4'), serverId: pushed.get(uuid('s4')) }] },
      deviceOnly: { count: 1, items: [{ table: 'schools', localUUID: uuid('x9') }] },
      mismatch: true,
    });
    expect(tableOf(r, 'learners')).toMatchObject({ onDevice: 3, synced: 0, pending: 2, failed: 1, receivedOnServer: 0, mismatch: false });
    expect(tableOf(r, 'oosChildren')).toMatchObject({ onDevice: 0, receivedOnServer: 0, mismatch: false });
  });

  it('replaces the previous summary: one row per collector, the flags follow the new one', async () => {
    const before = await reconciliation(collector.id);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const response = await putSummary(collector.token, { tables: { schools: { synced: [uuid('s1'), uuid('s2'), uuid('s3'), uuid('s4')] } } });
    expect(response.statusCode).toBe(200);
    const rows = await t.app.db.selectFrom('deviceSummaries').select('collectorId').where('collectorId', '=', collector.id).execute();
    expect(rows).toHaveLength(1);
    const r = await reconciliation(collector.id);
    expect(Date.parse(r.reportedAt!)).toBeGreaterThan(Date.parse(before.reportedAt!));
    expect(r.tables.every((entry) => !entry.mismatch)).toBe(true);
    expect(tableOf(r, 'schools')).toMatchObject({ onDevice: 4, synced: 4, receivedOnServer: 4 });
    expect(tableOf(r, 'learners').onDevice).toBe(0);
  });

  it('a record deleted on the server is deviceOnly; one merged into another still counts as received', async () => {
    const deleted = pushed.get(uuid('s2'))!;
    const merged = pushed.get(uuid('s3'))!;
    await t.app.db.deleteFrom('schools').where('id', 'in', [deleted, merged]).execute();
    await t.app.db
      .insertInto('mergedRecords')
      .values({ resource: 'schools', recordId: merged, mergedInto: pushed.get(uuid('s1'))!, data: JSON.stringify({ id: merged }), mergedBy: null })
      .execute();
    const schools = tableOf(await reconciliation(collector.id), 'schools');
    expect(schools).toMatchObject({ receivedOnServer: 3, mismatch: true, serverOnly: { count: 0 } });
    expect(schools.deviceOnly).toEqual({ count: 1, items: [{ table: 'schools', localUUID: uuid('s2') }] });
  });

  it('falls back to the queue snapshot (source snapshot), where serverOnly cannot be told', async () => {
    const records = [
      { table: 'schools', localUUID: uuid('o1'), data: { schoolName: 'Other one' } },
      { table: 'schools', localUUID: uuid('o2'), data: { schoolName: 'Other two' } },
    ];
    expect((await call('POST', 'push', other.token, { records })).statusCode).toBe(200);
    const payload = [
      { table: 'schools', localId: 1, localUUID: uuid('o1'), syncStatus: 'synced', attempts: 1 },
      { table: 'schools', localId: 3, localUUID: uuid('o3'), syncStatus: 'synced', attempts: 1 },
      { table: 'learners', localId: 4, localUUID: uuid('o4'), syncStatus: 'pending', attempts: 0 },
    ];
    expect((await call('PUT', 'queue', other.token, { payload })).statusCode).toBe(200);
    const r = await reconciliation(other.id);
    expect(r.source).toBe('snapshot');
    expect(tableOf(r, 'schools')).toMatchObject({
      onDevice: 2,
      synced: 2,
      receivedOnServer: 2,
      serverOnly: { count: 0, items: [] },
      deviceOnly: { count: 1, items: [{ localUUID: uuid('o3') }] },
    });
    expect(tableOf(r, 'learners')).toMatchObject({ onDevice: 1, pending: 1 });
  });

  it('answers 404 for an id that is no collector', async () => {
    expect((await call('GET', 'reconciliation/999999', reader)).statusCode).toBe(404);
    const admin = await createUser(t.app, { role: 'admin' });
    expect((await call('GET', `reconciliation/${admin.id}`, reader)).statusCode).toBe(404);
  });

  it('refuses a summary over the cap whole (413) and keeps the previous one; refuses a malformed one (400)', async () => {
    const before = await t.app.db
      .selectFrom('deviceSummaries')
      .select(['summary', 'reportedAt'])
      .where('collectorId', '=', collector.id)
      .executeTakeFirstOrThrow();
    const ids = Array.from({ length: DEVICE_SUMMARY_MAX_IDS + 1 }, (_, i) => `u${i}`);
    const tooMany = await putSummary(collector.token, { tables: { schools: { synced: ids.slice(0, 150_000) }, learners: { pending: ids.slice(150_000) } } });
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json().code).toBe('FILE_TOO_LARGE');
    const after = await t.app.db
      .selectFrom('deviceSummaries')
      .select(['summary', 'reportedAt'])
      .where('collectorId', '=', collector.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
    const justEnough = await putSummary(other.token, { tables: { schools: { synced: ids.slice(0, DEVICE_SUMMARY_MAX_IDS) } } });
    expect(justEnough.statusCode).toBe(200);
    expect((await call('PUT', 'summary', collector.token, { tables: { pupils: { synced: [] } } })).statusCode).toBe(400);
    expect((await call('PUT', 'summary', collector.token, { tables: { schools: { synced: [''] } } })).statusCode).toBe(400);
  });
});

describe('GET /api/admin/sync/reconciliation (the report across collectors)', () => {
  it('lists each collector that reported, mismatching first, with totals and mismatch counts', async () => {
    const report = async () => {
      const response = await call('GET', 'reconciliation', reader);
      expect(response.statusCode).toBe(200);
      return response.json().data as ReconciliationReportRow[];
    };
    const both = await report();
    expect(both.find((row) => row.collectorId === other.id)).toMatchObject({
      source: 'summary',
      totals: { onDevice: DEVICE_SUMMARY_MAX_IDS, deviceOnly: DEVICE_SUMMARY_MAX_IDS, serverOnly: 2 },
    });

    await putSummary(other.token, { tables: { schools: { synced: [uuid('o1'), uuid('o2')] } } });
    const rows = await report();
    expect(rows.map((row) => row.collectorId)).toEqual([collector.id, other.id]);
    expect(rows[0]).toMatchObject({
      online: false,
      source: 'summary',
      mismatchedTables: ['schools'],
      totals: { onDevice: 4, synced: 4, receivedOnServer: 3, deviceOnly: 1, serverOnly: 0 },
    });
    expect(rows[1]).toMatchObject({ mismatchedTables: [], totals: { onDevice: 2, receivedOnServer: 2, deviceOnly: 0, serverOnly: 0 } });
  });

  it('leaves a deleted collector out of the report', async () => {
    const gone = await collectorUser();
    expect((await putSummary(gone.token, { tables: { schools: { synced: [uuid('g1')] } } })).statusCode).toBe(200);
    const listed = async () => ((await call('GET', 'reconciliation', reader)).json().data as ReconciliationReportRow[]).map((row) => row.collectorId);
    expect(await listed()).toContain(gone.id);
    const admin = await loginToken(t.app, (await createUser(t.app, { role: 'super_admin' })).email);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/user-management/${gone.id}`, headers: bearer(admin) })).statusCode).toBe(200);
    expect(await listed()).not.toContain(gone.id);
  });
});

describe('permissions', () => {
  it('only collectors report a summary', async () => {
    for (const token of [reader, manager, executive]) expect((await putSummary(token, { tables: {} })).statusCode).toBe(403);
    expect((await putSummary(collector.token, { tables: {} })).statusCode).toBe(200);
  });

  it('read_users or manage_users read reconciliation; executives and collectors may not', async () => {
    for (const token of [reader, manager]) {
      expect((await call('GET', `reconciliation/${collector.id}`, token)).statusCode).toBe(200);
      expect((await call('GET', 'reconciliation', token)).statusCode).toBe(200);
    }
    for (const token of [executive, collector.token]) {
      expect((await call('GET', `reconciliation/${collector.id}`, token)).statusCode).toBe(403);
      expect((await call('GET', 'reconciliation', token)).statusCode).toBe(403);
    }
  });
});
