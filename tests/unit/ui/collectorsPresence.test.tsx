import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listFor } from './support/accountsFixtures';
import { makeUser, resetFakeSession, signIn } from './support/fakeSession';
import { LARGE, setViewportWidth } from './support/media';
import { dataProvider } from './support/providerMocks';
import { renderApp } from './support/renderApp';

vi.mock('../../../src/providers/session', async () => (await import('./support/fakeSession')).sessionModule);
vi.mock('../../../src/providers/useSession', async () => (await import('./support/fakeSession')).useSessionModule);
vi.mock('../../../src/providers/httpClient', async () => ({ httpClient: (await import('./support/providerMocks')).httpClient }));
vi.mock('../../../src/providers/authProvider', async () => ({ authProvider: (await import('./support/providerMocks')).authProvider }));
vi.mock('../../../src/providers/dataProvider', async () => ({ dataProvider: (await import('./support/providerMocks')).dataProvider }));

vi.setConfig({ testTimeout: 30_000 });
const SLOW = { timeout: 10_000 };

const base = { phone: null, state: 'kano', isActive: true, lastLoginAt: null, recordsSynced: 3 };
const ONLINE = {
  ...base,
  id: 41,
  email: 'amina@example.org',
  fullName: 'Amina Sule',
  online: true,
  appVersion: '2.3.4',
  lastSeenAt: '2026-11-20T10:00:00Z',
  lastSyncAt: '2026-11-20T09:30:00Z',
};
const SILENT = { ...base, id: 42, email: 'garba@example.org', fullName: 'Garba Musa', online: false, appVersion: null, lastSeenAt: null, lastSyncAt: null };

beforeEach(() => {
  resetFakeSession();
  localStorage.clear();
  setViewportWidth(LARGE);
});
afterEach(cleanup);

const lastFilter = () => ((dataProvider.getList.mock.calls as unknown[][]).at(-1)?.[1] as { filter: Record<string, unknown> }).filter;

describe('Collection Agents', () => {
  it('shows online/offline and last sync, and filters by connection and silent days', async () => {
    signIn(makeUser({ permissions: ['admin_dashboard', 'read_users'] }));
    dataProvider.getList.mockImplementation(listFor('collection-users', [ONLINE, SILENT]));
    renderApp('/admin/collection-users');
    const online = (await screen.findByText('Amina Sule', {}, SLOW)).closest('tr')!;
    expect(within(online).getByTestId('collector-presence')).toHaveTextContent('Online');
    // The app version is behind "Columns" by default, so the list fits a laptop.
    expect(within(online).queryByText('2.3.4')).toBeNull();
    const silent = screen.getByText('Garba Musa').closest('tr')!;
    expect(within(silent).getByTestId('collector-presence')).toHaveTextContent('Offline');
    expect(within(silent).getAllByText('Never')).toHaveLength(2);

    await userEvent.click(screen.getByRole('combobox', { name: 'Connection' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Offline' }));
    await waitFor(() => expect(lastFilter()).toMatchObject({ presence: 'offline' }), SLOW);

    fireEvent.change(screen.getByLabelText('Silent for (days)'), { target: { value: '7' } });
    await waitFor(() => expect(lastFilter()).toMatchObject({ presence: 'offline', silentDays: 7 }), SLOW);
  });

  it('links every collector, offline too, to its Command Centre tab, where a command can wait for the device', async () => {
    signIn(makeUser({ permissions: ['admin_dashboard', 'read_users'] }));
    dataProvider.getList.mockImplementation(listFor('collection-users', [ONLINE, SILENT]));
    renderApp('/admin/collection-users');
    const silent = (await screen.findByText('Garba Musa', {}, SLOW)).closest('tr')!;
    expect(within(silent).getByRole('link', { name: 'Open in the Command Centre' })).toHaveAttribute('href', '/admin/command-centre');
    expect(within(silent).queryByRole('button', { name: /Suspend/ })).toBeNull();
  });
});
