import { describe, expect, it } from 'vitest';
import { EXTRA_PERMISSIONS, PERMISSIONS } from '../../../src/domain/permissions';
import { groupLabelKey, PERMISSION_GROUPS, permissionLabel } from '../../../src/admin/roles/permissionGroups';
import { translateIn } from '../../../src/i18n/translate';
import { roleNameFrom } from '../../../src/admin/roles/RoleDialog';

describe('permission groups of the role dialogs', () => {
  it('cover every permission of PERMISSIONS and EXTRA_PERMISSIONS exactly once', () => {
    const grouped = PERMISSION_GROUPS.flatMap((group) => group.permissions);
    const all = [...PERMISSIONS, ...EXTRA_PERMISSIONS];
    expect(new Set(grouped).size).toBe(grouped.length);
    expect([...grouped].sort()).toEqual([...all].sort());
  });

  it('are the areas of the brief, in order', () => {
    expect(PERMISSION_GROUPS.map((group) => translateIn('en', groupLabelKey(group)))).toEqual([
      'Users & roles',
      'Learning centres',
      'Learners',
      'Staff',
      'Communities',
      'Households',
      'Out-of-school',
      'Reports & dashboards',
      'Audit & telemetry',
      'Data',
      'Other settings',
    ]);
    expect(PERMISSION_GROUPS.every((group) => group.permissions.length > 0)).toBe(true);
  });

  it('label permissions for people', () => {
    expect(permissionLabel('manage_users')).toBe('Manage users');
    expect(permissionLabel('read_out_of_school_learners')).toBe('Read out-of-school learners');
    expect(roleNameFrom(' Field Officer (North) ')).toBe('field_officer_north');
  });
});

describe('permission checklist under the role ceiling', () => {
  it('locks the permissions the user cannot grant, and "all of" a group adds only the grantable ones', async () => {
    const { render, screen } = await import('@testing-library/react');
    const { default: userEvent } = await import('@testing-library/user-event');
    const { I18nContextProvider } = await import('react-admin');
    const { i18nProvider } = await import('../../../src/i18n/i18nProvider');
    const { PermissionChecklist } = await import('../../../src/admin/roles/PermissionChecklist');
    const changes: string[][] = [];
    render(
      <I18nContextProvider value={i18nProvider}>
        <PermissionChecklist value={[]} onChange={(permissions) => changes.push(permissions)} grantable={(permission) => permission === 'read_schools'} />
      </I18nContextProvider>,
    );
    const checkbox = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
    expect(checkbox('read_schools').disabled).toBe(false);
    expect(checkbox('manage_schools').disabled).toBe(true);
    expect(checkbox('manage_users').disabled).toBe(true);
    expect(screen.getByLabelText('All of Users & roles')).toBeDisabled();
    await userEvent.click(screen.getByLabelText('All of Learning centres'));
    expect(changes).toEqual([['read_schools']]);
  });
});
