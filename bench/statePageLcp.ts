/**
 * Largest contentful paint of a public page once its figures are in. Waiting for the network to go
 * quiet is not enough on its own: with a CPU four times slower on a busy machine, the main bundle's
 * parse can leave the network idle for 500 ms before anything is painted, and the load would be
 * read too early (or have no entry at all). So each load also waits for the page's heading and for
 * every spinner to go before it reads the last entry.
 */
import type { Browser, Page } from '@playwright/test';
import { medianLcp, type Throttling } from './frontendLcp';

async function figuresDrawn(page: Page): Promise<void> {
  await page.locator('main h1').first().waitFor({ timeout: 120_000 });
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="page-spinner"]').length === 0, undefined, { timeout: 120_000 });
  await page.waitForLoadState('networkidle', { timeout: 120_000 });
}

/** The median LCP (ms) of `runs` settled cold loads after one warm-up load. */
export function medianSettledLcp(browser: Browser, url: string, limits: Throttling, runs = 5): Promise<number> {
  return medianLcp(browser, url, limits, runs, figuresDrawn);
}
