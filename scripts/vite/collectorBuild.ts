/**
 * The web collector (/collect, DESIGN §10) is a build of its own: `src/collect` as the root, served
 * under /collect/, with its own chunks, so that nothing of the public site or the back office is in
 * it and nothing of it is in theirs. The main build runs it when it closes (every `vite build`:
 * npm run build, npm start's ensure-build, the e2e and bench builds), into `<outDir>/collect`.
 */
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type InlineConfig, type Plugin } from 'vite';
import { precompress } from '../../server/http/precompress';
import { collectorServiceWorker } from './collectorServiceWorker';

export const COLLECT_BASE = '/collect/';

export function collectorConfig(projectRoot: string, outDir: string): InlineConfig {
  return {
    configFile: false,
    root: path.join(projectRoot, 'src', 'collect'),
    base: COLLECT_BASE,
    logLevel: 'warn',
    plugins: [react(), collectorServiceWorker(path.join(projectRoot, 'src', 'collect', 'sw', 'worker.ts')), precompress()],
    build: { outDir, emptyOutDir: true, sourcemap: false },
  };
}

/** Builds the collector after the main app, into the main build's `collect/` folder. */
export function collectorBuild(): Plugin {
  let outDir = '';
  let projectRoot = '';
  return {
    name: 'collector-build',
    apply: 'build',
    configResolved(config) {
      projectRoot = config.root;
      outDir = path.resolve(config.root, config.build.outDir, 'collect');
    },
    async closeBundle() {
      await build(collectorConfig(projectRoot, outDir));
    },
  };
}
