/**
 * The two record types compared for duplicates, as the duplicate code needs them: the table, the
 * API path stored in duplicate_pairs.resource, the group a record belongs to (a child's household,
 * a learner's learning centre) and whether it carries an NIN.
 */
import type { DuplicateTypePath } from '../../src/domain/duplicatePairs';
import { DUPLICATE_RECORD_TYPES, type DuplicateRecordType } from '../../src/domain/recordQuality';
import { RECORD_TYPES } from '../../src/domain/records';
import { RECORD_PERMISSIONS } from '../../src/domain/records/permissions';
import { hasAnyPermission, type PermissionSubject } from '../../src/domain/permissions';
import { RECORD_DEFS, type RecordDef } from '../records';

export interface DuplicateKind {
  type: DuplicateRecordType;
  /** The API path, also duplicate_pairs.resource and the audit resource; one of the wire contract's type paths. */
  resource: DuplicateTypePath;
  def: RecordDef;
  table: 'oosChildren' | 'learners';
  /** The same table's name in SQL (snake case). */
  sqlTable: 'oos_children' | 'learners';
  deviceTable: 'oosChildren' | 'learners';
  groupColumn: 'householdId' | 'schoolId';
  group: { table: 'households' | 'schools'; nameColumn: 'householdHead' | 'schoolName' };
  hasNin: boolean;
}

export const DUPLICATE_KINDS: Readonly<Record<DuplicateRecordType, DuplicateKind>> = {
  outOfSchoolChildren: {
    type: 'outOfSchoolChildren',
    resource: RECORD_TYPES.outOfSchoolChildren.apiPath,
    def: RECORD_DEFS.outOfSchoolChildren,
    table: 'oosChildren',
    sqlTable: 'oos_children',
    deviceTable: 'oosChildren',
    groupColumn: 'householdId',
    group: { table: 'households', nameColumn: 'householdHead' },
    hasNin: true,
  },
  learners: {
    type: 'learners',
    resource: RECORD_TYPES.learners.apiPath,
    def: RECORD_DEFS.learners,
    table: 'learners',
    sqlTable: 'learners',
    deviceTable: 'learners',
    groupColumn: 'schoolId',
    group: { table: 'schools', nameColumn: 'schoolName' },
    hasNin: false,
  },
};

export const ALL_KINDS: readonly DuplicateKind[] = DUPLICATE_RECORD_TYPES.map((type) => DUPLICATE_KINDS[type]);

/** The kind stored under this API path, if any. */
export function kindOfResource(resource: string): DuplicateKind | undefined {
  return ALL_KINDS.find((kind) => kind.resource === resource);
}

/** The kind of a device table, if its records are compared. */
export function kindOfDeviceTable(table: string): DuplicateKind | undefined {
  return ALL_KINDS.find((kind) => kind.deviceTable === table);
}

/** The kinds whose records the user may read (or write). */
export function kindsAllowed(user: PermissionSubject, access: 'read' | 'write'): DuplicateKind[] {
  return ALL_KINDS.filter((kind) => hasAnyPermission(user, RECORD_PERMISSIONS[kind.type][access]));
}
