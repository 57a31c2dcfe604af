/** When a failed row is tried again: its own back-off, so one bad record does not hold back the rest. */
import type { DeviceTable } from '../../domain/protocol';
import type { LocalStore, StoredRow } from '../../device/store';

export const FAILED_ROW_FIRST_WAIT_MS = 30_000;
export const FAILED_ROW_MAX_WAIT_MS = 60 * 60 * 1000;

/** The wait after a row's `attempts`-th failed try: 30 s, 1 min, 2 min, … up to 1 h. */
export function failedRowWaitMs(attempts: number): number {
  if (attempts <= 0) return 0;
  return Math.min(FAILED_ROW_FIRST_WAIT_MS * 2 ** (attempts - 1), FAILED_ROW_MAX_WAIT_MS);
}

/** The failed rows whose wait since their last try has passed at `now` (ms), in push order. */
export function dueFailedRows(store: LocalStore, now: number): Array<{ table: DeviceTable; row: StoredRow }> {
  return store.withStatus('failed').filter(({ row }) => {
    const triedAt = row.lastSyncAttempt ? Date.parse(row.lastSyncAttempt) : Number.NaN;
    // A row with no readable last try is due: better one more push than a row stuck for ever.
    return Number.isNaN(triedAt) || triedAt + failedRowWaitMs(row.attempts) <= now;
  });
}
