/**
 * Who may read, write and manage each record type (any one of the listed permissions). Managing
 * is deleting a record and restoring it from the type's Deleted view.
 */
import { PERMISSION_CONSTANTS as P } from '../permissions';
import type { RecordType } from './catalogue';

export const RECORD_PERMISSIONS: Readonly<Record<RecordType, { read: readonly string[]; write: readonly string[]; manage: readonly string[] }>> = {
  schools: { read: [P.READ_SCHOOLS, P.MANAGE_SCHOOLS], write: [P.WRITE_SCHOOLS, P.MANAGE_SCHOOLS], manage: [P.MANAGE_SCHOOLS] },
  learners: { read: [P.READ_LEARNERS, P.MANAGE_LEARNERS], write: [P.MANAGE_LEARNERS], manage: [P.MANAGE_LEARNERS] },
  staff: { read: [P.READ_STAFF, P.MANAGE_STAFF], write: [P.MANAGE_STAFF], manage: [P.MANAGE_STAFF] },
  communities: { read: [P.READ_COMMUNITIES, P.MANAGE_COMMUNITIES], write: [P.WRITE_COMMUNITIES, P.MANAGE_COMMUNITIES], manage: [P.MANAGE_COMMUNITIES] },
  households: { read: [P.READ_HOUSEHOLDS, P.MANAGE_HOUSEHOLDS], write: [P.WRITE_HOUSEHOLDS, P.MANAGE_HOUSEHOLDS], manage: [P.MANAGE_HOUSEHOLDS] },
  outOfSchoolChildren: {
    read: [P.READ_OUT_OF_SCHOOL, P.MANAGE_OUT_OF_SCHOOL],
    write: [P.WRITE_OUT_OF_SCHOOL, P.MANAGE_OUT_OF_SCHOOL],
    manage: [P.MANAGE_OUT_OF_SCHOOL],
  },
};
