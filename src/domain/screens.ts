/**
 * The admin screens in one list: for each its path, who may open it (spec 01 §2.7), where the menu
 * shows it (spec 01 §2.6), its label's translation key (src/i18n) and its icon's name. The record
 * types' screens come from the record catalogue and the record-permission table. The menu and the
 * route guards (./navigation), the menu icons and the admin app's routes (src/admin) derive from it.
 */
import { PERMISSION_CONSTANTS as P } from './permissions';
import { recordTypeEntry, type RecordType } from './records/catalogue';
import { RECORD_PERMISSIONS } from './records/permissions';
import { DUPLICATE_RECORD_TYPES } from './recordQuality';

export type MenuGroup = 'Almajiri' | 'Out of School';
export type MenuSection = 'main' | 'system';

/** The translation keys of the menu's group titles. */
export const MENU_GROUP_KEYS: Readonly<Record<MenuGroup, string>> = {
  Almajiri: 'menu.groupAlmajiri',
  'Out of School': 'menu.groupOutOfSchool',
};

/** The icons a menu entry can show; src/admin/layout/menuIcons holds the element of each. */
export type ScreenIconName =
  | 'dashboard'
  | 'school'
  | 'people'
  | 'badge'
  | 'groups'
  | 'childCare'
  | 'homeWork'
  | 'phoneAndroid'
  | 'manageAccounts'
  | 'history'
  | 'insights'
  | 'assessment'
  | 'eventNote'
  | 'settingsRemote'
  | 'storage'
  | 'contentCopy'
  | 'mail'
  | 'settings';

export interface MenuPlacement {
  section: MenuSection;
  group: MenuGroup | null;
  icon: ScreenIconName;
}

export type ScreenAccess =
  /** A route guard admits any one of these; an empty list means signing in is enough. */
  | { anyOf: readonly string[] }
  /** Only the super_admin role itself, as the server checks it; the screen checks it, no route guard does. */
  | { superAdminRole: true }
  /** No guard of its own: the guard of the screen whose path it sits below applies. */
  | { parentGuard: true };

/**
 * How the admin app mounts a screen: a page of its own (a custom route), a react-admin resource,
 * or a record type's resource (src/admin/recordResources).
 */
export type ScreenKind = 'custom' | 'resource' | 'record';

interface ScreenFields {
  /** An absolute path under /admin; a resource's name is its last segment. */
  path: string;
  access: ScreenAccess;
  /** Null for a screen reached from another one, never from the menu. */
  menu: MenuPlacement | null;
  labelKey: string;
}

export interface RecordScreen extends ScreenFields {
  kind: 'record';
  id: RecordType;
  access: { anyOf: readonly string[] };
}

interface OwnScreen extends ScreenFields {
  kind: 'custom' | 'resource';
  id: string;
}

const inMenu = (section: MenuSection, icon: ScreenIconName, group: MenuGroup | null = null): MenuPlacement => ({ section, group, icon });

function recordScreen(type: RecordType, group: MenuGroup, icon: ScreenIconName): RecordScreen {
  return {
    id: type,
    kind: 'record',
    path: recordTypeEntry(type).routes.list.path,
    access: { anyOf: RECORD_PERMISSIONS[type].read },
    menu: inMenu('main', icon, group),
    labelKey: recordTypeEntry(type).labelKey,
  };
}

/** Possible duplicates: for those who read either compared type (the list shows only the pairs of types they read). */
const DUPLICATES_READ: readonly string[] = [...new Set(DUPLICATE_RECORD_TYPES.flatMap((type) => RECORD_PERMISSIONS[type].read))];

