/** One sync run of the web collector: the pending rows, then the failed rows whose wait is over. */
import type { SyncRunData } from '../../domain/protocol';
import type { ServerApi } from '../../device/api';
import type { DeviceLogger } from '../../device/logs';
import { SYNC_ORDER, type LocalStore } from '../../device/store';
import { pushRows } from '../../device/sync';
import { WEB_SYNC_BATCH } from '../storage/limits';
import { dueFailedRows } from './retryPolicy';

export interface WebSyncOptions {
  batchSize?: number;
  now?: () => number;
  /** Told after each batch (the status bar counts down during a run). */
  onBatch?: () => void;
}

export function runWebSync(api: ServerApi, store: LocalStore, log: DeviceLogger, options: WebSyncOptions = {}): Promise<SyncRunData> {
  const now = options.now ?? Date.now;
  // Parents before the rows that link to them, whichever of the two lists each comes from.
  const entries = [...store.withStatus('pending'), ...dueFailedRows(store, now())].sort((a, b) => SYNC_ORDER.indexOf(a.table) - SYNC_ORDER.indexOf(b.table));
  return pushRows(api, store, entries, log, { batchSize: options.batchSize ?? WEB_SYNC_BATCH, onBatch: options.onBatch });
}
