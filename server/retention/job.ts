/**
 * The retention job: just after the server is ready (the start does not wait for it) and then every hour, merges past MERGE_UNDO_DAYS
 * and deleted records past DELETE_RETENTION_DAYS are purged, deleted users' e-mails are freed
 * after the same window (each audited, leaving a tombstone where a device may still ask)
 * and device log lines past TELEMETRY_RETENTION_DAYS are deleted. Every process runs it; each
 * purge claims its rows, so two never purge one.
 */
import type { FastifyInstance } from 'fastify';
import { DEFAULT_RETENTION_DAYS } from '../config';
import { purgeDeletedUsers } from '../accounts/userPurge';
import { purgeExpiredMerges } from '../duplicates/purge';
import { purgeExpiredDeletes } from '../records/bin/purge';
import { pruneTelemetry } from '../telemetry/retention';
import type { Db } from '../db/connection';

const EVERY_MS = 60 * 60 * 1000;

export interface RetentionWindows {
  mergeUndoDays?: number;
  deleteRetentionDays?: number;
  /** 0 or unset: device log lines are kept. */
  telemetryRetentionDays?: number;
}

interface Purge {
  name: string;
  days: number;
  run: (db: Db, days: number, now: Date) => Promise<number>;
}

function purgesOf(windows: RetentionWindows): Purge[] {
  const mergeDays = windows.mergeUndoDays ?? DEFAULT_RETENTION_DAYS;
  const deleteDays = windows.deleteRetentionDays ?? DEFAULT_RETENTION_DAYS;
  const purges: Purge[] = [
    { name: 'merged records', days: mergeDays, run: purgeExpiredMerges },
    { name: 'deleted records', days: deleteDays, run: purgeExpiredDeletes },
    { name: 'deleted users', days: deleteDays, run: purgeDeletedUsers },
  ];
  if (windows.telemetryRetentionDays) purges.push({ name: 'device log lines', days: windows.telemetryRetentionDays, run: pruneTelemetry });
  return purges;
}

/** Runs every purge once; one that fails is logged and does not stop the others. Answers the counts by name. */
export async function runRetention(app: FastifyInstance, windows: RetentionWindows, now: Date): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const purge of purgesOf(windows)) {
    try {
      counts[purge.name] = await purge.run(app.db, purge.days, now);
      if (counts[purge.name] > 0) app.log.info({ purged: counts[purge.name], days: purge.days }, `retention: ${purge.name} purged`);
    } catch (error) {
      app.log.error({ err: error }, `retention: purging ${purge.name} failed`);
    }
  }
  return counts;
}

export function keepRetention(app: FastifyInstance, windows: RetentionWindows, now: () => number = Date.now): void {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let closed = false;
  const run = () => {
    if (closed) return;
    running ??= runRetention(app, windows, new Date(now())).finally(() => (running = null));
  };
  app.addHook('onReady', async () => {
    // Not awaited: the purges are not needed to answer requests, and a start should not wait for them.
    setImmediate(run);
    timer = setInterval(run, EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    closed = true;
    if (timer) clearInterval(timer);
    await running;
  });
}
