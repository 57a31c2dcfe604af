/**
 * Writes the collector's service worker (`sw.js`) into its build: src/collect/sw/worker.ts compiled
 * with the list of every file the build wrote (its page, chunks, styles, public files) to precache,
 * and a version that changes with that list, so that a new build replaces the kept shell.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import { build as esbuild } from 'esbuild';
import type { Plugin } from 'vite';

export function collectorServiceWorker(workerSource: string): Plugin {
  let base = '/';
  let publicDir = '';
  return {
    name: 'collector-service-worker',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
      publicDir = config.publicDir;
    },
    async generateBundle(_options, bundle) {
      const built = Object.keys(bundle).filter((file) => !file.endsWith('.map') && file !== 'index.html');
      const publicFiles = publicDir && fs.existsSync(publicDir) ? fs.readdirSync(publicDir) : [];
      const urls = [base, ...[...built, ...publicFiles].sort().map((file) => `${base}${file}`)];
      const version = crypto
        .createHash('sha256')
        .update(JSON.stringify(urls))
        .update(
          Object.values(bundle)
            .map((item) => ('code' in item ? item.code : ''))
            .join(''),
        )
        .digest('hex')
        .slice(0, 16);
      const compiled = await esbuild({
        entryPoints: [workerSource],
        bundle: true,
        write: false,
        format: 'iife',
        minify: true,
        target: 'es2020',
        define: { PRECACHE: JSON.stringify(urls), VERSION: JSON.stringify(version) },
      });
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: compiled.outputFiles[0].text });
    },
  };
}
