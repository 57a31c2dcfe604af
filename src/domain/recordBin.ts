/**
 * Deletes that can be restored (DESIGN §10): what the server and the back office share
 * about a record type's bin. A delete names its reason (the body below); the Deleted view lists
 * each deleted record with who, when, why and until when it can be restored.
 */
import { z } from 'zod';
import { lineText } from './inputRules';
import type { RecordType } from './records/catalogue';

export const DELETE_REASON_MAX = 500;

/** DELETE /api/admin/{records path}/{id}. */
export const deleteBodySchema = z.strictObject({
  reason: lineText('Give the reason for the delete').min(1, 'Give the reason for the delete').max(DELETE_REASON_MAX, `At most ${DELETE_REASON_MAX} characters`),
});
export type DeleteBody = z.infer<typeof deleteBodySchema>;

/** The fields whose words, joined, name a record (each type's recordRepresentation reads the same). */
export const RECORD_NAME_FIELDS: Readonly<Record<RecordType, readonly string[]>> = {
  schools: ['schoolName'],
  learners: ['firstName', 'middleName', 'lastName'],
  staff: ['fullName'],
  communities: ['name'],
  households: ['householdHead'],
  outOfSchoolChildren: ['firstName', 'lastName'],
};

/** A record's name from its name fields ('' when none is set). */
export function recordNameOf(type: RecordType, record: Readonly<Record<string, unknown>>): string {
  return RECORD_NAME_FIELDS[type]
    .map((field) => record[field])
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .map((part) => part.trim())
    .join(' ');
}

/** One row of GET /api/admin/{records path}/deleted: the wire contract's. */
export type { DeletedRecordRow } from './api/recordsBin';

/** Sort fields of the Deleted view (newest deletes first by default). */
export const DELETED_SORTABLE = ['deletedAt', 'id'] as const;

/** The API's error codes of a restore that comes too late. */
export const RESTORE_ERROR_CODES = {
  windowPassed: 'RESTORE_WINDOW_PASSED',
  purged: 'RECORD_PURGED',
} as const;
