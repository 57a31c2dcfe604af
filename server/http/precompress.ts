/**
 * Writes `.br` and `.gz` siblings of the built web app's text files (JavaScript, CSS, HTML, SVG,
 * JSON) at build time, so the server sends them compressed at no cost per request
 * (@fastify/static `preCompressed`, ./static.ts). Used as a Vite plugin in vite.config.ts, so every
 * `vite build` (npm run build, npm start's scripts/ensure-build.mjs, the e2e and bench builds) runs it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

export const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this a compressed copy saves nothing worth a second file (the server's JSON threshold too). */
export const COMPRESS_THRESHOLD_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function compressFile(file: string): Promise<void> {
  const content = await fs.promises.readFile(file);
  if (content.length < COMPRESS_THRESHOLD_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
    gzip(content, { level: 9 }),
  ]);
  if (br.length < content.length) await fs.promises.writeFile(`${file}.br`, br);
  if (gz.length < content.length) await fs.promises.writeFile(`${file}.gz`, gz);
}

function textFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return textFiles(full);
    return COMPRESSIBLE.test(entry.name) ? [full] : [];
  });
}

export async function precompressDir(dir: string): Promise<number> {
  const files = textFiles(dir);
  await Promise.all(files.map(compressFile));
  return files.length;
}

export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'edu-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDir(outDir);
    },
  };
}
