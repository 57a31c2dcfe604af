/** The web collector's entry (/collect/): its own page, bundle and service worker (DESIGN §10). */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CollectApp } from './CollectApp';
import { SW_SCOPE, SW_URL, SYNC_TAG } from './sw/messages';
import './collect.css';

interface SyncRegistration extends ServiceWorkerRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/** The service worker keeps the shell for offline use; Background Sync (where the browser has it) wakes the page to sync. */
async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const registration: SyncRegistration = await navigator.serviceWorker.register(SW_URL, { scope: SW_SCOPE });
  window.addEventListener('offline', () => void registration.sync?.register(SYNC_TAG).catch(() => undefined));
}

void registerServiceWorker().catch((error: unknown) => console.warn('The collector could not keep itself for offline use:', error));

createRoot(document.getElementById('collect-root')!).render(
  <StrictMode>
    <CollectApp />
  </StrictMode>,
);
