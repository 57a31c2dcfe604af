import { describe, expect, it } from 'vitest';
import { MENU_ITEMS, ROUTE_GUARDS, canOpenPath, guardForPath, visibleMenuItems, type MenuItem } from '../../../src/domain/navigation';
import { DEFAULT_ROLES } from '../../../src/domain/roles';
import { translateIn } from '../../../src/i18n/translate';

/** The entry's English label, as the menu shows it (the domain holds only the key). */
const label = (item: MenuItem) => translateIn('en', item.labelKey);

const supervisor = DEFAULT_ROLES.find((r) => r.name === 'supervisor')!;

describe('admin menu (spec 01 §2.6)', () => {
  it('holds the 14 items of the spec in its order, plus Programmes, Data Management, Outbox and Possible Duplicates', () => {
    expect(MENU_ITEMS.map(label)).toEqual([
      'Dashboard',
      'Learning Centers',
      'Almajiri (Learners)',
      'Community',
      'Out of School',
      'Households',
      'Staff',
      'Collection Agents',
      'User Management',
      'Audit Logs',
      'Telemetry',
      'Performance Report',
      'Programmes',
      'Command Centre',
      'Data Management',
      'Possible Duplicates',
      'Outbox',
      'Settings',
    ]);
    expect(MENU_ITEMS.filter((i) => ['Programmes', 'Data Management', 'Outbox'].includes(label(i))).every((i) => i.section === 'system')).toBe(true);
    expect(MENU_ITEMS.filter((i) => i.group === 'Almajiri').map((i) => i.to)).toEqual(['/admin/schools', '/admin/learners', '/admin/staff']);
    expect(MENU_ITEMS.filter((i) => i.group === 'Out of School').map((i) => i.to)).toEqual(['/admin/community', '/admin/out-of-school', '/admin/households']);
  });

  it('shows an item for any one of its permissions, and Settings always', () => {
    expect(visibleMenuItems({ role: 'x', permissions: [] }).map(label)).toEqual(['Settings']);
    expect(visibleMenuItems({ role: 'x', permissions: ['read_users'] }).map(label)).toEqual([
      'Collection Agents',
      'User Management',
      'Command Centre',
      'Settings',
    ]);
  });

  it("shows a supervisor only what the supervisor's permissions allow", () => {
    const labels = visibleMenuItems({ role: 'supervisor', permissions: [...supervisor.permissions] }).map(label);
    expect(labels).toEqual([
      'Dashboard',
      'Learning Centers',
      'Almajiri (Learners)',
      'Community',
      'Out of School',
      'Households',
      'Staff',
      'Performance Report',
      'Programmes',
      'Possible Duplicates',
      'Settings',
    ]);
  });

  it('shows Programmes for read or manage reports, Data Management for data export or import, under the route guards', () => {
    for (const permission of ['read_reports', 'manage_reports']) {
      expect(visibleMenuItems({ role: 'x', permissions: [permission] }).map(label)).toEqual(['Performance Report', 'Programmes', 'Settings']);
    }
    for (const permission of ['manage_data_export', 'manage_data_import']) {
      expect(visibleMenuItems({ role: 'x', permissions: [permission] }).map(label)).toEqual(['Data Management', 'Settings']);
    }
    for (const item of MENU_ITEMS.filter((i) => !i.superAdminRole)) expect(guardForPath(item.to)?.anyOf ?? []).toEqual(expect.arrayContaining([...item.anyOf]));
  });

  it('shows the Outbox to the super_admin role only, as the server checks it (not to a role granted "*" or "all")', () => {
    expect(visibleMenuItems({ role: 'super_admin', permissions: [] }).map(label)).toContain('Outbox');
    for (const permission of ['*', 'all']) expect(visibleMenuItems({ role: 'x', permissions: [permission] }).map(label)).not.toContain('Outbox');
  });

  it('shows everything to super_admin', () => {
    expect(visibleMenuItems({ role: 'super_admin', permissions: [] })).toHaveLength(MENU_ITEMS.length);
  });
});

describe('route guards (spec 01 §2.7)', () => {
  it('has the 22 routes of the table and the possible duplicates screen', () => {
    expect(ROUTE_GUARDS).toHaveLength(23);
  });

  it('picks edit guards over list guards', () => {
    expect(guardForPath('/admin/schools/edit/12')?.anyOf).toEqual(['write_schools', 'manage_schools']);
    expect(guardForPath('/admin/schools/12')?.anyOf).toEqual(['read_schools', 'manage_schools']);
    expect(guardForPath('/admin/households/7')?.anyOf).toEqual(['write_households', 'manage_households']);
    expect(guardForPath('/admin/out-of-school/3')?.anyOf).toEqual(['write_out_of_school_learners', 'manage_out_of_school_learners']);
    expect(guardForPath('/admin/community/edit/5')?.anyOf).toEqual(['write_communities', 'manage_communities']);
  });

  it('reads the nested roles route as roles, not as a user id', () => {
    expect(guardForPath('/admin/user-management/roles')?.anyOf).toEqual(['read_roles', 'manage_roles']);
    expect(guardForPath('/admin/user-management')?.anyOf).toEqual(['read_users', 'manage_users']);
  });

  it('guards sub-paths of a listed route by its guard', () => {
    expect(guardForPath('/admin/learners/9/show')?.pattern).toBe('/admin/learners');
  });

  it('lets a reader open the list but not the edit screen', () => {
    const reader = { role: 'r', permissions: ['read_schools'] };
    expect(canOpenPath(reader, '/admin/schools')).toBe(true);
    expect(canOpenPath(reader, '/admin/schools/4')).toBe(true);
    expect(canOpenPath(reader, '/admin/schools/edit/4')).toBe(false);
  });

  it('needs only a sign-in for settings', () => {
    expect(canOpenPath({ role: 'r', permissions: [] }, '/admin/settings')).toBe(true);
    expect(canOpenPath({ role: 'r', permissions: [] }, '/admin/dashboard')).toBe(false);
  });
});
