import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ha } from '../../../src/i18n/ha';
import { setLocale } from '../../../src/i18n/locale';
import { translateIn } from '../../../src/i18n/translate';
import { resetFakeSession } from './support/fakeSession';
import { LARGE, setViewportWidth } from './support/media';
import { stubPublicApi } from './support/publicFixtures';
import { renderApp } from './support/renderApp';

vi.mock('../../../src/providers/session', async () => (await import('./support/fakeSession')).sessionModule);
vi.mock('../../../src/providers/useSession', async () => (await import('./support/fakeSession')).useSessionModule);

vi.setConfig({ testTimeout: 20_000 });
const SLOW = { timeout: 10_000 };
const location = () => screen.getByTestId('location').textContent;
let fetchMock: ReturnType<typeof stubPublicApi>;

beforeEach(() => {
  resetFakeSession();
  setViewportWidth(LARGE);
  fetchMock = stubPublicApi();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('home', () => {
  it('shows the headline figures, the literacy headline with its source and the ways in', async () => {
    renderApp('/');
    expect(await screen.findByTestId('headline-learning-centres', {}, SLOW)).toHaveTextContent('40');
    expect(screen.getByTestId('headline-out-of-school')).toHaveTextContent('1,500');
    const literacy = screen.getByTestId('literacy-headline');
    expect(literacy).toHaveTextContent('63.16%');
    expect(within(literacy).getAllByTestId('reference-source')[0]).toHaveTextContent('Source: UNESCO UIS (2021, ages 15+). Seen in dataset listings.');
    expect(screen.getByTestId('records-source')).toHaveTextContent('programme records');
    for (const name of ['Data Table', 'Charts', 'Maps', 'Programmes']) {
      expect(within(screen.getByRole('region', { name: 'Explore the figures' })).getByRole('link', { name: new RegExp(name) })).toBeInTheDocument();
    }
  });
});

describe('data table', () => {
  it('reproduces a filtered, sorted view from its link and keeps changes in the URL', async () => {
    renderApp('/data-table?zone=north-west&sort=literacy&dir=desc');
    await screen.findByTestId('indicator-table', {}, SLOW);
    const states = () => screen.getAllByTestId('indicator-row').map((row) => row.getAttribute('data-state'));
    expect(states()).toEqual(['kaduna', 'kano', 'jigawa', 'kebbi', 'zamfara', 'sokoto', 'katsina']);
    expect(screen.getByTestId('row-count')).toHaveTextContent('Showing 7 of 37 states');
    await userEvent.type(screen.getByLabelText('Search states'), 'ka');
    await waitFor(() => expect(states()).toEqual(['kaduna', 'kano', 'katsina']));
    expect(location()).toContain('q=ka');
    await userEvent.click(screen.getByRole('button', { name: /^State/ }));
    await waitFor(() => expect(states()).toEqual(['kaduna', 'kano', 'katsina']));
    expect(location()).not.toContain('sort=');
  });

  it('shows hidden counts as "x" with their explanation, chooses columns and lists the sources', async () => {
    renderApp('/data-table');
    await screen.findByTestId('indicator-table', {}, SLOW);
    const hidden = screen.getAllByText('x')[0];
    expect(hidden).toHaveAttribute('data-suppressed', 'true');
    expect(hidden).toHaveAttribute('title', 'Hidden to protect privacy');
    expect(screen.getByTestId('table-sources')).toHaveTextContent('Attributed to NBS (c. 2017), unverified.');
    await userEvent.click(screen.getByRole('button', { name: /Columns/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Households' }));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: /^Households/ })).not.toBeInTheDocument());
    expect(location()).toContain('cols=');
  });
});

describe('maps', () => {
  it('shows a tooltip on focus, a panel on Enter, and keeps indicator and state in the URL', async () => {
    renderApp('/maps?indicator=oos');
    const map = await screen.findByTestId('state-map', {}, SLOW);
    const kano = map.querySelector('path[data-state="kano"]') as SVGPathElement;
    expect(kano).toHaveAttribute('role', 'button');
    expect(kano.getAttribute('aria-label')).toMatch(/^Kano, North West: Out-of-school children/);
    fireEvent.focus(kano);
    expect(await screen.findByTestId('map-tooltip')).toHaveTextContent('Kano');
    fireEvent.keyDown(kano, { key: 'Enter' });
    expect(await screen.findByTestId('state-panel')).toHaveTextContent('Kano');
    expect(location()).toBe('/maps?indicator=oos&state=kano');
    expect(screen.getByTestId('map-legend')).toHaveTextContent('Out-of-school children');
    await userEvent.click(screen.getByRole('button', { name: 'North East' }));
    expect(location()).toContain('zone=north-east');
    expect(map.querySelector('path[data-state="kano"]')).toHaveAttribute('opacity', '0.3');
    const indicator = screen.getByRole('combobox', { name: 'Indicator' });
    expect(indicator).toHaveValue('oos');
    await userEvent.selectOptions(indicator, 'Learning centres');
    expect(location()).toContain('indicator=learning-centres');
    expect(screen.getByTestId('map-legend')).toHaveTextContent('Learning centres');
  });
});

describe('programmes', () => {
  it('lists the published programmes and filters by status through the API', async () => {
    renderApp('/programmes');
    expect(await screen.findAllByTestId('programme-card', {}, SLOW)).toHaveLength(2);
    renderApp('/programmes?status=active');
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).includes('status=active'))).toBe(true));
  });

  it('shows a programme with its partners, covered states and progress', async () => {
    renderApp('/programmes/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Almajiri Education Integration' }, SLOW)).toBeInTheDocument();
    expect(screen.getByTestId('programme-partners')).toHaveTextContent('UBEC: Funding');
    expect(screen.getByTestId('state-map-small').querySelectorAll('path')).toHaveLength(37);
    expect(screen.getByTestId('progress-outOfSchoolChildren')).toHaveTextContent('636');
    expect(within(screen.getByTestId('progress-learners')).getByText('x')).toHaveAttribute('data-suppressed', 'true');
  });

  it('says when a programme is not found', async () => {
    renderApp('/programmes/99');
    expect(await screen.findByTestId('load-error', {}, SLOW)).toHaveTextContent('The programme was not found.');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});

describe('methodology and data sources', () => {
  it('are real pages linked from the footer, with the suppression rule and the map credit', async () => {
    renderApp('/methodology');
    expect(await screen.findByRole('heading', { name: /suppression rule/ }, SLOW)).toBeInTheDocument();
    await userEvent.click(within(screen.getByTestId('site-footer')).getByRole('link', { name: 'Data Sources' }));
    expect(await screen.findByTestId('reference-table', {}, SLOW)).toHaveTextContent('UNESCO UIS');
    expect(screen.getByTestId('map-credit-section')).toHaveTextContent('CC BY 4.0');
  });
});

describe('charts', () => {
  it('draws every chart for the chosen zone with its unit, source and table alternative', async () => {
    renderApp('/charts?zone=north-west');
    const literacy = await screen.findByTestId('chart-literacy-by-state', {}, SLOW);
    expect(within(literacy).getByRole('heading', { level: 2 })).toHaveTextContent('Literacy rate by state, North West');
    expect(within(literacy).getByTestId('chart-unit')).toHaveTextContent('per cent literate');
    expect(within(literacy).getByTestId('chart-source')).toHaveTextContent('Attributed to NBS (c. 2017), unverified.');
    await userEvent.click(within(literacy).getByRole('button', { name: 'Show table' }));
    const rows = within(within(literacy).getByTestId('chart-table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'StateLiteracy rate',
      'Kaduna47%',
      'Kano38%',
      'Jigawa25%',
      'Kebbi21%',
      'Zamfara19%',
      'Sokoto15%',
      'Katsina10%',
    ]);
    for (const id of ['oos-by-reason', 'oos-by-sex', 'oos-by-age', 'oos-by-zone', 'learners-by-centre-type', 'centres-by-type']) {
      expect(screen.getByTestId(`chart-${id}`)).toHaveTextContent('Source: programme records');
    }
    const learners = screen.getByTestId('chart-learners-by-centre-type');
    expect(within(learners).getByRole('heading', { level: 2 })).toHaveTextContent('Learners by type of learning centre, North West zone');
    expect(within(learners).getByTestId('chart-unit')).toHaveTextContent('learners');
    await userEvent.click(within(learners).getByRole('button', { name: 'Show table' }));
    const learnerRows = within(within(learners).getByTestId('chart-table'))
      .getAllByRole('row')
      .map((row) => row.textContent);
    // The fixture's North West row (zone index 2): Regular 14, Islamiya suppressed, Tsangaya 6.
    expect(learnerRows).toEqual(expect.arrayContaining(['Regular14', 'Islamiyax', 'Tsangaya6', 'Not recorded0']));
    expect(screen.getByTestId('chart-oos-by-reason')).toHaveTextContent('North West zone');
    expect(within(learners).queryByTestId('chart-empty')).not.toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('State'));
    await userEvent.click(await screen.findByRole('option', { name: 'Kano' }));
    await waitFor(() => expect(location()).toBe('/charts?zone=north-west&state=kano'));
    expect(screen.getByTestId('chart-oos-by-sex')).toHaveTextContent('Out-of-school children by sex, Kano');
  });
});

