/**
 * The web collector's service worker (scope /collect/): keeps the collector's own shell (its page,
 * scripts, styles, icon and manifest: the list its build wrote in PRECACHE) so that it opens with
 * no network. Only those files are cached: never an API answer, so nothing personal is kept here
 * (the records live in IndexedDB, per account). A Background Sync tells the open pages to sync.
 */
import { SW_SCOPE, SYNC_TAG } from './messages';

declare const PRECACHE: string[];
declare const VERSION: string;

interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(answer: Promise<Response>): void;
}
interface SyncEvent extends ExtendableEvent {
  tag: string;
}
interface WorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void>; matchAll(options: { type: 'window' }): Promise<Array<{ postMessage(message: unknown): void }>> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'sync', listener: (event: SyncEvent) => void): void;
}

const worker = self as unknown as WorkerScope;
const CACHE_PREFIX = 'collect-shell-';
const CACHE = `${CACHE_PREFIX}${VERSION}`;
const SHELL = SW_SCOPE;
const kept = new Set(PRECACHE);

worker.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE).map((name) => caches.delete(name))))
      .then(() => worker.clients.claim()),
  );
});

/** The kept copy first (the shell opens at once, offline too), the network for anything else. */
async function fromShell(request: Request, key: string): Promise<Response> {
  const cached = await caches.match(key, { cacheName: CACHE });
  return cached ?? fetch(request);
}

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin) return;
  if (request.mode === 'navigate' && url.pathname.startsWith(SHELL)) event.respondWith(fromShell(request, SHELL));
  else if (kept.has(url.pathname)) event.respondWith(fromShell(request, url.pathname));
  // Anything else (the API, socket.io) goes to the network untouched and is never cached.
});

worker.addEventListener('sync', (event) => {
  if (event.tag !== SYNC_TAG) return;
  event.waitUntil(worker.clients.matchAll({ type: 'window' }).then((pages) => pages.forEach((page) => page.postMessage({ type: SYNC_TAG }))));
});
