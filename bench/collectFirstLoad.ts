/**
 * The web collector's first load: the scripts and stylesheets its built page asks for before it
 * can render (the module script, its modulepreload links and its stylesheets), gzip sizes summed.
 * The build writes a `.gz` copy of each (level 9, server/http/precompress.ts) except below its
 * threshold, where the file is gzipped here the same way.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface FirstLoad {
  gzipBytes: number;
  jsBytes: number;
  cssBytes: number;
  files: string[];
}

const ASSET_TAG = /<(script|link)\b[^>]*>/g;

/** The URLs the page loads before it renders, in the order its HTML names them. */
export function firstLoadUrls(html: string): string[] {
  const urls: string[] = [];
  for (const [tag, name] of html.matchAll(ASSET_TAG)) {
    const url = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if (!url) continue;
    const isModuleScript = name === 'script' && /\btype="module"/.test(tag);
    const rel = /\brel="([^"]+)"/.exec(tag)?.[1];
    if (isModuleScript || rel === 'modulepreload' || rel === 'stylesheet') urls.push(url);
  }
  return urls;
}

function gzipSize(file: string): number {
  const kept = `${file}.gz`;
  return fs.existsSync(kept) ? fs.statSync(kept).size : gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

/** `outDir` is the collector's build (dist/collect); `base` the path it is served under (/collect/). */
export function collectorFirstLoad(outDir: string, base: string): FirstLoad {
  const html = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const files = firstLoadUrls(html);
  let jsBytes = 0;
  let cssBytes = 0;
  for (const url of files) {
    if (!url.startsWith(base)) throw new Error(`${url} in ${outDir}/index.html is not under ${base}`);
    const size = gzipSize(path.join(outDir, url.slice(base.length)));
    if (url.endsWith('.css')) cssBytes += size;
    else jsBytes += size;
  }
  if (jsBytes === 0) throw new Error(`No module script in ${outDir}/index.html`);
  return { gzipBytes: jsBytes + cssBytes, jsBytes, cssBytes, files };
}
