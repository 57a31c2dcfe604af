/**
 * A scratch copy of the project for measuring the very first start on a machine. The PGlite
 * templates live in <project>/node_modules/.cache/edu-pglite-template, the project being found
 * from the compiled code's own place (build/…/../..). So the copy holds its own build/ (copied:
 * Node runs a symlinked entry from its real path), its own node_modules folder whose entries link
 * to the project's (all but .cache, so its template cache starts empty) and links to every other
 * top-level entry (sources the templates' keys read, dist/ the server serves from its working
 * folder). The project's own templates are never touched.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const PROJECT = process.cwd();
const COPIED = new Set(['build', 'node_modules', 'data', '.git']);

function makeRoot(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-bench-first-ever-root-'));
  for (const entry of fs.readdirSync(PROJECT)) {
    if (!COPIED.has(entry)) fs.symlinkSync(path.join(PROJECT, entry), path.join(root, entry));
  }
  fs.cpSync(path.join(PROJECT, 'build'), path.join(root, 'build'), { recursive: true });
  const modules = path.join(PROJECT, 'node_modules');
  fs.mkdirSync(path.join(root, 'node_modules'));
  for (const entry of fs.readdirSync(modules)) {
    if (entry !== '.cache') fs.symlinkSync(path.join(modules, entry), path.join(root, 'node_modules', entry));
  }
  return root;
}

/** Runs `measure` with the scratch project's root (the server's working folder), then removes it. */
export async function withEmptyTemplateCache<T>(measure: (root: string) => Promise<T>): Promise<T> {
  const root = makeRoot();
  try {
    return await measure(root);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}
