/**
 * Bytes of the web app on the wire: what the real server sends for a page's
 * HTML and the JavaScript it loads first (the entry and its modulepreloads), read from the built
 * index.html and the `.br` copies the server sends to a Brotli client; and, as Chromium loads the
 * page cold, every HTML and JavaScript body it receives until the network is idle.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from '@playwright/test';

export interface InitialBytes {
  wire: number;
  raw: number;
  files: number;
}

/** index.html plus the scripts it names (entry and modulepreloads), as sent with Brotli. */
export function initialBytesOnWire(outDir: string): InitialBytes {
  const html = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]);
  let wire = 0;
  let raw = 0;
  for (const file of ['index.html', ...new Set(scripts)]) {
    const full = path.join(outDir, file);
    raw += fs.statSync(full).size;
    wire += fs.existsSync(`${full}.br`) ? fs.statSync(`${full}.br`).size : fs.statSync(full).size;
  }
  return { wire, raw, files: 1 + new Set(scripts).size };
}

/** Encoded body bytes of the documents and scripts Chromium fetches for one cold load of `url`. */
export async function browserBytesOnWire(browser: Browser, url: string): Promise<{ bytes: number; encodings: string[] }> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const sizes: Promise<number>[] = [];
    const encodings = new Set<string>();
    page.on('requestfinished', (request) => {
      if (!['document', 'script'].includes(request.resourceType())) return;
      sizes.push(request.sizes().then((s) => s.responseBodySize));
      void request.response().then((response) => encodings.add(response?.headers()['content-encoding'] ?? 'none'));
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const bytes = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
    return { bytes, encodings: [...encodings].sort() };
  } finally {
    await context.close();
  }
}
