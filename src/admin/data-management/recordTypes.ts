import { hasAnyPermission, type PermissionSubject } from '../../domain/permissions';
import { RECORD_TYPES, type RecordType } from '../../domain/records';
import { RECORD_PERMISSIONS } from '../../domain/records/permissions';

export interface TypeChoice {
  type: RecordType;
  apiPath: string;
}

/** The menu's name of a record type (a catalogue key). */
export const recordTypeLabelKey = (type: RecordType) => RECORD_TYPES[type].labelKey;

/** The record types the user may read (export) or write (import), as the server checks them. */
export function typesFor(user: PermissionSubject | null, access: 'read' | 'write'): TypeChoice[] {
  return (Object.keys(RECORD_TYPES) as RecordType[])
    .filter((type) => hasAnyPermission(user, RECORD_PERMISSIONS[type][access]))
    .map((type) => ({ type, apiPath: RECORD_TYPES[type].apiPath }));
}
