/**
 * Builds for the frontend bench: the app (into a temporary folder, with a plugin that records
 * which modules end up in which chunk) and a minimal Vite React page as the baseline. Reports the
 * gzip size of the JavaScript a page needs before it can render.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';

export interface ChunkInfo {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: string[];
  imports: string[];
  gzipBytes: number;
}

export interface BuiltSite {
  outDir: string;
  chunks: Map<string, ChunkInfo>;
}

function captureChunks(chunks: Map<string, ChunkInfo>): Plugin {
  return {
    name: 'bench-capture-chunks',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.set(output.fileName, {
          fileName: output.fileName,
          isEntry: output.isEntry,
          facadeModuleId: output.facadeModuleId,
          moduleIds: [...output.moduleIds],
          imports: [...output.imports],
          gzipBytes: gzipSync(output.code, { level: 9 }).length,
        });
      }
    },
  };
}

/** `vite build` of the project into `outDir`, with the chunk map. */
export async function buildProject(root: string, outDir: string): Promise<BuiltSite> {
  const chunks = new Map<string, ChunkInfo>();
  await build({ root, logLevel: 'error', plugins: [captureChunks(chunks)], build: { outDir, emptyOutDir: true } });
  return { outDir, chunks };
}

const BASELINE_HTML = `<!doctype html>
<html lang="en">
  <head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1.0" /><title>Baseline</title></head>
  <body><div id="root"></div><script type="module" src="/main.jsx"></script></body>
</html>
`;

const BASELINE_MAIN = `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

function App() {
  return (
    <main style={{ fontFamily: 'sans-serif', maxWidth: '80rem', margin: '0 auto', padding: 24 }}>
      <h1>Literacy and learning across Nigeria</h1>
      <p>A minimal Vite React page: the baseline the public pages are measured against in the same run.</p>
    </main>
  );
}

createRoot(document.getElementById('root')).render(<StrictMode><App /></StrictMode>);
`;

/** A minimal Vite React page written to `dir` and built into `dir/dist`. */
export async function buildBaseline(dir: string, projectRoot: string): Promise<BuiltSite> {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), BASELINE_HTML);
  fs.writeFileSync(path.join(dir, 'main.jsx'), BASELINE_MAIN);
  const chunks = new Map<string, ChunkInfo>();
  const outDir = path.join(dir, 'dist');
  await build({
    root: dir,
    configFile: false,
    logLevel: 'error',
    plugins: [react(), captureChunks(chunks)],
    // Resolve react from the project, as the temp folder has no node_modules.
    resolve: { alias: { react: path.join(projectRoot, 'node_modules/react'), 'react-dom': path.join(projectRoot, 'node_modules/react-dom') } },
    build: { outDir, emptyOutDir: true },
  });
  return { outDir, chunks };
}

/** A chunk and every chunk it imports statically, transitively. */
function withStaticImports(site: BuiltSite, start: ChunkInfo[]): ChunkInfo[] {
  const seen = new Map<string, ChunkInfo>();
  const queue = [...start];
  while (queue.length) {
    const chunk = queue.pop()!;
    if (seen.has(chunk.fileName)) continue;
    seen.set(chunk.fileName, chunk);
    for (const name of chunk.imports) {
      const next = site.chunks.get(name);
      if (next) queue.push(next);
    }
  }
  return [...seen.values()];
}

export interface InitialJs {
  gzipBytes: number;
  files: number;
  modules: string[];
}

/**
 * The JavaScript a page needs before it renders: the entry and its static imports, plus the lazy
 * chunk of the page's own module (`pageModule`, a path suffix) and its static imports.
 */
export function initialJs(site: BuiltSite, pageModule?: string): InitialJs {
  const all = [...site.chunks.values()];
  const start = all.filter((c) => c.isEntry);
  if (pageModule) {
    const page = all.find((c) => c.facadeModuleId?.endsWith(pageModule));
    if (!page) throw new Error(`No chunk for ${pageModule}`);
    start.push(page);
  }
  const chunks = withStaticImports(site, start);
  return {
    gzipBytes: chunks.reduce((sum, c) => sum + c.gzipBytes, 0),
    files: chunks.length,
    modules: chunks.flatMap((c) => c.moduleIds),
  };
}
