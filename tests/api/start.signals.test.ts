/**
 * `npm start` stops gracefully from its first answer on: a SIGTERM that arrives while the demo
 * collector agents are still starting (their code loads after the server answers) drains and
 * exits 0 instead of ending the process by the signal.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, spawnServer, waitUntilAnswers, type ChildServer } from './cluster.process';

describe('npm start and SIGTERM', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-start-signal-'));
  let server: ChildServer | undefined;

  afterAll(async () => {
    await server?.stop(2_000);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('exits 0 on a SIGTERM sent as soon as the server answers, while the demo agents start', async () => {
    execFileSync(process.execPath, ['scripts/ensure-build.mjs', '--server-only'], { stdio: 'pipe' });
    server = spawnServer(process.execPath, ['build/scripts/start.js'], await freePort(), {
      NODE_ENV: undefined,
      NODE_OPTIONS: undefined,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      DEMO_DATA: 'true',
      DEMO_COLLECTORS: '3',
    });
    await waitUntilAnswers(server, '/api/health', 90_000);
    const ended = await server.stop(20_000);
    expect(ended, server.output()).toEqual({ code: 0, signal: null });
  }, 120_000);
});
