/**
 * Frontend figures for `npm run bench`: the home page's initial JavaScript (gzip; goal ≤ 250 KB,
 * no react-admin or admin module in it), the bytes the server sends for / (goal ≤ 200 KB) and /maps
 * (./frontendWire.ts) and the largest contentful paint of /, /maps and
 * /data-table in headless Chromium on localhost (goal ≤ 1.5 s), each beside a minimal Vite React
 * page built and measured in the same run. The app is built into a temporary folder, served by
 * the real server with the small demo seeded.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildBaseline, buildProject, initialJs } from './frontendBuild';
import { launchChromium, medianLcp, serveStatic } from './frontendLcp';
import { browserBytesOnWire, initialBytesOnWire } from './frontendWire';
import { startChild, type Row } from './lib';

const JS_GOAL_BYTES = 250 * 1024;
const LCP_GOAL_MS = 1500;
const PAGES = ['/', '/maps', '/data-table'];
const ADMIN_MODULE =
  /[\\/]node_modules[\\/](react-admin|ra-core|ra-ui-materialui|ra-data-simple-rest|ra-i18n-polyglot|ra-language-english)[\\/]|[\\/]src[\\/](admin|resources)[\\/]/;
const CHARTS_MODULE = /[\\/]node_modules[\\/]@mui[\\/]x-charts/;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const WIRE_GOAL_BYTES = 200 * 1024;

export async function frontendRows(): Promise<Row[]> {
  const root = process.cwd();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-bench-frontend-'));
  try {
    const site = await buildProject(root, path.join(tmp, 'app'));
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
        baseline: `${kb(base.gzipBytes)} minimal Vite React`,
        ratio: (home.gzipBytes / base.gzipBytes).toFixed(2),
        goal: '≤ 250 KB, no admin code',
        met: home.gzipBytes <= JS_GOAL_BYTES && adminModules.length === 0,
      },
    ];
    const initial = initialBytesOnWire(site.outDir);
    rows.push({
      figure: 'Bytes on the wire for / (HTML + entry + modulepreloads, Brotli)',
      value: `${kb(initial.wire)} in ${initial.files} files`,
      baseline: `${kb(initial.raw)} uncompressed`,
      ratio: (initial.wire / initial.raw).toFixed(2),
      goal: '≤ 200 KB',
      met: initial.wire <= WIRE_GOAL_BYTES,
    });
    rows.push(...(await lcpRows(site.outDir, baseline.outDir)));
    return rows;
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

async function lcpRows(appDir: string, baselineDir: string): Promise<Row[]> {
  const app = await startChild<{ port: number }>('bench/servers/publicSite.ts', { BENCH_STATIC_DIR: appDir });
  const baselineServer = await serveStatic(baselineDir);
  const browser = await launchChromium();
  try {
    const baseline = await medianLcp(browser, `${baselineServer.origin}/`);
    const rows: Row[] = [];
    const baselineWire = await browserBytesOnWire(browser, `${baselineServer.origin}/`);
    for (const page of ['/', '/maps']) {
      const wire = await browserBytesOnWire(browser, `http://127.0.0.1:${app.info.port}${page}`);
      rows.push({
        figure: `HTML + JS on the wire for ${page} (Chromium, cold, all until idle)`,
        value: `${kb(wire.bytes)} (content-encoding: ${wire.encodings.join(', ')})`,
        baseline: `${kb(baselineWire.bytes)} minimal Vite React, uncompressed`,
        ratio: (wire.bytes / baselineWire.bytes).toFixed(2),
        goal: 'report',
      });
    }
    for (const page of PAGES) {
      const lcp = await medianLcp(browser, `http://127.0.0.1:${app.info.port}${page}`);
      rows.push({
        figure: `LCP ${page} (Chromium, median of 5)`,
        value: `${lcp.toFixed(0)} ms`,
        baseline: `${baseline.toFixed(0)} ms minimal Vite React`,
        ratio: (lcp / baseline).toFixed(2),
        goal: '≤ 1.5 s',
        met: lcp <= LCP_GOAL_MS,
      });
    }
    return rows;
  } finally {
    await browser.close();
    await baselineServer.stop();
    app.stop();
  }
}
