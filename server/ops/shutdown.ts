/**
 * Graceful shutdown. On SIGTERM or SIGINT the process:
 * 1. answers /api/ready with 503 (draining) and stops accepting connections;
 * 2. hands its collector sockets a reconnect (the realtime hub disconnects them; the agent signs
 *    in again and reconnects to whichever process answers);
 * 3. lets in-flight requests finish for up to the grace (SHUTDOWN_GRACE, default 10 s); a
 *    keep-alive connection is closed as soon as its request is answered;
 * 4. stops background work where it can resume: a bulk invite after its current row, a full
 *    duplicate check at once; an import still writing when the grace runs low rolls back and
 *    answers 503, so nothing of it is left half-written;
 * 5. closes what is left at the end of the grace, flushes the command journal and device logs,
 *    closes the database, and exits 0.
 */
import type { FastifyInstance } from 'fastify';

/** How long before the end of the grace long work is told to roll back (at most half the grace). */
const ROLLBACK_RESERVE_MS = 2000;
/** Past the grace, this long more for the close hooks (flushes, pool end) before giving up. */
const CLOSE_HOOKS_MS = 5000;

export interface ShutdownOutcome {
  /** Connections still open at the end of the grace, closed without their answer. */
  cutOff: boolean;
}

/** Drains and closes `app`; `beforeClose` runs meanwhile (e.g. stopping the demo agents). */
export async function shutdownGracefully(app: FastifyInstance, beforeClose: () => Promise<unknown> = async () => undefined): Promise<ShutdownOutcome> {
  const graceMs = app.lifecycle.shutdownGraceMs;
  app.lifecycle.startDraining();
  const outcome: ShutdownOutcome = { cutOff: false };
  const timers = [
    setTimeout(() => app.lifecycle.stopWork(), Math.max(0, graceMs - Math.min(ROLLBACK_RESERVE_MS, graceMs / 2))),
    setTimeout(() => {
      outcome.cutOff = true;
      app.log.warn({ graceMs }, 'shutdown grace over: closing the connections still open');
      app.server.closeAllConnections();
    }, graceMs),
  ];
  // Node closes idle keep-alive connections once, when the server closes; one that was busy then
  // would otherwise stay open until its keep-alive time-out after its answer.
  const idleSweep = setInterval(() => app.server.closeIdleConnections(), 100);
  try {
    await Promise.all([app.bulkInvites.stop(), beforeClose(), app.close()]);
  } finally {
    timers.forEach(clearTimeout);
    clearInterval(idleSweep);
  }
  return outcome;
}

/**
 * On SIGINT or SIGTERM: a graceful shutdown, then exit 0. A second SIGINT (an impatient Ctrl-C)
 * ends the process at once; close hooks that hang past the grace end it with 1.
 */
export function closeOnSignals(app: FastifyInstance, beforeClose?: () => Promise<unknown>): void {
  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) {
      if (signal === 'SIGINT') process.exit(130);
      return;
    }
    stopping = true;
    app.log.info({ signal, graceMs: app.lifecycle.shutdownGraceMs }, `${signal} received: draining, then shutting down`);
    setTimeout(() => {
      app.log.error('shutdown: closing did not finish in time; exiting');
      process.exit(1);
    }, app.lifecycle.shutdownGraceMs + CLOSE_HOOKS_MS).unref();
    shutdownGracefully(app, beforeClose).then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}
