import { describe, expect, it } from 'vitest';
import { runWebSync } from '../../../../src/collect/sync/webSync';
import type { ServerApi } from '../../../../src/device/api';
import { DeviceLogger } from '../../../../src/device/logs';
import { LocalStore } from '../../../../src/device/store';
import type { SyncPushItem } from '../../../../src/domain/protocol';

describe('a web collector sync run', () => {
  it('pushes a failed parent that is due before the pending rows that link to it, and reports each batch', async () => {
    const pushed: string[] = [];
    const api = {
      push: async (records: SyncPushItem[]) => {
        pushed.push(...records.map((r) => r.table));
        return { message: 'ok', data: records.map((r, i) => ({ table: r.table, localUUID: r.localUUID, ok: true, status: 'created', serverId: i + 1 })) };
      },
    } as unknown as ServerApi;
    const store = new LocalStore();
    const school = store.add('schools', { name: 'Centre' }, { schoolName: 'Centre' });
    store.update(school, { syncStatus: 'failed', attempts: 1, lastSyncAttempt: new Date(0).toISOString() });
    store.add('learners', { name: 'Ali' }, { firstName: 'Ali' }, { schoolId: school.localUUID });
    store.add('learners', { name: 'Ada' }, { firstName: 'Ada' }, { schoolId: school.localUUID });
    let batches = 0;
    const run = await runWebSync(api, store, new DeviceLogger(() => undefined), { batchSize: 2, onBatch: () => (batches += 1) });
    expect(pushed).toEqual(['schools', 'learners', 'learners']);
    expect(run).toMatchObject({ attempted: 3, synced: 3, failed: 0 });
    expect(batches).toBe(2);
  });
});
