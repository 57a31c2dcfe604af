import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountsApiMock } from './support/accountsFixtures';
import { makeUser, resetFakeSession, signIn } from './support/fakeSession';
import { LARGE, setViewportWidth } from './support/media';
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
const ROLE_MANAGER = makeUser({ permissions: ['admin_dashboard', 'manage_roles', 'read_schools'] });

async function openCreateRole() {
  renderApp('/admin/user-management/roles');
  await userEvent.click(await screen.findByRole('button', { name: 'Create role' }, SLOW));
  return screen.findByRole('dialog');
}

beforeEach(() => {
  resetFakeSession();
  localStorage.clear();
  setViewportWidth(LARGE);
  accountsApiMock.createRole.mockClear();
});
afterEach(cleanup);

describe('Create role dialog', () => {
  it('suggests the name from the display name until the name is typed in, and sends the new role', async () => {
    signIn(ROLE_MANAGER);
    const dialog = await openCreateRole();
    const name = within(dialog).getByLabelText(/^Name/) as HTMLInputElement;
    await userEvent.type(within(dialog).getByLabelText(/Display name/), 'Field Officer');
    expect(name.value).toBe('field_officer');
    await userEvent.clear(name);
    await userEvent.type(name, 'officer');
    await userEvent.type(within(dialog).getByLabelText(/Display name/), 's');
    expect(name.value).toBe('officer');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /read_schools/ }));
    expect(within(dialog).getByText('Permissions (1)')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(accountsApiMock.createRole).toHaveBeenCalledWith({
        name: 'officer',
        displayName: 'Field Officers',
        description: undefined,
        permissions: ['read_schools'],
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("refuses with the server's schema before sending, and shows the server's field errors on their fields", async () => {
    signIn(ROLE_MANAGER);
    const dialog = await openCreateRole();
    await userEvent.type(within(dialog).getByLabelText(/Display name/), 'X');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Display name must be at least 2 characters')).toBeInTheDocument();
    expect(accountsApiMock.createRole).not.toHaveBeenCalled();

    accountsApiMock.createRole.mockRejectedValueOnce(
      Object.assign(new Error('Some fields are not valid'), { body: { errors: { name: 'A role with this name exists' } } }),
    );
    await userEvent.type(within(dialog).getByLabelText(/Display name/), ' Officer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A role with this name exists')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
