import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '../../../src/domain/constants';
import { fakeSession, makeUser, resetFakeSession, signIn } from './support/fakeSession';
import { authProvider } from './support/providerMocks';
import { LARGE, SMALL, setViewportWidth } from './support/media';
import { renderApp } from './support/renderApp';

vi.mock('../../../src/providers/session', async () => (await import('./support/fakeSession')).sessionModule);
vi.mock('../../../src/providers/useSession', async () => (await import('./support/fakeSession')).useSessionModule);
vi.mock('../../../src/providers/httpClient', async () => ({ httpClient: (await import('./support/providerMocks')).httpClient }));
vi.mock('../../../src/providers/authProvider', async () => ({ authProvider: (await import('./support/providerMocks')).authProvider }));
vi.mock('../../../src/providers/dataProvider', async () => ({ dataProvider: (await import('./support/providerMocks')).dataProvider }));

vi.setConfig({ testTimeout: 30_000 });
const SLOW = { timeout: 10_000 };
const location = () => screen.getByTestId('location').textContent;

function menuLinkNames(): string[] {
  const menu = screen.getByTestId('admin-menu');
  return within(menu)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

beforeEach(() => {
  resetFakeSession();
  localStorage.clear();
  setViewportWidth(LARGE);
});
afterEach(cleanup);

describe('admin sidebar', () => {
  it('shows exactly the entries a supervisor may open, in the spec groups, plus Settings', async () => {
    signIn(makeUser());
    renderApp('/admin/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 }, SLOW);
    expect(menuLinkNames()).toEqual([
      'Dashboard',
      'Learning Centers',
      'Almajiri (Learners)',
      'Staff',
      'Community',
      'Out of School',
      'Households',
      'Performance Report',
      'Programmes',
      'Possible Duplicates',
      'Settings',
    ]);
    const menu = screen.getByTestId('admin-menu');
    for (const heading of ['Almajiri', 'Out of School', 'System']) {
      expect(
        within(menu)
          .getAllByText(heading)
          .some((node) => node.tagName === 'LI'),
      ).toBe(true);
    }
    expect(within(menu).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'Settings' })).not.toHaveAttribute('aria-current');
  });

  it('shows only Settings to a user without permissions', async () => {
    signIn(makeUser({ permissions: [] }));
    renderApp('/admin/settings');
    await screen.findByRole('heading', { name: 'Settings', level: 1 }, SLOW);
    expect(menuLinkNames()).toEqual(['Settings']);
    expect(within(screen.getByTestId('admin-menu')).getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
  });

  it('is a drawer on small screens, opened by the menu button and closed when an entry is chosen', async () => {
    setViewportWidth(SMALL);
    signIn(makeUser());
    renderApp('/admin/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 }, SLOW);
    expect(screen.queryByTestId('admin-menu')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(within(screen.getByTestId('admin-menu')).getByRole('link', { name: 'Staff' }));
    await waitFor(() => expect(location()).toBe('/admin/staff'));
    await waitFor(() => expect(screen.queryByTestId('admin-menu')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Staff', level: 1 })).toBeInTheDocument();
  });
});

describe('admin route guard', () => {
  it('opens a screen the user may read', async () => {
    signIn(makeUser());
    renderApp('/admin/schools');
    expect(await screen.findByRole('heading', { name: 'Learning Centers', level: 1 }, SLOW)).toBeInTheDocument();
    expect(location()).toBe('/admin/schools');
    cleanup();
    signIn(makeUser({ permissions: [...makeUser().permissions, 'manage_data_export'] }));
    renderApp('/admin/data-management');
    expect(await screen.findByRole('heading', { name: 'Data Management', level: 1 }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Export records', level: 2 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Import records' })).not.toBeInTheDocument();
  });

  it('redirects to /admin/dashboard when the user lacks the permission', async () => {
    signIn(makeUser());
    renderApp('/admin/user-management');
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 }, SLOW);
    expect(location()).toBe('/admin/dashboard');
    expect(screen.queryByRole('heading', { name: 'User Management' })).not.toBeInTheDocument();
  });

  it('guards nested routes by their own rule (roles need read_roles, not read_users)', async () => {
    signIn(makeUser({ permissions: ['admin_dashboard', 'read_users'] }));
    renderApp('/admin/user-management/roles');
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 }, SLOW);
    expect(location()).toBe('/admin/dashboard');
  });

  it('shows Access Denied, the sentence and the role name on the dashboard', async () => {
    signIn(
      makeUser({
        role: 'field_officer',
        roleData: { id: 9, name: 'field_officer', displayName: 'Field Officer' },
        permissions: ['read_users'],
      }),
    );
    renderApp('/admin/audit-logs');
    expect(await screen.findByRole('heading', { name: MESSAGES.accessDeniedTitle }, SLOW)).toBeInTheDocument();
    expect(location()).toBe('/admin/dashboard');
    expect(screen.getByText(MESSAGES.accessDenied)).toBeInTheDocument();
    expect(screen.getByTestId('access-denied-role')).toHaveTextContent('Field Officer');
  });

  it('falls back to the role name when the role has no display name', async () => {
    signIn(makeUser({ role: 'observer', roleData: { id: 3, name: 'observer', displayName: '' }, permissions: [] }));
    renderApp('/admin/dashboard');
    await screen.findByRole('heading', { name: MESSAGES.accessDeniedTitle }, SLOW);
    expect(screen.getByTestId('access-denied-role')).toHaveTextContent('observer');
  });

  it('sends a visitor without a session to the public /login page', async () => {
    renderApp('/admin/schools');
    await waitFor(() => expect(location()).toBe('/login'), SLOW);
  });
});

