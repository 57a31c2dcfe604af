import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SPEC_SCHOOL_TABS } from '../../helpers/specTexts';
import { SchoolEdit } from '../../../src/resources/schools/edit';
import { mockDataProvider, renderEdit } from './support/renderEdit';

vi.mock('../../../src/providers/httpClient', () => ({
  httpClient: vi.fn(async () => ({ status: 200, headers: new Headers(), body: '', json: { data: [] } })),
}));
vi.setConfig({ testTimeout: 30_000 });
afterEach(cleanup);

const SCHOOL = {
  id: 3,
  schoolName: 'Tsangaya Fagge',
  state: 'kano',
  lga: 'fagge',
  ward: null,
  yearEstablished: 1990,
  shiftSystem: false,
  accessibility: 'Accessible',
  learnerCount: 4,
};

function open(school: Record<string, unknown> = SCHOOL) {
  const dataProvider = mockDataProvider({ getOne: vi.fn(async () => ({ data: school })) });
  renderEdit('/admin/schools/edit/:id', <SchoolEdit />, dataProvider, ['/admin/schools', '/admin/schools/edit/3']);
  return dataProvider;
}
const save = () => screen.getByTestId('record-save');
const year = () => screen.getByRole('spinbutton', { name: 'Year Established' });
const location = () => screen.getByTestId('location').textContent;

describe('edit school', () => {
  it('shows the loading text, then the seven tabs and the back link', async () => {
    open();
    expect(screen.getByText('Loading school data...')).toBeInTheDocument();
    await screen.findByRole('textbox', { name: 'School Name' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(SPEC_SCHOOL_TABS);
    expect(screen.getByTestId('back-link')).toHaveAttribute('href', '/admin/schools');
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('kano');
    expect(within(screen.getByRole('combobox', { name: 'LGA' })).getByRole('option', { name: 'Fagge' })).toBeInTheDocument();
  });

  it('disables Save Changes while the form is invalid (year 1899)', async () => {
    open();
    await screen.findByRole('textbox', { name: 'School Name' });
    await waitFor(() => expect(save()).toBeEnabled());
    expect(save()).toHaveTextContent('Save Changes');
    fireEvent.change(year(), { target: { value: '1899' } });
    await waitFor(() => expect(save()).toBeDisabled());
    expect(await screen.findByText('Year established must be 1900 or later')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Identification/ })).toHaveTextContent('(has errors)');
    fireEvent.change(year(), { target: { value: '1900' } });
    await waitFor(() => expect(save()).toBeEnabled());
  });

  it('is disabled from the start for a stored invalid year', async () => {
    open({ ...SCHOOL, yearEstablished: 1899 });
    await screen.findByRole('textbox', { name: 'School Name' });
    expect(await screen.findByText('Year established must be 1900 or later')).toBeInTheDocument();
    expect(save()).toBeDisabled();
  });

  it('shows conditional fields, saves the changed fields, toasts and goes back one page', async () => {
    const dataProvider = open();
    await screen.findByRole('textbox', { name: 'School Name' });
    await userEvent.click(screen.getByRole('tab', { name: 'Characteristics' }));
    expect(screen.queryByRole('combobox', { name: 'Shift Type' })).toBeNull();
    await userEvent.click(screen.getByRole('switch', { name: 'Shift System' }));
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Shift Type' }), 'Evening');
    expect(screen.queryByRole('group', { name: 'Reasons for Inaccessibility' })).toBeNull();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Accessibility' }), 'Inaccessible');
    await userEvent.click(within(await screen.findByRole('group', { name: 'Reasons for Inaccessibility' })).getByRole('checkbox', { name: 'Distance' }));
    const distance = screen.getByRole('spinbutton', { name: 'Distance from Community (km)' });
    expect(distance).toHaveAttribute('min', '0');
    expect(distance).toHaveAttribute('step', '0.1');
    await userEvent.click(screen.getByRole('tab', { name: 'Health & Safety' }));
    expect(screen.getByRole('textbox', { name: 'Person Responsible Name' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'Has a Focal Person' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Focal Person Name' }), 'Malam Sani');
    expect(screen.queryByRole('textbox', { name: 'Person Responsible Name' })).toBeNull();

    await userEvent.click(save());
    expect(await screen.findByText('School updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/admin/schools'));
    const [resource, params] = vi.mocked(dataProvider.update).mock.calls[0];
    expect(resource).toBe('schools');
    expect(params.data).toMatchObject({
      shiftSystem: true,
      shiftType: 'Evening',
      accessibility: 'Inaccessible',
      inaccessibilityReason: ['Distance'],
      hasFocalPerson: true,
      focalPersonName: 'Malam Sani',
    });
    expect(params.data).not.toHaveProperty('learnerCount');
    expect(params.previousData).toMatchObject({ shiftSystem: false, schoolName: 'Tsangaya Fagge' });
    // Seven tabs of inputs re-render on every keystroke: about 25 s alone on a busy 2-core machine.
  }, 60_000);

  it('shows "Saving Changes..." while saving and the failure toast', async () => {
    const dataProvider = open();
    await screen.findByRole('textbox', { name: 'School Name' });
    let reject: (error: Error) => void = () => undefined;
    vi.mocked(dataProvider.update).mockImplementationOnce(() => new Promise((_resolve, r) => (reject = r)));
    await waitFor(() => expect(save()).toBeEnabled());
    await userEvent.click(save());
    await waitFor(() => expect(save()).toHaveTextContent('Saving Changes...'));
    expect(save()).toBeDisabled();
    reject(new Error('boom'));
    expect(await screen.findByText('Failed to update school')).toBeInTheDocument();
    expect(location()).toBe('/admin/schools/edit/3');
  });
});
