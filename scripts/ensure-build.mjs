// `npm start` and `npm run collector` run compiled JavaScript: this builds first what is missing or
// older than its sources, and nothing otherwise. The SPA (dist/, vite build) unless `--server-only`;
// the server, the collector agent and the scripts (build/, ./build-server.mjs) always.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { BUILD_STAMP, buildServer } from './build-server.mjs';

const root = process.cwd();
const serverOnly = process.argv.includes('--server-only');

function newestMtime(entry) {
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry)) {
    if (child === 'node_modules' || child.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  }
  return newest;
}

/** True when `marker` is missing or older than the newest of `sources` (paths from the root). */
function outdated(marker, sources) {
  const built = fs.existsSync(marker) ? fs.statSync(marker).mtimeMs : 0;
  const present = sources.map((p) => path.join(root, p)).filter((p) => fs.existsSync(p));
  return { first: built === 0, stale: built < Math.max(...present.map(newestMtime)) };
}

// Several processes may ask at once (test files run side by side, `npm start` beside them): one
// builds while the others wait for it, then find the build current. A lock older than a few
// minutes was left by a build that died and is taken over.
const LOCK = path.join(root, '.build.lock');
const STALE_LOCK_MS = 5 * 60_000;
async function acquireLock() {
  for (;;) {
    try {
      fs.mkdirSync(LOCK);
      return;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const age = Date.now() - fs.statSync(LOCK, { throwIfNoEntry: false })?.mtimeMs;
      if (age > STALE_LOCK_MS) fs.rmSync(LOCK, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}
await acquireLock();
process.on('exit', () => fs.rmSync(LOCK, { recursive: true, force: true }));

const spa = outdated(path.join(root, 'dist', 'index.html'), ['src', 'public', 'index.html', 'vite.config.ts', 'server/http/precompress.ts', 'package.json']);
if (!serverOnly && spa.stale) {
  console.log(spa.first ? 'Building the web app (first start)…' : 'Sources changed since the last build: rebuilding the web app…');
  execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
}

// src/ holds the domain code the server shares with the web app.
const server = outdated(BUILD_STAMP, ['server', 'seed', 'src', 'collector', 'generator', 'scripts', 'package.json', 'package-lock.json', 'tsconfig.json']);
if (server.stale) {
  console.log(server.first ? 'Compiling the server (first start)…' : 'Sources changed since the last build: recompiling the server…');
  await buildServer();
}