describe('suspended account', () => {
  it('shows Account Suspended instead of the shell, and signs out to /login', async () => {
    signIn(makeUser({ isActive: false }));
    renderApp('/admin/dashboard');
    expect(await screen.findByRole('heading', { name: MESSAGES.accountSuspendedTitle }, SLOW)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.accountSuspended)).toBeInTheDocument();
    expect(screen.queryByTestId('admin-menu')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(fakeSession.logout).toHaveBeenCalled();
    await waitFor(() => expect(location()).toBe('/login'));
  });

  it('replaces the shell when a later request reports the suspension', async () => {
    const user = signIn(makeUser());
    renderApp('/admin/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 }, SLOW);
    fakeSession.set({ status: 'authenticated', user: { ...user, isActive: false } });
    expect(await screen.findByRole('heading', { name: MESSAGES.accountSuspendedTitle })).toBeInTheDocument();
    expect(screen.queryByTestId('admin-menu')).not.toBeInTheDocument();
  });
});

describe('admin app bar and pages', () => {
  it('shows who is signed in on the dashboard', async () => {
    signIn(makeUser());
    renderApp('/admin/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 }, SLOW);
    expect(screen.getByTestId('user-full-name')).toHaveTextContent('Amina Bello');
    expect(screen.getByTestId('user-email')).toHaveTextContent('amina.bello@example.org');
    expect(screen.getByTestId('user-role')).toHaveTextContent('Supervisor');
    expect(screen.getAllByTestId('permission-chip').map((chip) => chip.textContent)).toContain('read_schools');
  });

  it('has a search box, a notifications popover and a user menu that signs out to /login', async () => {
    signIn(makeUser());
    renderApp('/admin/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 }, SLOW);
    // What the search finds and opens is tested against the server in tests/e2e/search.spec.ts.
    const search = screen.getByRole('combobox', { name: 'Search' });
    await userEvent.type(search, 'k');
    expect(search).toHaveValue('k');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Notifications, 0 unread' }));
    expect(await screen.findByText('No new notifications')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');

    const userButton = screen.getByTestId('user-menu-button');
    expect(userButton).toHaveTextContent('Amina Bello');
    expect(userButton).toHaveTextContent('AB');
    await userEvent.click(userButton);
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Sign out']);
    await userEvent.click(items[0]);
    await waitFor(() => expect(location()).toBe('/login'));
    expect(authProvider.logout).toHaveBeenCalled();
    expect(fakeSession.status).toBe('unauthenticated');
  });

  it('falls back to "User" without a full name', async () => {
    signIn(makeUser({ fullName: '' }));
    renderApp('/admin/settings');
    await screen.findByRole('heading', { name: 'Settings', level: 1 }, SLOW);
    expect(screen.getByTestId('user-menu-button')).toHaveTextContent('User');
  });

  it('redirects /admin to the dashboard and the old household path to /admin/households', async () => {
    signIn(makeUser());
    renderApp('/admin');
    await waitFor(() => expect(location()).toBe('/admin/dashboard'), SLOW);
    cleanup();
    renderApp('/admin/app/households');
    expect(await screen.findByRole('heading', { name: 'Households', level: 1 }, SLOW)).toBeInTheDocument();
    expect(location()).toBe('/admin/households');
  });
});
