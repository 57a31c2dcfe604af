import { PERMISSION_CONSTANTS as P, type Permission } from '../../domain/permissions';

export interface PermissionGroup {
  label: string;
  permissions: readonly Permission[];
}

/**
 * The permission checklist of the role dialogs, by area. Every string of PERMISSIONS and
 * EXTRA_PERMISSIONS sits in exactly one group (tests/unit/ui/accountsRoles.test.tsx checks it).
 */
export const PERMISSION_GROUPS: readonly PermissionGroup[] = [
  { label: 'Users & roles', permissions: [P.MANAGE_USERS, P.READ_USERS, P.MANAGE_ROLES, P.READ_ROLES] },
  { label: 'Learning centres', permissions: [P.MANAGE_SCHOOLS, P.READ_SCHOOLS, P.WRITE_SCHOOLS] },
  { label: 'Learners', permissions: [P.MANAGE_LEARNERS, P.READ_LEARNERS] },
  { label: 'Staff', permissions: [P.MANAGE_STAFF, P.READ_STAFF] },
  { label: 'Communities', permissions: [P.MANAGE_COMMUNITIES, P.READ_COMMUNITIES, P.WRITE_COMMUNITIES] },
  { label: 'Households', permissions: [P.MANAGE_HOUSEHOLDS, P.READ_HOUSEHOLDS, P.WRITE_HOUSEHOLDS] },
  { label: 'Out-of-school', permissions: [P.MANAGE_OUT_OF_SCHOOL, P.READ_OUT_OF_SCHOOL, P.WRITE_OUT_OF_SCHOOL] },
  {
    label: 'Reports & dashboards',
    permissions: [P.MANAGE_REPORTS, P.READ_REPORTS, P.EXECUTIVE_DASHBOARD, P.ADMIN_DASHBOARD, P.COLLECTOR_DASHBOARD, 'manage_analytics'],
  },
  { label: 'Audit & telemetry', permissions: [P.MANAGE_AUDIT_LOGS, P.READ_AUDIT_LOGS, P.MANAGE_TELEMETRY, P.READ_TELEMETRY] },
  { label: 'Data', permissions: [P.MANAGE_DATA_EXPORT, P.MANAGE_DATA_IMPORT, 'manage_data_collection'] },
  {
    label: 'Other settings',
    permissions: ['manage_settings', 'manage_notifications', 'manage_integrations', 'manage_content', 'manage_templates'],
  },
];

/** "read_out_of_school_learners" → "Read out-of-school learners"; "manage_users" → "Manage users". */
export function permissionLabel(permission: string): string {
  const words = permission
    .replace('out_of_school', 'out-of-school')
    .split('_')
    .join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
