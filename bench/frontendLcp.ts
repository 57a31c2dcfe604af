/** Largest contentful paint of pages in headless Chromium (Debian's), optionally throttled, and a static file server. */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Browser, type Page } from '@playwright/test';

/** Network and CPU limits applied through the Chrome DevTools Protocol before a load. */
export interface Throttling {
  latencyMs: number;
  /** Bytes per second, each way. */
  throughputBytesPerSecond: number;
  cpuSlowdown: number;
}

/** Slow 4G as Lighthouse names it: 1.6 Mbps, 150 ms round trip, a CPU four times slower. */
export const SLOW_4G: Throttling = { latencyMs: 150, throughputBytesPerSecond: 1_600_000 / 8, cpuSlowdown: 4 };

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

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

/**
 * Serves a built folder with the SPA fallback, Brotli-compressed (once per file, kept) for a client
 * that accepts it, as the app's server sends its build-time `.br` copies; resolves with its origin
 * and a stop function.
 */
export async function serveStatic(root: string): Promise<{ origin: string; stop: () => Promise<void> }> {
  const brotli = new Map<string, Buffer>();
  const server = http.createServer((request, response) => {
    const url = (request.url ?? '/').split('?')[0];
    let file = path.join(root, path.normalize(url).replace(/^([/\\])+/, ''));
    if (!file.startsWith(root) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) file = path.join(root, 'index.html');
    const headers: http.OutgoingHttpHeaders = { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' };
    if (!/\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      response.writeHead(200, headers);
      fs.createReadStream(file).pipe(response);
      return;
    }
    let body = brotli.get(file);
    if (!body) {
      body = zlib.brotliCompressSync(fs.readFileSync(file), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
      brotli.set(file, body);
    }
    response.writeHead(200, { ...headers, 'content-encoding': 'br', 'content-length': body.length });
    response.end(body);
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

/** Waits, after the load event, until a page has drawn what its LCP should be read after. */
export type Settle = (page: Page) => Promise<void>;

/**
 * One cold load (a fresh context, so no cache): the last LCP entry once the network is idle, or,
 * with `settle`, once the page says it has drawn its content.
 */
async function lcpOnce(browser: Browser, url: string, limits?: Throttling, settle?: Settle): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    if (limits) await throttle(page, limits);
    await page.goto(url, { waitUntil: settle ? 'load' : 'networkidle', timeout: 120_000 });
    if (settle) await settle(page);
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

/** The median LCP (ms) of `runs` cold loads after one warm-up load, throttled by `limits` if given. */
export async function medianLcp(browser: Browser, url: string, limits?: Throttling, runs = 5, settle?: Settle): Promise<number> {
  await lcpOnce(browser, url, limits, settle);
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) samples.push(await lcpOnce(browser, url, limits, settle));
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)];
}
