import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { LocalStore } from '../../../../src/device/store';
import { deleteDeviceDb, openDeviceDb, type DeviceDb, type RecordDraft } from '../../../../src/collect/storage/deviceDb';

const opened: DeviceDb[] = [];
async function open(userId: number): Promise<DeviceDb> {
  const db = await openDeviceDb(userId);
  opened.push(db);
  return db;
}

afterEach(async () => {
  for (const db of opened.splice(0)) db.close();
  for (const userId of [1, 2]) await deleteDeviceDb(userId);
});

async function reopenedStore(userId: number): Promise<LocalStore> {
  const db = await open(userId);
  return new LocalStore(await db.load(), db.persistence);
}

describe('the device database of an account', () => {
  it('loads nothing for an account new to this browser', async () => {
    const db = await open(1);
    expect(db.name).toBe('edu-collect-user-1');
    expect(await db.load()).toBeUndefined();
  });

  it('gives back the rows, their statuses and the next localId after a reopen', async () => {
    const db = await open(1);
    const store = new LocalStore(undefined, db.persistence);
    const school = store.add('schools', { name: 'Kofar Gabas' }, { name: 'Kofar Gabas', lga: 'Dala' });
    const learner = store.add('learners', { name: 'Amina' }, { name: 'Amina' }, { schoolId: school.localUUID });
    store.add('communities', { name: 'Gwale' }, { name: 'Gwale' });
    store.update(school, { syncStatus: 'synced', serverId: 41 });
    store.update(learner, { syncStatus: 'failed', lastError: 'Network error', attempts: 1 });
    await store.save();
    db.close();

    const again = await reopenedStore(1);
    expect(again.snapshot().nextLocalId).toBe(4);
    expect(again.size).toBe(3);
    expect(again.find('schools', school.localId)).toMatchObject({ syncStatus: 'synced', serverId: 41, data: { name: 'Kofar Gabas', lga: 'Dala' } });
    expect(again.find('learners', learner.localId)).toMatchObject({
      syncStatus: 'failed',
      lastError: 'Network error',
      attempts: 1,
      links: { schoolId: school.localUUID },
    });
    expect(again.withStatus('pending').map(({ row }) => row.name)).toEqual(['Gwale']);
  });

  it('deletes the rows the store removed', async () => {
    const db = await open(1);
    const store = new LocalStore(undefined, db.persistence);
    const first = store.add('schools', { name: 'A' }, { name: 'A' });
    store.add('schools', { name: 'B' }, { name: 'B' });
    await store.save();
    store.remove('schools', first.localId);
    await store.save();
    db.close();
    const again = await reopenedStore(1);
    expect(again.rows('schools').map((row) => row.name)).toEqual(['B']);
    // The counter never goes back: the removed localId is not handed out again.
    expect(again.add('schools', { name: 'C' }, { name: 'C' }).localId).toBe(3);
  });

  it('keeps the previous state whole when a write fails, and the next save writes the changes', async () => {
    const db = await open(1);
    const store = new LocalStore(undefined, db.persistence);
    const kept = store.add('schools', { name: 'A' }, { name: 'A' });
    store.add('schools', { name: 'B' }, { name: 'B' });
    await store.save();

    store.update(kept, { syncStatus: 'synced', serverId: 7 });
    const broken = store.add('staff', { fullName: 'Musa' }, { fullName: 'Musa', sign: () => 'no clone' });
    await expect(store.save()).rejects.toThrow();

    const before = await (await open(1)).load();
    expect(before?.nextLocalId).toBe(3);
    expect(before?.tables.schools?.map((row) => row.syncStatus)).toEqual(['pending', 'pending']);
    expect(before?.tables.staff).toEqual([]);

    store.update(broken, { data: { fullName: 'Musa' } });
    await store.save();
    const after = await (await open(1)).load();
    expect(after?.nextLocalId).toBe(4);
    expect(after?.tables.schools?.find((row) => row.localId === kept.localId)).toMatchObject({ syncStatus: 'synced', serverId: 7 });
    expect(after?.tables.staff?.map((row) => row.data)).toEqual([{ fullName: 'Musa' }]);
  });

  it("keeps one account's rows out of another's database", async () => {
    const first = await open(1);
    const store = new LocalStore(undefined, first.persistence);
    store.add('schools', { name: 'Only for user 1' }, { name: 'Only for user 1' });
    await store.save();
    await first.drafts.put('d1', draft('d1', '2026-01-01T00:00:00Z'));

    const second = await open(2);
    expect(second.name).toBe('edu-collect-user-2');
    expect(await second.load()).toBeUndefined();
    expect(await second.drafts.list()).toEqual([]);
    expect((await first.load())?.tables.schools).toHaveLength(1);
  });

  it('refuses an account id that is not a positive whole number', async () => {
    await expect(openDeviceDb(0)).rejects.toThrow(/positive whole number/);
    await expect(openDeviceDb(1.5)).rejects.toThrow(/positive whole number/);
  });

  it('removes every row, draft and setting of the account on deleteDeviceDb', async () => {
    const db = await open(1);
    const store = new LocalStore(undefined, db.persistence);
    store.add('schools', { name: 'A' }, { name: 'A' });
    await store.save();
    await db.meta.put('lastSyncAt', 5);
    db.close();
    await deleteDeviceDb(1);
    const fresh = await open(1);
    expect(await fresh.load()).toBeUndefined();
    expect(await fresh.meta.get('lastSyncAt')).toBeUndefined();
  });
});

function draft(key: string, updatedAt: string, extra: Partial<RecordDraft> = {}): RecordDraft {
  return { key, table: 'learners', values: { name: 'Amina', age: 9 }, step: 1, updatedAt, ...extra };
}

describe('drafts and meta', () => {
  it('round-trips drafts, lists the newest first and deletes them', async () => {
    const db = await open(1);
    await db.drafts.put('old', draft('old', '2026-01-01T00:00:00Z'));
    await db.drafts.put('fix', draft('fix', '2026-02-01T00:00:00Z', { localId: 12, links: { schoolId: 'uuid-of-school' }, step: 3 }));
    db.close();

    const again = await open(1);
    expect(await again.drafts.get('fix')).toEqual(draft('fix', '2026-02-01T00:00:00Z', { localId: 12, links: { schoolId: 'uuid-of-school' }, step: 3 }));
    expect((await again.drafts.list()).map((d) => d.key)).toEqual(['fix', 'old']);
    await again.drafts.delete('old');
    expect(await again.drafts.get('old')).toBeUndefined();
    expect((await again.drafts.list()).map((d) => d.key)).toEqual(['fix']);
  });

  it('round-trips meta values', async () => {
    const db = await open(1);
    await db.meta.put('reviewsCursor', '2026-03-01T10:00:00.000Z');
    await db.meta.put('lastSync', { at: 1000, synced: 4 });
    db.close();
    const again = await open(1);
    expect(await again.meta.get<string>('reviewsCursor')).toBe('2026-03-01T10:00:00.000Z');
    expect(await again.meta.get('lastSync')).toEqual({ at: 1000, synced: 4 });
    expect(await again.meta.get('missing')).toBeUndefined();
  });
});
