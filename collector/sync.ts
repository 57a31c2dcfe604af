/** Pushing rows to the server and recording each row's outcome (startSync, retryFailed). */
import type { SyncPushItem, SyncRunData } from '../src/domain/protocol';
import { SYNC_PUSH_MAX } from '../src/domain/protocol';
import type { ServerApi } from './api';
import type { DeviceLogger } from './logs';
import { goneNote, type LocalStore, type StoredRow } from './store';

export interface SyncOptions {
  batchSize?: number;
  /** Chance (0..1) that a batch is lost to a simulated network failure; the rows become failed. */
  networkFailureRate?: number;
  random?: () => number;
}

type Entry = { table: SyncPushItem['table']; row: StoredRow };

function toItem({ table, row }: Entry): SyncPushItem {
  return { table, localUUID: row.localUUID, localId: row.localId, data: row.data, links: row.links };
}

export async function pushRows(api: ServerApi, store: LocalStore, entries: Entry[], log: DeviceLogger, options: SyncOptions = {}): Promise<SyncRunData> {
  const batchSize = Math.min(options.batchSize ?? 200, SYNC_PUSH_MAX);
  const random = options.random ?? Math.random;
  let synced = 0;
  let failed = 0;
  for (let start = 0; start < entries.length; start += batchSize) {
    const batch = entries.slice(start, start + batchSize);
    const attemptAt = new Date().toISOString();
    const markFailed = (error: string) => {
      for (const { row } of batch) store.update(row, { syncStatus: 'failed', lastError: error, lastSyncAttempt: attemptAt, attempts: row.attempts + 1 });
      failed += batch.length;
    };
    if (random() < (options.networkFailureRate ?? 0)) {
      markFailed('Network error: the connection dropped during upload');
      log.warn('sync', `Batch of ${batch.length} record(s) lost: the connection dropped`);
      continue;
    }
    try {
      const answer = await api.push(batch.map(toItem));
      answer.data.forEach((outcome, index) => {
        const { row } = batch[index];
        const error = outcome.ok ? null : [outcome.message, ...Object.entries(outcome.errors ?? {}).map(([f, m]) => `${f}: ${m}`)].filter(Boolean).join('; ');
        store.update(row, {
          syncStatus: outcome.ok ? 'synced' : 'failed',
          serverId: outcome.serverId ?? row.serverId ?? null,
          lastError: error,
          lastSyncAttempt: attemptAt,
          attempts: row.attempts + 1,
        });
        if (outcome.reviewState !== undefined) store.applyReview(batch[index].table, row.localUUID, outcome);
        // Merged or deleted on the server: synced (never retried), with the server's state kept on the row.
        const gone = goneNote(row);
        if (gone && (outcome.status === 'merged' || outcome.status === 'deleted')) log.info('sync', `${batch[index].table} #${row.localId} ${gone}`);
        if (outcome.ok) synced += 1;
        else {
          failed += 1;
          log.warn('sync', `${batch[index].table} #${row.localId} refused: ${error}`);
        }
      });
      log.info('sync', `Batch ${start / batchSize + 1}: ${answer.message}`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      markFailed(message);
      log.error('sync', `Upload failed: ${message}`);
    }
  }
  store.save();
  return { message: `${synced} record(s) synced, ${failed} failed`, attempted: entries.length, synced, failed };
}
