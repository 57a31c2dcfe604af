// Compiles the server, the collector agent and the command-line scripts to JavaScript under build/
// (npm run build; npm start's scripts/ensure-build.mjs when a source is newer), so nothing is
// transpiled at run time. One esbuild run: ESM, node20, packages external (node_modules stays as
// is), code splitting so the lazy imports (demo agents, record seed) stay lazy, linked sourcemaps.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

const root = process.cwd();
export const BUILD_DIR = path.join(root, 'build');
/** Written last: its time is the build's time (scripts/ensure-build.mjs compares against it). */
export const BUILD_STAMP = path.join(BUILD_DIR, '.built');

// Every output sits one folder under build/ (build/<folder>/<name>.js, chunks in build/chunks/),
// so a source's place is always '../../<its path>' from the output's folder.
export const ENTRIES = {
  'server/main': 'server/main.ts',
  'scripts/start': 'scripts/start.ts',
  'scripts/backup': 'scripts/backup.ts',
  'scripts/restore': 'scripts/restore.ts',
  'scripts/seed': 'seed/cli.ts',
  'collector/cli': 'collector/cli.ts',
};

/**
 * Code that finds files next to itself (`new URL('./data/x.csv', import.meta.url)`, the migrations
 * folder) must still find them from build/: in each source that names import.meta.url, it is
 * replaced by the URL of the source file, computed from the output's own URL at run time.
 */
export const sourceLocation = {
  name: 'source-location',
  setup(build) {
    build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      const text = await fs.promises.readFile(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return { contents: text, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
      const fromOutput = `../../${path.relative(root, args.path).split(path.sep).join('/')}`;
      const located = `new URL(${JSON.stringify(fromOutput)}, import.meta.url).href`;
      return { contents: text.replaceAll('import.meta.url', located), loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};

const EXTERNAL_PACKAGES = [
  '@electric-sql/pglite',
  '@node-rs/argon2',
  '@fastify/swagger',
  '@fastify/swagger-ui',
  '@faker-js/faker',
  'exceljs',
  'pg-native',
  'bufferutil',
  'utf-8-validate',
];

export async function buildServer() {
  const entryPoints = Object.fromEntries(Object.entries(ENTRIES).filter(([, source]) => fs.existsSync(path.join(root, source))));
  fs.rmSync(BUILD_DIR, { recursive: true, force: true });
  await esbuild.build({
    absWorkingDir: root,
    entryPoints,
    outdir: BUILD_DIR,
    bundle: true,
    // npm packages are bundled too (a start then reads a few files, not about 1,100), except those
    // that need their own files next to them at run time (WebAssembly, native addons, static assets)
    // and the large ones loaded only for rare work.
    external: EXTERNAL_PACKAGES,
    // Bundled CommonJS packages call require() for Node's built-in modules.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    platform: 'node',
    format: 'esm',
    target: 'node20',
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    sourcemap: 'linked',
    // Stack traces need only the mappings: a smaller map is read faster when a start loads it.
    sourcesContent: false,
    logLevel: 'warning',
    plugins: [sourceLocation],
  });
  fs.writeFileSync(BUILD_STAMP, `${new Date().toISOString()}\n`);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = performance.now();
  await buildServer();
  console.log(`Server, collector and scripts compiled to build/ in ${Math.round(performance.now() - started)} ms.`);
}
