/**
 * Background Sync, where the browser has it: the service worker is told to wake the collector's
 * pages when the network returns (they sync then; see worker.ts). Elsewhere the pages sync on
 * `online`, on focus and on their timer.
 */
import { SYNC_TAG } from './messages';

interface SyncRegistration extends ServiceWorkerRegistration {
  sync?: { register(tag: string): Promise<void> };
}

export function askBackgroundSync(): void {
  if (!('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready.then((registration: SyncRegistration) => registration.sync?.register(SYNC_TAG)).catch(() => undefined);
}
