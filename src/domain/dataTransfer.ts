/** Data export and import of records as CSV (docs/api-data.md). */
import { RECORD_TYPES, type RecordType } from './records';

export const IMPORT_MAX_ROWS = 20_000;
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const IMPORT_FILE_FIELD = 'csvFile';
/** At most this many row errors are listed; the count says how many there were. */
export const IMPORT_ERRORS_LISTED = 100;

/** The record type of an export/import path segment (`oos-children` → outOfSchoolChildren). */
export function recordTypeOfPath(path: string): RecordType | undefined {
  return (Object.keys(RECORD_TYPES) as RecordType[]).find((type) => RECORD_TYPES[type].apiPath === path);
}

export interface ImportRowError {
  /** The CSV line (the header is line 1). */
  row: number;
  /** field → message. */
  errors: Record<string, string>;
}

export interface ImportReport {
  type: RecordType;
  dryRun: boolean;
  /** Data rows in the file. */
  rows: number;
  /** Rows written (0 on a dry run or when any row fails). */
  created: number;
  /** Rows whose uuid is already on the platform (a file imported again): left alone. */
  alreadyPresent: number;
  /** Rows that would be written on a dry run. */
  valid: number;
  errorCount: number;
  errors: ImportRowError[];
  /** Headers that were read and ignored (server-managed columns of an export). */
  ignoredColumns: string[];
}
