/**
 * The web collector in Chromium for the collect bench: signing in as a demo collector (and waiting
 * until the service worker keeps the shell), reading the saved session, and the largest
 * contentful paint of /collect/ opened with no network and a CPU four times slower.
 */
import type { BrowserContext, Page } from '@playwright/test';

export const HOME_HEADING = 'New record';

export interface CollectorSession {
  token: string;
  userId: number;
}

export async function signInToCollector(page: Page, origin: string, email: string, password: string): Promise<CollectorSession> {
  await page.goto(`${origin}/collect/`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: HOME_HEADING }).waitFor({ timeout: 60_000 });
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  return readSession(page);
}

/** The token and account the collector keeps in IndexedDB `edu-collect` (src/collect/storage/sessionStore.ts). */
function readSession(page: Page): Promise<CollectorSession> {
  return page.evaluate(
    () =>
      new Promise<CollectorSession>((resolve, reject) => {
        const opening = indexedDB.open('edu-collect');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const db = opening.result;
          const reading = db.transaction('session').objectStore('session').get('current');
          reading.onerror = () => reject(reading.error);
          reading.onsuccess = () => {
            db.close();
            const saved = reading.result as { token?: string; user?: { id?: number } } | undefined;
            if (typeof saved?.token !== 'string' || typeof saved.user?.id !== 'number') reject(new Error('No collector session saved'));
            else resolve({ token: saved.token, userId: saved.user.id });
          };
        };
      }),
  );
}

export interface OfflineLcp {
  ms: number;
  /** What the largest paint was: its tag and the start of its text. */
  element: string;
}

/** One fresh navigation to /collect/ in a new page of the signed-in `context`, which is offline. */
async function offlineLcpOnce(context: BrowserContext, url: string, cpuSlowdown: number): Promise<OfflineLcp> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.getByRole('heading', { name: HOME_HEADING }).waitFor({ timeout: 60_000 });
    await page.waitForTimeout(300);
    const lcp = await page.evaluate(
      () =>
        new Promise<OfflineLcp>((resolve) => {
          let last: OfflineLcp = { ms: 0, element: '' };
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as Array<PerformanceEntry & { element?: Element | null }>) {
              const element = entry.element;
              last = { ms: entry.startTime, element: element ? `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 30)}"` : '?' };
            }
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          setTimeout(() => resolve(last), 200);
        }),
    );
    if (!lcp.ms) throw new Error(`No largest-contentful-paint entry for ${url} offline`);
    return lcp;
  } finally {
    await page.close();
  }
}

/**
 * The median LCP of `runs` offline navigations after one warm-up, with the CPU slowed down. The
 * context must be signed in with the service worker ready; it is taken offline here.
 */
export async function medianOfflineLcp(context: BrowserContext, url: string, cpuSlowdown: number, runs = 5): Promise<OfflineLcp> {
  await context.setOffline(true);
  try {
    await offlineLcpOnce(context, url, cpuSlowdown);
    const samples: OfflineLcp[] = [];
    for (let i = 0; i < runs; i += 1) samples.push(await offlineLcpOnce(context, url, cpuSlowdown));
    samples.sort((a, b) => a.ms - b.ms);
    return samples[Math.floor(samples.length / 2)];
  } finally {
    await context.setOffline(false);
  }
}
