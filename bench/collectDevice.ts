/**
 * The collect bench's hands in the page: community records pushed with plain fetch (the baseline
 * and the check that the server takes them), pending rows written straight into the collector's
 * IndexedDB (src/collect/storage/schema.ts: a store per table keyed by localId, `meta` holding
 * `store.nextLocalId`), and the rows' sync statuses read back from it.
 */
import type { Page } from '@playwright/test';

const PUSH_PATH = '/api/admin/sync/push';

export interface PushRun {
  ms: number;
  accepted: number;
  refused: number;
  /** The server's message for the first refused record, if any. */
  firstRefusal: string;
}

/** `count` new communities pushed in sequential POSTs of `batch` from the page, as the collector sends them. */
export function pushWithFetch(page: Page, token: string, count: number, batch: number, tag: string): Promise<PushRun> {
  return page.evaluate(
    async ({ token, count, batch, tag, path }) => {
      const started = performance.now();
      const run = { ms: 0, accepted: 0, refused: 0, firstRefusal: '' };
      for (let start = 0; start < count; start += batch) {
        const records = Array.from({ length: Math.min(batch, count - start) }, (_, offset) => ({
          table: 'communities',
          localUUID: crypto.randomUUID(),
          localId: start + offset + 1,
          data: { name: `Bench ${tag} ${start + offset + 1}`, state: 'kano', lga: 'dala' },
        }));
        const response = await fetch(path, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ records }),
        });
        if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
        const answer = (await response.json()) as { data: Array<{ ok: boolean; message?: string; errors?: Record<string, string> }> };
        for (const outcome of answer.data) {
          if (outcome.ok) run.accepted += 1;
          else {
            run.refused += 1;
            run.firstRefusal ||= `${outcome.message ?? ''} ${JSON.stringify(outcome.errors ?? {})}`;
          }
        }
      }
      run.ms = performance.now() - started;
      return run;
    },
    { token, count, batch, tag, path: PUSH_PATH },
  );
}

/** Writes `count` pending communities (rows shaped like StoredRow in src/device/store.ts) into the account's database. */
export function writePendingRows(page: Page, userId: number, count: number, tag: string): Promise<void> {
  return page.evaluate(
    ({ userId, count, tag }) =>
      new Promise<void>((resolve, reject) => {
        const opening = indexedDB.open(`edu-collect-user-${userId}`);
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const db = opening.result;
          if (!db.objectStoreNames.contains('communities')) return reject(new Error(`No communities store in ${db.name}`));
          const tx = db.transaction(['communities', 'meta'], 'readwrite');
          const meta = tx.objectStore('meta');
          const next = meta.get('store.nextLocalId');
          next.onsuccess = () => {
            const first = typeof next.result === 'number' ? next.result : 1;
            const now = new Date().toISOString();
            for (let i = 0; i < count; i += 1) {
              const data = { name: `Bench ${tag} ${i + 1}`, state: 'kano', lga: 'dala' };
              tx.objectStore('communities').put({
                localId: first + i,
                ...data,
                ward: null,
                localUUID: crypto.randomUUID(),
                syncStatus: 'pending',
                serverId: null,
                lastSyncAttempt: null,
                lastError: null,
                reviewState: null,
                reviewComment: null,
                createdAt: now,
                updatedAt: now,
                data,
                attempts: 0,
              });
            }
            meta.put(first + count, 'store.nextLocalId');
          };
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    { userId, count, tag },
  );
}

export interface StatusCounts {
  pending: number;
  synced: number;
  failed: number;
  /** The first failed row's error, if any. */
  firstError: string;
}

/** The sync statuses of the account's communities as the collector last saved them. */
export function readStatusCounts(page: Page, userId: number): Promise<StatusCounts> {
  return page.evaluate(
    (userId) =>
      new Promise<StatusCounts>((resolve, reject) => {
        const opening = indexedDB.open(`edu-collect-user-${userId}`);
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const db = opening.result;
          const reading = db.transaction('communities').objectStore('communities').getAll();
          reading.onerror = () => reject(reading.error);
          reading.onsuccess = () => {
            db.close();
            const counts: StatusCounts = { pending: 0, synced: 0, failed: 0, firstError: '' };
            for (const row of reading.result as Array<{ syncStatus: string; lastError: string | null }>) {
              if (row.syncStatus === 'pending') counts.pending += 1;
              else if (row.syncStatus === 'synced') counts.synced += 1;
              else if (row.syncStatus === 'failed') {
                counts.failed += 1;
                counts.firstError ||= row.lastError ?? '';
              }
            }
            resolve(counts);
          };
        };
      }),
    userId,
  );
}
