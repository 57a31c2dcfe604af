/**
 * Bytes of the web app on the wire as Chromium loads a page cold: every resource it fetches
 * (document, scripts, styles, fonts, images, API answers) until the network is idle, each counted
 * as its encoded body plus its response headers.
 */
import type { Browser } from '@playwright/test';

export interface WireBytes {
  bytes: number;
  requests: number;
  /** Bytes per Playwright resource type (document, script, fetch, ...). */
  byType: Map<string, number>;
  encodings: string[];
}

/** Transfer bytes of everything Chromium fetches for one cold load of `url`. */
export async function browserBytesOnWire(browser: Browser, url: string): Promise<WireBytes> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const pending: Promise<void>[] = [];
    const byType = new Map<string, number>();
    const encodings = new Set<string>();
    let requests = 0;
    page.on('requestfinished', (request) => {
      requests += 1;
      pending.push(
        (async () => {
          const sizes = await request.sizes();
          const type = request.resourceType();
          byType.set(type, (byType.get(type) ?? 0) + sizes.responseBodySize + sizes.responseHeadersSize);
          const encoding = (await request.response())?.headers()['content-encoding'];
          if (encoding) encodings.add(encoding);
        })(),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await Promise.all(pending);
    const bytes = [...byType.values()].reduce((sum, size) => sum + size, 0);
    return { bytes, requests, byType, encodings: [...encodings].sort() };
  } finally {
    await context.close();
  }
}
