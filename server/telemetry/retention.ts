/** TELEMETRY_RETENTION_DAYS: device log lines older than that are deleted once ready, then every hour. */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

const EVERY_MS = 60 * 60 * 1000;

export async function pruneTelemetry(app: FastifyInstance, days: number, now: number): Promise<number> {
  const cutoff = new Date(now - days * 86_400_000).toISOString();
  const result = await app.db.deleteFrom('deviceLogs').where('receivedAt', '<', sql<Date>`${cutoff}::timestamptz`).executeTakeFirst();
  const deleted = Number(result.numDeletedRows);
  if (deleted > 0) app.log.info({ deleted, days }, 'telemetry: old device log lines deleted');
  return deleted;
}

export function keepTelemetryFor(app: FastifyInstance, days: number, now: () => number = Date.now): void {
  let timer: NodeJS.Timeout | null = null;
  const run = () => pruneTelemetry(app, days, now()).catch((error: unknown) => app.log.error({ err: error }, 'telemetry: pruning failed'));
  app.addHook('onReady', async () => {
    await run();
    timer = setInterval(() => void run(), EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
