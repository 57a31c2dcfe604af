/**
 * Permission names and the rules that read them (spec 01 §6). The browser's menu and guards and the
 * server's route checks both import this module, so a rule exists exactly once.
 */

export const PERMISSIONS = [
  'manage_users',
  'read_users',
  'manage_roles',
  'read_roles',
  'manage_communities',
  'read_communities',
  'write_communities',
  'manage_schools',
  'read_schools',
  'write_schools',
  'manage_staff',
  'read_staff',
  'manage_learners',
  'read_learners',
  'manage_households',
  'read_households',
  'write_households',
  'manage_out_of_school_learners',
  'read_out_of_school_learners',
  'write_out_of_school_learners',
  'manage_reports',
  'read_reports',
  'executive_dashboard',
  'admin_dashboard',
  'collector_dashboard',
  'manage_audit_logs',
  'read_audit_logs',
  'manage_telemetry',
  'read_telemetry',
  'manage_data_export',
  'manage_data_import',
] as const;

/** The spec's "separate enumeration": held by roles, not yet checked by any screen. */
export const EXTRA_PERMISSIONS = [
  'manage_settings',
  'manage_notifications',
  'manage_integrations',
  'manage_analytics',
  'manage_content',
  'manage_templates',
  'manage_data_collection',
] as const;

export type Permission = (typeof PERMISSIONS)[number] | (typeof EXTRA_PERMISSIONS)[number];

export const SUPER_ADMIN = 'super_admin';
/** Passes single and all-of checks. */
export const ALL_PERMISSION = 'all';
/** Passes any-of checks. */
export const WILDCARD_PERMISSION = '*';

export const GRANTABLE_PERMISSIONS: readonly string[] = [...PERMISSIONS, ...EXTRA_PERMISSIONS];

export function isKnownPermission(name: string): boolean {
  return GRANTABLE_PERMISSIONS.includes(name) || name === ALL_PERMISSION || name === WILDCARD_PERMISSION || name === SUPER_ADMIN;
}

/** Whoever is being checked: a role name and the permissions it grants. */
export interface PermissionSubject {
  role?: string | null;
  permissions?: readonly string[] | null;
}

export function isSuperAdmin(subject: PermissionSubject | null | undefined): boolean {
  if (!subject) return false;
  return subject.role === SUPER_ADMIN || (subject.permissions ?? []).includes(SUPER_ADMIN);
}

/**
 * Does the account hold the super_admin role itself (by name, not by a granted permission)? The
 * mail outbox is for that role only (docs/api-accounts.md).
 */
export function hasSuperAdminRole(user: { role?: string | null; roleData?: { name: string } | null } | null | undefined): boolean {
  return user?.role === SUPER_ADMIN || user?.roleData?.name === SUPER_ADMIN;
}

/** Permissions that only a super admin may hand on, whatever else the giver holds. */
export const SUPER_ADMIN_ONLY_PERMISSIONS: readonly string[] = [SUPER_ADMIN, ALL_PERMISSION, WILDCARD_PERMISSION];

/**
 * Role ceiling (DESIGN §5): what `actor` lacks to grant a role with these permissions, named in the
 * order given. A super admin lacks nothing; anyone else lacks `super_admin`, `all` and `*` (and the
 * super_admin role itself), plus every permission they do not pass a single check for.
 */
export function missingPermissions(actor: PermissionSubject | null | undefined, rolePermissions: readonly string[], roleName?: string | null): string[] {
  if (isSuperAdmin(actor)) return [];
  const missing = new Set<string>(roleName === SUPER_ADMIN ? [SUPER_ADMIN] : []);
  for (const permission of rolePermissions) {
    if (SUPER_ADMIN_ONLY_PERMISSIONS.includes(permission) || !hasPermission(actor, permission)) missing.add(permission);
  }
  return [...missing];
}

/** May `actor` invite, bulk-invite or move a user into this role, or create or edit a role like it? */
export function canGrant(actor: PermissionSubject | null | undefined, rolePermissions: readonly string[], roleName?: string | null): boolean {
  return Boolean(actor) && missingPermissions(actor, rolePermissions, roleName).length === 0;
}

export function hasPermission(subject: PermissionSubject | null | undefined, permission: string): boolean {
  if (!subject) return false;
  if (isSuperAdmin(subject)) return true;
  const held = subject.permissions ?? [];
  return held.includes(ALL_PERMISSION) || held.includes(permission);
}

export function hasAnyPermission(subject: PermissionSubject | null | undefined, permissions: readonly string[]): boolean {
  if (!subject) return false;
  if (isSuperAdmin(subject)) return true;
  const held = subject.permissions ?? [];
  if (held.includes(WILDCARD_PERMISSION)) return true;
  return permissions.some((permission) => held.includes(permission));
}

export function hasAllPermissions(subject: PermissionSubject | null | undefined, permissions: readonly string[]): boolean {
  if (!subject) return false;
  if (isSuperAdmin(subject)) return true;
  const held = subject.permissions ?? [];
  if (held.includes(ALL_PERMISSION)) return true;
  return permissions.every((permission) => held.includes(permission));
}

/**
 * The spec's upper-case route constants (§2.7) and the permission strings they stand for. The
 * out-of-school family is the one whose constant differs from its string.
 */
export const PERMISSION_CONSTANTS = {
  MANAGE_USERS: 'manage_users',
  READ_USERS: 'read_users',
  MANAGE_ROLES: 'manage_roles',
  READ_ROLES: 'read_roles',
  MANAGE_COMMUNITIES: 'manage_communities',
  READ_COMMUNITIES: 'read_communities',
  WRITE_COMMUNITIES: 'write_communities',
  MANAGE_SCHOOLS: 'manage_schools',
  READ_SCHOOLS: 'read_schools',
  WRITE_SCHOOLS: 'write_schools',
  MANAGE_STAFF: 'manage_staff',
  READ_STAFF: 'read_staff',
  MANAGE_LEARNERS: 'manage_learners',
  READ_LEARNERS: 'read_learners',
  MANAGE_HOUSEHOLDS: 'manage_households',
  READ_HOUSEHOLDS: 'read_households',
  WRITE_HOUSEHOLDS: 'write_households',
  MANAGE_OUT_OF_SCHOOL: 'manage_out_of_school_learners',
  READ_OUT_OF_SCHOOL: 'read_out_of_school_learners',
  WRITE_OUT_OF_SCHOOL: 'write_out_of_school_learners',
  MANAGE_REPORTS: 'manage_reports',
  READ_REPORTS: 'read_reports',
  EXECUTIVE_DASHBOARD: 'executive_dashboard',
  ADMIN_DASHBOARD: 'admin_dashboard',
  COLLECTOR_DASHBOARD: 'collector_dashboard',
  MANAGE_AUDIT_LOGS: 'manage_audit_logs',
  READ_AUDIT_LOGS: 'read_audit_logs',
  MANAGE_TELEMETRY: 'manage_telemetry',
  READ_TELEMETRY: 'read_telemetry',
  MANAGE_DATA_EXPORT: 'manage_data_export',
  MANAGE_DATA_IMPORT: 'manage_data_import',
} as const satisfies Record<string, Permission>;

export type PermissionConstant = keyof typeof PERMISSION_CONSTANTS;
