import { PERMISSION_CONSTANTS as P, type Permission } from '../../domain/permissions';

export interface PermissionGroup {
  /** Names the group in the catalogue: roles.groups.<id>. */
  id: string;
  permissions: readonly Permission[];
}

/**
 * The permission checklist of the role dialogs, by area. Every string of PERMISSIONS and
 * EXTRA_PERMISSIONS sits in exactly one group (tests/unit/ui/accountsRoles.test.tsx checks it).
 */
export const PERMISSION_GROUPS: readonly PermissionGroup[] = [
  { id: 'usersRoles', permissions: [P.MANAGE_USERS, P.READ_USERS, P.MANAGE_ROLES, P.READ_ROLES] },
  { id: 'learningCentres', permissions: [P.MANAGE_SCHOOLS, P.READ_SCHOOLS, P.WRITE_SCHOOLS] },
  { id: 'learners', permissions: [P.MANAGE_LEARNERS, P.READ_LEARNERS] },
  { id: 'staff', permissions: [P.MANAGE_STAFF, P.READ_STAFF] },
  { id: 'communities', permissions: [P.MANAGE_COMMUNITIES, P.READ_COMMUNITIES, P.WRITE_COMMUNITIES] },
  { id: 'households', permissions: [P.MANAGE_HOUSEHOLDS, P.READ_HOUSEHOLDS, P.WRITE_HOUSEHOLDS] },
  { id: 'outOfSchool', permissions: [P.MANAGE_OUT_OF_SCHOOL, P.READ_OUT_OF_SCHOOL, P.WRITE_OUT_OF_SCHOOL] },
  {
    id: 'reportsDashboards',
    permissions: [P.MANAGE_REPORTS, P.READ_REPORTS, P.EXECUTIVE_DASHBOARD, P.ADMIN_DASHBOARD, P.COLLECTOR_DASHBOARD, 'manage_analytics'],
  },
  { id: 'auditTelemetry', permissions: [P.MANAGE_AUDIT_LOGS, P.READ_AUDIT_LOGS, P.MANAGE_TELEMETRY, P.READ_TELEMETRY] },
  { id: 'data', permissions: [P.MANAGE_DATA_EXPORT, P.MANAGE_DATA_IMPORT, 'manage_data_collection'] },
  {
    id: 'otherSettings',
    permissions: ['manage_settings', 'manage_notifications', 'manage_integrations', 'manage_content', 'manage_templates'],
  },
];

export const groupLabelKey = (group: PermissionGroup): string => `roles.groups.${group.id}`;
export const permissionLabelKey = (permission: string): string => `roles.permissions.${permission}`;

/**
 * "read_out_of_school_learners" → "Read out-of-school learners"; "manage_users" → "Manage users":
 * the English name of a permission (the catalogue's roles.permissions carry it, and the Hausa).
 */
export function permissionLabel(permission: string): string {
  const words = permission.replace('out_of_school', 'out-of-school').split('_').join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
