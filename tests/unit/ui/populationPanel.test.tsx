/** Data Management's population panel: the dry run's plan, Import only after a dry run of the same file, the limit and refusal messages. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'ra-core';
import type { PopulationPlan } from '../../../src/domain/api/population';
import { POPULATION_IMPORT_LIMIT_BYTES } from '../../../src/domain/population';
import { makeUser, resetFakeSession, signIn } from './support/fakeSession';
import { httpClient } from './support/providerMocks';
import { LARGE, setViewportWidth } from './support/media';
import { renderApp } from './support/renderApp';

vi.mock('../../../src/providers/session', async () => (await import('./support/fakeSession')).sessionModule);
vi.mock('../../../src/providers/useSession', async () => (await import('./support/fakeSession')).useSessionModule);
vi.mock('../../../src/providers/httpClient', async () => ({ httpClient: (await import('./support/providerMocks')).httpClient }));
vi.mock('../../../src/providers/authProvider', async () => ({ authProvider: (await import('./support/providerMocks')).authProvider }));
vi.mock('../../../src/providers/dataProvider', async () => ({ dataProvider: (await import('./support/providerMocks')).dataProvider }));

vi.setConfig({ testTimeout: 30_000 });
const SLOW = { timeout: 20_000 };

const entry = { ageGroup: '6-11', sex: 'total' as const, year: 2024, source: 'NPC projection', licence: 'CC BY 4.0' };
const PLAN: PopulationPlan = {
  added: 1,
  updated: 1,
  unchanged: 3,
  rejected: [{ row: 6, reason: 'Unknown LGA "Nowhere" of Kano.' }],
  addedRows: [{ row: 2, state: 'kano', lga: 'dala', population: 41234, ...entry }],
  updatedRows: [{ row: 3, state: null, lga: null, population: 31000000, previous: { population: 30500000, source: 'Old census', licence: 'CC0' }, ...entry }],
};

type Call = [string, { body?: unknown; method?: string } | undefined];
const populationCalls = () => (httpClient.mock.calls as unknown as Call[]).filter(([url]) => url.includes('/admin/population/'));

function answerPopulation(answer: (url: string) => Promise<unknown>) {
  const signedIn = httpClient.getMockImplementation();
  httpClient.mockImplementation((async (url: string, options?: RequestInit) => {
    if (url.includes('/admin/population/')) return { status: 200, headers: new Headers(), body: '', json: await answer(url) };
    return signedIn!(url, options);
  }) as never);
}

beforeEach(() => {
  resetFakeSession();
  localStorage.clear();
  setViewportWidth(LARGE);
  httpClient.mockClear();
  signIn(makeUser({ permissions: ['admin_dashboard', 'manage_data_import'] }));
});
afterEach(cleanup);

async function openPanel() {
  renderApp('/admin/data-management');
  return screen.findByRole('region', { name: 'Population estimates' }, SLOW);
}

const csv = (name = 'population.csv', text = 'state,lga,age_group,sex,year,population,source,licence\n') => new File([text], name, { type: 'text/csv' });

describe('the population panel', () => {
  it('says the columns and the limit, and offers Import only after a dry run of the chosen file', async () => {
    answerPopulation(async () => ({ data: PLAN }));
    const panel = await openPanel();
    expect(panel).toHaveTextContent('state, lga, age_group, sex, year, population, source, licence');
    expect(panel).toHaveTextContent('at most 5 MB');
    const importButton = within(panel).getByRole('button', { name: 'Import' });
    expect(importButton).toBeDisabled();
    await userEvent.upload(within(panel).getByLabelText('Population CSV file'), csv());
    expect(importButton).toBeDisabled();
    expect(panel).toHaveTextContent('Run a dry run of this file before importing it.');
    await userEvent.click(within(panel).getByRole('button', { name: 'Dry run' }));
    await within(panel).findByTestId('population-plan');
    expect(importButton).toBeEnabled();
    // Another file needs a dry run of its own.
    await userEvent.upload(within(panel).getByLabelText('Population CSV file'), csv('other.csv'));
    expect(importButton).toBeDisabled();
    expect(within(panel).queryByTestId('population-plan')).toBeNull();
  });

  it('shows the dry run: counts, added, updated with the stored figure, rejected with the reason; then imports', async () => {
    answerPopulation(async () => ({ data: PLAN }));
    const panel = await openPanel();
    const file = csv();
    await userEvent.upload(within(panel).getByLabelText('Population CSV file'), file);
    await userEvent.click(within(panel).getByRole('button', { name: 'Dry run' }));
    const plan = await within(panel).findByTestId('population-plan');
    expect(within(plan).getByRole('alert')).toHaveTextContent('Dry run: nothing was written.');
    expect(within(plan).getByRole('alert')).toHaveTextContent('Rejected rows are left out.');
    expect(within(plan).getByTestId('population-plan-counts')).toHaveTextContent('Added: 1 · Updated: 1 · Unchanged: 3 · Rejected: 1');
    const rows = (name: string) =>
      within(within(plan).getByRole('table', { name }))
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent);
    expect(rows('Added')).toEqual(['2Dala, Kano6-11Total202441,234NPC projectionCC BY 4.0']);
    expect(rows('Updated')).toEqual(['3Nigeria6-11Total202430,500,000 (Old census, CC0)31,000,000NPC projectionCC BY 4.0']);
    expect(rows('Rejected')).toEqual(['6Unknown LGA "Nowhere" of Kano.']);
    expect(populationCalls()).toHaveLength(1);
    expect(populationCalls()[0][0]).toBe('/api/admin/population/dry-run');
    expect(populationCalls()[0][1]?.body).toBe(file);

    await userEvent.click(within(panel).getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(within(panel).getByTestId('population-plan')).toHaveTextContent('Imported: the population table now holds these figures.'));
    expect(populationCalls()[1][0]).toBe('/api/admin/population/import');
    expect(within(panel).getByRole('button', { name: 'Import' })).toBeDisabled();
  });

  it('shows progress while the file is on its way', async () => {
    let finish: (plan: unknown) => void = () => undefined;
    answerPopulation(() => new Promise((resolve) => (finish = resolve)));
    const panel = await openPanel();
    await userEvent.upload(within(panel).getByLabelText('Population CSV file'), csv());
    await userEvent.click(within(panel).getByRole('button', { name: 'Dry run' }));
    expect(within(panel).getByRole('progressbar', { name: 'Sending the file' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Checking…' })).toBeDisabled();
    finish({ data: PLAN });
    await within(panel).findByTestId('population-plan');
    expect(within(panel).queryByRole('progressbar')).toBeNull();
  });

  it('says the file is over the limit on a 413, and does not send a file it knows is too big', async () => {
    answerPopulation(async () => {
      throw new HttpError('Request body is too large', 413, { message: 'Request body is too large', code: 'FILE_TOO_LARGE' });
    });
    const panel = await openPanel();
    await userEvent.upload(within(panel).getByLabelText('Population CSV file'), csv());
    await userEvent.click(within(panel).getByRole('button', { name: 'Dry run' }));
    const limit = 'The file is larger than 5 MB, the most a population file may be. Split it (by state, for example) and import each part.';
    expect(await within(panel).findByRole('alert', {}, SLOW)).toHaveTextContent(limit);
    expect(within(panel).getByRole('button', { name: 'Import' })).toBeDisabled();
    expect(populationCalls()).toHaveLength(1);

    const big = csv('big.csv', 'x'.repeat(POPULATION_IMPORT_LIMIT_BYTES + 1));
    await userEvent.upload(within(panel).getByLabelText('Population CSV file'), big);
    await userEvent.click(within(panel).getByRole('button', { name: 'Dry run' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(limit);
    expect(populationCalls()).toHaveLength(1);
  });

  it("gives the server's reason on a 400 and says what to do", async () => {
    const reason = 'The header row must be: state,lga,age_group,sex,year,population,source,licence.';
    answerPopulation(async () => {
      throw new HttpError(reason, 400, { message: reason, code: 'VALIDATION_FAILED' });
    });
    const panel = await openPanel();
    await userEvent.upload(within(panel).getByLabelText('Population CSV file'), csv());
    await userEvent.click(within(panel).getByRole('button', { name: 'Dry run' }));
    expect(await within(panel).findByRole('alert', {}, SLOW)).toHaveTextContent(`The file was refused: ${reason} Correct the file and run the dry run again.`);
  });

  it('is not shown without manage_data_import', async () => {
    signIn(makeUser({ permissions: ['admin_dashboard', 'manage_data_export', 'read_learners'] }));
    renderApp('/admin/data-management');
    await screen.findByRole('region', { name: 'Export records' }, SLOW);
    expect(screen.queryByRole('region', { name: 'Population estimates' })).toBeNull();
  });
});
