import { describe, expect, it } from 'vitest';
import {
  EXTRA_PERMISSIONS,
  PERMISSIONS,
  PERMISSION_CONSTANTS,
  hasAllPermissions,
  hasAnyPermission,
  hasPermission,
  isKnownPermission,
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
