/**
 * The data table's rate columns (out-of-school rate 6-11 and its GPI) at both levels, in the CSV
 * and in the metadata JSON: a row with a population shows its rate and the notes name the source;
 * a row without one shows the reason and no percent; a demo population is labelled.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { translateIn } from '../../../src/i18n/translate';
import { setLocale } from '../../../src/i18n/locale';
import { formatRatePercent, rateShown } from '../../../src/public/components/rates/rateTexts';
import { TABLE_COLUMN_BY_ID } from '../../../src/public/pages/dataTable/tableColumns';
import { tableCsv, tableMetadataJson } from '../../../src/public/pages/dataTable/tableCsv';
import { lgaTable, stateTable } from '../../../src/public/pages/dataTable/tableRows';
import { resetFakeSession } from './support/fakeSession';
import { LARGE, setViewportWidth } from './support/media';
import { stateAnswer } from './support/publicFixtures';
import { DEMO_SOURCE, REAL_SOURCE } from './support/rateFixtures';
import { renderApp } from './support/renderApp';
import { lgaAnswer, stubStatePageApi } from './statePageFixtures';

vi.mock('../../../src/providers/session', async () => (await import('./support/fakeSession')).sessionModule);
vi.mock('../../../src/providers/useSession', async () => (await import('./support/fakeSession')).useSessionModule);

vi.setConfig({ testTimeout: 30_000 });
const SLOW = { timeout: 15_000 };
const english = (key: string, options?: Record<string, string | number>) => translateIn('en', key, options);
const NOW = new Date('2026-11-27T09:00:00.000Z');
const RATE = 'oos-rate-6-11';
const cellOf = (row: HTMLElement, column: string) => row.querySelector(`[data-column="${column}"]`) as HTMLElement;
const rowOf = (state: string) => screen.getAllByTestId('indicator-row').find((row) => row.getAttribute('data-state') === state)!;

beforeEach(() => {
  resetFakeSession();
  setViewportWidth(LARGE);
  setLocale('en');
  stubStatePageApi();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the data table’s rate columns', () => {
  it('shows each state’s rate, or the reason it has none, by default, with the populations named under the table', async () => {
    renderApp('/data-table');
    await screen.findByTestId('indicator-table', {}, SLOW);
    expect(screen.getByRole('columnheader', { name: /^Out-of-school rate 6-11 \(%\)/ })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /^GPI 6-11/ })).toBeInTheDocument();
    for (const state of stateAnswer.data) {
      const cell = cellOf(rowOf(state.slug), RATE);
      const shown = rateShown(state.primaryAgeRate);
      if (shown.kind === 'rate') expect(cell, state.slug).toHaveTextContent(formatRatePercent(shown.percent, 'en-NG'));
      else expect(cell.textContent, state.slug).not.toContain('%');
    }
    const lagos = cellOf(rowOf('lagos'), RATE);
    expect(within(lagos).getByTestId('no-rate-noPopulation')).toHaveAttribute('title', expect.stringContaining('is loaded for Lagos'));
    expect(within(cellOf(rowOf('zamfara'), RATE)).getByTestId('no-rate-hidden')).toHaveTextContent('x');

    const sources = screen.getByTestId('table-sources');
    expect(sources).toHaveTextContent(`Population aged 6-11, 2024 — ${REAL_SOURCE} (CC BY 4.0)`);
    expect(sources).toHaveTextContent(DEMO_SOURCE);
    expect(within(sources).getByTestId('demo-data-note')).toHaveTextContent('Demo data');
  });

  it('names no population and shows no demo label where the rows shown have none (the LGAs of Lagos)', async () => {
    renderApp('/data-table?level=lga&state=lagos');
    await screen.findByRole('table', { name: 'Indicators by LGA, Lagos' }, SLOW);
    const rows = screen.getAllByTestId('indicator-row');
    for (const row of rows) expect(cellOf(row, RATE).textContent).not.toContain('%');
    expect(screen.getByTestId('table-sources')).toHaveTextContent('no population estimate is loaded for these areas');
    expect(screen.queryByTestId('demo-data-note')).toBeNull();
  });

  it('leaves the rates’ notes out when no rate column is chosen', async () => {
    renderApp('/data-table?cols=learning-centres');
    await screen.findByTestId('indicator-table', {}, SLOW);
    expect(screen.queryByTestId('rate-note')).toBeNull();
    expect(screen.queryByTestId('demo-data-note')).toBeNull();
  });
});

describe('the rate columns in the downloads', () => {
  const columns = [TABLE_COLUMN_BY_ID.get('oos')!, TABLE_COLUMN_BY_ID.get(RATE)!, TABLE_COLUMN_BY_ID.get('gpi-6-11')!];
  const table = stateTable(stateAnswer);
  const pick = (...slugs: string[]) => slugs.map((slug) => table.rows.find((row) => row.slug === slug)!);

  it('writes the rate and both indices: a percent, empty without a population, x where hidden', () => {
    const [kano, lagos, zamfara] = pick('kano', 'lagos', 'zamfara');
    const csv = tableCsv({ rows: [kano, lagos, zamfara], columns }, english).split('\r\n');
    expect(csv[0]).toBe('State,Zone,Out-of-school children,Out-of-school rate 6-11 (%),GPI 6-11,Adjusted GPI 6-11');
    const rate = kano.primaryAgeRate;
    expect(csv[1]).toBe(`Kano,North West,${kano.outOfSchoolChildren.total},${rate.total},${rate.gpi},${rate.adjustedGpi}`);
    expect(csv[2]).toBe(`Lagos,South West,${lagos.outOfSchoolChildren.total},,,`);
    expect(csv[3]).toBe(`Zamfara,North West,${zamfara.outOfSchoolChildren.total},x,x,x`);
  });

  it('defines the columns after UIS, names the populations with their years, and notes the demo one', () => {
    const rows = pick('kano', 'lagos', 'zamfara', 'katsina');
    const context = { url: 'http://localhost/data-table', language: 'en', downloadedAt: NOW, total: 37 };
    const metadata = JSON.parse(tableMetadataJson({ rows, columns, zone: '', query: '' }, table, english, context));
    const definition = (name: string) => metadata.columns.find((c: { name: string }) => c.name === name).definition as string;
    expect(definition('Out-of-school rate 6-11 (%)')).toContain('÷ the population aged 6-11 (UIS definition)');
    expect(definition('Out-of-school rate 6-11 (%)')).toContain(`${REAL_SOURCE} (CC BY 4.0)`);
    expect(definition('GPI 6-11')).toContain('the girls’ rate ÷ the boys’ rate');
    expect(definition('Adjusted GPI 6-11')).toContain('2 − 1/GPI');
    expect(metadata.source).toContain(`Population aged 6-11, 2024 — ${DEMO_SOURCE} (CC0 1.0 (demo data))`);
    expect(metadata.year).toEqual(['2026', '2024']);
    expect(metadata.denominators).toEqual([
      { ageGroup: '6-11', year: 2024, source: DEMO_SOURCE, licence: 'CC0 1.0 (demo data)', demo: true },
      { ageGroup: '6-11', year: 2024, source: REAL_SOURCE, licence: 'CC BY 4.0', demo: false },
    ]);
    expect(metadata.notes).toEqual([expect.stringMatching(/^Demo data: /)]);
    // Zamfara's rate and both its indices are hidden with its count.
    expect(metadata.suppression.suppressedCells).toBe(3);
  });

  it('carries the rate columns at the LGA level too', () => {
    const lgas = lgaTable(lgaAnswer('kano'));
    const csv = tableCsv({ rows: lgas.rows.slice(0, 2), columns, level: 'lga' }, english).split('\r\n');
    expect(csv[0]).toBe('LGA,State,Out-of-school children,Out-of-school rate 6-11 (%),GPI 6-11,Adjusted GPI 6-11');
    const first = lgas.rows[0];
    expect(csv[1].startsWith(`${first.name},Kano,${first.outOfSchoolChildren.total},${first.primaryAgeRate.total ?? ''}`)).toBe(true);
  });
});
