import { describe, expect, it } from 'vitest';
import { LocalStore } from '../../../../src/device/store';
import { dueFailedRows, failedRowWaitMs } from '../../../../src/collect/sync/retryPolicy';
import { syncBackoffMs } from '../../../../src/collect/sync/backoff';

const T0 = Date.parse('2026-06-01T10:00:00.000Z');
const SECOND = 1000;

function storeWithFailures(): LocalStore {
  const store = new LocalStore();
  const once = store.add('schools', { name: 'once' }, {});
  const thrice = store.add('learners', { name: 'thrice' }, {});
  const many = store.add('staff', { fullName: 'many' }, {});
  store.add('communities', { name: 'pending' }, {});
  const tried = new Date(T0).toISOString();
  store.update(once, { syncStatus: 'failed', attempts: 1, lastSyncAttempt: tried });
  store.update(thrice, { syncStatus: 'failed', attempts: 3, lastSyncAttempt: tried });
  store.update(many, { syncStatus: 'failed', attempts: 40, lastSyncAttempt: tried });
  return store;
}

const dueNames = (store: LocalStore, now: number) => dueFailedRows(store, now).map(({ row }) => String(row.name ?? row.fullName));

describe('dueFailedRows', () => {
  it('waits 30 s · 2^(attempts-1) after the last try, at most an hour', () => {
    expect([1, 2, 3, 4].map(failedRowWaitMs)).toEqual([30 * SECOND, 60 * SECOND, 120 * SECOND, 240 * SECOND]);
    expect(failedRowWaitMs(40)).toBe(3600 * SECOND);
  });

  it('gives each failed row once its own wait has passed, never a pending one', () => {
    const store = storeWithFailures();
    expect(dueNames(store, T0 + 29 * SECOND)).toEqual([]);
    expect(dueNames(store, T0 + 30 * SECOND)).toEqual(['once']);
    expect(dueNames(store, T0 + 119 * SECOND)).toEqual(['once']);
    expect(dueNames(store, T0 + 120 * SECOND)).toEqual(['once', 'thrice']);
    expect(dueNames(store, T0 + 3599 * SECOND)).toEqual(['once', 'thrice']);
    expect(dueNames(store, T0 + 3600 * SECOND)).toEqual(['once', 'thrice', 'many']);
  });

  it('gives a failed row without a readable last try at once', () => {
    const store = new LocalStore();
    const row = store.add('schools', { name: 'lost date' }, {});
    store.update(row, { syncStatus: 'failed', attempts: 2, lastSyncAttempt: null });
    expect(dueNames(store, T0)).toEqual(['lost date']);
  });
});

describe('syncBackoffMs', () => {
  const middle = () => 0.5;
  it('doubles from 15 s and stops at 15 min', () => {
    expect([1, 2, 3, 4, 7, 20].map((failures) => syncBackoffMs(failures, middle))).toEqual([15_000, 30_000, 60_000, 120_000, 900_000, 900_000]);
  });

  it('spreads by ±20 %', () => {
    expect(syncBackoffMs(1, () => 0)).toBe(12_000);
    expect(syncBackoffMs(1, () => 1)).toBe(18_000);
    expect(syncBackoffMs(20, () => 1)).toBe(1_080_000);
  });
});
