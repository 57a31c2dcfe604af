import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import { HouseholdEdit } from '../../../src/resources/households/edit';
import { mockDataProvider, renderEdit } from './support/renderEdit';

vi.mock('../../../src/providers/httpClient', () => ({
  httpClient: vi.fn(async () => ({ status: 200, headers: new Headers(), body: '', json: { data: [] } })),
}));
vi.setConfig({ testTimeout: 30_000 });
afterEach(cleanup);

const PARTS: Record<string, Record<string, unknown>> = {
  identification: {
    id: 5,
    householdHead: 'Aisha Bello',
    householdIncome: '0-10000',
    ageOfHouseholdHead: 41,
    state: 'kano',
    lga: 'fagge',
    ward: 'fagge-a',
    communityName: 'Kofar Mata',
  },
  'parent-guardian': { id: 5, fatherAlive: true, fatherEducationLevel: 'Primary' },
  'health-and-nutrition': { id: 5, hasAccessToHealthFacility: false, healthFacilityDistance: 2.5 },
};

/** The households getOne answers the part its `meta.part` names (spec 02 §7 is the provider's, tested with it). */
function open(tab?: string) {
  const dataProvider = mockDataProvider({
    getOne: vi.fn(async (_resource: string, params: { meta?: { part?: string } }) => ({ data: PARTS[params.meta?.part ?? 'identification'] })),
  });
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
    expect(screen.getByTestId('edit-title')).toHaveTextContent('Household: Aisha Bello');
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
    const [resource, { id, meta, data: body, previousData: previous }] = vi.mocked(dataProvider.update).mock.calls[0];
    expect([resource, id, meta]).toEqual(['households', 5, { part: 'identification' }]);
    expect(body).toMatchObject({ householdHead: 'Aisha Bello Musa', householdIncome: '0-10000' });
    expect(body).not.toHaveProperty('communityName');
    expect(body).not.toHaveProperty('state');
    expect(previous).toMatchObject({ householdHead: 'Aisha Bello' });
    expect(vi.mocked(dataProvider.getOne).mock.calls.map(([name, params]) => [name, params.meta])).toContainEqual(['households', { part: 'identification' }]);
    expect(await screen.findByRole('tab', { name: 'Parent/Guardian' })).toHaveAttribute('aria-selected', 'true');
  });

  it('parent-guardian: Back, Save and Continue, Save and Exit', async () => {
    open('parent-guardian');
    await screen.findByRole('radiogroup', { name: 'Father Alive?' });
    expect(
      screen
        .getAllByRole('button')
        .map((b) => b.textContent)
        .filter((t) => ['Back', 'Save and Continue', 'Save and Exit', 'Cancel'].includes(t ?? '')),
    ).toEqual(['Back', 'Save and Continue', 'Save and Exit']);
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
    vi.mocked(dataProvider.update).mockImplementationOnce(() => new Promise((r) => (resolve = r as (value: unknown) => void)));
    await userEvent.click(button('Save and Exit'));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    resolve({ data: { ...PARTS['health-and-nutrition'], hasWasting: true } });
    expect(await screen.findByText('Health & Nutrition information saved successfully!')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/admin/households'));
    const [, saved] = vi.mocked(dataProvider.update).mock.calls[0];
    expect(saved.meta).toEqual({ part: 'health-and-nutrition' });
    expect(saved.data).toMatchObject({ hasWasting: true });
  });

  it('Cancel goes to the households list; a failed save shows its toast', async () => {
    const dataProvider = open('health-and-nutrition');
    await screen.findByRole('radiogroup', { name: 'Wasting?' });
    vi.mocked(dataProvider.update).mockRejectedValueOnce(new Error('boom'));
    await userEvent.click(within(screen.getByRole('radiogroup', { name: 'Overweight?' })).getByRole('radio', { name: 'No' }));
    await userEvent.click(button('Save and Exit'));
    expect(await screen.findByText('Failed to save Health & Nutrition information.')).toBeInTheDocument();
    expect(location()).toBe('/admin/households/5?tab=health-and-nutrition');
    await userEvent.click(button('Cancel'));
    await waitFor(() => expect(location()).toBe('/admin/households'));
  });

  it('shows its loading text, keeps the tabs when a part cannot be loaded, and the back arrow goes back one page', async () => {
    let fail: (error: Error) => void = () => undefined;
    const dataProvider = mockDataProvider({
      getOne: vi.fn((_resource: string, params: { meta?: { part?: string } }) =>
        params.meta?.part === 'parent-guardian' ? new Promise((_resolve, reject) => (fail = reject)) : Promise.resolve({ data: PARTS.identification }),
      ),
    });
    renderEdit('/admin/households/:id', <HouseholdEdit />, dataProvider, ['/admin/households', '/admin/households/5?tab=parent-guardian']);
    expect(await screen.findByText('Loading household data...')).toBeInTheDocument();
    fail(new Error('offline'));
    expect(await screen.findByText('This part of the household could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Parent/Guardian' })).toHaveAttribute('aria-selected', 'true');
    expect(location()).toBe('/admin/households/5?tab=parent-guardian');
    await userEvent.click(screen.getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(location()).toBe('/admin/households'));
  });

  it('speaks Hausa when it is chosen: field labels, tabs and buttons from the household catalogue', async () => {
    await i18nProvider.changeLocale('ha');
    try {
      open('parent-guardian');
      expect(await screen.findByRole('radiogroup', { name: 'Uba Yana Raye?' })).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Sana’ar Uwa' })).toBeInTheDocument();
      expect(screen.getByRole('tab', { name: 'Iyaye/Mai Kulawa' })).toHaveAttribute('aria-selected', 'true');
      expect(button('Koma Baya')).toBeEnabled();
      expect(button('Ajiye ka Ci Gaba')).toBeDisabled();
    } finally {
      await i18nProvider.changeLocale('en');
    }
  });
});
