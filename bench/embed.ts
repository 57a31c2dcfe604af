/**
 * Embeddable charts (/embed/<chart-id>, issue 27) for `npm run bench`: what an iframe loads before
 * it can draw its chart (JS + CSS, gzip; goal ≤ 100 KB), in English and with the Hausa phrases
 * that ?lang=ha fetches on top, against the minimal Vite React page built in the same run. The
 * project is built into a temporary folder as `npm run build` builds it (the embed build runs when
 * the main one closes).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { EMBED_BASE } from '../scripts/vite/embedBuild';
import { collectorFirstLoad } from './collectFirstLoad';
import { buildBaseline, buildProject, initialJs } from './frontendBuild';
import type { Row } from './lib';

const GOAL_BYTES = 100 * 1024;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The Hausa catalogue chunk the page fetches for ?lang=ha (src/i18n/translate.ts imports it lazily). */
function hausaBytes(embedDir: string): number {
  const assets = path.join(embedDir, 'assets');
  const file = fs.readdirSync(assets).find((name) => /^public\.ha-.*\.js$/.test(name));
  if (!file) throw new Error(`No Hausa catalogue chunk in ${assets}`);
  return gzipSync(fs.readFileSync(path.join(assets, file)), { level: 9 }).length;
}

export async function embedRows(): Promise<Row[]> {
  const root = process.cwd();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-bench-embed-'));
  try {
    const dist = path.join(tmp, 'app', 'dist');
    await buildProject(root, dist);
    const base = initialJs(await buildBaseline(path.join(tmp, 'baseline'), root));
    const embedDir = path.join(dist, 'embed');
    // The same reading of the built page as the collector's row: module script, preloads, stylesheets.
    const load = collectorFirstLoad(embedDir, EMBED_BASE);
    const hausa = hausaBytes(embedDir);
    const worst = load.gzipBytes + hausa;
    return [
      {
        figure: 'Embed page first load, JS + CSS (gzip)',
        value: `${kb(load.gzipBytes)} in ${load.files.length} files (JS ${kb(load.jsBytes)}, CSS ${kb(load.cssBytes)}); ${kb(worst)} with Hausa (?lang=ha, +${kb(hausa)})`,
        baseline: `${kb(base.gzipBytes)} in ${base.files} files, minimal Vite React`,
        ratio: (worst / base.gzipBytes).toFixed(2),
        goal: '≤ 100 KB (with Hausa)',
        met: worst <= GOAL_BYTES,
      },
    ];
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
