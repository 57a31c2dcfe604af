/**
 * The real app serving a built SPA (BENCH_STATIC_DIR) with the small demo seeded in a temporary
 * data directory, as `npm start` on an empty one; prints its port.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/app';
import type { Config } from '../../server/config';
import { runStartupTasks } from '../../server/startupTasks';

const staticDir = process.env.BENCH_STATIC_DIR;
if (!staticDir) throw new Error('BENCH_STATIC_DIR is not set');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-bench-public-'));
const config: Config = {
  mode: 'test',
  host: '127.0.0.1',
  port: 0,
  dataDir,
  jwtSecret: crypto.randomBytes(32).toString('hex'),
  publicUrl: 'http://localhost',
  demoData: true,
  logLevel: 'silent',
  staticDir,
};
const app = await buildApp(config);
await runStartupTasks(app, config);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`);
const stop = async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
