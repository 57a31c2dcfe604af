/** The admin menu (spec 01 §2.6) and the route guards (spec 01 §2.7) as data. */
import { PERMISSION_CONSTANTS as P, hasAnyPermission, type PermissionSubject } from './permissions';

export type MenuGroup = 'Almajiri' | 'Out of School';
export type MenuSection = 'main' | 'system';

export interface MenuItem {
  to: string;
  label: string;
  section: MenuSection;
  group: MenuGroup | null;
  /** Shown when the user holds any one of these; an empty list means always shown. */
  anyOf: readonly string[];
}

export const MENU_ITEMS: readonly MenuItem[] = [
  { to: '/admin/dashboard', label: 'Dashboard', section: 'main', group: null, anyOf: [P.EXECUTIVE_DASHBOARD, P.ADMIN_DASHBOARD, P.COLLECTOR_DASHBOARD] },
  { to: '/admin/schools', label: 'Learning Centers', section: 'main', group: 'Almajiri', anyOf: [P.MANAGE_SCHOOLS, P.READ_SCHOOLS] },
  { to: '/admin/learners', label: 'Almajiri (Learners)', section: 'main', group: 'Almajiri', anyOf: [P.MANAGE_LEARNERS, P.READ_LEARNERS] },
  { to: '/admin/community', label: 'Community', section: 'main', group: 'Out of School', anyOf: [P.MANAGE_COMMUNITIES, P.READ_COMMUNITIES] },
  { to: '/admin/out-of-school', label: 'Out of School', section: 'main', group: 'Out of School', anyOf: [P.MANAGE_OUT_OF_SCHOOL, P.READ_OUT_OF_SCHOOL] },
  { to: '/admin/households', label: 'Households', section: 'main', group: 'Out of School', anyOf: [P.MANAGE_HOUSEHOLDS, P.READ_HOUSEHOLDS] },
  { to: '/admin/staff', label: 'Staff', section: 'main', group: 'Almajiri', anyOf: [P.MANAGE_STAFF, P.READ_STAFF] },
  { to: '/admin/collection-users', label: 'Collection Agents', section: 'system', group: null, anyOf: [P.MANAGE_USERS, P.READ_USERS] },
  { to: '/admin/user-management', label: 'User Management', section: 'system', group: null, anyOf: [P.MANAGE_USERS, P.READ_USERS] },
  { to: '/admin/audit-logs', label: 'Audit Logs', section: 'system', group: null, anyOf: [P.MANAGE_AUDIT_LOGS, P.READ_AUDIT_LOGS] },
  { to: '/admin/telemetry', label: 'Telemetry', section: 'system', group: null, anyOf: [P.MANAGE_TELEMETRY, P.READ_TELEMETRY] },
  { to: '/admin/performance-report', label: 'Performance Report', section: 'system', group: null, anyOf: [P.MANAGE_REPORTS, P.READ_REPORTS] },
  { to: '/admin/command-centre', label: 'Command Centre', section: 'system', group: null, anyOf: [P.MANAGE_USERS, P.READ_USERS] },
  { to: '/admin/settings', label: 'Settings', section: 'system', group: null, anyOf: [] },
];

export function visibleMenuItems(subject: PermissionSubject | null | undefined): MenuItem[] {
  return MENU_ITEMS.filter((item) => item.anyOf.length === 0 || hasAnyPermission(subject, item.anyOf));
}

export interface RouteGuard {
  /** A path pattern; `:id` matches one path segment. */
  pattern: string;
  /** Any one of these admits; an empty list means signing in is enough. */
  anyOf: readonly string[];
}

export const ROUTE_GUARDS: readonly RouteGuard[] = [
  { pattern: '/admin/dashboard', anyOf: [P.EXECUTIVE_DASHBOARD, P.ADMIN_DASHBOARD, P.COLLECTOR_DASHBOARD] },
  { pattern: '/admin/community', anyOf: [P.READ_COMMUNITIES, P.MANAGE_COMMUNITIES] },
  { pattern: '/admin/community/edit/:id', anyOf: [P.WRITE_COMMUNITIES, P.MANAGE_COMMUNITIES] },
  { pattern: '/admin/households', anyOf: [P.READ_HOUSEHOLDS, P.MANAGE_HOUSEHOLDS] },
  { pattern: '/admin/households/:id', anyOf: [P.WRITE_HOUSEHOLDS, P.MANAGE_HOUSEHOLDS] },
  { pattern: '/admin/staff', anyOf: [P.READ_STAFF, P.MANAGE_STAFF] },
  { pattern: '/admin/settings', anyOf: [] },
  { pattern: '/admin/learners', anyOf: [P.READ_LEARNERS, P.MANAGE_LEARNERS] },
  { pattern: '/admin/schools', anyOf: [P.READ_SCHOOLS, P.MANAGE_SCHOOLS] },
  { pattern: '/admin/schools/edit/:id', anyOf: [P.WRITE_SCHOOLS, P.MANAGE_SCHOOLS] },
  { pattern: '/admin/schools/:id', anyOf: [P.READ_SCHOOLS, P.MANAGE_SCHOOLS] },
  { pattern: '/admin/audit-logs', anyOf: [P.READ_AUDIT_LOGS, P.MANAGE_AUDIT_LOGS] },
  { pattern: '/admin/telemetry', anyOf: [P.READ_TELEMETRY, P.MANAGE_TELEMETRY] },
  { pattern: '/admin/collection-users', anyOf: [P.READ_USERS, P.MANAGE_USERS] },
  { pattern: '/admin/out-of-school', anyOf: [P.READ_OUT_OF_SCHOOL, P.MANAGE_OUT_OF_SCHOOL] },
  { pattern: '/admin/out-of-school/:id', anyOf: [P.WRITE_OUT_OF_SCHOOL, P.MANAGE_OUT_OF_SCHOOL] },
  { pattern: '/admin/user-management', anyOf: [P.READ_USERS, P.MANAGE_USERS] },
  { pattern: '/admin/user-management/roles', anyOf: [P.READ_ROLES, P.MANAGE_ROLES] },
  { pattern: '/admin/data-management', anyOf: [P.MANAGE_DATA_EXPORT, P.MANAGE_DATA_IMPORT] },
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
