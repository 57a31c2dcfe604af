/**
 * The production build: `npm start` runs the compiled server (build/, made by
 * scripts/build-server.mjs) with no TypeScript loader in the process, files found next to the
 * sources (migrations, the ward list) are still found from build/, and scripts/ensure-build.mjs
 * recompiles when a source is newer than the build and only then.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from '../helpers/testApp';
import { freePort, spawnServer, waitUntilAnswers, type ChildServer } from './cluster.process';

const root = process.cwd();
const scripts = (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;

/** The command `npm run <name>` runs after its `&&` (the ensure-build step), as argv, after the environment it sets. */
function commandAfterBuildStep(name: string): { env: Record<string, string>; argv: string[] } {
  const parts = scripts[name].split('&&').map((part) => part.trim());
  expect(parts[0]).toMatch(/^node scripts\/ensure-build\.mjs\b/);
  const argv = parts[1].split(/\s+/);
  const env: Record<string, string> = {};
  while (/^[A-Z_][A-Z0-9_]*=/.test(argv[0])) {
    const [key, value] = (argv.shift() as string).split('=');
    env[key] = value;
  }
  return { env, argv };
}

function filesUnder(folder: string): string[] {
  return fs.readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((file) => path.join(folder, file));
}

describe('npm start on the compiled server', () => {
  let server: ChildServer | undefined;
  let dataDir: string;
  let database: { url: string; drop: () => Promise<void> } | null = null;

  beforeAll(async () => {
    execFileSync(process.execPath, ['scripts/ensure-build.mjs', '--server-only'], { cwd: root, stdio: 'pipe' });
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-build-start-'));
    database = process.env.TEST_DATABASE_URL ? await createPostgresDatabase(process.env.TEST_DATABASE_URL) : null;
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs build/scripts/start.js with node alone: no tsx, no loader, and the compiled code imports none', async () => {
    const {
      env,
      argv: [command, ...args],
    } = commandAfterBuildStep('start');
    expect(command).toBe('node');
    // glibc returns big freed blocks (argon2's 19 MB per password hash) to the system instead of
    // raising its mmap threshold and keeping them: tens of MB of resident memory (docs/operations.md).
    expect(env).toEqual({ MALLOC_MMAP_THRESHOLD_: '131072' });
    expect(args.at(-1)).toBe('build/scripts/start.js');
    expect(args.filter((arg) => arg.startsWith('--')).every((flag) => flag === '--enable-source-maps')).toBe(true);
    const compiled = filesUnder(path.join(root, 'build')).filter((file) => file.endsWith('.js'));
    expect(compiled.length).toBeGreaterThan(3);
    for (const file of compiled) expect(fs.readFileSync(file, 'utf8'), file).not.toMatch(/from\s*["']tsx|import\(["']tsx|\.ts["']\)/);

    const port = await freePort();
    // Demo mode (no NODE_ENV=test): the lazy chunks (record seed, demo agents) and the ward list read from build/.
    server = spawnServer(process.execPath, args, port, {
      ...env,
      NODE_ENV: undefined,
      NODE_OPTIONS: undefined,
      DATA_DIR: dataDir,
      DATABASE_URL: database?.url ?? '',
      REDIS_URL: '',
      SMTP_URL: '',
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
    });
    await waitUntilAnswers(server, '/api/ready', 50_000);
    const pid = server.child.pid!;
    const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    expect(cmdline.slice(1)).toEqual(args);
    expect(cmdline.join(' ')).not.toMatch(/tsx|--import|--loader|--experimental/);
    const environ = fs.readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
    expect(environ.find((line) => line.startsWith('NODE_OPTIONS='))).toBeUndefined();

    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    const login = await fetch(`${server.url}/api/admin/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(login.status).toBe(400);
    // The demo agents (collector code, its own copy of the ward list) started from the compiled chunks.
    const end = Date.now() + 20_000;
    while (!/demo collector agent\(s\) online/.test(server.output()) && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.output()).toMatch(/3 demo collector agent\(s\) online/);
    expect(server.output()).not.toMatch(/did not start/);
  }, 90_000);

  it('npm run collector runs the compiled agent too', () => {
    const {
      argv: [command, ...args],
    } = commandAfterBuildStep('collector');
    expect(command).toBe('node');
    expect(args.at(-1)).toBe('build/collector/cli.js');
    const usage = execFileSync(process.execPath, [...args, '--help'], { cwd: root, encoding: 'utf8' });
    expect(usage).toMatch(/^Usage: collector --server/);
  });
});

describe('scripts/ensure-build.mjs', () => {
  let copy: string;

  beforeAll(() => {
    // A copy of the sources (node_modules linked), so touching a source does not disturb the checkout.
    copy = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-build-copy-'));
    for (const entry of ['server', 'seed', 'src', 'collector', 'generator', 'scripts', 'package.json', 'package-lock.json', 'tsconfig.json']) {
      fs.cpSync(path.join(root, entry), path.join(copy, entry), { recursive: true });
    }
    fs.symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  });
  afterAll(() => fs.rmSync(copy, { recursive: true, force: true }));

  const ensure = () => execFileSync(process.execPath, ['scripts/ensure-build.mjs', '--server-only'], { cwd: copy, encoding: 'utf8' });
  const stampTime = () => fs.statSync(path.join(copy, 'build', '.built')).mtimeMs;

  it('compiles on the first run, does nothing while the build is current, and recompiles when a source is newer', async () => {
    expect(ensure()).toMatch(/Compiling the server \(first start\)/);
    for (const entry of ['server/main.js', 'scripts/start.js', 'collector/cli.js']) expect(fs.existsSync(path.join(copy, 'build', entry)), entry).toBe(true);
    const first = stampTime();

    expect(ensure()).toBe('');
    expect(stampTime()).toBe(first);
    await new Promise((resolve) => setTimeout(resolve, 100));

    const touched = new Date(first + 50);
    fs.utimesSync(path.join(copy, 'server/realtime/hub.ts'), touched, touched);
    expect(ensure()).toMatch(/recompiling the server/);
    expect(stampTime()).toBeGreaterThan(first);
    expect(ensure()).toBe('');
  }, 60_000);
});
