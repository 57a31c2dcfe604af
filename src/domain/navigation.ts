/**
 * The admin menu (spec 01 §2.6) and the route guards (spec 01 §2.7), both derived from the screen
 * registry (./screens). A record type's guards come from its catalogue routes and the
 * record-permission table.
 */
import { hasAnyPermission, hasSuperAdminRole, type PermissionSubject } from './permissions';
import { recordTypeEntry, type RecordType } from './records/catalogue';
import { RECORD_PERMISSIONS } from './records/permissions';
import { ADMIN_SCREENS, type AdminScreen, type MenuGroup, type MenuPlacement, type MenuSection, type ScreenIconName } from './screens';

export { MENU_GROUP_KEYS, type MenuGroup, type MenuSection } from './screens';

export interface MenuItem {
  to: string;
  /** The translation key of the label (src/i18n). */
  labelKey: string;
  icon: ScreenIconName;
  section: MenuSection;
  group: MenuGroup | null;
  /** Shown when the user holds any one of these; an empty list means always shown. */
  anyOf: readonly string[];
  /** Shown only to the super_admin role itself (as the server checks it), whatever `anyOf` says. */
  superAdminRole?: true;
}

export interface RouteGuard {
  /** A path pattern; `:id` matches one path segment. */
  pattern: string;
  /** Any one of these admits; an empty list means signing in is enough. */
  anyOf: readonly string[];
}

/** The routes of a record type that spec 01 §2.7 guards, each by its read or write permissions. */
function recordGuards(type: RecordType): RouteGuard[] {
  return Object.values(recordTypeEntry(type).routes)
    .filter((route) => route.ownGuard)
    .map((route) => ({ pattern: route.path, anyOf: RECORD_PERMISSIONS[type][route.access] }));
}

function screenGuards(screen: AdminScreen): RouteGuard[] {
  if (screen.kind === 'record') return recordGuards(screen.id);
  return 'anyOf' in screen.access ? [{ pattern: screen.path, anyOf: screen.access.anyOf }] : [];
}

export const ROUTE_GUARDS: readonly RouteGuard[] = ADMIN_SCREENS.flatMap(screenGuards);

function menuItem(screen: AdminScreen, menu: MenuPlacement): MenuItem {
  const { access } = screen;
  const entry = { to: screen.path, labelKey: screen.labelKey, icon: menu.icon, section: menu.section, group: menu.group };
  if ('superAdminRole' in access) return { ...entry, anyOf: [], superAdminRole: true };
  return { ...entry, anyOf: 'anyOf' in access ? access.anyOf : (guardForPath(screen.path)?.anyOf ?? []) };
}

export const MENU_ITEMS: readonly MenuItem[] = ADMIN_SCREENS.flatMap((screen) => (screen.menu ? [menuItem(screen, screen.menu)] : []));

export function visibleMenuItems(subject: (PermissionSubject & { roleData?: { name: string } | null }) | null | undefined): MenuItem[] {
  return MENU_ITEMS.filter((item) => (item.superAdminRole ? hasSuperAdminRole(subject) : item.anyOf.length === 0 || hasAnyPermission(subject, item.anyOf)));
}

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
  const prefixes = ROUTE_GUARDS.filter((guard) => !guard.pattern.includes(':') && (path === guard.pattern || path.startsWith(`${guard.pattern}/`)));
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
