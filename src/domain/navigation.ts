/**
 * The admin menu (spec 01 §2.6) and the route guards (spec 01 §2.7) as data. The record types'
 * entries and guards come from the record catalogue and the record-permission table.
 */
import { PERMISSION_CONSTANTS as P, hasAnyPermission, hasSuperAdminRole, type PermissionSubject } from './permissions';
import { RECORD_TYPE_NAMES, recordTypeEntry, type RecordType } from './records/catalogue';
import { RECORD_PERMISSIONS } from './records/permissions';
import { DUPLICATE_RECORD_TYPES } from './recordQuality';

export type MenuGroup = 'Almajiri' | 'Out of School';
export type MenuSection = 'main' | 'system';

export interface MenuItem {
  to: string;
  label: string;
  /** The translation key of the label (src/i18n); `label` is its English text. */
  labelKey: string;
  section: MenuSection;
  group: MenuGroup | null;
  /** Shown when the user holds any one of these; an empty list means always shown. */
  anyOf: readonly string[];
  /** Shown only to the super_admin role itself (as the server checks it), whatever `anyOf` says. */
  superAdminRole?: true;
}

function recordMenuItem(type: RecordType, group: MenuGroup): MenuItem {
  const { routes, label } = recordTypeEntry(type);
  return { to: routes.list.path, label, labelKey: `menu.${type}`, section: 'main', group, anyOf: RECORD_PERMISSIONS[type].read };
}

/** The translation keys of the menu's group titles. */
export const MENU_GROUP_KEYS: Readonly<Record<MenuGroup, string>> = {
  Almajiri: 'menu.groupAlmajiri',
  'Out of School': 'menu.groupOutOfSchool',
};

/** Possible duplicates: for those who read either compared type (the list shows only the pairs of types they read). */
const DUPLICATES_READ: readonly string[] = [...new Set(DUPLICATE_RECORD_TYPES.flatMap((type) => RECORD_PERMISSIONS[type].read))];

export const MENU_ITEMS: readonly MenuItem[] = [
  { to: '/admin/dashboard', label: 'Dashboard', labelKey: 'menu.dashboard', section: 'main', group: null, anyOf: [P.EXECUTIVE_DASHBOARD, P.ADMIN_DASHBOARD, P.COLLECTOR_DASHBOARD] },
  recordMenuItem('schools', 'Almajiri'),
  recordMenuItem('learners', 'Almajiri'),
  recordMenuItem('communities', 'Out of School'),
  recordMenuItem('outOfSchoolChildren', 'Out of School'),
  recordMenuItem('households', 'Out of School'),
  recordMenuItem('staff', 'Almajiri'),
  { to: '/admin/collection-users', label: 'Collection Agents', labelKey: 'menu.collectionAgents', section: 'system', group: null, anyOf: [P.MANAGE_USERS, P.READ_USERS] },
  { to: '/admin/user-management', label: 'User Management', labelKey: 'menu.userManagement', section: 'system', group: null, anyOf: [P.MANAGE_USERS, P.READ_USERS] },
  { to: '/admin/audit-logs', label: 'Audit Logs', labelKey: 'menu.auditLogs', section: 'system', group: null, anyOf: [P.MANAGE_AUDIT_LOGS, P.READ_AUDIT_LOGS] },
  { to: '/admin/telemetry', label: 'Telemetry', labelKey: 'menu.telemetry', section: 'system', group: null, anyOf: [P.MANAGE_TELEMETRY, P.READ_TELEMETRY] },
  { to: '/admin/performance-report', label: 'Performance Report', labelKey: 'menu.performanceReport', section: 'system', group: null, anyOf: [P.MANAGE_REPORTS, P.READ_REPORTS] },
  { to: '/admin/programmes', label: 'Programmes', labelKey: 'menu.programmes', section: 'system', group: null, anyOf: [P.READ_REPORTS, P.MANAGE_REPORTS] },
  { to: '/admin/command-centre', label: 'Command Centre', labelKey: 'menu.commandCentre', section: 'system', group: null, anyOf: [P.MANAGE_USERS, P.READ_USERS] },
  { to: '/admin/data-management', label: 'Data Management', labelKey: 'menu.dataManagement', section: 'system', group: null, anyOf: [P.MANAGE_DATA_EXPORT, P.MANAGE_DATA_IMPORT] },
  { to: '/admin/duplicates', label: 'Possible Duplicates', labelKey: 'duplicates.menu', section: 'system', group: null, anyOf: DUPLICATES_READ },
  // The outbox holds invitation links and reset codes: the super_admin role only.
  { to: '/admin/outbox', label: 'Outbox', labelKey: 'menu.outbox', section: 'system', group: null, anyOf: [], superAdminRole: true },
  { to: '/admin/settings', label: 'Settings', labelKey: 'menu.settings', section: 'system', group: null, anyOf: [] },
];

