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

export type { ImportReport, ImportRowError } from './api/dataTransfer';
