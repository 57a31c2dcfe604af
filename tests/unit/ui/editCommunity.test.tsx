import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CommunityEdit } from '../../../src/resources/community/edit';
import { mockDataProvider, renderEdit } from './support/renderEdit';

vi.mock('../../../src/providers/httpClient', () => ({
  httpClient: vi.fn(async () => ({ status: 200, headers: new Headers(), body: '', json: { data: [] } })),
}));
vi.setConfig({ testTimeout: 30_000 });
afterEach(cleanup);

const COMMUNITY = {
  id: 8,
  name: 'Kofar Mata',
  state: 'kano',
  lga: 'kano-municipal',
  communityType: 'Urban',
  hasOtherSchools: false,
  boysNeverAttendedSchoolRate: 'low',
};

describe('edit community', () => {
  it('has two tabs, conditional fields, and saves with its toast, then back one page', async () => {
    const dataProvider = mockDataProvider({ getOne: vi.fn(async () => ({ data: COMMUNITY })) });
    renderEdit('/admin/community/edit/:id', <CommunityEdit />, dataProvider, ['/admin/community', '/admin/community/edit/8']);
    expect(screen.getByText('Loading community data...')).toBeInTheDocument();
    await screen.findByRole('textbox', { name: 'Community Name' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Identification', 'Educational Profile']);
    expect(screen.getByTestId('back-link')).toHaveAttribute('href', '/admin/community');

    // Changing the state clears the LGA.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'lagos');
    expect(screen.getByRole('combobox', { name: 'LGA' })).toHaveValue('');

    await userEvent.click(screen.getByRole('tab', { name: 'Educational Profile' }));
    expect(screen.getByRole('combobox', { name: 'Boys Who Never Attended School' })).toHaveValue('low');
    expect(screen.queryByRole('textbox', { name: 'Specify Other Schools' })).toBeNull();
    await userEvent.click(screen.getByRole('switch', { name: 'Has Other Schools' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Specify Other Schools' }), 'Quranic');
    await userEvent.click(screen.getByRole('switch', { name: 'Schools Owned by Others' }));
    expect(await screen.findByRole('textbox', { name: 'Specify Other School Owners' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Community updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/community'));
    const [resource, params] = vi.mocked(dataProvider.update).mock.calls[0];
    expect(resource).toBe('community');
    expect(params.data).toMatchObject({ state: 'lagos', lga: null, hasOtherSchools: true, specificOtherSchools: 'Quranic', schoolsOwnedByOthers: true });
  });

  it('shows the failure toast', async () => {
    const dataProvider = mockDataProvider({ getOne: vi.fn(async () => ({ data: COMMUNITY })), update: vi.fn(async () => Promise.reject(new Error('boom'))) });
    renderEdit('/admin/community/edit/:id', <CommunityEdit />, dataProvider, ['/admin/community', '/admin/community/edit/8']);
    await screen.findByRole('textbox', { name: 'Community Name' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update community')).toBeInTheDocument();
  });
});
