/**
 * Embeddable charts (/embed/<chart-id>, issue 27) are a build of their own, like the collector's:
 * `src/embed` as the root, served under /embed/, so an iframe on another site loads plain React,
 * a hand-drawn SVG chart and the public catalogue, not the site's shell, MUI or the chart library.
 * The main build runs it when it closes, into `<outDir>/embed`.
 */
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type InlineConfig, type Plugin } from 'vite';
import { precompress } from '../../server/http/precompress';

export const EMBED_BASE = '/embed/';

const EFFECT_FREE = /[\\/]src[\\/](providers[\\/]publicApi|domain[\\/]locations[\\/]index)\.ts$/;

export function embedConfig(projectRoot: string, outDir: string): InlineConfig {
  return {
    configFile: false,
    root: path.join(projectRoot, 'src', 'embed'),
    base: EMBED_BASE,
    logLevel: 'warn',
    plugins: [react(), precompress()],
    build: {
      outDir,
      emptyOutDir: true,
      sourcemap: false,
      rolldownOptions: {
        // The embed reuses the charts page's spec modules, which also define the page's query
        // (react-query) and import the LGA tables with the locations: neither is needed here, and
        // the query client and the LGA maps are module state with no effect outside their module.
        treeshake: { manualPureFunctions: ['queryOptions'], moduleSideEffects: (id: string) => !EFFECT_FREE.test(id) },
      },
    },
  };
}

/** Builds the embed pages after the main app, into the main build's `embed/` folder. */
export function embedBuild(): Plugin {
  let outDir = '';
  let projectRoot = '';
  return {
    name: 'embed-build',
    apply: 'build',
    configResolved(config) {
      projectRoot = config.root;
      outDir = path.resolve(config.root, config.build.outDir, 'embed');
    },
    async closeBundle() {
      await build(embedConfig(projectRoot, outDir));
    },
  };
}
