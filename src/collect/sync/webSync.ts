/** One sync run of the web collector: the pending rows, then the failed rows whose wait is over. */
import type { SyncRunData } from '../../domain/protocol';
import type { ServerApi } from '../../device/api';
import type { DeviceLogger } from '../../device/logs';
import type { LocalStore } from '../../device/store';
import { pushRows } from '../../device/sync';
import { WEB_SYNC_BATCH } from '../storage/limits';
import { dueFailedRows } from './retryPolicy';

export interface WebSyncOptions {
  batchSize?: number;
  now?: () => number;
}

export function runWebSync(api: ServerApi, store: LocalStore, log: DeviceLogger, options: WebSyncOptions = {}): Promise<SyncRunData> {
  const now = options.now ?? Date.now;
  const entries = [...store.withStatus('pending'), ...dueFailedRows(store, now())];
  return pushRows(api, store, entries, log, { batchSize: options.batchSize ?? WEB_SYNC_BATCH });
}
