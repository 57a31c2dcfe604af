/**
 * Reconciliation that never contradicts the Sync Queue panel: the summary stands
 * while the device's newer queue snapshots agree with it; once a newer snapshot contradicts it
 * (the queue changed since), the reconciliation is read from that snapshot, so its figures are
 * the Sync Queue panel's, and it names the outdated summary's time.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SyncQueueItem } from '../../src/domain/protocol';
import { reconciliationTotals, type Reconciliation } from '../../src/domain/reconciliation';
import { bearer, createUser, loginToken } from '../helpers/fixtures';
import { tokenWith } from '../helpers/records';
import { createTestApp, type TestApp } from '../helpers/testApp';

let t: TestApp;
let collector: { id: number; token: string };
let reader: string;
const uuid = (name: string) => `${name}-0000-4000-8000-truthful`;

const call = (method: 'GET' | 'PUT' | 'POST', path: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `/api/admin/sync/${path}`, headers: bearer(token), payload });
const reconciliation = async () => (await call('GET', `reconciliation/${collector.id}`, reader)).json().data as Reconciliation;
const queuePanel = async () => (await call('GET', `queue/${collector.id}`, reader)).json().payload as SyncQueueItem[];
const countOf = (items: SyncQueueItem[], status: string) => items.filter((item) => item.syncStatus === status).length;
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
const item = (localId: number, syncStatus: string) => ({ table: 'schools', localId, localUUID: uuid(`s${localId}`), syncStatus, attempts: 1 });

beforeAll(async () => {
  t = await createTestApp();
  const user = await createUser(t.app, { role: 'collector' });
  collector = { id: user.id, token: await loginToken(t.app, user.email) };
  reader = await tokenWith(t.app, ['read_users']);
  const records = [1, 2].map((n) => ({ table: 'schools', localUUID: uuid(`s${n}`), data: { schoolName: `School ${n}` } }));
  expect((await call('POST', 'push', collector.token, { records })).statusCode).toBe(200);
  expect((await call('PUT', 'summary', collector.token, { tables: { schools: { synced: [uuid('s1'), uuid('s2')] } } })).statusCode).toBe(200);
});

afterAll(async () => {
  await t?.close();
});

it('keeps the summary while a newer queue snapshot agrees with it', async () => {
  await tick();
  expect((await call('PUT', 'queue', collector.token, { payload: [item(1, 'synced'), item(2, 'synced')] })).statusCode).toBe(200);
  const r = await reconciliation();
  expect(r.source).toBe('summary');
  expect(r.outdatedSummaryAt).toBeUndefined();
});

it('reads a newer contradicting snapshot, agreeing with the Sync Queue panel, and names the outdated summary', async () => {
  const summaryAt = (await reconciliation()).reportedAt;
  await tick();
  // The device captured one more school and failed to send another since its summary.
  const payload = [item(1, 'synced'), item(2, 'failed'), item(3, 'pending')];
  expect((await call('PUT', 'queue', collector.token, { payload })).statusCode).toBe(200);
  const r = await reconciliation();
  expect(r).toMatchObject({ source: 'snapshot', outdatedSummaryAt: summaryAt });
  const totals = reconciliationTotals(r.tables);
  const queue = await queuePanel();
  expect({ pending: totals.pending, failed: totals.failed, synced: totals.synced, onDevice: totals.onDevice }).toEqual({
    pending: countOf(queue, 'pending'),
    failed: countOf(queue, 'failed'),
    synced: countOf(queue, 'synced'),
    onDevice: queue.length,
  });
});

it('goes back to the summary once the device sends a new one', async () => {
  await tick();
  const tables = { schools: { synced: [uuid('s1')], failed: [uuid('s2')], pending: [uuid('s3')] } };
  expect((await call('PUT', 'summary', collector.token, { tables })).statusCode).toBe(200);
  const r = await reconciliation();
  expect(r.source).toBe('summary');
  expect(r.outdatedSummaryAt).toBeUndefined();
  expect(reconciliationTotals(r.tables)).toMatchObject({ onDevice: 3, pending: 1, failed: 1, receivedOnServer: 2 });
});
