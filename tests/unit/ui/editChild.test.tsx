import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OutOfSchoolEdit } from '../../../src/resources/out-of-school/edit';
import { mockDataProvider, renderEdit } from './support/renderEdit';

// The reference wards of Kano → Fagge hold the child's ward; every other request answers an empty list.
const { FAGGE_WARDS } = vi.hoisted(() => ({
  FAGGE_WARDS: [{ id: 1, state: 'kano', lga: 'fagge', slug: 'fagge-a', name: 'Fagge A', latitude: null, longitude: null }],
}));
vi.mock('../../../src/providers/httpClient', () => ({
  httpClient: vi.fn(async (url: string) => ({
    status: 200,
    headers: new Headers(),
    body: '',
    json: { data: /\/states\/kano\/lgas\/fagge\/wards$/.test(url) ? FAGGE_WARDS : [] },
  })),
}));
vi.setConfig({ testTimeout: 30_000 });
afterEach(cleanup);

const CHILD = {
  id: 12,
  firstName: 'Musa',
  lastName: 'Garba',
  middleName: null,
  nin: null,
  state: 'kano',
  lga: 'fagge',
  ward: 'fagge-a',
  sex: 'Male',
  age: 10,
  reason: 'Financial',
  interestInEnrolling: true,
  supportRequirementsIfYes: ['Books'],
  dateOfBirth: '2015-04-02',
  householdHead: 'Garba Musa',
  uuid: 'x',
};

function open(child: Record<string, unknown> = CHILD) {
  const dataProvider = mockDataProvider({ getOne: vi.fn(async () => ({ data: child })) });
  renderEdit('/admin/out-of-school/:id', <OutOfSchoolEdit />, dataProvider, ['/admin/out-of-school', '/admin/out-of-school/12']);
  return dataProvider;
}

const errorsPanel = () => screen.getByTestId('errors-panel');
const ageInput = () => screen.getByRole('spinbutton', { name: 'Age' });

describe('edit out-of-school child', () => {
  it('shows the header, the sections in order, read-only location and asterisks', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Musa Garba' })).toBeInTheDocument();
    expect(screen.getByTestId('edit-subtitle')).toHaveTextContent('Fagge, Kano');
    expect(screen.getByTestId('back-link')).toHaveAttribute('href', '/admin/out-of-school');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Basic Information',
      'Location Information',
      'Personal Details',
      'Education Status',
      'Enrollment Interest',
      'Vocational Training',
      'Special Needs Assessment',
      'Living Conditions',
      'Errors',
      'Review history',
    ]);
    expect(screen.getByTestId('readonly-state')).toHaveAttribute('readonly');
    expect(screen.getByTestId('readonly-state')).toHaveValue('Kano');
    await waitFor(() => expect(screen.getByTestId('readonly-ward')).toHaveValue('Fagge A'));
    expect(screen.getByRole('textbox', { name: 'First Name' })).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Middle Name' })).not.toBeRequired();
    const disability = within(screen.getByRole('combobox', { name: 'Disability' }));
    expect(disability.queryByRole('option', { name: 'Mental' })).toBeNull();
    expect(disability.getByRole('option', { name: 'Learning' })).toBeInTheDocument();
    expect(screen.getByText('Updates are allowed, but deletion is not possible.')).toBeInTheDocument();
  });

  it('flags a stored ward that the reference list of its LGA does not hold', async () => {
    open({ ...CHILD, ward: 'fagge-old-ward' });
    await screen.findByRole('heading', { level: 1, name: 'Musa Garba' });
    await waitFor(() => expect(screen.getByTestId('readonly-ward')).toHaveValue('Fagge Old Ward (not in the reference list)'));
  });

  it('lists the age messages in the Errors panel as the age changes', async () => {
    open();
    await screen.findByRole('heading', { level: 1, name: 'Musa Garba' });
    expect(within(errorsPanel()).getByText('No validation errors.')).toBeInTheDocument();
    fireEvent.change(ageInput(), { target: { value: '4' } });
    expect(await within(errorsPanel()).findByText('Age must be at least 5')).toBeInTheDocument();
    fireEvent.change(ageInput(), { target: { value: '16' } });
    expect(await within(errorsPanel()).findByText('Age must be at most 15')).toBeInTheDocument();
    expect(within(errorsPanel()).queryByText('Age must be at least 5')).toBeNull();
    fireEvent.change(ageInput(), { target: { value: '9' } });
    await waitFor(() => expect(within(errorsPanel()).getByText('No validation errors.')).toBeInTheDocument());
  });

  it('asks for specifyReason only when the reason is Other, and follows the enrolment answer', async () => {
    open();
    await screen.findByRole('heading', { level: 1, name: 'Musa Garba' });
    expect(screen.queryByRole('textbox', { name: 'Specify Reason' })).toBeNull();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Reason for Being Out of School' }), 'Other');
    expect(await screen.findByRole('textbox', { name: 'Specify Reason' })).toBeInTheDocument();

    expect(screen.getByRole('combobox', { name: 'When Willing to Enrol' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Reason Not to Enrol' })).toBeNull();
    await userEvent.click(within(screen.getByRole('radiogroup', { name: 'Interested in Enrolling?' })).getByRole('radio', { name: 'No' }));
    expect(await screen.findByRole('combobox', { name: 'Reason Not to Enrol' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'When Willing to Enrol' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Specify Other Special Needs' })).toBeNull();
    await userEvent.click(within(screen.getByRole('radiogroup', { name: 'Other Special Needs?' })).getByRole('radio', { name: 'Yes' }));
    expect(await screen.findByRole('textbox', { name: 'Specify Other Special Needs' })).toBeInTheDocument();
  });

  it('saves the child fields plus id, blanks as empty strings, and shows the toast', async () => {
    const dataProvider = open({ ...CHILD, dateOfBirth: null });
    await screen.findByRole('heading', { level: 1, name: 'Musa Garba' });
    const first = screen.getByRole('textbox', { name: 'First Name' });
    await userEvent.clear(first);
    await userEvent.type(first, 'Musa Ali');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Child updated successfully')).toBeInTheDocument();
    const [resource, params] = vi.mocked(dataProvider.update).mock.calls[0];
    expect(resource).toBe('out-of-school');
    expect(params.id).toBe(12);
    expect(params.data).toMatchObject({ id: 12, firstName: 'Musa Ali', middleName: '', nin: '', phone: '', landmark: '', address: '', age: 10, state: 'kano' });
    expect(params.data).not.toHaveProperty('dateOfBirth');
    expect(params.data).not.toHaveProperty('householdHead');
    expect(params.data).not.toHaveProperty('uuid');
  });

  it('shows the failure toast when the save fails', async () => {
    const dataProvider = open();
    vi.mocked(dataProvider.update).mockRejectedValueOnce(new Error('boom'));
    await screen.findByRole('heading', { level: 1, name: 'Musa Garba' });
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update child')).toBeInTheDocument();
    const [, params] = vi.mocked(dataProvider.update).mock.calls[0];
    expect(params.data).toMatchObject({ dateOfBirth: '2015-04-02' });
  });
});
