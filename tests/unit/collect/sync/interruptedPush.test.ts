import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { SyncPushAnswer } from '../../../../src/domain/api/syncDevice';
import type { SyncPushItem } from '../../../../src/domain/protocol';
import type { ServerApi } from '../../../../src/device/api';
import { DeviceLogger } from '../../../../src/device/logs';
import { LocalStore } from '../../../../src/device/store';
import { deleteDeviceDb, openDeviceDb, type DeviceDb } from '../../../../src/collect/storage/deviceDb';
import { runWebSync } from '../../../../src/collect/sync/webSync';

const NETWORK_ERROR = 'Cannot reach https://edu.example (fetch failed)';

/**
 * The server side of POST /sync/push, idempotent by localUUID. `plan` says, per call, whether the
 * request reaches it ('answer'), is lost on the way ('drop') or is stored but its answer lost ('lose-answer').
 */
class FakeServer {
  readonly stored = new Map<string, number>();
  readonly received: string[] = [];
  private calls = 0;

  constructor(private readonly plan: Array<'answer' | 'drop' | 'lose-answer'>) {}

  readonly api = {
    push: async (items: SyncPushItem[]): Promise<SyncPushAnswer> => {
      const step = this.plan[this.calls++] ?? 'answer';
      if (step === 'drop') throw new Error(NETWORK_ERROR);
      const data = items.map(({ table, localUUID }) => {
        this.received.push(localUUID);
        const known = this.stored.get(localUUID);
        if (known !== undefined) return { table, localUUID, ok: true, status: 'duplicate' as const, serverId: known };
        const serverId = 100 + this.stored.size;
        this.stored.set(localUUID, serverId);
        return { table, localUUID, ok: true, status: 'created' as const, serverId };
      });
      if (step === 'lose-answer') throw new Error(NETWORK_ERROR);
      return { data, message: `${data.length} record(s) received` };
    },
  };

  get serverApi(): ServerApi {
    return this.api as unknown as ServerApi;
  }

  timesReceived(localUUID: string): number {
    return this.received.filter((id) => id === localUUID).length;
  }
}

const log = new DeviceLogger(() => {});
let db: DeviceDb | undefined;
afterEach(async () => {
  db?.close();
  await deleteDeviceDb(9);
});

async function deviceWithFivePending(): Promise<string[]> {
  db = await openDeviceDb(9);
  const store = new LocalStore(undefined, db.persistence);
  const uuids = ['A', 'B', 'C', 'D', 'E'].map((name) => store.add('schools', { name }, { name }).localUUID);
  await store.save();
  return uuids;
}

/** As after a reload of the page: the store as the database holds it. */
async function reopen(): Promise<LocalStore> {
  db?.close();
  db = await openDeviceDb(9);
  return new LocalStore(await db.load(), db.persistence);
}

const rowOf = (store: LocalStore, localUUID: string) => store.findByUUID('schools', localUUID);
const AFTER_FIRST_WAIT = () => Date.now() + 31_000;

describe('a push interrupted half way', () => {
  it('keeps the answered batch synced and re-sends only the rows never answered', async () => {
    const uuids = await deviceWithFivePending();
    const server = new FakeServer(['answer', 'drop', 'drop']);

    const first = await runWebSync(server.serverApi, await reopen(), log, { batchSize: 2 });
    expect(first).toMatchObject({ attempted: 5, synced: 2, failed: 3 });

    const afterCut = await reopen();
    expect(uuids.map((id) => rowOf(afterCut, id)?.syncStatus)).toEqual(['synced', 'synced', 'failed', 'failed', 'failed']);
    expect(uuids.slice(0, 2).map((id) => rowOf(afterCut, id)?.serverId)).toEqual([100, 101]);
    for (const id of uuids.slice(2)) expect(rowOf(afterCut, id)).toMatchObject({ lastError: NETWORK_ERROR, attempts: 1, serverId: null });

    // Within the failed rows' wait, a run sends nothing.
    expect(await runWebSync(server.serverApi, afterCut, log, { batchSize: 2 })).toMatchObject({ attempted: 0 });
    const second = await runWebSync(server.serverApi, afterCut, log, { batchSize: 2, now: AFTER_FIRST_WAIT });
    expect(second).toMatchObject({ attempted: 3, synced: 3, failed: 0 });

    const end = await reopen();
    expect(end.size).toBe(5);
    expect(uuids.map((id) => rowOf(end, id)?.syncStatus)).toEqual(Array(5).fill('synced'));
    expect(uuids.map((id) => server.timesReceived(id))).toEqual([1, 1, 1, 1, 1]);
    expect(uuids.map((id) => rowOf(end, id)?.serverId)).toEqual(uuids.map((id) => server.stored.get(id)));
  });

  it('ends with each record stored once when the server kept a batch whose answer was lost', async () => {
    const uuids = await deviceWithFivePending();
    const server = new FakeServer(['answer', 'lose-answer', 'drop']);

    await runWebSync(server.serverApi, await reopen(), log, { batchSize: 2 });
    const afterCut = await reopen();
    expect(uuids.map((id) => rowOf(afterCut, id)?.syncStatus)).toEqual(['synced', 'synced', 'failed', 'failed', 'failed']);
    expect(server.stored.size).toBe(4);

    const second = await runWebSync(server.serverApi, afterCut, log, { batchSize: 2, now: AFTER_FIRST_WAIT });
    expect(second).toMatchObject({ attempted: 3, synced: 3, failed: 0 });

    const end = await reopen();
    expect(uuids.map((id) => rowOf(end, id)?.syncStatus)).toEqual(Array(5).fill('synced'));
    // The batch whose answer was lost reached the server twice; the server answered duplicate with the same id.
    expect(uuids.map((id) => server.timesReceived(id))).toEqual([1, 1, 2, 2, 1]);
    expect(server.stored.size).toBe(5);
    expect(new Set(server.stored.values()).size).toBe(5);
    expect(uuids.map((id) => rowOf(end, id)?.serverId)).toEqual(uuids.map((id) => server.stored.get(id)));
  });
});