describe('a chart with nothing to draw', () => {
  it('says so and points to the table when every figure is 0 or suppressed', async () => {
    // The fixture's North Central row (zone index 0): learners 0, 0 and suppressed by centre type.
    renderApp('/charts?zone=north-central');
    const learners = await screen.findByTestId('chart-learners-by-centre-type', {}, SLOW);
    expect(within(learners).getByTestId('chart-empty')).toHaveTextContent('every figure is 0 or suppressed');
    expect(within(screen.getByTestId('chart-oos-by-reason')).queryByTestId('chart-empty')).not.toBeInTheDocument();
  });
});

describe('in Hausa', () => {
  beforeEach(() => setLocale('ha'));
  afterEach(() => setLocale('en'));
  const hausa = (key: string, options?: Record<string, string | number>) => translateIn('ha', key, options);

  it('shows the data table with Hausa headings, columns, zones and row count', async () => {
    renderApp('/data-table?zone=north-west');
    await screen.findByTestId('indicator-table', {}, SLOW);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(ha.nav.dataTable);
    expect(screen.getByRole('columnheader', { name: new RegExp(`^${ha.publicCommon.zone}`) })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /^Yawan masu iya karatu da rubutu/ })).toBeInTheDocument();
    expect(screen.getAllByTestId('indicator-row')[0]).toHaveTextContent(ha.publicCommon.zones.northWest);
    expect(screen.getByTestId('row-count')).toHaveTextContent(hausa('dataTable.showing', { shown: 7, total: 37 }));
    expect(screen.getByRole('button', { name: ha.dataTable.downloadCsv })).toBeInTheDocument();
  });

  it('titles the charts and labels the map in Hausa', async () => {
    renderApp('/charts?zone=north-west');
    const learners = await screen.findByTestId('chart-learners-by-centre-type', {}, SLOW);
    const area = hausa('publicCommon.zoneOf', { zone: ha.publicCommon.zones.northWest });
    expect(within(learners).getByRole('heading', { level: 2 })).toHaveTextContent(hausa('charts.learnersByType', { area }));
    expect(within(learners).getByRole('button', { name: ha.charts.showTable })).toBeInTheDocument();
    cleanup();
    renderApp('/maps?indicator=oos');
    const map = await screen.findByTestId('state-map', {}, SLOW);
    expect(map.querySelector('path[data-state="kano"]')?.getAttribute('aria-label')).toMatch(
      new RegExp(`^Kano, ${ha.publicCommon.zones.northWest}: ${ha.publicCommon.indicators.oos}`),
    );
    expect(screen.getByTestId('map-legend')).toHaveTextContent(ha.publicCommon.indicators.oos);
  });
});
