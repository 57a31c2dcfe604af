/**
 * Frontend figures for `npm run bench`, each beside a minimal Vite React page built and measured
 * the same way in the same run: the home page's initial JavaScript (gzip; ≤ 150 KB in ≤ 8 files,
 * no react-admin or admin module in it); the bytes on the wire for / and /maps as Chromium loads
 * them cold, every resource until the network is idle (≤ 200 KB); and the largest contentful paint
 * of /, /maps and /data-table in headless Chromium, on localhost (≤ 1.0 s) and on emulated slow 4G
 * (≤ 2.5 s). The app is built into a temporary folder and served by the server as `npm start` runs
 * it (./frontendServer.ts), compression on and the demo data seeded.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { buildBaseline, buildProject, initialJs } from './frontendBuild';
import { launchChromium, medianLcp, serveStatic, SLOW_4G } from './frontendLcp';
import { startFrontendServer } from './frontendServer';
import { browserBytesOnWire, type WireBytes } from './frontendWire';
import type { Row } from './lib';

const JS_GOAL_BYTES = 150 * 1024;
const JS_GOAL_FILES = 8;
const WIRE_GOAL_BYTES = 200 * 1024;
const LCP_LOCAL_GOAL_MS = 1000;
const LCP_SLOW_4G_GOAL_MS = 2500;
const WIRE_PAGES = ['/', '/maps'];
const LCP_PAGES = ['/', '/maps', '/data-table'];
const ADMIN_MODULE =
  /[\\/]node_modules[\\/](react-admin|ra-core|ra-ui-materialui|ra-data-simple-rest|ra-i18n-polyglot|ra-language-english)[\\/]|[\\/]src[\\/](admin|resources)[\\/]/;
const CHARTS_MODULE = /[\\/]node_modules[\\/]@mui[\\/]x-charts/;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(0)} ms`;

export async function frontendRows(): Promise<Row[]> {
  const root = process.cwd();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-bench-frontend-'));
  try {
    const appRoot = path.join(tmp, 'app');
    const site = await buildProject(root, path.join(appRoot, 'dist'));
    const baseline = await buildBaseline(path.join(tmp, 'baseline'), root);
    const home = initialJs(site, 'src/public/pages/HomePage.tsx');
    const base = initialJs(baseline);
    const adminModules = home.modules.filter((id) => ADMIN_MODULE.test(id));
    const chartModules = home.modules.filter((id) => CHARTS_MODULE.test(id));
    if (adminModules.length > 0) console.error(`Admin code in the home page's initial JS:\n  ${adminModules.slice(0, 10).join('\n  ')}`);
    const rows: Row[] = [
      {
        figure: 'Home initial JS (gzip)',
        value: `${kb(home.gzipBytes)} in ${home.files} files; admin modules ${adminModules.length}, x-charts modules ${chartModules.length}`,
        baseline: `${kb(base.gzipBytes)} in ${base.files} files, minimal Vite React`,
        ratio: (home.gzipBytes / base.gzipBytes).toFixed(2),
        goal: '≤ 150 KB in ≤ 8 files, no admin code',
        met: home.gzipBytes <= JS_GOAL_BYTES && home.files <= JS_GOAL_FILES && adminModules.length === 0,
      },
    ];
    rows.push(...(await browserRows(root, appRoot, baseline.outDir)));
    return rows;
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

function wireBreakdown(wire: WireBytes): string {
  const parts = [...wire.byType.entries()].sort((a, b) => b[1] - a[1]).map(([type, bytes]) => `${type} ${kb(bytes)}`);
  return `${kb(wire.bytes)} in ${wire.requests} requests (${parts.join(', ')}; encodings: ${wire.encodings.join(', ') || 'none'})`;
}

async function browserRows(root: string, appRoot: string, baselineDir: string): Promise<Row[]> {
  const app = await startFrontendServer(root, appRoot);
  const baselineServer = await serveStatic(baselineDir);
  const browser = await launchChromium();
  try {
    const baselineUrl = `${baselineServer.origin}/`;
    const baselineWire = await browserBytesOnWire(browser, baselineUrl);
    const rows: Row[] = [];
    for (const page of WIRE_PAGES) {
      const wire = await browserBytesOnWire(browser, `${app.origin}${page}`);
      rows.push({
        figure: `Bytes on the wire for ${page} (Chromium, cold, every resource until idle)`,
        value: wireBreakdown(wire),
        baseline: `${kb(baselineWire.bytes)} minimal Vite React, Brotli`,
        ratio: (wire.bytes / baselineWire.bytes).toFixed(2),
        goal: '≤ 200 KB',
        met: wire.bytes <= WIRE_GOAL_BYTES,
      });
    }
    rows.push(...(await lcpRows(browser, app.origin, baselineUrl)));
    return rows;
  } finally {
    await browser.close();
    await baselineServer.stop();
    await app.stop();
  }
}

async function lcpRows(browser: Browser, origin: string, baselineUrl: string): Promise<Row[]> {
  const rows: Row[] = [];
  const settings = [
    { label: 'localhost', limits: undefined, goal: '≤ 1.0 s', goalMs: LCP_LOCAL_GOAL_MS },
    { label: 'slow 4G: 1.6 Mbps, 150 ms RTT, 4x CPU', limits: SLOW_4G, goal: '≤ 2.5 s', goalMs: LCP_SLOW_4G_GOAL_MS },
  ];
  for (const setting of settings) {
    const baseline = await medianLcp(browser, baselineUrl, setting.limits);
    for (const page of LCP_PAGES) {
      const lcp = await medianLcp(browser, `${origin}${page}`, setting.limits);
      rows.push({
        figure: `LCP ${page} (Chromium, ${setting.label}, median of 5)`,
        value: ms(lcp),
        baseline: `${ms(baseline)} minimal Vite React`,
        ratio: (lcp / baseline).toFixed(2),
        goal: setting.goal,
        met: lcp <= setting.goalMs,
      });
    }
  }
  return rows;
}
