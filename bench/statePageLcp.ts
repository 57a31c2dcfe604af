/**
 * Largest contentful paint of a public page once its figures are in, throttled through the Chrome
 * DevTools Protocol as ./frontendLcp.ts throttles. Waiting for the network to go quiet is not
 * enough on its own: with a CPU four times slower on a busy machine, the main bundle's parse can
 * leave the network idle for 500 ms before anything is painted, and the load would be read too
 * early (or have no entry at all). So each load also waits for the page's heading and for every
 * spinner to go before it reads the last entry.
 */
import type { Browser, Page } from '@playwright/test';
import type { Throttling } from './frontendLcp';

async function throttle(page: Page, limits: Throttling): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: limits.latencyMs,
    downloadThroughput: limits.throughputBytesPerSecond,
    uploadThroughput: limits.throughputBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: limits.cpuSlowdown });
}

/** One cold load (a fresh context, so no cache): the last LCP entry once the page has drawn its figures. */
async function settledLcpOnce(browser: Browser, url: string, limits: Throttling): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await throttle(page, limits);
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.locator('main h1').first().waitFor({ timeout: 120_000 });
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="page-spinner"]').length === 0, undefined, { timeout: 120_000 });
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    await page.waitForTimeout(300);
    const lcp = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let last = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) last = entry.startTime;
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          setTimeout(() => resolve(last), 200);
        }),
    );
    if (!lcp) throw new Error(`No largest-contentful-paint entry for ${url}`);
    return lcp;
  } finally {
    await context.close();
  }
}

/** The median LCP (ms) of `runs` settled cold loads after one warm-up load. */
export async function medianSettledLcp(browser: Browser, url: string, limits: Throttling, runs = 5): Promise<number> {
  await settledLcpOnce(browser, url, limits);
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) samples.push(await settledLcpOnce(browser, url, limits));
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)];
}
