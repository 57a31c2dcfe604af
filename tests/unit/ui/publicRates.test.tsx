/**
 * The out-of-school rate of the primary age group on the state page, the home page and the
 * methodology page, against stubbed answers: a rate appears only with its population, named; an
 * area without one shows its counts and why there is no rate; a demo population is labelled.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LgaIndicatorRow } from '../../../src/domain/api/publicLocal';
import type { PrimaryAgeRate } from '../../../src/domain/api/publicRates';
import { formatCount } from '../../../src/domain/publicData';
import { formatIndex, formatRatePercent, rateValue } from '../../../src/public/components/rates/rateTexts';
import { resetFakeSession } from './support/fakeSession';
import { LARGE, setViewportWidth } from './support/media';
import { stateAnswer, summaryAnswer } from './support/publicFixtures';
import { DEMO_SOURCE, primaryAge, primaryAgeCounts, REAL_SOURCE } from './support/rateFixtures';
import { renderApp } from './support/renderApp';
import { lgaAnswer, stubStatePageApi } from './statePageFixtures';

vi.mock('../../../src/providers/session', async () => (await import('./support/fakeSession')).sessionModule);
vi.mock('../../../src/providers/useSession', async () => (await import('./support/fakeSession')).useSessionModule);

vi.setConfig({ testTimeout: 30_000 });
const SLOW = { timeout: 15_000 };
const percent = (rate: PrimaryAgeRate) => formatRatePercent(rate.total!, 'en-NG');
const kanoLgas = lgaAnswer('kano').data;
const lgaWith = (test: (rate: PrimaryAgeRate) => boolean) => kanoLgas.find((row) => test(row.primaryAgeRate))!;
const rateCell = (lga: string) =>
  screen
    .getAllByTestId('lga-row')
    .find((row) => row.getAttribute('data-lga') === lga)!
    .querySelector('[data-column="oos-rate-6-11"]') as HTMLElement;

beforeEach(() => {
  resetFakeSession();
  setViewportWidth(LARGE);
  stubStatePageApi();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the state page with a population', () => {
  it('shows the state’s rate with its GPI and names the population it is divided by', async () => {
    renderApp('/states/kano');
    const kano = stateAnswer.data.find((row) => row.slug === 'kano')!;
    const rate = await screen.findByTestId('state-headline-primary-age-rate', {}, SLOW);
    expect(rate).toHaveTextContent(percent(kano.primaryAgeRate));
    expect(rate).toHaveTextContent(`adjusted: ${formatIndex(kano.primaryAgeRate.adjustedGpi!, 'en-NG')}`);
    expect(within(rate).getByTestId('rate-denominator')).toHaveTextContent(
      `Population aged 6-11, 2024: ${formatCount(kano.primaryAgeRate.denominator!.total)} — ${REAL_SOURCE} (CC BY 4.0)`,
    );
    expect(screen.getByTestId('state-headline-primary-age-count')).toHaveTextContent(formatCount(kano.outOfSchoolPrimaryAge.total));
    // Kano's own population is real: the headline carries no demo label.
    expect(within(screen.getByTestId('state-headline')).queryByTestId('demo-data-note')).toBeNull();
  });

  it('gives each LGA its rate, or the reason it has none, and labels the LGAs’ demo population', async () => {
    renderApp('/states/kano');
    await screen.findAllByTestId('lga-row', {}, SLOW);
    const withRate = lgaWith((rate) => rate.total !== null);
    expect(rateCell(withRate.slug)).toHaveTextContent(percent(withRate.primaryAgeRate));

    const without = lgaWith((rate) => rate.noRate === 'noPopulation');
    const reason = `No rate: no population estimate for children aged 6-11 is loaded for ${without.name}, so only counts are shown.`;
    expect(rateCell(without.slug)).not.toHaveTextContent('%');
    expect(within(rateCell(without.slug)).getByTestId('no-rate-noPopulation')).toHaveAttribute('title', reason);
    expect(rateCell(without.slug)).toHaveTextContent(reason); // read by screen readers

    const hidden = lgaWith((rate) => rate.noRate === 'hidden');
    expect(within(rateCell(hidden.slug)).getByTestId('no-rate-hidden')).toHaveTextContent('x');

    const notes = screen.getByTestId('rate-notes');
    expect(notes).toHaveTextContent(`Population aged 6-11, 2024 — ${DEMO_SOURCE}`);
    expect(within(notes).getByTestId('demo-data-note')).toHaveTextContent('Demo data');
  });

  it('sorts the LGAs by their rate: largest first, hidden ones next, those without a population last', async () => {
    renderApp('/states/kano');
    await screen.findAllByTestId('lga-row', {}, SLOW);
    await userEvent.click(screen.getByTestId('sort-oos-rate-6-11'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('sort=oos-rate-6-11&dir=desc'));
    const key = (row: LgaIndicatorRow) => rateValue(row.primaryAgeRate);
    const rank = (row: LgaIndicatorRow) => {
      const value = key(row);
      return value === undefined ? -1 : value === null ? 0.5 : value;
    };
    const expected = [...kanoLgas].sort((a, b) => rank(b) - rank(a) || a.name.localeCompare(b.name)).map((row) => row.slug);
    expect(screen.getAllByTestId('lga-row').map((row) => row.getAttribute('data-lga'))).toEqual(expected);
  });
});

describe('the state page without a population', () => {
  it('shows the counts and says why there is no rate, with no percent and no demo label', async () => {
    renderApp('/states/lagos');
    const rate = await screen.findByTestId('state-headline-primary-age-rate', {}, SLOW);
    expect(within(rate).getByTestId('no-rate')).toHaveTextContent(
      'No rate: no population estimate for children aged 6-11 is loaded for Lagos, so only counts are shown.',
    );
    expect(rate).not.toHaveTextContent('%');
    expect(within(rate).queryByTestId('rate-denominator')).toBeNull();
    const lagos = stateAnswer.data.find((row) => row.slug === 'lagos')!;
    expect(screen.getByTestId('state-headline-primary-age-count')).toHaveTextContent(formatCount(lagos.outOfSchoolPrimaryAge.total));
    await screen.findAllByTestId('lga-row', {}, SLOW);
    expect(screen.getByTestId('rate-notes')).toHaveTextContent('no population estimate is loaded for these areas');
    expect(screen.queryByTestId('demo-data-note')).toBeNull();
  });

  it('says the rate is hidden where the state’s count is', async () => {
    renderApp('/states/zamfara');
    const rate = await screen.findByTestId('state-headline-primary-age-rate', {}, SLOW);
    expect(within(rate).getByTestId('no-rate')).toHaveTextContent('No rate: the count of out-of-school children aged 6-11 is hidden to protect privacy.');
    expect(rate).not.toHaveTextContent('%');
  });
});

describe('the home page', () => {
  it('shows the national rate with its population and the demo label', async () => {
    renderApp('/');
    const rate = await screen.findByTestId('headline-primary-age-rate', {}, SLOW);
    expect(rate).toHaveTextContent(percent(summaryAnswer.data.primaryAgeRate));
    expect(within(rate).getByTestId('rate-denominator')).toHaveTextContent(`Population aged 6-11, 2024: 12,000 — ${DEMO_SOURCE}`);
    expect(within(rate).getByTestId('demo-data-note')).toHaveTextContent('illustrative demo data');
  });

  it('says why there is no national rate where no population is loaded', async () => {
    const others = stubStatePageApi();
    const summary = { ...summaryAnswer, data: { ...summaryAnswer.data, ...primaryAge(primaryAgeCounts(900, 700), null) } };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input).includes('/public/summary') ? new Response(JSON.stringify(summary), { headers: { 'Content-Type': 'application/json' } }) : others(input),
      ),
    );
    renderApp('/');
    const rate = await screen.findByTestId('headline-primary-age-rate', {}, SLOW);
    expect(within(rate).getByTestId('no-rate')).toHaveTextContent('is loaded for Nigeria, so only counts are shown');
    expect(rate).not.toHaveTextContent('%');
    expect(screen.getByTestId('headline-primary-age-count')).toHaveTextContent('1,600');
    expect(screen.queryByTestId('demo-data-note')).toBeNull();
  });
});

describe('the methodology page', () => {
  it('explains the rates: UIS, the age group, the adjusted GPI, when a rate is shown, and links to the sources', async () => {
    renderApp('/methodology');
    const heading = await screen.findByRole('heading', { level: 2, name: 'Rates' }, SLOW);
    const section = heading.closest('section')!;
    expect(section).toHaveTextContent('UNESCO Institute for Statistics (UIS)');
    expect(section).toHaveTextContent('official primary school age is 6-11');
    expect(section).toHaveTextContent('2 − 1/GPI');
    expect(section).toHaveTextContent('A rate is shown only where a population estimate');
    expect(within(section).getByRole('link', { name: 'Data Sources' })).toHaveAttribute('href', '/data-sources');
  });
});
