import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HouseholdEdit } from '../../../src/resources/households/edit';
import { mockDataProvider, renderEdit } from './support/renderEdit';

vi.mock('../../../src/providers/httpClient', () => ({ httpClient: vi.fn(async () => ({ status: 200, headers: new Headers(), body: '', json: { data: [] } })) }));
vi.setConfig({ testTimeout: 30_000 });
afterEach(cleanup);

const PARTS: Record<string, Record<string, unknown>> = {
  identification: { id: 5, householdHead: 'Aisha Bello', householdIncome: '0-10000', ageOfHouseholdHead: 41, state: 'kano', lga: 'fagge', ward: 'fagge-a', communityName: 'Kofar Mata' },
  'parent-guardian': { id: 5, fatherAlive: true, fatherEducationLevel: 'Primary' },
  'health-and-nutrition': { id: 5, hasAccessToHealthFacility: false, healthFacilityDistance: 2.5 },
};

function open(tab?: string) {
  const dataProvider = mockDataProvider({ getHouseholdPart: vi.fn(async (_id: unknown, part: string) => ({ data: PARTS[part] })) });
  const path = `/admin/households/5${tab ? `?tab=${tab}` : ''}`;
  renderEdit('/admin/households/:id', <HouseholdEdit />, dataProvider, ['/admin/households', path]);
  return dataProvider;
}
const location = () => screen.getByTestId('location').textContent;
const button = (name: string) => screen.getByRole('button', { name });

describe('edit household', () => {
  it('opens on identification with read-only location, income labels, and save buttons disabled until changed', async () => {
    const dataProvider = open();
    const head = await screen.findByRole('textbox', { name: 'Household Head' });
    expect(screen.getByRole('tab', { name: 'Identification' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('readonly-communityName')).toHaveValue('Kofar Mata');
    expect(screen.getByTestId('readonly-lga')).toHaveValue('Fagge');
    const income = within(screen.getByRole('combobox', { name: 'Household Income (monthly)' }));
    expect(income.getByRole('option', { name: 'Below N10,000' })).toBeInTheDocument();
    expect(income.getByRole('option', { name: 'Above N50,000' })).toBeInTheDocument();
    expect(button('Save and Exit')).toBeDisabled();
    expect(button('Save and Continue')).toBeDisabled();

    await userEvent.type(head, ' Musa');
    await waitFor(() => expect(button('Save and Continue')).toBeEnabled());
    expect(button('Save and Exit')).toBeEnabled();
    await userEvent.click(button('Save and Continue'));
    expect(await screen.findByText('Household identification saved successfully!')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/admin/households/5?tab=parent-guardian'));
    const [id, part, body, previous] = vi.mocked(dataProvider.updateHouseholdPart).mock.calls[0];
    expect([id, part]).toEqual(['5', 'identification']);
    expect(body).toMatchObject({ householdHead: 'Aisha Bello Musa', householdIncome: '0-10000' });
    expect(body).not.toHaveProperty('communityName');
    expect(body).not.toHaveProperty('state');
    expect(previous).toMatchObject({ householdHead: 'Aisha Bello' });
    expect(await screen.findByRole('tab', { name: 'Parent/Guardian' })).toHaveAttribute('aria-selected', 'true');
  });

  it('parent-guardian: Back, Save and Continue, Save and Exit', async () => {
    open('parent-guardian');
    await screen.findByRole('radiogroup', { name: 'Father Alive?' });
    expect(screen.getAllByRole('button').map((b) => b.textContent).filter((t) => ['Back', 'Save and Continue', 'Save and Exit', 'Cancel'].includes(t ?? ''))).toEqual([
      'Back', 'Save and Continue', 'Save and Exit',
    ]);
    await userEvent.click(button('Back'));
    await waitFor(() => expect(location()).toBe('/admin/households/5?tab=identification'));
  });

  it('health-and-nutrition: only Back, Cancel and Save and Exit; Save and Exit leaves for the households list', async () => {
    const dataProvider = open('health-and-nutrition');
    const distance = await screen.findByRole('spinbutton', { name: 'Distance to Health Facility (km)' });
    expect(distance).toHaveAttribute('step', '0.1');
    expect(screen.queryByRole('button', { name: 'Save and Continue' })).toBeNull();
    expect(button('Back')).toBeEnabled();
    expect(button('Cancel')).toBeEnabled();
    expect(button('Save and Exit')).toBeDisabled();
    await userEvent.click(within(screen.getByRole('radiogroup', { name: 'Wasting?' })).getByRole('radio', { name: 'Yes' }));
    let resolve: (value: unknown) => void = () => undefined;
    vi.mocked(dataProvider.updateHouseholdPart).mockImplementationOnce(() => new Promise((r) => (resolve = r)));
    await userEvent.click(button('Save and Exit'));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    resolve({ data: { ...PARTS['health-and-nutrition'], hasWasting: true } });
    expect(await screen.findByText('Health & Nutrition information saved successfully!')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/admin/households'));
    expect(vi.mocked(dataProvider.updateHouseholdPart).mock.calls[0][2]).toMatchObject({ hasWasting: true });
  });

  it('Cancel goes to the households list; a failed save shows its toast', async () => {
    const dataProvider = open('health-and-nutrition');
    await screen.findByRole('radiogroup', { name: 'Wasting?' });
    vi.mocked(dataProvider.updateHouseholdPart).mockRejectedValueOnce(new Error('boom'));
    await userEvent.click(within(screen.getByRole('radiogroup', { name: 'Overweight?' })).getByRole('radio', { name: 'No' }));
    await userEvent.click(button('Save and Exit'));
    expect(await screen.findByText('Failed to save Health & Nutrition information.')).toBeInTheDocument();
    expect(location()).toBe('/admin/households/5?tab=health-and-nutrition');
    await userEvent.click(button('Cancel'));
    await waitFor(() => expect(location()).toBe('/admin/households'));
  });
});
