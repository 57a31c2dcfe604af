/**
 * The collector agent and records that left the server: a push answered `merged` or
 * `deleted` marks the row synced with the server's state and id, so it is never pushed again nor
 * retried, and it cannot be edited; the same state arriving as a review item does the same, and an
 * undo on the server (the record's own review again) makes it the device's again.
 */
import { describe, expect, it } from 'vitest';
import type { ServerApi } from '../../../src/device/api';
import { DeviceLogger, type LocalLog } from '../../../src/device/logs';
import { ReviewSync } from '../../../src/device/reviews';
import { LocalStore } from '../../../src/device/store';
import { pushRows } from '../../../src/device/sync';
import type { SyncPushItem, SyncPushOutcome } from '../../../src/domain/protocol';

/** A store with two pending children and a server that answers the first `merged` (into 40) and the second `deleted`. */
function setup() {
  const store = new LocalStore();
  const merged = store.add('oosChildren', { firstName: 'Amina' }, { firstName: 'Amina' });
  const deleted = store.add('oosChildren', { firstName: 'Bala' }, { firstName: 'Bala' });
  const pushed: SyncPushItem[] = [];
  const answer = (item: SyncPushItem): SyncPushOutcome =>
    item.localUUID === merged.localUUID
      ? {
          table: item.table,
          localUUID: item.localUUID,
          ok: true,
          status: 'merged',
          serverId: 40,
          message: 'Merged into record 40',
          reviewState: 'merged',
          reviewComment: null,
        }
      : {
          table: item.table,
          localUUID: item.localUUID,
          ok: true,
          status: 'deleted',
          message: 'Deleted by an officer',
          reviewState: 'deleted',
          reviewComment: 'Registered twice',
        };
  const api = {
    push: async (records: SyncPushItem[]) => {
      pushed.push(...records);
      return { data: records.map(answer), message: 'ok' };
    },
  } as unknown as ServerApi;
  const logs: LocalLog[] = [];
  const log = new DeviceLogger((entry) => logs.push(entry));
  return { api, store, log, logs, pushed, merged, deleted };
}

describe('push outcomes merged and deleted', () => {
  it('mark the rows synced with the state kept, and they are never pushed or retried again', async () => {
    const { api, store, log, logs, pushed, merged, deleted } = setup();
    const result = await pushRows(api, store, store.withStatus('pending'), log);
    expect(pushed).toHaveLength(2);
    expect(result).toMatchObject({ attempted: 2, synced: 2, failed: 0 });
    expect(merged).toMatchObject({ syncStatus: 'synced', serverId: 40, reviewState: 'merged', reviewComment: null, lastError: null, attempts: 1 });
    expect(deleted).toMatchObject({ syncStatus: 'synced', serverId: null, reviewState: 'deleted', reviewComment: 'Registered twice', attempts: 1 });
    expect(logs.map((entry) => entry.message)).toEqual(
      expect.arrayContaining([
        `oosChildren #${merged.localId} was merged into record 40 on the server`,
        `oosChildren #${deleted.localId} was deleted on the server by an officer`,
      ]),
    );

    expect(store.withStatus('pending')).toEqual([]);
    expect(store.withStatus('failed')).toEqual([]);
    await pushRows(api, store, store.withStatus('pending'), log);
    expect(pushed).toHaveLength(2);
    expect(() => store.edit('oosChildren', merged.localId, { firstName: 'Aminah' })).toThrow(/merged into record 40/);
    expect(() => store.edit('oosChildren', deleted.localId, { firstName: 'Balla' })).toThrow(/deleted on the server/);
    expect(merged).toMatchObject({ syncStatus: 'synced', firstName: 'Amina' });
  });
});

describe('review items merged and deleted', () => {
  it('set the state and the survivor id; an undo gives the row back to the device', () => {
    const { api, store, log, logs, merged } = setup();
    store.update(merged, { syncStatus: 'synced', serverId: 12 });
    const reviews = new ReviewSync(api, store, log);
    reviews.apply({
      table: 'oosChildren',
      localUUID: merged.localUUID,
      serverId: 40,
      reviewState: 'merged',
      reviewComment: null,
      reviewedAt: new Date().toISOString(),
    });
    expect(merged).toMatchObject({ syncStatus: 'synced', serverId: 40, reviewState: 'merged' });
    expect(logs.at(-1)).toMatchObject({ level: 'info', category: 'review', message: `oosChildren #${merged.localId} was merged into record 40 on the server` });
    expect(() => store.edit('oosChildren', merged.localId, { firstName: 'Aminah' })).toThrow();

    reviews.apply({
      table: 'oosChildren',
      localUUID: merged.localUUID,
      serverId: 12,
      reviewState: 'received',
      reviewComment: null,
      reviewedAt: new Date().toISOString(),
    });
    expect(merged).toMatchObject({ serverId: 12, reviewState: 'received' });
    expect(store.edit('oosChildren', merged.localId, { firstName: 'Aminah' })).toMatchObject({ syncStatus: 'pending', firstName: 'Aminah' });
  });
});
