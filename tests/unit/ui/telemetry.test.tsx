/** The Telemetry screen: guarded list of device log lines with filters, and the purge for managers only. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TelemetryEntry } from '../../../src/domain/telemetry';
import { makeUser, resetFakeSession, signIn } from './support/fakeSession';
import { dataProvider, httpClient } from './support/providerMocks';
import { LARGE, setViewportWidth } from './support/media';
import { renderApp } from './support/renderApp';

vi.mock('../../../src/providers/session', async () => (await import('./support/fakeSession')).sessionModule);
vi.mock('../../../src/providers/useSession', async () => (await import('./support/fakeSession')).useSessionModule);
vi.mock('../../../src/providers/httpClient', async () => ({ httpClient: (await import('./support/providerMocks')).httpClient }));
vi.mock('../../../src/providers/authProvider', async () => ({ authProvider: (await import('./support/providerMocks')).authProvider }));
vi.mock('../../../src/providers/dataProvider', async () => ({ dataProvider: (await import('./support/providerMocks')).dataProvider }));

vi.setConfig({ testTimeout: 30_000 });
const SLOW = { timeout: 10_000 };
const location = () => screen.getByTestId('location').textContent;

const LINE: TelemetryEntry = {
  id: 9,
  receivedAt: '2026-11-21T08:00:03.000Z',
  deviceTime: '2026-11-21T08:00:01.000Z',
  level: 'error',
  category: 'sync',
  message: 'Upload failed: 503 from server',
  collector: { id: 4, fullName: 'Fatima Abubakar', email: 'collector@example.org' },
};
type ListParams = { filter: Record<string, unknown> };
const lastFilter = () =>
  (dataProvider.getList.mock.calls.filter((call) => (call as unknown[])[0] === 'telemetry').at(-1) as unknown[] | undefined)?.[1] as ListParams | undefined;

beforeEach(() => {
  resetFakeSession();
  localStorage.clear(); // react-admin keeps list filters in its store
  setViewportWidth(LARGE);
  dataProvider.getList.mockReset();
  dataProvider.getList.mockImplementation((async (_resource: string, params: ListParams) => {
    const data = params.filter.level === 'debug' ? [] : [LINE];
    return { data, total: data.length };
  }) as never);
  httpClient.mockReset();
  httpClient.mockImplementation((async () => ({
    status: 200,
    headers: new Headers(),
    body: '',
    json: { data: { deleted: 12 }, message: '12 log lines deleted.' },
  })) as never);
});
afterEach(cleanup);

describe('telemetry', () => {
  it('lists the device lines with collector, level, message and both times; filters by level', async () => {
    signIn(makeUser({ permissions: ['admin_dashboard', 'read_telemetry'] }));
    renderApp('/admin/telemetry');
    const row = (await screen.findByText('Upload failed: 503 from server', {}, SLOW)).closest('tr')!;
    expect(row).toHaveTextContent('Fatima Abubakar');
    expect(row).toHaveTextContent('error');
    expect(row).toHaveTextContent('2026-11-21T08:00:01.000Z');
    expect(screen.queryByRole('button', { name: 'Delete old lines' })).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Level' }), 'debug');
    await waitFor(() => expect(lastFilter()?.filter).toEqual({ level: 'debug' }));
    expect(await screen.findByTestId('telemetry-empty', {}, SLOW)).toHaveTextContent('No device log lines match these filters.');
  });

  it('lets a manager delete the lines before a chosen day', async () => {
    signIn(makeUser({ permissions: ['admin_dashboard', 'manage_telemetry'] }));
    renderApp('/admin/telemetry');
    await screen.findByText('Upload failed: 503 from server', {}, SLOW);
    await userEvent.click(screen.getByRole('button', { name: 'Delete old lines' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete old device log lines' });
    const day = within(dialog).getByLabelText('Received before');
    await userEvent.clear(day);
    await userEvent.type(day, '2026-10-01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(httpClient).toHaveBeenCalledWith('/api/admin/telemetry?before=2026-10-01', { method: 'DELETE' }));
    expect(await screen.findByText('12 log lines deleted.', {}, SLOW)).toBeInTheDocument();
  });

  it('is refused without a telemetry permission', async () => {
    signIn(makeUser({ permissions: ['admin_dashboard', 'read_users'] }));
    renderApp('/admin/telemetry');
    await waitFor(() => expect(location()).toBe('/admin/dashboard'), SLOW);
    expect(dataProvider.getList).not.toHaveBeenCalledWith('telemetry', expect.anything(), expect.anything());
  });
});
