/** Largest contentful paint of pages in headless Chromium (Debian's), and a static file server. */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

/** Serves a built folder with the SPA fallback; resolves with its origin and a stop function. */
export async function serveStatic(root: string): Promise<{ origin: string; stop: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    const url = (request.url ?? '/').split('?')[0];
    let file = path.join(root, path.normalize(url).replace(/^([/\\])+/, ''));
    if (!file.startsWith(root) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) file = path.join(root, 'index.html');
    response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { origin: `http://127.0.0.1:${port}`, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

/** One cold load (a fresh context, so no cache): the last LCP entry once the network is idle. */
async function lcpOnce(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
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

/** The median LCP (ms) of `runs` cold loads after one warm-up load. */
export async function medianLcp(browser: Browser, url: string, runs = 5): Promise<number> {
  await lcpOnce(browser, url);
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) samples.push(await lcpOnce(browser, url));
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)];
}
