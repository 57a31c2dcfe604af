import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, resetFakeSession, signIn } from './support/fakeSession';
import { dataProvider } from './support/providerMocks';
import { LARGE, setViewportWidth } from './support/media';
import { renderApp } from './support/renderApp';

vi.mock('../../../src/providers/session', async () => (await import('./support/fakeSession')).sessionModule);
vi.mock('../../../src/providers/useSession', async () => (await import('./support/fakeSession')).useSessionModule);
vi.mock('../../../src/providers/httpClient', async () => ({ httpClient: (await import('./support/providerMocks')).httpClient }));
vi.mock('../../../src/providers/authProvider', async () => ({ authProvider: (await import('./support/providerMocks')).authProvider }));
vi.mock('../../../src/providers/dataProvider', async () => ({ dataProvider: (await import('./support/providerMocks')).dataProvider }));

/** The school page and the record routes of spec 01 §2.7 (list tests: lists.test.tsx). */
vi.setConfig({ testTimeout: 30_000 });
const SLOW = { timeout: 10_000 };
const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  resetFakeSession();
  localStorage.clear();
  setViewportWidth(LARGE);
});
afterEach(cleanup);

describe('school page', () => {
  const SCHOOL = {
    id: 5,
    schoolName: 'Tsangaya Kofar Mata',
    typeOfSchool: 'Tsangaya',
    state: 'kano',
    lga: 'dala',
    shiftSystem: true,
    learnerCount: 2,
    staffCount: 1,
  };

  beforeEach(() => {
    dataProvider.getOne.mockImplementation((async () => ({ data: SCHOOL })) as never);
    dataProvider.getManyReference.mockImplementation((async (resource: string) =>
      resource === 'learners'
        ? { data: [{ id: 8, firstName: 'Umar', lastName: 'Sani', schoolId: 5 }], total: 1 }
        : { data: [{ id: 4, fullName: 'Mallam Idris', role: 'Mallam', schoolId: 5 }], total: 1 }) as never);
  });

  it('shows the fields by tab, the counts, the learners and staff, and Edit for a user who may write', async () => {
    signIn(makeUser());
    renderApp('/admin/schools/5');
    expect(await screen.findByRole('heading', { name: 'Tsangaya Kofar Mata', level: 1 }, SLOW)).toBeInTheDocument();
    expect(screen.getByTestId('school-learner-count')).toHaveTextContent('Learners: 2');
    expect(screen.getByTestId('school-staff-count')).toHaveTextContent('Staff: 1');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Identification',
      'Characteristics',
      'Infrastructure',
      'Facilities',
      'Resources',
      'Community Support',
      'Health & Safety',
    ]);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Dala');
    await userEvent.click(screen.getByRole('tab', { name: 'Characteristics' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Yes');
    expect(await within(screen.getByTestId('school-learners')).findByText('Sani', {}, SLOW)).toBeInTheDocument();
    expect(await within(screen.getByTestId('school-staff')).findByText('Mallam Idris', {}, SLOW)).toBeInTheDocument();
    expect(dataProvider.getManyReference).toHaveBeenCalledWith('learners', expect.objectContaining({ target: 'schoolId', id: 5 }));
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/admin/schools/edit/5');
  });

  it('has no Edit button for a user who may only read', async () => {
    signIn(makeUser({ permissions: ['admin_dashboard', 'read_schools'] }));
    renderApp('/admin/schools/5');
    await screen.findByRole('heading', { name: 'Tsangaya Kofar Mata', level: 1 }, SLOW);
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });
});

describe('record routes', () => {
  it.each([
    ['/admin/schools/5', 'Loading the learning centre'],
    ['/admin/schools/edit/5', 'Loading school data...'],
    ['/admin/community/edit/3', 'Loading community data...'],
    ['/admin/households/4', 'Loading household data...'],
    ['/admin/out-of-school/9', 'Loading child data...'],
    ['/admin/learners/8/show', 'Loading the record'],
    ['/admin/staff/2/show', 'Loading the record'],
  ])('%s opens its screen', async (path, loading) => {
    const pending = () => new Promise<never>(() => undefined);
    dataProvider.getOne.mockImplementation(pending as never);
    signIn(
      makeUser({
        permissions: [
          'admin_dashboard',
          'manage_schools',
          'manage_communities',
          'manage_households',
          'manage_out_of_school_learners',
          'read_learners',
          'read_staff',
        ],
      }),
    );
    renderApp(path);
    // The edit screens show their loading text; the read-only pages name their spinner.
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: loading }) ?? screen.queryByText(loading)).toBeInTheDocument(), SLOW);
    expect(location()).toBe(path);
  });
});
