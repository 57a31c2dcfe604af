/** The Audit Logs screens: guarded list with facet filters kept in the query, and an entry's changes. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditLogEntry } from '../../../src/domain/auditLogs';
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

const UPDATE: AuditLogEntry = {
  id: 41,
  createdAt: '2026-11-20T09:30:00.000Z',
  action: 'update',
  resource: 'schools',
  resourceId: '7',
  changes: {
    schoolName: { before: 'Old name', after: 'New name' },
    phoneNumber: { before: null, after: '08031234567' },
    reviewState: { before: 'approved', after: 'received' },
    legacyCode: { before: 'A', after: 'B' },
  },
  ip: '10.0.0.4',
  user: { id: 3, fullName: 'Zainab Editor', email: 'zainab@example.org' },
};
const FAILED_LOGIN: AuditLogEntry = {
  id: 40,
  createdAt: '2026-11-20T09:00:00.000Z',
  action: 'login_failed',
  resource: 'auth',
  resourceId: null,
  changes: { email: 'x@example.org' },
  ip: null,
  user: null,
};

type ListParams = { filter: Record<string, unknown> };
const lastFilter = () =>
  (dataProvider.getList.mock.calls.filter((call) => (call as unknown[])[0] === 'audit-logs').at(-1) as unknown[] | undefined)?.[1] as ListParams | undefined;

beforeEach(() => {
  resetFakeSession();
  localStorage.clear();
  setViewportWidth(LARGE);
  dataProvider.getList.mockReset();
  dataProvider.getList.mockImplementation((async (_resource: string, params: ListParams) => {
    const data = params.filter.action === 'update' ? [UPDATE] : params.filter.action === 'import' ? [] : [UPDATE, FAILED_LOGIN];
    return { data, total: data.length };
  }) as never);
  dataProvider.getOne.mockReset();
  dataProvider.getOne.mockImplementation((async (_resource: string, params: { id: unknown }) => ({
    data: Number(params.id) === 41 ? UPDATE : FAILED_LOGIN,
  })) as never);
  httpClient.mockImplementation((async (url: string) => {
    const json = url.endsWith('/admin/audit-logs/facets')
      ? { data: { actions: ['import', 'login_failed', 'update'], resources: ['auth', 'schools'] } }
      : { data: [] };
    return { status: 200, headers: new Headers(), body: '', json };
  }) as never);
});
afterEach(cleanup);

describe('audit logs', () => {
  it('lists who did what, filters by an action from the facets, and says when nothing matches', async () => {
    signIn(makeUser({ permissions: ['admin_dashboard', 'read_audit_logs'] }));
    renderApp('/admin/audit-logs');
    expect(await screen.findByRole('heading', { name: 'Audit Logs', level: 1 }, SLOW)).toBeInTheDocument();
    const row = (await screen.findByText('Zainab Editor <zainab@example.org>', {}, SLOW)).closest('tr')!;
    // Codes become words: the action says what happened, the resource names the list.
    expect(row).toHaveTextContent('Updated');
    expect(row).toHaveTextContent('Learning Centers');
    expect(row).not.toHaveTextContent('schools');
    expect(screen.getByText('No account').closest('tr')).toHaveTextContent('Sign-in failed');

    const action = screen.getByRole('combobox', { name: 'Action' });
    await waitFor(() =>
      expect(
        within(action)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Any', 'Imported', 'Sign-in failed', 'Updated']),
    );
    const resource = screen.getByRole('combobox', { name: 'Resource' });
    await waitFor(() =>
      expect(
        within(resource)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Any', 'Sign-in', 'Learning Centers']),
    );
    await userEvent.selectOptions(action, 'Updated');
    await waitFor(() => expect(lastFilter()?.filter).toEqual({ action: 'update' }));
    await waitFor(() => expect(screen.queryByText('No account')).not.toBeInTheDocument());
    expect(location()).toContain('/admin/audit-logs');

    await userEvent.selectOptions(action, 'Imported');
    expect(await screen.findByTestId('audit-empty', {}, SLOW)).toHaveTextContent('No audit entries match these filters');
  });

  it('opens an entry with its changes as Before and After', async () => {
    signIn(makeUser({ permissions: ['admin_dashboard', 'read_audit_logs'] }));
    renderApp('/admin/audit-logs');
    await userEvent.click(await screen.findByText('Zainab Editor <zainab@example.org>', {}, SLOW));
    await waitFor(() => expect(location()).toBe('/admin/audit-logs/41/show'));
    expect(await screen.findByRole('heading', { name: 'Updated · Learning Centers #7', level: 1 }, SLOW)).toBeInTheDocument();
    const rows = within(screen.getByTestId('audit-changes'))
      .getAllByRole('row')
      .map((r) => r.textContent);
    // Fields by their form labels and a review state in words; a field no form labels keeps its name.
    expect(rows).toEqual(['FieldBeforeAfter', 'School NameOld nameNew name', 'Phone Number(none)08031234567', 'Review stateApprovedReceived', 'legacyCodeAB']);
    expect(screen.getByText('10.0.0.4')).toBeInTheDocument();
  });

  it('shows other details as JSON', async () => {
    signIn(makeUser({ permissions: ['admin_dashboard', 'manage_audit_logs'] }));
    renderApp('/admin/audit-logs/40/show');
    expect(await screen.findByTestId('audit-details', {}, SLOW)).toHaveTextContent('"email": "x@example.org"');
    expect(screen.getByText('No account')).toBeInTheDocument();
  });

  it('is refused without an audit permission', async () => {
    signIn(makeUser({ permissions: ['admin_dashboard', 'read_users'] }));
    renderApp('/admin/audit-logs');
    await waitFor(() => expect(location()).toBe('/admin/dashboard'), SLOW);
    expect(dataProvider.getList).not.toHaveBeenCalledWith('audit-logs', expect.anything(), expect.anything());
  });
});
