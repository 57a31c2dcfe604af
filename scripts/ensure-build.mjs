// Builds the SPA when dist/ is missing or older than the sources, so `npm start` always serves
// the current app without rebuilding on every start.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = process.cwd();
const marker = path.join(root, 'dist', 'index.html');

function newestMtime(entry) {
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'server/http/precompress.ts', 'package.json'].map((p) => path.join(root, p)).filter((p) => fs.existsSync(p));
const built = fs.existsSync(marker) ? fs.statSync(marker).mtimeMs : 0;
const changed = Math.max(...sources.map(newestMtime));

if (built < changed) {
  console.log(built === 0 ? 'Building the web app (first start)…' : 'Sources changed since the last build: rebuilding the web app…');
  execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
}
