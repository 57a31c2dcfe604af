/**
 * The data table's LGA level (/data-table?level=lga&state=): the LGAs of the chosen state with
 * their state, from the LGA answer; the level and the state in the URL; back to the states.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lgasOfState } from '../../../src/domain/locations';
import { resetFakeSession } from './support/fakeSession';
import { renderApp } from './support/renderApp';
import { lgaAnswer, stubStatePageApi } from './statePageFixtures';

vi.mock('../../../src/providers/session', async () => (await import('./support/fakeSession')).sessionModule);
vi.mock('../../../src/providers/useSession', async () => (await import('./support/fakeSession')).useSessionModule);

vi.setConfig({ testTimeout: 20_000 });
const SLOW = { timeout: 10_000 };
const location = () => `${screen.getByTestId('location').textContent}`;
const rowNames = () => screen.getAllByTestId('indicator-row').map((row) => within(row).getByRole('rowheader').textContent);

let fetchMock: ReturnType<typeof stubStatePageApi>;
beforeEach(() => {
  resetFakeSession();
  fetchMock = stubStatePageApi();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const askedFor = (state: string) => fetchMock.mock.calls.some(([input]) => String(input).includes(`level=lga&state=${state}`));

describe('the data table at the LGA level', () => {
  it('shows every LGA of the state in the URL with its state and the answer’s figures', async () => {
    renderApp('/data-table?level=lga&state=kano');
    const table = await screen.findByRole('table', { name: 'Indicators by LGA, Kano' }, SLOW);
    const kano = lgaAnswer('kano').data;
    expect(rowNames()).toEqual([...kano.map((row) => row.name)].sort((a, b) => a.localeCompare(b)));
    const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(headers.slice(0, 2)).toEqual(['LGA, sorted ascending', 'State']);
    expect(screen.getByTestId('row-count')).toHaveTextContent(`Showing ${kano.length} of the ${kano.length} LGAs of Kano`);
    const first = screen.getAllByTestId('indicator-row').find((row) => row.getAttribute('data-lga') === kano[0].slug)!;
    expect(within(first).getByText('Kano')).toBeInTheDocument();
    expect(
      within(first)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toContain(String(kano[0].learningCentres.total));
    expect(screen.getByTestId('table-sources')).toHaveTextContent('records with no known LGA count in their state only');
    expect(askedFor('kano')).toBe(true);
  });

  it('chooses the level and the state from the toolbar, kept in the URL, and goes back to the states', async () => {
    renderApp('/data-table');
    await screen.findByRole('table', { name: 'Indicators by state' }, SLOW);
    await userEvent.click(screen.getByRole('combobox', { name: 'Level' }));
    await userEvent.click(await screen.findByRole('option', { name: 'LGAs of a state' }));
    await screen.findByRole('table', { name: /Indicators by LGA, Abia/ }, SLOW);
    expect(location()).toContain('level=lga');

    await userEvent.click(screen.getByRole('combobox', { name: 'State' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Lagos' }));
    await screen.findByRole('table', { name: 'Indicators by LGA, Lagos' }, SLOW);
    await waitFor(() => expect(rowNames()).toHaveLength(lgasOfState('lagos').length));
    expect(location()).toContain('state=lagos');
    expect(askedFor('lagos')).toBe(true);

    await userEvent.click(screen.getByRole('combobox', { name: 'Level' }));
    await userEvent.click(await screen.findByRole('option', { name: 'States' }));
    await screen.findByRole('table', { name: 'Indicators by state' }, SLOW);
    expect(screen.getAllByTestId('indicator-row')).toHaveLength(37);
    expect(location()).not.toContain('level=');
    expect(location()).not.toContain('state=');
  });

  it('an unknown state in the URL shows the first state’s LGAs rather than nothing', async () => {
    renderApp('/data-table?level=lga&state=atlantis');
    await screen.findByRole('table', { name: 'Indicators by LGA, Abia' }, SLOW);
    expect(rowNames()).toHaveLength(lgasOfState('abia').length);
  });
});
