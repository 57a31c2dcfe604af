/** Issue 26 point 6: web collectors marked with their browser and version in Collection Agents and the Command Centre. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OnlineCollector } from '../../../src/domain/protocol';
import { createI18nProvider } from '../../../src/i18n/i18nProvider';
import { setLocale } from '../../../src/i18n/locale';
import { listFor } from './support/accountsFixtures';
import { AMINA, BALA, quickRoleQueries, renderCommandCentre } from './support/commandCentreFakes';
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
quickRoleQueries();
const SLOW = { timeout: 10_000 };

const CHROMIUM = { kind: 'web', browser: 'Chromium', browserVersion: '156.0' } as const;
const WEB_AMINA: OnlineCollector = { ...AMINA, device: CHROMIUM };
const AGENT_BALA: OnlineCollector = { ...BALA, device: { kind: 'agent' } };

beforeEach(() => {
  resetFakeSession();
  localStorage.clear();
  setViewportWidth(LARGE);
});
afterEach(cleanup);

const base = { phone: null, state: 'kano', isActive: true, lastLoginAt: null, recordsSynced: 3, lastSeenAt: null, lastSyncAt: null, online: true };
const WEB = { ...base, id: 41, email: 'amina@example.org', fullName: 'Amina Sule', appVersion: '0.1.0', device: CHROMIUM };
const AGENT = { ...base, id: 42, email: 'garba@example.org', fullName: 'Garba Musa', appVersion: '1.4.2', device: { kind: 'agent' } };
const UNKNOWN = { ...base, id: 43, email: 'hauwa@example.org', fullName: 'Hauwa Ali', appVersion: null, device: null };

describe('Collection Agents', () => {
  it('shows the device beside the app version: the kind, and for the web the browser and its version', async () => {
    signIn(makeUser({ permissions: ['admin_dashboard', 'read_users'] }));
    dataProvider.getList.mockImplementation(listFor('collection-users', [WEB, AGENT, UNKNOWN]));
    renderApp('/admin/collection-users');
    await screen.findByText('Amina Sule', {}, SLOW);
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    await userEvent.click(await screen.findByLabelText('App version and device'));
    await userEvent.keyboard('{Escape}');

    const web = (await screen.findByText('0.1.0', {}, SLOW)).closest('tr')!;
    expect(within(web).getByTestId('collector-device')).toHaveTextContent('Web · Chromium 156.0');
    const agent = screen.getByText('1.4.2').closest('tr')!;
    expect(within(agent).getByTestId('collector-device')).toHaveTextContent(/^Agent$/);
    const unknown = screen.getByText('Hauwa Ali').closest('tr')!;
    expect(within(unknown).getByText('Not reported')).toBeInTheDocument();
    expect(within(unknown).queryByTestId('collector-device')).toBeNull();
  });
});

describe('Command Centre', () => {
  it('marks a web collector with a Web chip in the online list and on its dashboard, and no other device', async () => {
    renderCommandCentre({ collectors: [WEB_AMINA, AGENT_BALA] });
    const sidebar = await screen.findByRole('navigation', { name: 'Online collectors' });
    const amina = await within(sidebar).findByTestId(`cc-collector-${AMINA.id}`);
    expect(within(amina).getByTestId('web-device-chip')).toHaveTextContent('Web · Chromium 156.0');
    expect(within(within(sidebar).getByTestId(`cc-collector-${BALA.id}`)).queryByTestId('web-device-chip')).toBeNull();

    await userEvent.click(amina);
    const dashboard = await screen.findByTestId('cc-dashboard');
    expect(within(dashboard).getByTestId('web-device-chip')).toHaveTextContent('Web · Chromium 156.0');
  });

  it('says it in Hausa, the browser as it came', async () => {
    setLocale('ha');
    try {
      renderCommandCentre({ collectors: [WEB_AMINA], i18n: createI18nProvider() });
      await waitFor(() => expect(screen.getByTestId('web-device-chip')).toHaveTextContent('Yanar gizo · Chromium 156.0'), SLOW);
    } finally {
      setLocale('en');
    }
  });
});