/** In menu order. */
const SCREENS = [
  {
    id: 'dashboard',
    kind: 'custom',
    path: '/admin/dashboard',
    access: { anyOf: [P.EXECUTIVE_DASHBOARD, P.ADMIN_DASHBOARD, P.COLLECTOR_DASHBOARD] },
    menu: inMenu('main', 'dashboard'),
    labelKey: 'menu.dashboard',
  },
  recordScreen('schools', 'Almajiri', 'school'),
  recordScreen('learners', 'Almajiri', 'people'),
  recordScreen('communities', 'Out of School', 'groups'),
  recordScreen('outOfSchoolChildren', 'Out of School', 'childCare'),
  recordScreen('households', 'Out of School', 'homeWork'),
  recordScreen('staff', 'Almajiri', 'badge'),
  {
    id: 'collectionAgents',
    kind: 'custom',
    path: '/admin/collection-users',
    access: { anyOf: [P.READ_USERS, P.MANAGE_USERS] },
    menu: inMenu('system', 'phoneAndroid'),
    labelKey: 'menu.collectionAgents',
  },
  {
    id: 'userManagement',
    kind: 'custom',
    path: '/admin/user-management',
    access: { anyOf: [P.READ_USERS, P.MANAGE_USERS] },
    menu: inMenu('system', 'manageAccounts'),
    labelKey: 'menu.userManagement',
  },
  { id: 'roles', kind: 'custom', path: '/admin/user-management/roles', access: { anyOf: [P.READ_ROLES, P.MANAGE_ROLES] }, menu: null, labelKey: 'roles.title' },
  {
    id: 'auditLogs',
    kind: 'resource',
    path: '/admin/audit-logs',
    access: { anyOf: [P.READ_AUDIT_LOGS, P.MANAGE_AUDIT_LOGS] },
    menu: inMenu('system', 'history'),
    labelKey: 'menu.auditLogs',
  },
  {
    id: 'telemetry',
    kind: 'resource',
    path: '/admin/telemetry',
    access: { anyOf: [P.READ_TELEMETRY, P.MANAGE_TELEMETRY] },
    menu: inMenu('system', 'insights'),
    labelKey: 'menu.telemetry',
  },
  {
    id: 'performanceReport',
    kind: 'custom',
    path: '/admin/performance-report',
    access: { anyOf: [P.READ_REPORTS, P.MANAGE_REPORTS] },
    menu: inMenu('system', 'assessment'),
    labelKey: 'menu.performanceReport',
  },
  {
    id: 'programmes',
    kind: 'resource',
    path: '/admin/programmes',
    access: { anyOf: [P.READ_REPORTS, P.MANAGE_REPORTS] },
    menu: inMenu('system', 'eventNote'),
    labelKey: 'menu.programmes',
  },
  {
    id: 'commandCentre',
    kind: 'custom',
    path: '/admin/command-centre',
    access: { anyOf: [P.MANAGE_USERS, P.READ_USERS] },
    menu: inMenu('system', 'settingsRemote'),
    labelKey: 'menu.commandCentre',
  },
  {
    id: 'reconciliation',
    kind: 'custom',
    path: '/admin/command-centre/reconciliation',
    access: { parentGuard: true },
    menu: null,
    labelKey: 'reconciliation.reportTitle',
  },
  {
    id: 'dataManagement',
    kind: 'custom',
    path: '/admin/data-management',
    access: { anyOf: [P.MANAGE_DATA_EXPORT, P.MANAGE_DATA_IMPORT] },
    menu: inMenu('system', 'storage'),
    labelKey: 'menu.dataManagement',
  },
  {
    id: 'duplicates',
    kind: 'resource',
    path: '/admin/duplicates',
    access: { anyOf: DUPLICATES_READ },
    menu: inMenu('system', 'contentCopy'),
    labelKey: 'duplicates.menu',
  },
  // The outbox holds invitation links and reset codes: the super_admin role only.
  { id: 'outbox', kind: 'custom', path: '/admin/outbox', access: { superAdminRole: true }, menu: inMenu('system', 'mail'), labelKey: 'menu.outbox' },
  { id: 'settings', kind: 'custom', path: '/admin/settings', access: { anyOf: [] }, menu: inMenu('system', 'settings'), labelKey: 'menu.settings' },
] as const satisfies readonly (RecordScreen | OwnScreen)[];

type ListedScreen = (typeof SCREENS)[number];
export type ScreenId = ListedScreen['id'];
export type CustomScreenId = Extract<ListedScreen, { kind: 'custom' }>['id'];
export type ResourceScreenId = Extract<ListedScreen, { kind: 'resource' }>['id'];

export type AdminScreen = RecordScreen | (OwnScreen & { id: ScreenId });
export type CustomScreen = OwnScreen & { kind: 'custom'; id: CustomScreenId };
export type ResourceScreen = OwnScreen & { kind: 'resource'; id: ResourceScreenId };

/** Every admin screen, in menu order. */
export const ADMIN_SCREENS: readonly AdminScreen[] = SCREENS;

/** The screens with a page of their own, for the admin app's custom routes. */
export const CUSTOM_SCREENS: readonly CustomScreen[] = SCREENS.filter(
  (screen): screen is Extract<ListedScreen, { kind: 'custom' }> => screen.kind === 'custom',
);

/** The screens that are react-admin resources other than the record types. */
export const RESOURCE_SCREENS: readonly ResourceScreen[] = SCREENS.filter(
  (screen): screen is Extract<ListedScreen, { kind: 'resource' }> => screen.kind === 'resource',
);
