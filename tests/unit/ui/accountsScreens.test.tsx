import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EXTRA_PERMISSIONS, PERMISSIONS } from '../../../src/domain/permissions';
import { accountsApiMock, listFor } from './support/accountsFixtures';
import { makeUser, resetFakeSession, signIn } from './support/fakeSession';
import { LARGE, setViewportWidth } from './support/media';
import { dataProvider } from './support/providerMocks';
import { renderApp } from './support/renderApp';

vi.mock('../../../src/providers/session', async () => (await import('./support/fakeSession')).sessionModule);
vi.mock('../../../src/providers/useSession', async () => (await import('./support/fakeSession')).useSessionModule);
vi.mock('../../../src/providers/httpClient', async () => ({ httpClient: (await import('./support/providerMocks')).httpClient }));
vi.mock('../../../src/providers/authProvider', async () => ({ authProvider: (await import('./support/providerMocks')).authProvider }));
vi.mock('../../../src/providers/dataProvider', async () => ({ dataProvider: (await import('./support/providerMocks')).dataProvider }));
vi.mock('../../../src/providers/accountsApi', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/providers/accountsApi')>()),
  accountsApi: (await import('./support/accountsFixtures')).accountsApiMock,
}));

vi.setConfig({ testTimeout: 30_000 });
const SLOW = { timeout: 10_000 };
const location = () => screen.getByTestId('location').textContent;
const SUPER = makeUser({ id: 1, role: 'super_admin', roleData: { id: 1, name: 'super_admin', displayName: 'Super Admin' }, permissions: [] });

beforeEach(() => {
  resetFakeSession();
  localStorage.clear();
  setViewportWidth(LARGE);
});
afterEach(cleanup);

describe('Roles', () => {
  it('lists roles with their users; super_admin is locked and a role with users cannot be deleted', async () => {
    signIn(makeUser({ permissions: ['admin_dashboard', 'manage_roles', 'read_users'] }));
    renderApp('/admin/user-management/roles');
    await screen.findByRole('heading', { name: 'Roles', level: 1 }, SLOW);
    const rows = await screen.findAllByTestId('role-row');
    expect(rows.map((row) => row.dataset.role)).toEqual(['super_admin', 'admin', 'clerk']);
    expect(within(rows[0]).getByTestId('role-locked')).toBeInTheDocument();
    expect(within(rows[0]).queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
    expect(within(rows[1]).getByTestId('role-user-count')).toHaveTextContent('2');
    expect(within(rows[1]).getByRole('button', { name: 'Delete Admin' })).toBeDisabled();
    expect(within(rows[2]).getByRole('button', { name: 'Delete Records Clerk' })).toBeEnabled();
    expect(screen.getByRole('tab', { name: 'Users' })).toHaveAttribute('href', '/admin/user-management');
  });

  it('edits a role through the grouped checklist and sends only the changes', async () => {
    // The role ceiling: the editor holds what the role will hold, and nothing else is offered.
    signIn(makeUser({ permissions: ['admin_dashboard', 'manage_roles', 'read_schools', 'manage_staff', 'read_staff'] }));
    renderApp('/admin/user-management/roles');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Records Clerk' }, SLOW));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByTestId('permission-group')).toHaveLength(11);
    expect(within(dialog).getAllByRole('checkbox', { name: /_/ }).length).toBe(PERMISSIONS.length + EXTRA_PERMISSIONS.length);
    expect(within(dialog).getByRole('checkbox', { name: /manage_users/ })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /read_schools/ }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'All of Staff' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(accountsApiMock.updateRole).toHaveBeenCalledWith(6, { permissions: ['manage_staff', 'read_staff'] }));
    expect(await screen.findByText('Role updated.')).toBeInTheDocument();
  });

  it('is read-only without manage_roles', async () => {
    signIn(makeUser({ permissions: ['admin_dashboard', 'read_roles'] }));
    renderApp('/admin/user-management/roles');
    await screen.findAllByTestId('role-row', {}, SLOW);
    expect(screen.queryByRole('button', { name: 'Create role' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
  });
});

describe('Collection Agents', () => {
  it('lists collectors and suspends one after confirmation', async () => {
    signIn(makeUser({ permissions: ['admin_dashboard', 'manage_users'] }));
    const collector = {
      id: 31,
      email: 'bala@example.org',
      fullName: 'Bala Idris',
      phone: '0803',
      state: 'kano',
      isActive: true,
      lastSeenAt: null,
      lastLoginAt: null,
      recordsSynced: 42,
    };
    dataProvider.getList.mockImplementation(listFor('collection-users', [collector]));
    renderApp('/admin/collection-users');
    const row = (await screen.findByText('Bala Idris', {}, SLOW)).closest('tr')!;
    expect(within(row).getByText('Kano')).toBeInTheDocument();
    // Phone and records synced are behind "Columns" by default, so the list fits a laptop.
    expect(within(row).queryByText('42')).toBeNull();
    expect(within(row).queryByText('0803')).toBeNull();
    // Neither seen nor synced yet: both columns say so.
    expect(within(row).getAllByText('Never')).toHaveLength(2);
    await userEvent.click(within(row).getByRole('button', { name: 'Suspend Bala Idris' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(accountsApiMock.editUser).toHaveBeenCalledWith(31, { isActive: false }));
  });
});

describe('Outbox', () => {
  it('sends anyone but a super admin to the dashboard', async () => {
    signIn(makeUser({ permissions: ['admin_dashboard', 'manage_users'] }));
    renderApp('/admin/outbox');
    await waitFor(() => expect(location()).toBe('/admin/dashboard'), SLOW);
  });

  it('shows a super admin the messages and the text of one', async () => {
    signIn(SUPER);
    const message = {
      id: 1,
      to: 'hauwa@example.org',
      subject: 'You are invited',
      kind: 'invitation',
      status: 'stored',
      error: null,
      createdAt: '2026-03-01T10:00:00Z',
      sentAt: null,
      text: 'Open http://x/accept-invitation?token=t',
      html: '',
    };
    dataProvider.getList.mockImplementation(listFor('mail/outbox', [message]));
    renderApp('/admin/outbox');
    const row = (await screen.findByText('hauwa@example.org', {}, SLOW)).closest('tr')!;
    expect(within(row).getByText('Invitation')).toBeInTheDocument();
    expect(within(row).getByText('Stored')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: /^View/ }));
    expect(await screen.findByTestId('outbox-text')).toHaveTextContent('accept-invitation?token=t');
  });
});
