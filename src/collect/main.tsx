/** The web collector's entry (/collect/): its own page, bundle and service worker (DESIGN §10). */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CollectApp } from './CollectApp';
import { askBackgroundSync } from './sw/backgroundSync';
import { SW_SCOPE, SW_URL } from './sw/messages';
import './collect.css';

/** The service worker keeps the shell for offline use; Background Sync (where the browser has it) wakes the page to sync. */
async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  await navigator.serviceWorker.register(SW_URL, { scope: SW_SCOPE });
  window.addEventListener('offline', askBackgroundSync);
}

void registerServiceWorker().catch((error: unknown) => console.warn('The collector could not keep itself for offline use:', error));

createRoot(document.getElementById('collect-root')!).render(
  <StrictMode>
    <CollectApp />
  </StrictMode>,
);
