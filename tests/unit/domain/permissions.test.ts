import { describe, expect, it } from 'vitest';
import {
  EXTRA_PERMISSIONS,
  PERMISSIONS,
  PERMISSION_CONSTANTS,
  canGrant,
  hasAllPermissions,
  hasAnyPermission,
  hasSuperAdminRole,
  hasPermission,
  isKnownPermission,
  isSuperAdmin,
  missingPermissions,
} from '../../../src/domain/permissions';

const user = (permissions: string[], role = 'custom') => ({ role, permissions });

describe('permission names (spec 01 §6)', () => {
  it('lists the 31 checked permissions and the 7 of the separate enumeration', () => {
    expect(PERMISSIONS).toHaveLength(31);
    expect(EXTRA_PERMISSIONS).toEqual([
      'manage_settings',
      'manage_notifications',
      'manage_integrations',
      'manage_analytics',
      'manage_content',
      'manage_templates',
      'manage_data_collection',
    ]);
    expect(new Set([...PERMISSIONS, ...EXTRA_PERMISSIONS]).size).toBe(38);
  });

  it('maps the upper-case route constants to permission strings', () => {
    expect(PERMISSION_CONSTANTS.READ_OUT_OF_SCHOOL).toBe('read_out_of_school_learners');
    expect(PERMISSION_CONSTANTS.WRITE_OUT_OF_SCHOOL).toBe('write_out_of_school_learners');
    expect(PERMISSION_CONSTANTS.MANAGE_OUT_OF_SCHOOL).toBe('manage_out_of_school_learners');
    expect(PERMISSION_CONSTANTS.EXECUTIVE_DASHBOARD).toBe('executive_dashboard');
    for (const value of Object.values(PERMISSION_CONSTANTS)) expect(PERMISSIONS).toContain(value);
  });

  it('knows the grantable names and the special ones, not typos', () => {
    expect(isKnownPermission('read_users')).toBe(true);
    expect(isKnownPermission('manage_templates')).toBe(true);
    expect(isKnownPermission('all')).toBe(true);
    expect(isKnownPermission('*')).toBe(true);
    expect(isKnownPermission('read_user')).toBe(false);
  });
});

describe('single check', () => {
  it('needs that permission', () => {
    expect(hasPermission(user(['read_users']), 'read_users')).toBe(true);
    expect(hasPermission(user(['read_users']), 'manage_users')).toBe(false);
  });
  it('passes for the super_admin role whatever its list', () => {
    expect(hasPermission(user([], 'super_admin'), 'manage_roles')).toBe(true);
  });
  it('passes for the super_admin permission', () => {
    expect(hasPermission(user(['super_admin']), 'manage_roles')).toBe(true);
  });
  it('passes for `all`', () => {
    expect(hasPermission(user(['all']), 'manage_roles')).toBe(true);
  });
  it('does not pass for `*`, which only serves any-of checks', () => {
    expect(hasPermission(user(['*']), 'manage_roles')).toBe(false);
  });
  it('fails without a user', () => {
    expect(hasPermission(null, 'read_users')).toBe(false);
  });
});

describe('any-of check', () => {
  it('needs at least one of the listed permissions', () => {
    expect(hasAnyPermission(user(['read_staff']), ['manage_staff', 'read_staff'])).toBe(true);
    expect(hasAnyPermission(user(['read_schools']), ['manage_staff', 'read_staff'])).toBe(false);
  });
  it('passes for `*`', () => {
    expect(hasAnyPermission(user(['*']), ['manage_staff'])).toBe(true);
  });
  it('passes for super_admin', () => {
    expect(hasAnyPermission(user([], 'super_admin'), ['manage_staff'])).toBe(true);
  });
  it('does not pass for `all`, which only serves single and all-of checks', () => {
    expect(hasAnyPermission(user(['all']), ['manage_staff'])).toBe(false);
  });
  it('fails for an empty list of held permissions', () => {
    expect(hasAnyPermission(user([]), ['manage_staff'])).toBe(false);
  });
});

describe('all-of check', () => {
  it('needs every listed permission', () => {
    expect(hasAllPermissions(user(['read_users', 'manage_users']), ['read_users', 'manage_users'])).toBe(true);
    expect(hasAllPermissions(user(['read_users']), ['read_users', 'manage_users'])).toBe(false);
  });
  it('passes for `all`', () => {
    expect(hasAllPermissions(user(['all']), ['read_users', 'manage_users'])).toBe(true);
  });
  it('passes for super_admin', () => {
    expect(hasAllPermissions(user([], 'super_admin'), ['read_users', 'manage_users'])).toBe(true);
  });
  it('does not pass for `*`', () => {
    expect(hasAllPermissions(user(['*']), ['read_users'])).toBe(false);
  });
});

describe('hasSuperAdminRole (the outbox is for the super_admin role only)', () => {
  it('passes for the role by name or by its role record, not for a granted permission', () => {
    expect(hasSuperAdminRole({ role: 'super_admin' })).toBe(true);
    expect(hasSuperAdminRole({ role: 'custom', roleData: { name: 'super_admin' } })).toBe(true);
    expect(hasSuperAdminRole({ role: 'admin', roleData: { name: 'admin' } })).toBe(false);
    expect(hasSuperAdminRole(null)).toBe(false);
  });
});

describe('role ceiling (canGrant, missingPermissions)', () => {
  it('lets a super admin, by role or by permission, grant anything', () => {
    expect(canGrant(user([], 'super_admin'), ['super_admin', 'all', '*', 'read_users'], 'super_admin')).toBe(true);
    expect(isSuperAdmin(user(['super_admin']))).toBe(true);
    expect(missingPermissions(user(['super_admin']), ['all'])).toEqual([]);
  });
  it('names what a caller lacks, in the order of the role', () => {
    expect(missingPermissions(user(['manage_users', 'read_schools']), ['read_users', 'read_schools', 'read_staff'])).toEqual(['read_users', 'read_staff']);
    expect(canGrant(user(['manage_users', 'read_schools']), ['read_schools'])).toBe(true);
  });
  it('reserves super_admin, all, * and the super_admin role to super admins, even for a holder of `all`', () => {
    const holdsAll = user(['all']);
    expect(canGrant(holdsAll, ['read_users', 'manage_data_export'])).toBe(true);
    for (const special of ['super_admin', 'all', '*']) expect(missingPermissions(holdsAll, [special])).toEqual([special]);
    expect(missingPermissions(holdsAll, [], 'super_admin')).toEqual(['super_admin']);
  });
  it('follows the any-of semantics of `*`: it grants nothing by itself', () => {
    expect(missingPermissions(user(['*']), ['read_users'])).toEqual(['read_users']);
  });
  it('grants nothing to nobody', () => {
    expect(canGrant(null, [])).toBe(false);
  });
});
