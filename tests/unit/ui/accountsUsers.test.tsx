import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountUser, accountsApiMock, listFor } from './support/accountsFixtures';
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
// Holds read_schools but not read_users: it may grant Records Clerk, not Admin or Super Admin (role ceiling).
const MANAGER = makeUser({
  id: 1,
  role: 'admin',
  roleData: { id: 2, name: 'admin', displayName: 'Admin' },
  permissions: ['admin_dashboard', 'manage_users', 'read_roles', 'read_schools'],
});
const READER = makeUser({ id: 1, permissions: ['admin_dashboard', 'read_users'] });

function listUsers(
  users = [
    accountUser(),
    accountUser({
      id: 22,
      fullName: 'Zainab Umar',
      email: 'zainab@example.org',
      isActive: false,
      invitation: { state: 'accepted', sentAt: null, expiresAt: null },
      lastLoginAt: '2026-03-02T09:30:00Z',
    }),
  ],
) {
  dataProvider.getList.mockImplementation(listFor('user-management', users));
}

async function openUsers() {
  renderApp('/admin/user-management');
  await screen.findByRole('heading', { name: 'User Management', level: 1 }, SLOW);
  return screen.findByText('Musa Sani', {}, SLOW);
}

beforeEach(() => {
  resetFakeSession();
  localStorage.clear();
  setViewportWidth(LARGE);
  listUsers();
});
afterEach(cleanup);

describe('User Management', () => {
  it('shows the users with role, status, invitation and last login; read-only users get no actions', async () => {
    signIn(READER);
    await openUsers();
    const row = screen.getByText('Zainab Umar').closest('tr')!;
    expect(within(row).getByText('Admin')).toBeInTheDocument();
    expect(within(row).getByTestId('user-status')).toHaveTextContent('Suspended');
    expect(within(row).getByTestId('invitation-state')).toHaveTextContent('Accepted');
    expect(within(screen.getByText('Musa Sani').closest('tr')!).getByText('Never')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite user' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Actions for/ })).not.toBeInTheDocument();
    expect(screen.queryByTestId('bulk-invite-panel')).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Roles' })).not.toBeInTheDocument();
  });

  it('writes a long list\'s total as the dashboard writes its figures: "of 1,500"', async () => {
    const users = [accountUser()];
    dataProvider.getList.mockImplementation((async (name: string) =>
      name === 'user-management' ? { data: users, total: 1500 } : { data: [], total: 0 }) as never);
    signIn(READER);
    await openUsers();
    expect(await screen.findByText('1-25 of 1,500', {}, SLOW)).toBeInTheDocument();
  });

  it('invites a user with the chosen role and refreshes the list', async () => {
    signIn(MANAGER);
    await openUsers();
    expect(screen.getByRole('tab', { name: 'Roles' })).toHaveAttribute('href', '/admin/user-management/roles');
    const calls = dataProvider.getList.mock.calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'Invite user' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Full name/), 'Hauwa Musa');
    await userEvent.type(within(dialog).getByLabelText(/Email/), 'hauwa@example.org');
    await userEvent.click(within(dialog).getByLabelText(/Role/));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Records Clerk']);
    await userEvent.click(await screen.findByRole('option', { name: 'Records Clerk' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(accountsApiMock.inviteUser).toHaveBeenCalledWith({ fullName: 'Hauwa Musa', email: 'hauwa@example.org', roleId: 6 }));
    expect(await screen.findByText('Invitation sent to musa.sani@example.org.')).toBeInTheDocument();
    await waitFor(() => expect(dataProvider.getList.mock.calls.length).toBeGreaterThan(calls));
  });

  it("checks the invite form with the server's schema before sending", async () => {
    signIn(MANAGER);
    await openUsers();
    await userEvent.click(screen.getByRole('button', { name: 'Invite user' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Full name/), 'Hauwa Musa');
    await userEvent.type(within(dialog).getByLabelText(/Email/), 'hauwa@example.org');
    await userEvent.click(within(dialog).getByLabelText(/Role/));
    await userEvent.click(await screen.findByRole('option', { name: 'Records Clerk' }));
    await userEvent.type(within(dialog).getByLabelText(/Phone/), '9'.repeat(40));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('Phone must be at most 30 characters')).toBeInTheDocument();
    expect(accountsApiMock.inviteUser).not.toHaveBeenCalled();
  });

  it('offers invitation actions only for pending invitations and suspends after confirmation', async () => {
    signIn(MANAGER);
    await openUsers();
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Zainab Umar' }));
    const names = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(names).toEqual(['Edit', 'Unsuspend', 'Delete']);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Musa Sani' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
      'Edit',
      'Resend invitation',
      'Revoke invitation',
      'Suspend',
      'Delete',
    ]);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Suspend' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('Suspend Musa Sani?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(accountsApiMock.editUser).toHaveBeenCalledWith(21, { isActive: false }));
    expect(await screen.findByText('User updated.')).toBeInTheDocument();
  });

  it('edits only the changed fields', async () => {
    signIn(MANAGER);
    await openUsers();
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Musa Sani' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Phone/), '08030000000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(accountsApiMock.editUser).toHaveBeenCalledWith(21, { phone: '08030000000' }));
  });

  it('does not let the signed-in user suspend or delete themselves', async () => {
    signIn(MANAGER);
    listUsers([accountUser({ id: 1, fullName: 'Musa Sani', invitation: null })]);
    await openUsers();
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Musa Sani' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual(['Edit']);
  });
});
