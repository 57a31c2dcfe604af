/** The record of backup runs (table backup_runs): written by the schedule, read by System information and the metrics. */
import type { Db } from '../../db/connection';

export interface BackupRunStatus {
  /** When the run ended (or started, for one still under way). */
  at: Date;
  sizeBytes: number | null;
  file: string | null;
  ok: boolean;
  error: string | null;
}

/** The latest finished run, successful or not; null when none finished yet. */
export async function lastBackupRun(db: Db): Promise<BackupRunStatus | null> {
  const row = await db
    .selectFrom('backupRuns')
    .select(['finishedAt', 'sizeBytes', 'file', 'error'])
    .where('finishedAt', 'is not', null)
    .orderBy('finishedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row?.finishedAt) return null;
  return {
    at: new Date(row.finishedAt),
    sizeBytes: row.sizeBytes === null ? null : Number(row.sizeBytes),
    file: row.file,
    ok: row.error === null,
    error: row.error,
  };
}

/** For System information: the last good backup's time, size and file, and the error of a later failed one. */
export interface BackupSummary {
  lastAt: string | null;
  sizeBytes: number | null;
  file: string | null;
  error: string | null;
}

export async function backupSummary(db: Db): Promise<BackupSummary | null> {
  const latest = await lastBackupRun(db);
  if (!latest) return null;
  const good = latest.ok
    ? latest
    : await db
        .selectFrom('backupRuns')
        .select(['finishedAt', 'sizeBytes', 'file'])
        .where('finishedAt', 'is not', null)
        .where('error', 'is', null)
        .orderBy('finishedAt', 'desc')
        .limit(1)
        .executeTakeFirst()
        .then((row) =>
          row?.finishedAt ? { at: new Date(row.finishedAt), sizeBytes: row.sizeBytes === null ? null : Number(row.sizeBytes), file: row.file } : null,
        );
  return { lastAt: good ? good.at.toISOString() : null, sizeBytes: good?.sizeBytes ?? null, file: good?.file ?? null, error: latest.ok ? null : latest.error };
}

export async function startRun(db: Db, run: { engine: 'pglite' | 'postgresql'; trigger: 'schedule' | 'manual' }): Promise<number> {
  const row = await db
    .insertInto('backupRuns')
    .values({ startedAt: new Date(), engine: run.engine, trigger: run.trigger })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function finishRun(
  db: Db,
  id: number,
  outcome: { file: string; sizeBytes: number; schemaVersion: string | null } | { error: string },
): Promise<void> {
  const values = 'error' in outcome ? { error: outcome.error } : { file: outcome.file, sizeBytes: outcome.sizeBytes, schemaVersion: outcome.schemaVersion };
  await db
    .updateTable('backupRuns')
    .set({ ...values, finishedAt: new Date() })
    .where('id', '=', id)
    .execute();
}

/** When the last successful scheduled backup ended; null when there is none. */
export async function lastScheduledSuccess(db: Db): Promise<Date | null> {
  const row = await db
    .selectFrom('backupRuns')
    .select('finishedAt')
    .where('trigger', '=', 'schedule')
    .where('error', 'is', null)
    .where('finishedAt', 'is not', null)
    .orderBy('finishedAt', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.finishedAt ? new Date(row.finishedAt) : null;
}
