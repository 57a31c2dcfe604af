/**
 * Syncing records over emulated slow 3G (400 kbps each way, 400 ms round trip): the collector's own
 * sync of rows waiting in its IndexedDB, and the floor the network allows, the same number of
 * records pushed from the same page with plain fetch in the collector's batch size.
 */
import type { CDPSession, Page, Request } from '@playwright/test';
import { HOME_HEADING } from './collectBrowser';
import { pushWithFetch, readStatusCounts, writePendingRows, type PushRun, type StatusCounts } from './collectDevice';

interface NetworkConditions {
  offline: boolean;
  latency: number;
  downloadThroughput: number;
  uploadThroughput: number;
}

export const SLOW_3G: NetworkConditions = { offline: false, latency: 400, downloadThroughput: (400 * 1024) / 8, uploadThroughput: (400 * 1024) / 8 };
const NO_LIMITS: NetworkConditions = { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 };
const OFFLINE: NetworkConditions = { ...NO_LIMITS, offline: true };
const POLL_MS = 250;
const SYNC_TIMEOUT_MS = 300_000;

async function emulate(cdp: CDPSession, conditions: NetworkConditions): Promise<void> {
  await cdp.send('Network.emulateNetworkConditions', { ...conditions });
}

async function newNetworkSession(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  return cdp;
}

/** The floor: `count` records pushed with fetch in batches of `batch` over slow 3G. */
export async function baselineSync(page: Page, token: string, count: number, batch: number, tag: string): Promise<PushRun> {
  const cdp = await newNetworkSession(page);
  try {
    await emulate(cdp, SLOW_3G);
    return await pushWithFetch(page, token, count, batch, tag);
  } finally {
    await emulate(cdp, NO_LIMITS);
    await cdp.detach();
  }
}

/** One kind of request the page made during the sync: how many, and the bytes it sent. */
export interface RequestTally {
  name: string;
  count: number;
  uploadBytes: number;
}

export interface CollectorSyncRun {
  /** Until no row is pending in IndexedDB. */
  ms: number;
  /** Until the status bar no longer shows a "to sync" badge. */
  uiMs: number;
  counts: StatusCounts;
  /** Whether the "Sync now" click started the run (false: the browser's "online" event had already). */
  clicked: boolean;
  requests: RequestTally[];
}

function tallyRequests(page: Page): { stop: () => RequestTally[] } {
  const tallies = new Map<string, RequestTally>();
  const onRequest = (request: Request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/') && !url.pathname.startsWith('/socket.io')) return;
    const name = `${request.method()} ${url.pathname.startsWith('/socket.io') ? '/socket.io' : url.pathname}`;
    const tally = tallies.get(name) ?? { name, count: 0, uploadBytes: 0 };
    tally.count += 1;
    tally.uploadBytes += request.postDataBuffer()?.length ?? 0;
    tallies.set(name, tally);
  };
  page.on('request', onRequest);
  return {
    stop: () => {
      page.off('request', onRequest);
      return [...tallies.values()].sort((a, b) => b.uploadBytes - a.uploadBytes);
    },
  };
}

/**
 * Puts `count` pending communities in the collector's IndexedDB while the page is offline (so no
 * sync starts), reloads so the app loads them, then brings the network back as slow 3G, clicks
 * "Sync now" and times until no row is left pending.
 */
export async function collectorSync(page: Page, userId: number, count: number, tag: string): Promise<CollectorSyncRun> {
  const cdp = await newNetworkSession(page);
  try {
    await emulate(cdp, OFFLINE);
    await page.waitForFunction(() => !navigator.onLine);
    await writePendingRows(page, userId, count, tag);
    await page.reload();
    await page.getByRole('heading', { name: HOME_HEADING }).waitFor({ timeout: 60_000 });
    await page.getByText(`${count} to sync`).waitFor({ timeout: 60_000 });
    if (await page.evaluate(() => navigator.onLine)) throw new Error('The page is online after the reload: the emulation did not hold');

    const tally = tallyRequests(page);
    const started = Date.now();
    await emulate(cdp, SLOW_3G);
    const click = page
      .getByRole('button', { name: 'Sync now' })
      .click({ timeout: 10_000 })
      .then(
        () => true,
        () => false,
      );
    let counts = await readStatusCounts(page, userId);
    while (counts.pending > 0) {
      if (Date.now() - started > SYNC_TIMEOUT_MS) throw new Error(`${counts.pending} row(s) still pending after ${SYNC_TIMEOUT_MS / 1000} s`);
      await page.waitForTimeout(POLL_MS);
      counts = await readStatusCounts(page, userId);
    }
    const ms = Date.now() - started;
    await page.locator('header.status .badge', { hasText: /^\d+ to sync$/ }).waitFor({ state: 'detached', timeout: SYNC_TIMEOUT_MS });
    const uiMs = Date.now() - started;
    return { ms, uiMs, counts, clicked: await click, requests: tally.stop() };
  } finally {
    await emulate(cdp, NO_LIMITS);
    await cdp.detach();
  }
}
