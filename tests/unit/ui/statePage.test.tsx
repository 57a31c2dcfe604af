/**
 * The state page (/states/{state}) against stubbed public answers: headline figures, the LGA table
 * (sort in the URL, hidden counts, CSV), the chart of LGAs, programmes, sources, the breadcrumb and
 * title, the not-found page for an unknown state, and the links to it from the map and the data table.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LgaIndicatorRow } from '../../../src/domain/api/publicLocal';
import { lgasOfState } from '../../../src/domain/locations';
import { formatCount, type Count } from '../../../src/domain/publicData';
import { saveBlob } from '../../../src/ui/saveFile';
import { resetFakeSession } from './support/fakeSession';
import { LARGE, setViewportWidth } from './support/media';
import { stateAnswer } from './support/publicFixtures';
import { renderApp } from './support/renderApp';
import { lgaAnswer, stubStatePageApi } from './statePageFixtures';

vi.mock('../../../src/providers/session', async () => (await import('./support/fakeSession')).sessionModule);
vi.mock('../../../src/providers/useSession', async () => (await import('./support/fakeSession')).useSessionModule);
vi.mock('../../../src/ui/saveFile', () => ({ saveBlob: vi.fn() }));

vi.setConfig({ testTimeout: 20_000 });
const SLOW = { timeout: 10_000 };
const location = () => screen.getByTestId('location').textContent;
const kanoLgas = lgaAnswer('kano').data;
const lgaOrder = () => screen.getAllByTestId('lga-row').map((row) => row.getAttribute('data-lga'));
const cell = (lga: string, column: string) =>
  screen
    .getAllByTestId('lga-row')
    .find((row) => row.getAttribute('data-lga') === lga)!
    .querySelector(`[data-column="${column}"]`)!;
/** jsdom's Blob has no text(); its FileReader reads one. */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
let fetchMock: ReturnType<typeof stubStatePageApi>;

/** Shown counts by size, then hidden ones (which may be of any size), each group by name. */
function expectedOrder(value: (row: LgaIndicatorRow) => Count, direction: 'asc' | 'desc'): string[] {
  const byName = (a: LgaIndicatorRow, b: LgaIndicatorRow) => a.name.localeCompare(b.name);
  const shown = kanoLgas.filter((row) => value(row) !== null);
  const hidden = kanoLgas.filter((row) => value(row) === null).sort(byName);
  const sign = direction === 'asc' ? 1 : -1;
  shown.sort((a, b) => sign * (value(a)! - value(b)!) || byName(a, b));
  // A hidden count is 1 to 4 or hides one: it sorts just above 0, so below every shown count here (all ≥ 5).
  return (direction === 'asc' ? [...hidden, ...shown] : [...shown, ...hidden]).map((row) => row.slug);
}

