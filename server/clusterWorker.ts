/**
 * One worker of `WORKERS=N` (./cluster.ts). It listens on the configured port like a single
 * process; Node's cluster shares that port and hands each new connection to a worker in turn. The
 * first worker runs the start-up tasks (configured admin, demo seed) once for all; the others, and
 * every replacement, skip them. Answers carry `x-worker` (the worker's number) so an operator or a
 * test can tell which process answered.
 */
import cluster from 'node:cluster';
import type { Config } from './config';
import { startServer } from './startup';
import { closeOnSignals } from './ops/shutdown';
import { STARTUP_TASKS_ENV, type WorkerReady } from './cluster';

export async function runWorker(config: Config): Promise<void> {
  const workerId = String(cluster.worker?.id ?? process.pid);
  const { app, report, port } = await startServer(config, {
    startupTasks: process.env[STARTUP_TASKS_ENV] === '1',
    beforeListen: (built) => {
      built.server.prependListener('request', (_request, response) => response.setHeader('x-worker', workerId));
      // The same on a WebSocket's upgrade answer (those skip 'request').
      built.realtime.io.engine.on('headers', (headers: Record<string, string>) => {
        headers['x-worker'] = workerId;
      });
    },
  });
  const ready: WorkerReady = { type: 'edu:worker-ready', port, demoAccounts: report?.demoAccounts ?? null };
  process.send?.(ready);
  closeOnSignals(app);
}
