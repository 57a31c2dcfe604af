/**
 * The web collector (/collect, issue 26) for `npm run bench`, each figure beside a baseline
 * measured in the same run: its first load (JS + CSS, gzip; ≤ 150 KB) against the minimal Vite
 * React page; opening it offline from its service worker with a CPU four times slower (LCP ≤ 1 s)
 * against that page's LCP online with the same slowdown; and syncing 1,000 records over emulated
 * slow 3G (≤ 60 s, every record synced) against the same records pushed with plain fetch, the
 * floor the network allows. The app is built into a temporary folder and served by the server as
 * `npm start` runs it (./frontendServer.ts), demo data seeded; the bench signs in as demo collectors.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { COLLECT_BASE } from '../scripts/vite/collectorBuild';
import { generateDemoPassword } from '../seed/demoUsers';
import { medianOfflineLcp, signInToCollector, type OfflineLcp } from './collectBrowser';
import { collectorFirstLoad } from './collectFirstLoad';
import { baselineSync, collectorSync, type CollectorSyncRun } from './collectSync';
import { buildBaseline, buildProject, initialJs } from './frontendBuild';
import { launchChromium, medianLcp, serveStatic } from './frontendLcp';
import { startFrontendServer } from './frontendServer';
import type { Row } from './lib';

const FIRST_LOAD_GOAL_BYTES = 150 * 1024;
const OFFLINE_LCP_GOAL_MS = 1000;
const CPU_SLOWDOWN = 4;
const SYNC_RECORDS = 1000;
/** The collector's batch (src/collect/storage/limits.ts WEB_SYNC_BATCH). */
const SYNC_BATCH = 100;
const SYNC_GOAL_MS = 60_000;
/** Demo collectors (seed/demoUsers.ts): one opens the app offline, the other syncs. */
const LCP_COLLECTOR = 'collector@example.org';
const SYNC_COLLECTOR = 'collector2@example.org';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(0)} ms`;
const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;

export async function collectRows(): Promise<Row[]> {
  const root = process.cwd();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-bench-collect-'));
  try {
    const appRoot = path.join(tmp, 'app');
    await buildProject(root, path.join(appRoot, 'dist'));
    const baseline = await buildBaseline(path.join(tmp, 'baseline'), root);
    const load = collectorFirstLoad(path.join(appRoot, 'dist', 'collect'), COLLECT_BASE);
    const base = initialJs(baseline);
    const rows: Row[] = [
      {
        figure: 'Collector first load, JS + CSS (gzip)',
        value: `${kb(load.gzipBytes)} in ${load.files.length} files (JS ${kb(load.jsBytes)}, CSS ${kb(load.cssBytes)})`,
        baseline: `${kb(base.gzipBytes)} in ${base.files} files, minimal Vite React`,
        ratio: (load.gzipBytes / base.gzipBytes).toFixed(2),
        goal: '≤ 150 KB',
        met: load.gzipBytes <= FIRST_LOAD_GOAL_BYTES,
      },
    ];
    rows.push(...(await browserRows(root, appRoot, baseline.outDir)));
    return rows;
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

/** The server seeds its demo accounts with DEMO_PASSWORD when it is set (server/startupTasks.ts). */
async function startWithDemoPassword(root: string, appRoot: string, password: string) {
  const before = process.env.DEMO_PASSWORD;
  process.env.DEMO_PASSWORD = password;
  try {
    return await startFrontendServer(root, appRoot);
  } finally {
    if (before === undefined) delete process.env.DEMO_PASSWORD;
    else process.env.DEMO_PASSWORD = before;
  }
}

async function browserRows(root: string, appRoot: string, baselineDir: string): Promise<Row[]> {
  const password = generateDemoPassword();
  const app = await startWithDemoPassword(root, appRoot, password);
  const baselineServer = await serveStatic(baselineDir);
  const browser = await launchChromium();
  try {
    const baselineLcp = await medianLcp(browser, `${baselineServer.origin}/`, { latencyMs: 0, throughputBytesPerSecond: -1, cpuSlowdown: CPU_SLOWDOWN });
    const lcp = await offlineLcp(browser, app.origin, password);
    const sync = await syncRun(browser, app.origin, password);
    return [
      {
        figure: `Collector opened offline, LCP (Chromium, ${CPU_SLOWDOWN}x CPU, median of 5)`,
        value: `${ms(lcp.ms)} (${lcp.element})`,
        baseline: `${ms(baselineLcp)} minimal Vite React, online, ${CPU_SLOWDOWN}x CPU`,
        ratio: (lcp.ms / baselineLcp).toFixed(2),
        goal: '≤ 1.0 s',
        met: lcp.ms <= OFFLINE_LCP_GOAL_MS,
      },
      syncRow(sync.collector, sync.baseline),
    ];
  } finally {
    await browser.close();
    await baselineServer.stop();
    await app.stop();
  }
}

async function offlineLcp(browser: Browser, origin: string, password: string): Promise<OfflineLcp> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  try {
    await signInToCollector(await context.newPage(), origin, LCP_COLLECTOR, password);
    return await medianOfflineLcp(context, `${origin}/collect/`, CPU_SLOWDOWN);
  } finally {
    await context.close();
  }
}

async function syncRun(browser: Browser, origin: string, password: string) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  try {
    const page = await context.newPage();
    const session = await signInToCollector(page, origin, SYNC_COLLECTOR, password);
    const tag = crypto.randomBytes(3).toString('hex');
    // One record by hand first: the server must take the bench's records, or the figures mean nothing.
    const probe = await baselineSync(page, session.token, 1, 1, `${tag} probe`);
    if (probe.accepted !== 1) throw new Error(`The server refused the bench's community record: ${probe.firstRefusal}`);
    const baseline = await baselineSync(page, session.token, SYNC_RECORDS, SYNC_BATCH, `${tag} floor`);
    const collector = await collectorSync(page, session.userId, SYNC_RECORDS, `${tag} collector`);
    return { baseline, collector };
  } finally {
    await context.close();
  }
}

function syncRow(collector: CollectorSyncRun, baseline: { ms: number; accepted: number; refused: number }): Row {
  const calls = collector.requests.map((r) => `${r.count}× ${r.name} ${kb(r.uploadBytes)} up`).join(', ');
  const { synced, failed } = collector.counts;
  return {
    figure: `Collector syncs ${SYNC_RECORDS} records (Chromium, slow 3G: 400 kbps, 400 ms RTT)`,
    value:
      `${seconds(collector.ms)}: ${synced} synced, ${failed} failed${collector.counts.firstError ? ` (${collector.counts.firstError})` : ''}; ` +
      `status bar clear at ${seconds(collector.uiMs)}; ${collector.clicked ? 'started by Sync now' : 'started by the online event'}; calls: ${calls}`,
    baseline: `${seconds(baseline.ms)} plain fetch, ${SYNC_RECORDS / SYNC_BATCH} POSTs of ${SYNC_BATCH}: ${baseline.accepted} accepted, ${baseline.refused} refused`,
    ratio: (collector.ms / baseline.ms).toFixed(2),
    goal: '≤ 60 s, all synced',
    met: collector.ms <= SYNC_GOAL_MS && synced === SYNC_RECORDS,
  };
}
