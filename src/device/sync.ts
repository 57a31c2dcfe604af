/** Pushing rows to the server and recording each row's outcome (startSync, retryFailed). */
import type { SyncPushItem, SyncRunData } from '../domain/protocol';
import { SYNC_PUSH_MAX } from '../domain/deviceWire';
import type { ServerApi } from './api';
import type { DeviceLogger } from './logs';
import { goneNote, type LocalStore, type StoredRow } from './store';

export interface SyncOptions {
  batchSize?: number;
  /** Chance (0..1) that a batch is lost to a simulated network failure; the rows become failed. */
  networkFailureRate?: number;
  random?: () => number;
  /** Told after each batch's outcomes are kept (a screen's progress). */
  onBatch?: () => void;
}

type Entry = { table: SyncPushItem['table']; row: StoredRow };

function toItem({ table, row }: Entry): SyncPushItem {
  return { table, localUUID: row.localUUID, localId: row.localId, data: row.data, links: row.links };
}

/** The push under way on each store: runs on one store take turns. */
const pushing = new WeakMap<LocalStore, Promise<unknown>>();

/**
 * Pushes the entries in batches. Runs on the same store take turns (a command's sync and the web
 * collector's own loop may start together), and a run leaves out the rows that the run before it
 * already moved out of the status they had when it was asked for.
 */
export function pushRows(api: ServerApi, store: LocalStore, entries: Entry[], log: DeviceLogger, options: SyncOptions = {}): Promise<SyncRunData> {
  const asked = entries.map((entry) => ({ entry, status: entry.row.syncStatus }));
  const before = pushing.get(store) ?? Promise.resolve();
  const run = before
    .catch(() => undefined)
    .then(() =>
      pushNow(
        api,
        store,
        asked.filter(({ entry, status }) => entry.row.syncStatus === status).map(({ entry }) => entry),
        log,
        options,
      ),
    );
  pushing.set(store, run);
  return run;
}

async function pushNow(api: ServerApi, store: LocalStore, entries: Entry[], log: DeviceLogger, options: SyncOptions): Promise<SyncRunData> {
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
    // Each batch's outcomes are kept before the next is sent: a run cut short never re-sends what was answered.
    await store.save();
    options.onBatch?.();
  }
  return { message: `${synced} record(s) synced, ${failed} failed`, attempted: entries.length, synced, failed };
}
