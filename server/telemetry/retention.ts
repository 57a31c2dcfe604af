/** TELEMETRY_RETENTION_DAYS: device log lines older than that are deleted by the retention job (server/retention/job.ts). */
import { sql } from 'kysely';
import type { Db } from '../db/connection';

const DAY_MS = 86_400_000;

/** Deletes the device log lines received before `now` − `days`; answers how many. */
export async function pruneTelemetry(db: Db, days: number, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - days * DAY_MS).toISOString();
  const result = await db
    .deleteFrom('deviceLogs')
    .where('receivedAt', '<', sql<Date>`${cutoff}::timestamptz`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