beforeEach(() => {
  resetFakeSession();
  setViewportWidth(LARGE);
  fetchMock = stubStatePageApi();
  vi.mocked(saveBlob).mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the state page', () => {
  it("shows the state's headline figures, every LGA, its programmes and its sources", async () => {
    renderApp('/states/kano');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kano' }, SLOW)).toBeInTheDocument();
    const kano = stateAnswer.data.find((row) => row.slug === 'kano')!;
    expect(await screen.findByTestId('state-headline-out-of-school', {}, SLOW)).toHaveTextContent(formatCount(kano.outOfSchoolChildren.total));
    expect(screen.getByTestId('state-zone')).toHaveTextContent('North West zone');
    expect(screen.getByTestId('state-headline-learners')).toHaveTextContent(formatCount(kano.learners.total));
    expect(screen.getByTestId('state-headline-households')).toHaveTextContent(formatCount(kano.households));
    expect(screen.getByTestId('state-reference')).toHaveTextContent('Attributed to NBS (c. 2017), unverified.');
    expect(within(screen.getByTestId('state-headline')).getByTestId('records-source')).toHaveTextContent('programme records');

    expect(await screen.findAllByTestId('lga-row', {}, SLOW)).toHaveLength(lgasOfState('kano').length);
    expect(lgaOrder()).toEqual([...kanoLgas].sort((a, b) => a.name.localeCompare(b.name)).map((row) => row.slug));
    const sample = kanoLgas[5];
    expect(cell(sample.slug, 'learners')).toHaveTextContent(formatCount(sample.learners.total));
    expect(cell(sample.slug, 'oos')).toHaveTextContent(formatCount(sample.outOfSchoolChildren.total));
    const hidden = kanoLgas.find((row) => row.households === null)!;
    const marker = within(cell(hidden.slug, 'households') as HTMLElement).getByText('x');
    expect(marker).toHaveAttribute('title', 'Hidden to protect privacy');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('level=lga&state=kano'))).toBe(true);

    const programmes = await screen.findByTestId('state-programmes', {}, SLOW);
    expect(within(programmes).getByRole('link', { name: 'Almajiri Education Integration' })).toHaveAttribute('href', '/programmes/1');
    expect(within(programmes).queryByText('Girls Enrolment Drive')).toBeNull();
    const sources = screen.getByTestId('state-sources');
    expect(within(sources).getByRole('link', { name: 'Methodology' })).toHaveAttribute('href', '/methodology');
    expect(within(sources).getByRole('link', { name: 'Data sources' })).toHaveAttribute('href', '/data-sources');
    expect(sources).toHaveTextContent('Counts from 1 to 4 are hidden');
  });

  it('has a breadcrumb Home › Maps › the state and a document title naming the state', async () => {
    renderApp('/states/kano');
    const breadcrumb = await screen.findByRole('navigation', { name: 'Breadcrumb' }, SLOW);
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(breadcrumb).getByRole('link', { name: 'Maps' })).toHaveAttribute('href', '/maps?state=kano');
    expect(within(breadcrumb).getByText('Kano')).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(document.title).toBe('Kano: figures by LGA – Education Data Platform'));
  });

  it('sorts the LGAs by any column header and keeps the sort in the URL', async () => {
    renderApp('/states/kano');
    await screen.findAllByTestId('lga-row', {}, SLOW);
    const oos = (row: LgaIndicatorRow) => row.outOfSchoolChildren.total;
    await userEvent.click(screen.getByTestId('sort-oos'));
    await waitFor(() => expect(location()).toBe('/states/kano?sort=oos&dir=desc'));
    expect(lgaOrder()).toEqual(expectedOrder(oos, 'desc'));
    await userEvent.click(screen.getByTestId('sort-oos'));
    await waitFor(() => expect(location()).toBe('/states/kano?sort=oos'));
    expect(lgaOrder()).toEqual(expectedOrder(oos, 'asc'));
    await userEvent.click(screen.getByTestId('sort-name'));
    await waitFor(() => expect(location()).toBe('/states/kano'));
    cleanup();
    renderApp('/states/kano?sort=households&dir=desc');
    await screen.findAllByTestId('lga-row', {}, SLOW);
    expect(lgaOrder()).toEqual(expectedOrder((row) => row.households, 'desc'));
    expect(screen.getByRole('columnheader', { name: /^Households/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('downloads the LGA table as CSV, in the order shown, hidden counts as x', async () => {
    renderApp('/states/kano?sort=households&dir=desc');
    await screen.findAllByTestId('lga-row', {}, SLOW);
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(saveBlob).toHaveBeenCalledWith(expect.any(Blob), 'kano-indicators-by-lga.csv');
    const blob = vi.mocked(saveBlob).mock.calls[0][0];
    const lines = (await textOf(blob))
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'LGA,Learning centres,Learners,Learners: female,Out-of-school children,Out of school: girls,Households,Communities,Out-of-school rate 6-11 (%),GPI 6-11,Adjusted GPI 6-11',
    );
    expect(lines).toHaveLength(kanoLgas.length + 1);
    const order = expectedOrder((row) => row.households, 'desc');
    const first = kanoLgas.find((row) => row.slug === order[0])!;
    expect(lines[1]).toBe(
      [
        first.name,
        first.learningCentres.total,
        first.learners.total,
        first.learners.bySex.Female,
        first.outOfSchoolChildren.total ?? 'x',
        0,
        first.households,
        first.communities,
        first.primaryAgeRate.total ?? (first.primaryAgeRate.noRate === 'hidden' ? 'x' : ''),
        first.primaryAgeRate.gpi ?? (first.primaryAgeRate.noRate === 'hidden' ? 'x' : ''),
        first.primaryAgeRate.adjustedGpi ?? (first.primaryAgeRate.noRate === 'hidden' ? 'x' : ''),
      ].join(','),
    );
    expect(lines.at(-1)).toMatch(/,x,\d+,[^,]*,[^,]*,[^,]*$/);
  });

  it('draws the top 10 LGAs by out-of-school children, and all of them on request', async () => {
    renderApp('/states/kano');
    const chart = await screen.findByTestId('chart-oos-by-lga', {}, SLOW);
    expect(within(chart).getByRole('heading', { level: 2 })).toHaveTextContent('Out-of-school children by LGA, Kano');
    expect(chart).toHaveTextContent(`34 more are in the LGA table`);
    await userEvent.click(within(chart).getByRole('button', { name: 'Show table' }));
    const names = () =>
      within(within(chart).getByTestId('chart-table'))
        .getAllByRole('rowheader')
        .map((th) => th.textContent);
    const top = expectedOrder((row) => row.outOfSchoolChildren.total, 'desc').map((slug) => kanoLgas.find((row) => row.slug === slug)!.name);
    expect(names()).toEqual(top.slice(0, 10));
    await userEvent.click(screen.getByRole('button', { name: 'Show all 44 LGAs' }));
    await waitFor(() => expect(location()).toBe('/states/kano?bars=all'));
    await waitFor(() => expect(names()).toEqual(top));
  });

  it('answers an unknown state with the not-found page and asks for no figures', async () => {
    renderApp('/states/atlantis');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' }, SLOW)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('level=lga'))).toBe(false);
  });
});

describe('the links to a state page', () => {
  it("from the map's state panel", async () => {
    renderApp('/maps?state=kano');
    const panel = await screen.findByTestId('state-panel', {}, SLOW);
    expect(within(panel).getByRole('link', { name: 'Open the Kano page' })).toHaveAttribute('href', '/states/kano');
  });

  it("from the data table's state names", async () => {
    renderApp('/data-table?zone=north-west');
    await screen.findByTestId('indicator-table', {}, SLOW);
    await userEvent.click(screen.getByRole('link', { name: 'Kano' }));
    await waitFor(() => expect(location()).toBe('/states/kano'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Kano' }, SLOW)).toBeInTheDocument();
  });
});
