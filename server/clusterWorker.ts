/**
 * One worker of `WORKERS=N` (./cluster.ts). It does not listen: the primary owns the port and hands
 * each connection over (@socket.io/sticky, so a socket.io session stays on one worker). The first
 * worker runs the start-up tasks (configured admin, demo seed) once for all; the others, and every
 * replacement, skip them. Answers carry `x-worker` (the worker's number) so an operator or a test
 * can tell which process answered.
 */
import cluster from 'node:cluster';
import { setupWorker } from '@socket.io/sticky';
import type { Config } from './config';
import { describeDatabase } from './config';
import { buildApp } from './app';
import { formatStartupBanner, runStartupTasks } from './startup';
import { closeOnSignals } from './ops/shutdown';
import { STARTUP_TASKS_ENV, type WorkerReady } from './cluster';

export async function runWorker(config: Config): Promise<void> {
  const workerId = String(cluster.worker?.id ?? process.pid);
  const app = await buildApp(config);
  const report = process.env[STARTUP_TASKS_ENV] === '1' ? await runStartupTasks(app, config) : null;
  app.lifecycle.markStarted();
  app.server.prependListener('request', (_request, response) => response.setHeader('x-worker', workerId));
  // The same on a WebSocket's upgrade answer (those skip 'request').
  app.realtime.io.engine.on('headers', (headers: Record<string, string>) => {
    headers['x-worker'] = workerId;
  });
  await app.ready();
  setupWorker(app.realtime.io);
  if (report) console.log(formatStartupBanner(config, report, describeDatabase(config)));
  const ready: WorkerReady = { type: 'edu:worker-ready', demoAccounts: report?.demoAccounts ?? null };
  process.send?.(ready);
  closeOnSignals(app);
}
