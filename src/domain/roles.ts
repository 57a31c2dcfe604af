/**
 * The default roles (DESIGN §5, not in the spec): seeded once, editable by admins afterwards.
 */
import { EXTRA_PERMISSIONS, PERMISSIONS, PERMISSION_CONSTANTS as P, SUPER_ADMIN } from './permissions';

export const ROLE_NAMES = {
  superAdmin: SUPER_ADMIN,
  admin: 'admin',
  executive: 'executive',
  supervisor: 'supervisor',
  collector: 'collector',
} as const;

export interface RoleDefinition {
  name: string;
  displayName: string;
  description: string;
  permissions: readonly string[];
}

const EVERY_PERMISSION: readonly string[] = [...PERMISSIONS, ...EXTRA_PERMISSIONS];

export const DEFAULT_ROLES: readonly RoleDefinition[] = [
  {
    name: ROLE_NAMES.superAdmin,
    displayName: 'Super Admin',
    description: 'Passes every permission check; cannot be edited or deleted.',
    permissions: EVERY_PERMISSION,
  },
  {
    name: ROLE_NAMES.admin,
    displayName: 'Admin',
    description: 'Runs the programme: records, users, roles, devices, reports and data.',
    // Every permission, the dashboards of executives and collectors included: the role ceiling
    // (DESIGN §5) lets an admin invite only into roles whose permissions the admin holds.
    permissions: EVERY_PERMISSION,
  },
  {
    name: ROLE_NAMES.executive,
    displayName: 'Executive',
    description: 'Reads dashboards, records and reports.',
    permissions: [
      P.EXECUTIVE_DASHBOARD,
      P.READ_SCHOOLS,
      P.READ_LEARNERS,
      P.READ_STAFF,
      P.READ_COMMUNITIES,
      P.READ_HOUSEHOLDS,
      P.READ_OUT_OF_SCHOOL,
      P.READ_REPORTS,
      P.READ_TELEMETRY,
    ],
  },
  {
    name: ROLE_NAMES.supervisor,
    displayName: 'Supervisor',
    description: 'Reviews and corrects the records that collectors gather.',
    permissions: [
      P.ADMIN_DASHBOARD,
      P.READ_SCHOOLS,
      P.WRITE_SCHOOLS,
      P.READ_LEARNERS,
      P.READ_STAFF,
      P.READ_COMMUNITIES,
      P.WRITE_COMMUNITIES,
      P.READ_HOUSEHOLDS,
      P.WRITE_HOUSEHOLDS,
      P.READ_OUT_OF_SCHOOL,
      P.WRITE_OUT_OF_SCHOOL,
      P.READ_REPORTS,
    ],
  },
  {
    name: ROLE_NAMES.collector,
    displayName: 'Collector',
    description: 'Gathers records in the field with the mobile app.',
    permissions: [P.COLLECTOR_DASHBOARD],
  },
];

export function isCollectorRole(role: string | null | undefined): boolean {
  return (role ?? '').toLowerCase() === ROLE_NAMES.collector;
}

/** Where a user lands after signing in: `/collector` for collectors, `/admin/dashboard` otherwise. */
export function landingPathFor(user: { role?: string | null; roleData?: { name?: string } | null }): string {
  return isCollectorRole(user.role || user.roleData?.name) ? '/collector' : '/admin/dashboard';
}
