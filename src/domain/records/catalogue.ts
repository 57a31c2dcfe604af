/**
 * The record catalogue: for each of the six record types its one code name (the key), the
 * react-admin resource (also its URL segment under /admin), the API path under /api/admin, the
 * device table, the i18n keys of its labels and of a save's message (spec 02 §8; the texts live in
 * src/i18n), the admin routes with the access each needs (spec 01 §2.7) and where a list row leads. Who holds read or write access is the
 * record-permission table's business (./permissions); routes here only say which of the two.
 */
import type { DeviceTable } from '../syncProtocol';

/** The admin lives under this path; record routes are `${ADMIN_ROOT}/${resource}...`. */
export const ADMIN_ROOT = '/admin';

export type RecordAccess = 'read' | 'write';
export type RecordView = 'list' | 'show' | 'edit' | 'create';

export interface RecordRoute {
  /** Absolute path pattern; `:id` stands for the record's id. */
  path: string;
  /** Which permissions of the record-permission table open it. */
  access: RecordAccess;
  /**
   * Whether spec 01 §2.7 lists the route with its own guard. A route without one (the learner
   * page at …/:id/show) falls under the guard of the list it sits below.
   */
  ownGuard: boolean;
}

export interface RecordTypeEntry {
  resource: string;
  apiPath: string;
  deviceTable: DeviceTable;
  /** The i18n key of the menu and list title. */
  labelKey: string;
  /** The i18n key of one record, lower case, as the API's messages name it ("The school was not found."). */
  nounKey: string;
  /** The admin screens that exist; records are created on the devices, so none has `create`. */
  routes: Readonly<Partial<Record<RecordView, RecordRoute>>> & { list: RecordRoute };
  /** Where a row of the list (or a search result) leads: the show page, whose Edit opens the edit screen for users who may write. */
  detail: 'show' | 'edit';
  /** The i18n key of the API's answer after a save (also the edit screen's toast). */
  updatedKey: string;
  /** Values a single-record answer carries beside the record's own fields (computed, never stored). */
  computed: readonly string[];
  /** Whether an update sends every field and the id, changed or not (spec 02 §7: "the child fields plus id"). */
  sendsWholeRecordOnUpdate: boolean;
}

const list = (resource: string): RecordRoute => ({ path: `${ADMIN_ROOT}/${resource}`, access: 'read', ownGuard: true });
const route = (resource: string, suffix: string, access: RecordAccess, ownGuard = true): RecordRoute => ({
  path: `${ADMIN_ROOT}/${resource}/${suffix}`,
  access,
  ownGuard,
});

export const RECORD_TYPES = {
  schools: {
    resource: 'schools',
    apiPath: 'schools',
    deviceTable: 'schools',
    labelKey: 'menu.schools',
    nounKey: 'records.singular.schools',
    routes: { list: list('schools'), show: route('schools', ':id', 'read'), edit: route('schools', 'edit/:id', 'write') },
    detail: 'show',
    updatedKey: 'resources.schools.messages.saved',
    computed: ['learnerCount', 'staffCount'],
    sendsWholeRecordOnUpdate: false,
  },
  learners: {
    resource: 'learners',
    apiPath: 'learners',
    deviceTable: 'learners',
    labelKey: 'menu.learners',
    nounKey: 'records.singular.learners',
    routes: { list: list('learners'), show: route('learners', ':id/show', 'read', false) },
    detail: 'show',
    updatedKey: 'resources.learners.messages.saved',
    computed: [],
    sendsWholeRecordOnUpdate: false,
  },
  staff: {
    resource: 'staff',
    apiPath: 'staff',
    deviceTable: 'staff',
    labelKey: 'menu.staff',
    nounKey: 'records.singular.staff',
    routes: { list: list('staff'), show: route('staff', ':id/show', 'read', false) },
    detail: 'show',
    updatedKey: 'resources.staff.messages.saved',
    computed: [],
    sendsWholeRecordOnUpdate: false,
  },
  communities: {
    resource: 'community',
    apiPath: 'communities',
    deviceTable: 'communities',
    labelKey: 'menu.communities',
    nounKey: 'records.singular.communities',
    routes: { list: list('community'), show: route('community', ':id/show', 'read', false), edit: route('community', 'edit/:id', 'write') },
    detail: 'show',
    updatedKey: 'resources.community.messages.saved',
    computed: [],
    sendsWholeRecordOnUpdate: false,
  },
  households: {
    resource: 'households',
    apiPath: 'households',
    deviceTable: 'households',
    labelKey: 'menu.households',
    nounKey: 'records.singular.households',
    routes: { list: list('households'), show: route('households', ':id/show', 'read', false), edit: route('households', ':id', 'write') },
    detail: 'show',
    // Each tab has its own messages (./householdParts); this is the whole-record PUT's.
    updatedKey: 'resources.households.messages.saved',
    computed: [],
    sendsWholeRecordOnUpdate: false,
  },
  outOfSchoolChildren: {
    resource: 'out-of-school',
    apiPath: 'oos-children',
    deviceTable: 'oosChildren',
    labelKey: 'menu.outOfSchoolChildren',
    nounKey: 'records.singular.outOfSchoolChildren',
    routes: { list: list('out-of-school'), show: route('out-of-school', ':id/show', 'read', false), edit: route('out-of-school', ':id', 'write') },
    detail: 'show',
    updatedKey: 'resources.out-of-school.messages.saved',
    computed: [],
    sendsWholeRecordOnUpdate: true,
  },
} as const satisfies Record<string, RecordTypeEntry>;

/** The code name of a record type (`outOfSchoolChildren`, never oosc, out-of-school…). */
export type RecordType = keyof typeof RECORD_TYPES;

export const RECORD_TYPE_NAMES = Object.keys(RECORD_TYPES) as RecordType[];

/** The catalogue entry of a type, typed as the general shape (optional routes and messages). */
export function recordTypeEntry(type: RecordType): RecordTypeEntry {
  return RECORD_TYPES[type];
}

/** The record type whose react-admin resource is `resource`, if any. */
export function recordTypeOfResource(resource: string): RecordType | undefined {
  return RECORD_TYPE_NAMES.find((type) => RECORD_TYPES[type].resource === resource);
}

/** The record type served at `apiPath` under /api/admin, if any. */
export function recordTypeOfApiPath(apiPath: string): RecordType | undefined {
  return RECORD_TYPE_NAMES.find((type) => RECORD_TYPES[type].apiPath === apiPath);
}

/** The absolute path of a view (of the record `id`), e.g. /admin/schools/edit/12; throws for a view the type lacks. */
export function recordPath(type: RecordType, view: RecordView, id?: string | number): string {
  const path = recordTypeEntry(type).routes[view]?.path;
  if (path === undefined) throw new Error(`Records of type ${type} have no ${view} screen`);
  return id === undefined ? path : path.replace(':id', encodeURIComponent(String(id)));
}

/** Where a list row of `type` leads for the record `id`. */
export function detailPath(type: RecordType, id: string | number): string {
  return recordPath(type, recordTypeEntry(type).detail, id);
}
