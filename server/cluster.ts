/**
 * `WORKERS=N`: N server processes on one machine with Node's cluster module.
 * The workers listen on one shared port and Node's primary hands each new TCP connection to the
 * next worker (round-robin). Socket.io needs no extra stickiness here: its only transport is the
 * WebSocket, one connection that stays on the worker that took it (@socket.io/sticky, which routes
 * long-polling requests, turns HTTP keep-alive off and made list pages 7× slower under load). The
 * workers share presence and relays through the cluster adapter (@socket.io/cluster-adapter,
 * relayed by the primary) or, with REDIS_URL, the Redis adapter (./realtime/adapter.ts). A worker
 * that dies is replaced; SIGTERM is passed to the workers and the primary exits 0 once they have.
 * WORKERS=1 (the default) is one plain process.
 */
import cluster, { type Worker } from 'node:cluster';
import { readConfigOrExit, type Config } from './config';
import type { DemoAccount } from '../seed/demoUsers';
import { importCommonJs } from './commonJs';

export interface StartedServer {
  config: Config;
  port: number;
  /** Demo accounts whose password still signs in (the demo agents use them), or null. */
  demoAccounts: DemoAccount[] | null;
  /** On SIGTERM/SIGINT: `beforeClose` (e.g. stopping the demo agents), a graceful stop, exit 0. */
  closeOnSignals: (beforeClose?: () => Promise<unknown>) => void;
}

export const PGLITE_WORKERS_MESSAGE =
  'WORKERS above 1 needs PostgreSQL (DATABASE_URL): the embedded database (PGlite) belongs to one process and cannot be shared. Set DATABASE_URL, or WORKERS=1.';

/** Set by the primary on the worker that runs the start-up tasks. */
export const STARTUP_TASKS_ENV = 'EDU_WORKER_STARTUP_TASKS';

export interface WorkerReady {
  type: 'edu:worker-ready';
  /** The port it listens on (the configured one, or the one the system gave for port 0). */
  port: number;
  demoAccounts: DemoAccount[] | null;
}

export function isWorkerReady(message: unknown): message is WorkerReady {
  return typeof message === 'object' && message !== null && (message as { type?: unknown }).type === 'edu:worker-ready';
}

/** Past the workers' own grace, how long the primary waits for them before killing them. */
const EXIT_MARGIN_MS = 10_000;
const REPLACE_DELAY_MS = 500;
const MAX_REPLACE_DELAY_MS = 30_000;

/** The server as this process's role asks: a plain process, the cluster's primary, or one of its workers (null). */
export async function startServerProcesses(): Promise<StartedServer | null> {
  const config = readConfigOrExit();
  if (cluster.isWorker) {
    const { runWorker } = await import('./clusterWorker');
    await runWorker(config);
    return null;
  }
  const workers = config.workers ?? 1;
  if (workers <= 1) {
    const [{ startServer }, { closeOnSignals }] = await Promise.all([import('./startup'), import('./ops/shutdown')]);
    const { app, report, port } = await startServer(config, { startupTasks: true });
    return { config, port, demoAccounts: report?.demoAccounts ?? null, closeOnSignals: (beforeClose) => closeOnSignals(app, beforeClose) };
  }
  if (!config.databaseUrl) {
    console.error(PGLITE_WORKERS_MESSAGE);
    process.exit(1);
  }
  return startPrimary(config, workers);
}

/** Every worker forked and not yet exited. */
const forked = new Set<Worker>();

/** Forks a worker and resolves with its ready message (it listens); rejects if it exits first. */
function forkWorker(env: NodeJS.ProcessEnv = {}): Promise<WorkerReady> {
  const worker = cluster.fork(env);
  forked.add(worker);
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null, signal: string | null) => reject(new Error(`a server process exited while starting (${signal ?? `code ${code}`})`));
    worker.once('exit', onExit);
    worker.once('exit', () => forked.delete(worker));
    worker.on('message', (message: unknown) => {
      if (!isWorkerReady(message)) return;
      worker.off('exit', onExit);
      resolve(message);
    });
  });
}

async function startPrimary(config: Config, count: number): Promise<StartedServer> {
  const { setupPrimary } = await importCommonJs(() => import('@socket.io/cluster-adapter'));
  // The cluster adapter's messages carry Buffers (binary payloads): IPC must keep them as such.
  cluster.setupPrimary({ serialization: 'advanced' });
  if (!config.redisUrl) setupPrimary();

  let stopping = false;
  // Replacements that fail to start (the database is down…) are retried less and less often.
  let failedReplacements = 0;
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    const delayMs = Math.min(MAX_REPLACE_DELAY_MS, REPLACE_DELAY_MS * 2 ** failedReplacements);
    console.error(`Server process ${worker.id} (pid ${worker.process.pid}) exited (${signal ?? `code ${code}`}): starting a replacement in ${delayMs} ms.`);
    setTimeout(() => {
      if (stopping) return;
      forkWorker().then(
        () => (failedReplacements = 0),
        (error: unknown) => {
          failedReplacements += 1;
          console.error(`The replacement could not start: ${error instanceof Error ? error.message : String(error)}`);
        },
      );
    }, delayMs);
  });

  // The first worker migrates (under the advisory lock) and runs the start-up tasks alone.
  const first = await forkWorker({ [STARTUP_TASKS_ENV]: '1' });
  await Promise.all(Array.from({ length: count - 1 }, () => forkWorker()));

  const port = first.port;
  console.log(
    `  WORKERS=${count}: ${count} server processes (pids ${Object.values(cluster.workers ?? {})
      .map((w) => w?.process.pid)
      .join(', ')}) behind port ${port}.\n`,
  );

  const closeOnSignals = (beforeClose: () => Promise<unknown> = async () => undefined) => {
    const shutdown = (signal: NodeJS.Signals) => {
      if (stopping) return;
      stopping = true;
      console.log(`${signal} received: stopping ${count} server processes`);
      const graceMs = config.shutdownGraceMs ?? 10_000;
      setTimeout(() => {
        console.error('The server processes did not stop in time; killing them.');
        for (const worker of forked) worker.process.kill('SIGKILL');
        process.exit(1);
      }, graceMs + EXIT_MARGIN_MS).unref();
      void beforeClose()
        .catch((error: unknown) => console.error('Stopping failed:', error))
        .then(() => stopWorkers())
        .then(() => process.exit(0));
    };
    process.on('SIGINT', shutdown);
    process.on('SIGTERM', shutdown);
  };
  return { config, port, demoAccounts: first.demoAccounts, closeOnSignals };
}

/** Sends SIGTERM to every worker (each drains gracefully) and resolves when all have exited. */
function stopWorkers(): Promise<void> {
  const running = [...forked].filter((worker) => !worker.isDead());
  return Promise.all(
    running.map(
      (worker) =>
        new Promise<void>((resolve) => {
          worker.once('exit', () => resolve());
          worker.process.kill('SIGTERM');
        }),
    ),
  ).then(() => undefined);
}

export function exitOnStartFailure(error: unknown): never {
  console.error('The server could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
}
