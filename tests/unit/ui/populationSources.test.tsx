/** The Data Sources page's population estimates: each source with its facts, demo sources labelled, the empty and error states. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { PopulationSource, PopulationSourcesAnswer } from '../../../src/domain/api/population';
import { publicApi } from '../../../src/providers/publicApi';
import DataSourcesPage from '../../../src/public/pages/DataSourcesPage';
import { renderPublicPage } from './support/renderPublic';

vi.setConfig({ testTimeout: 20_000 });
const SLOW = { timeout: 10_000 };

const DEMO: PopulationSource = {
  source: 'Illustrative population for the demo (not real figures)',
  licence: 'CC0 1.0 (demo data)',
  demo: true,
  years: [2024],
  ageGroups: ['6-11'],
  areas: { country: 1, state: 25, lga: 130 },
  rows: 468,
  updatedAt: '2026-03-01T10:00:00.000Z',
};
const REAL: PopulationSource = {
  source: 'NPC projection',
  licence: 'CC BY 4.0',
  demo: false,
  years: [2025, 2023],
  ageGroups: ['6-11', '12-14'],
  areas: { country: 0, state: 2, lga: 0 },
  rows: 12,
  updatedAt: '2026-04-02T10:00:00.000Z',
};

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The page's two answers: no reference figures, and `sources` (or an error status) for the population. */
function stubSources(sources: PopulationSource[] | number) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://localhost').pathname.replace(/^\/api/, '');
    if (path === '/public/reference-indicators') return json({ data: [] });
    if (path === '/public/population-sources') {
      if (typeof sources === 'number') return json({ code: 'INTERNAL', message: 'The server could not answer.' }, sources);
      const answer: PopulationSourcesAnswer = { data: sources, generatedAt: '2026-04-02T10:00:00.000Z' };
      return json(answer);
    }
    return json({ message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => publicApi.clearCache());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const section = () => screen.getByRole('region', { name: 'Population estimates' });

describe('population estimates on the Data Sources page', () => {
  it('lists each source with its licence, years, age groups and areas, and labels the demo one', async () => {
    const fetchMock = stubSources([DEMO, REAL]);
    renderPublicPage('/data-sources', <DataSourcesPage />);
    const cards = await screen.findAllByTestId('population-source', {}, SLOW);
    expect(fetchMock).toHaveBeenCalledWith('/api/public/population-sources', expect.anything());
    expect(cards).toHaveLength(2);
    const [demo, real] = cards;
    expect(within(demo).getByRole('heading', { level: 3 })).toHaveTextContent(DEMO.source);
    expect(within(demo).getByTestId('population-demo-chip')).toHaveTextContent('Demo data');
    expect(demo).toHaveTextContent('These are illustrative figures made up for the demonstration, not real population estimates.');
    expect(demo).toHaveTextContent('LicenceCC0 1.0 (demo data)');
    expect(demo).toHaveTextContent('Areas coveredNigeria as a whole · States: 25 · LGAs: 130');
    expect(demo).toHaveTextContent('Estimates468');
    expect(within(real).queryByTestId('population-demo-chip')).toBeNull();
    expect(real).not.toHaveTextContent('illustrative');
    expect(real).toHaveTextContent('Years2023, 2025');
    expect(real).toHaveTextContent('Age groups6-11, 12-14');
    expect(real).toHaveTextContent('Areas coveredStates: 2');
    expect(real).not.toHaveTextContent('Nigeria as a whole');
  });

  it('says the site shows counts without rates when no estimates are loaded', async () => {
    stubSources([]);
    renderPublicPage('/data-sources', <DataSourcesPage />);
    expect(await screen.findByTestId('population-empty', {}, SLOW)).toHaveTextContent(
      'No population estimates are loaded: the site shows counts without rates.',
    );
    expect(within(section()).queryByTestId('population-source')).toBeNull();
  });

  it('shows the error with Retry when the listing cannot be loaded', async () => {
    stubSources(503);
    renderPublicPage('/data-sources', <DataSourcesPage />);
    const error = await within(section()).findByTestId('load-error', {}, SLOW);
    expect(error).toHaveTextContent('The server could not answer.');
    expect(within(error).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
