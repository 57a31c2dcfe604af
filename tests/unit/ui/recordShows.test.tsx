import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'ra-core';
import { makeUser, resetFakeSession, signIn } from './support/fakeSession';
import { dataProvider } from './support/providerMocks';
import { LARGE, setViewportWidth } from './support/media';
import { renderApp } from './support/renderApp';

vi.mock('../../../src/providers/session', async () => (await import('./support/fakeSession')).sessionModule);
vi.mock('../../../src/providers/useSession', async () => (await import('./support/fakeSession')).useSessionModule);
vi.mock('../../../src/providers/httpClient', async () => ({ httpClient: (await import('./support/providerMocks')).httpClient }));
vi.mock('../../../src/providers/authProvider', async () => ({ authProvider: (await import('./support/providerMocks')).authProvider }));
vi.mock('../../../src/providers/dataProvider', async () => ({ dataProvider: (await import('./support/providerMocks')).dataProvider }));

/** The read-only pages of communities, households and out-of-school children (read views). */
vi.setConfig({ testTimeout: 30_000 });
const SLOW = { timeout: 10_000 };
const location = () => screen.getByTestId('location').textContent;
const READER = ['admin_dashboard', 'read_communities', 'read_households', 'read_out_of_school_learners'];

const HOUSEHOLD = {
  id: 4,
  householdHead: 'Bala Musa',
  maritalStatus: 'Married',
  state: 'kano',
  lga: 'dala',
  ward: null,
  communityId: 3,
  communityName: 'Kofar Nassarawa',
};
const PARTS: Record<string, Record<string, unknown>> = {
  'parent-guardian': { id: 4, fatherAlive: true, fatherOccupation: 'Farmer' },
  'health-and-nutrition': { id: 4, hasAccessToHealthFacility: false, healthFacilityDistance: 7.5 },
};
const CHILD = {
  id: 9,
  firstName: 'Hauwa',
  lastName: 'Sani',
  sex: 'Female',
  age: 9,
  state: 'kano',
  lga: 'fagge',
  reason: 'Financial',
  specifyReason: null,
  householdId: 4,
  householdHead: 'Bala Musa',
};
const COMMUNITY = { id: 3, name: 'Kofar Nassarawa', state: 'kano', lga: 'dala', hasOtherSchools: false, specificOtherSchools: null };

beforeEach(() => {
  resetFakeSession();
  localStorage.clear();
  setViewportWidth(LARGE);
  dataProvider.getOne.mockImplementation((async (resource: string, params: { meta?: { part?: string } }) => {
    if (resource === 'households') return { data: PARTS[params.meta?.part ?? ''] ?? HOUSEHOLD };
    if (resource === 'out-of-school') return { data: CHILD };
    return { data: COMMUNITY };
  }) as never);
  dataProvider.getManyReference.mockImplementation((async (resource: string) =>
    resource === 'out-of-school' ? { data: [CHILD], total: 1 } : { data: [HOUSEHOLD], total: 1 }) as never);
});
afterEach(cleanup);

describe('household page', () => {
  it('shows each of the three parts, read on its own, the community and children linked, and no Edit to a reader', async () => {
    signIn(makeUser({ permissions: READER }));
    renderApp('/admin/households/4/show');
    expect(await screen.findByRole('heading', { name: 'Bala Musa', level: 1 }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Married');
    expect(within(screen.getByRole('tabpanel')).getByRole('link', { name: 'Kofar Nassarawa' })).toHaveAttribute('href', '/admin/community/3/show');
    await userEvent.click(screen.getByRole('tab', { name: 'Parent/Guardian' }));
    expect(await within(screen.getByRole('tabpanel')).findByText('Farmer', {}, SLOW)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Health & Nutrition' }));
    expect(await within(screen.getByRole('tabpanel')).findByText('7.5', {}, SLOW)).toBeInTheDocument();
    expect(dataProvider.getOne).toHaveBeenCalledWith('households', expect.objectContaining({ meta: { part: 'parent-guardian' } }));
    expect(dataProvider.getOne).toHaveBeenCalledWith('households', expect.objectContaining({ meta: { part: 'health-and-nutrition' } }));
    const children = screen.getByTestId('household-children');
    expect(await within(children).findByRole('link', { name: 'Sani' }, SLOW)).toHaveAttribute('href', '/admin/out-of-school/9/show');
    expect(dataProvider.getManyReference).toHaveBeenCalledWith('out-of-school', expect.objectContaining({ target: 'householdId', id: 4 }));
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('offers Edit, to the edit screen, to a user who may write', async () => {
    signIn(makeUser());
    renderApp('/admin/households/4/show');
    await screen.findByRole('heading', { name: 'Bala Musa', level: 1 }, SLOW);
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/admin/households/4');
  });
});

describe('community and child pages', () => {
  it('shows a community with its households linked, hiding an unanswered conditional field', async () => {
    signIn(makeUser({ permissions: READER }));
    renderApp('/admin/community/3/show');
    expect(await screen.findByRole('heading', { name: 'Kofar Nassarawa', level: 1 }, SLOW)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Educational Profile' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('No');
    expect(screen.getByRole('tabpanel').querySelector('[data-field="specificOtherSchools"]')).toBeNull();
    const households = screen.getByTestId('community-households');
    expect(await within(households).findByRole('link', { name: 'Bala Musa' }, SLOW)).toHaveAttribute('href', '/admin/households/4/show');
    expect(dataProvider.getManyReference).toHaveBeenCalledWith('households', expect.objectContaining({ target: 'communityId', id: 3 }));
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('shows a child in the sections of the child form, its household linked', async () => {
    signIn(makeUser());
    renderApp('/admin/out-of-school/9/show');
    expect(await screen.findByRole('heading', { name: 'Hauwa Sani', level: 1 }, SLOW)).toBeInTheDocument();
    expect(screen.getByTestId('show-section-education-status')).toHaveTextContent('Financial');
    expect(screen.getByTestId('show-section-basic-information').querySelector('[data-field="householdHead"] a')).toHaveAttribute(
      'href',
      '/admin/households/4/show',
    );
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/admin/out-of-school/9');
  });

  it('says in place that a missing record was not found', async () => {
    dataProvider.getOne.mockImplementation((async () => {
      throw new HttpError('The child was not found.', 404);
    }) as never);
    signIn(makeUser({ permissions: READER }));
    renderApp('/admin/out-of-school/999/show');
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('This record was not found.');
    await waitFor(() => expect(location()).toBe('/admin/out-of-school/999/show'));
  });
});