export function visibleMenuItems(subject: (PermissionSubject & { roleData?: { name: string } | null }) | null | undefined): MenuItem[] {
  return MENU_ITEMS.filter((item) =>
    item.superAdminRole ? hasSuperAdminRole(subject) : item.anyOf.length === 0 || hasAnyPermission(subject, item.anyOf),
  );
}

export interface RouteGuard {
  /** A path pattern; `:id` matches one path segment. */
  pattern: string;
  /** Any one of these admits; an empty list means signing in is enough. */
  anyOf: readonly string[];
}

/** The routes of the record types that spec 01 §2.7 guards, each by its read or write permissions. */
function recordGuards(): RouteGuard[] {
  return RECORD_TYPE_NAMES.flatMap((type) =>
    Object.values(recordTypeEntry(type).routes)
      .filter((route) => route.ownGuard)
      .map((route) => ({ pattern: route.path, anyOf: RECORD_PERMISSIONS[type][route.access] })),
  );
}

export const ROUTE_GUARDS: readonly RouteGuard[] = [
  { pattern: '/admin/dashboard', anyOf: [P.EXECUTIVE_DASHBOARD, P.ADMIN_DASHBOARD, P.COLLECTOR_DASHBOARD] },
  ...recordGuards(),
  { pattern: '/admin/settings', anyOf: [] },
  { pattern: '/admin/audit-logs', anyOf: [P.READ_AUDIT_LOGS, P.MANAGE_AUDIT_LOGS] },
  { pattern: '/admin/telemetry', anyOf: [P.READ_TELEMETRY, P.MANAGE_TELEMETRY] },
  { pattern: '/admin/collection-users', anyOf: [P.READ_USERS, P.MANAGE_USERS] },
  { pattern: '/admin/user-management', anyOf: [P.READ_USERS, P.MANAGE_USERS] },
  { pattern: '/admin/user-management/roles', anyOf: [P.READ_ROLES, P.MANAGE_ROLES] },
  { pattern: '/admin/data-management', anyOf: [P.MANAGE_DATA_EXPORT, P.MANAGE_DATA_IMPORT] },
  { pattern: '/admin/duplicates', anyOf: DUPLICATES_READ },
  { pattern: '/admin/programmes', anyOf: [P.READ_REPORTS, P.MANAGE_REPORTS] },
  { pattern: '/admin/performance-report', anyOf: [P.READ_REPORTS, P.MANAGE_REPORTS] },
  { pattern: '/admin/command-centre', anyOf: [P.MANAGE_USERS, P.READ_USERS] },
];

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

function matchesExactly(pattern: string, path: string): boolean {
  const want = segments(pattern);
  const got = segments(path);
  return want.length === got.length && want.every((part, i) => part.startsWith(':') || part === got[i]);
}

/**
 * The guard for a path: the exact pattern if one matches, otherwise the guard of the longest
 * listed prefix (so /admin/learners/7 falls under /admin/learners). Literal segments beat `:id`,
 * which keeps /admin/user-management/roles from being read as a user id.
 */
export function guardForPath(pathname: string): RouteGuard | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  const exact = ROUTE_GUARDS.filter((guard) => matchesExactly(guard.pattern, path));
  if (exact.length > 0) {
    return exact.sort((a, b) => literalCount(b.pattern) - literalCount(a.pattern))[0];
  }
  const prefixes = ROUTE_GUARDS.filter(
    (guard) => !guard.pattern.includes(':') && (path === guard.pattern || path.startsWith(`${guard.pattern}/`)),
  );
  return prefixes.sort((a, b) => b.pattern.length - a.pattern.length)[0];
}

function literalCount(pattern: string): number {
  return segments(pattern).filter((part) => !part.startsWith(':')).length;
}

export function canOpenPath(subject: PermissionSubject | null | undefined, pathname: string): boolean {
  const guard = guardForPath(pathname);
  if (!guard || guard.anyOf.length === 0) return true;
  return hasAnyPermission(subject, guard.anyOf);
}
