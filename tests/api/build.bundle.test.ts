/**
 * What a start on the embedded default loads (a second start ≤ 1 s): the
 * compiled server bundles its npm packages (a start reads a few files, not a thousand), and the
 * code that only PostgreSQL, Redis, metrics or SMTP need sits in chunks that such a start never
 * imports. The compiled server is started as `npm start` runs it, with a module hook that records
 * every module it loads until it first answers.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, spawnServer, waitUntilAnswers, type ChildServer } from './cluster.process';

const build = path.resolve('build');
/** The npm packages whose code is inside `files` (esbuild marks each bundled module with `// node_modules/<path>`). */
function bundledPackages(files: string[]): Set<string> {
  const found = new Set<string>();
  for (const file of files) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(/^\/\/ node_modules\/((?:@[^/]+\/)?[^/\s]+)/gm)) found.add(match[1]);
  }
  return found;
}

describe('the compiled server a start loads', () => {
  let loaded: string[] = [];
  let server: ChildServer | undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-build-bundle-'));
  const record = path.join(dataDir, 'loaded-modules.txt');

  beforeAll(async () => {
    execFileSync(process.execPath, ['scripts/ensure-build.mjs', '--server-only'], { stdio: 'pipe' });
    const port = await freePort();
    // The embedded default, as `npm start` runs it (demo data on; the demo agents off, they load after the first answer anyway).
    server = spawnServer(process.execPath, ['--import', './tests/helpers/loadedModules.mjs', '--enable-source-maps', 'build/scripts/start.js'], port, {
      NODE_ENV: undefined,
      NODE_OPTIONS: undefined,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      METRICS_TOKEN: '',
      DEMO_DATA: 'true',
      DEMO_COLLECTORS: '0',
      LOADED_MODULES_FILE: record,
    });
    await waitUntilAnswers(server, '/api/health', 90_000);
    loaded = fs.readFileSync(record, 'utf8').split('\n').filter(Boolean);
  }, 150_000);

  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const loadedFrom = (folder: string) => [
    ...new Set(
      loaded
        .filter((url) => url.startsWith('file:'))
        .map((url) => fileURLToPath(url))
        .filter((file) => file.startsWith(folder)),
    ),
  ];

  it('bundles its npm packages: only the embedded database and the password hashing are read from node_modules', () => {
    const packages = new Set(loadedFrom(path.resolve('node_modules')).map((file) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file)![1]));
    expect([...packages].filter((name) => !name.startsWith('@node-rs/argon2')).sort()).toEqual(['@electric-sql/pglite']);
    expect(loadedFrom(build).length).toBeGreaterThan(3);
    const bundled = bundledPackages(loadedFrom(build));
    for (const name of ['fastify', 'kysely', 'zod', 'socket.io']) expect(bundled, name).toContain(name);
  });

  it('leaves PostgreSQL, Redis, metrics, SMTP and the record generator to chunks loaded only when needed', () => {
    const bundled = bundledPackages(loadedFrom(build));
    for (const name of ['pg', 'pg-copy-streams', 'ioredis', '@socket.io/redis-adapter', 'prom-client', 'nodemailer', '@faker-js/faker']) {
      expect(bundled.has(name), `${name} loaded by a start on the embedded default`).toBe(false);
    }
    // …and they are in the build, for the processes that need them.
    const chunks = fs
      .readdirSync(path.join(build, 'chunks'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => path.join(build, 'chunks', file));
    const everything = bundledPackages(chunks);
    for (const name of ['pg', 'ioredis', 'prom-client', 'nodemailer']) expect(everything, name).toContain(name);
  });
});
