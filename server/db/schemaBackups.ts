/** Kysely types of migration 020: backup runs. */
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface BackupRunsTable {
  id: Generated<number>;
  startedAt: Timestamp;
  finishedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  file: string | null;
  sizeBytes: ColumnType<number | null, number | null | undefined, number | null>;
  engine: 'pglite' | 'postgresql';
  schemaVersion: string | null;
  error: string | null;
  trigger: 'schedule' | 'manual';
}

export interface BackupTables {
  backupRuns: BackupRunsTable;
}
