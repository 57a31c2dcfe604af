import { describe, expect, it } from 'vitest';
import type { ServerApi } from '../../../src/device/api';
import { DeviceLogger } from '../../../src/device/logs';
import { LocalStore, StoreFullError, type StoreChange, type StorePersistence } from '../../../src/device/store';
import { pushRows } from '../../../src/device/sync';
import type { SyncPushItem } from '../../../src/domain/protocol';

class Recorder implements StorePersistence {
  writes: StoreChange[] = [];
  failNext = false;
  async write(change: StoreChange): Promise<void> {
    if (this.failNext) {
      this.failNext = false;
      throw new Error('QuotaExceededError');
    }
    this.writes.push({ ...change, changed: [...change.changed], removed: [...change.removed] });
  }
}

const quiet = new DeviceLogger(() => undefined);

describe('LocalStore persistence', () => {
  it('writes only the rows changed since the last save, and the rows removed', async () => {
    const disk = new Recorder();
    const store = new LocalStore(undefined, disk);
    const a = store.add('communities', { name: 'A' }, { name: 'A' });
    store.add('communities', { name: 'B' }, { name: 'B' });
    await store.save();
    expect(disk.writes[0].changed.map(({ row }) => row.name)).toEqual(['A', 'B']);
    store.update(a, { syncStatus: 'synced' });
    store.remove('communities', 2);
    await store.save();
    expect(disk.writes[1].changed.map(({ row }) => row.localId)).toEqual([1]);
    expect(disk.writes[1].removed).toEqual([{ table: 'communities', localId: 2 }]);
    await store.save();
    expect(disk.writes).toHaveLength(2);
  });

  it('keeps the rows of a failed write for the next save', async () => {
    const disk = new Recorder();
    const store = new LocalStore(undefined, disk);
    store.add('schools', { name: 'S' }, { schoolName: 'S' });
    disk.failNext = true;
    await expect(store.save()).rejects.toThrow('QuotaExceededError');
    await store.save();
    expect(disk.writes).toHaveLength(1);
    expect(disk.writes[0].changed.map(({ row }) => row.name)).toEqual(['S']);
    expect(disk.writes[0].snapshot.nextLocalId).toBe(2);
  });

  it('reads back a snapshot with its next local id', () => {
    const store = new LocalStore();
    store.add('learners', { name: 'L' }, {});
    const again = new LocalStore(JSON.parse(JSON.stringify(store.snapshot())));
    expect(again.rows('learners')).toHaveLength(1);
    expect(again.add('learners', { name: 'M' }, {}).localId).toBe(2);
  });

  it('refuses a record beyond its limit with a message that says what to do', () => {
    const store = new LocalStore(undefined, undefined, { maxRows: 1 });
    store.add('communities', { name: 'A' }, {});
    expect(() => store.add('communities', { name: 'B' }, {})).toThrow(StoreFullError);
    expect(() => store.add('communities', { name: 'B' }, {})).toThrow(/holds 1 records, its limit\. Sync/);
  });
});

describe('pushRows on one store', () => {
  it('runs one push at a time and never sends a row the run before it answered', async () => {
    const sent: string[] = [];
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const api = {
      push: async (records: SyncPushItem[]) => {
        sent.push(...records.map((r) => r.localUUID));
        await gate;
        return { message: 'ok', data: records.map((r, i) => ({ table: r.table, localUUID: r.localUUID, ok: true, status: 'created', serverId: i + 1 })) };
      },
    } as unknown as ServerApi;
    const store = new LocalStore();
    for (const name of ['A', 'B', 'C']) store.add('communities', { name }, { name });
    const first = pushRows(api, store, store.withStatus('pending'), quiet);
    const second = pushRows(api, store, store.withStatus('pending'), quiet);
    release();
    const [one, two] = await Promise.all([first, second]);
    expect(one.synced).toBe(3);
    expect(two.attempted).toBe(0);
    expect(sent).toHaveLength(3);
    expect(new Set(sent).size).toBe(3);
  });
});
