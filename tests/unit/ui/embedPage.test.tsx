/**
 * The embed page (/embed/<chart-id>): every chart of the charts page has one, it shows the page's
 * title and source line for the area of its address with the API's figures, in the language of
 * the address without changing the one the site remembers; and the charts page's iframe code.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readEmbedAddress } from '../../../src/ui/embedAddress';
import { EmbedApp } from '../../../src/embed/EmbedApp';
import { EMBED_CHART_IDS, EMBED_CHARTS } from '../../../src/embed/embedCharts';
import { applyLanguageOfAddress } from '../../../src/embed/embedLanguage';
import { getLocale, LOCALE_STORAGE_KEY, setLocale } from '../../../src/i18n/locale';
import { translateIn, type Translate } from '../../../src/i18n/translate';
import type { BarFigureProps } from '../../../src/public/components/charts/BarFigure';
import { EmbedCode, embedSnippet, embedUrl } from '../../../src/public/components/charts/EmbedCode';
import { recordsSourceText } from '../../../src/public/components/SourceNote';
import { areaFigures, type ChartData } from '../../../src/public/pages/charts/chartData';
import * as chartSpecs from '../../../src/public/pages/charts/chartSpecs';
import { stateAnswer, summaryAnswer, zoneAnswer } from './support/publicFixtures';

const data: ChartData = { summary: summaryAnswer, states: stateAnswer, zones: zoneAnswer };
const en: Translate = (key, options) => translateIn('en', key, options);

afterEach(() => {
  cleanup();
  setLocale('en');
});

describe('embeds of the charts page', () => {
  it('exist for every chart of chartSpecs.ts, and draw that chart', () => {
    const area = areaFigures(data, '', '');
    const specs = Object.values(chartSpecs) as ((t: Translate, d: ChartData, a: unknown, s?: string) => BarFigureProps)[];
    // literacyByState takes (zone, state); the others an area or nothing more.
    const ids = specs.map((spec) => (spec === chartSpecs.literacyByState ? spec(en, data, '', '') : spec(en, data, area)).id);
    expect([...ids].sort()).toEqual([...EMBED_CHART_IDS].sort());
    for (const id of EMBED_CHART_IDS) expect(EMBED_CHARTS[id].spec(en, data, { zone: '', state: '' }).id).toBe(id);
  });

  it('read the chart, the area and the language from the address, leaving out what is unknown', () => {
    expect(readEmbedAddress('/embed/oos-by-sex', '?zone=north-west&state=kano&lang=ha')).toEqual({
      chartId: 'oos-by-sex',
      zone: 'north-west',
      state: 'kano',
      lang: 'ha',
    });
    expect(readEmbedAddress('/embed/oos-by-age/', '?zone=atlantis&state=nowhere&lang=fr')).toEqual({ chartId: 'oos-by-age', zone: '', state: '', lang: 'en' });
  });
});

describe('the embed page', () => {
  it('shows the title, unit, area, source line and the figures of the API, and links to the chart on the site', async () => {
    render(<EmbedApp address={{ chartId: 'oos-by-sex', zone: 'north-west', state: '', lang: 'en' }} load={() => Promise.resolve(data)} />);
    const area = 'North West zone';
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(en('charts.bySex', { area }));
    expect(screen.getByTestId('embed-area')).toHaveTextContent(`Area: ${area}`);
    expect(screen.getByTestId('embed-source')).toHaveTextContent(recordsSourceText(en, summaryAnswer.generatedAt, summaryAnswer.data.lastRecordUpdate));
    const northWest = zoneAnswer.data.find((row) => row.slug === 'north-west')!;
    const table = screen.getByTestId('embed-table');
    expect(within(table).getByRole('row', { name: /Boys/ })).toHaveTextContent(String(northWest.outOfSchoolChildren.bySex.Male));
    expect(screen.getByRole('img', { name: `${en('charts.bySex', { area })} (${en('charts.children')})` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View on/ })).toHaveAttribute('href', '/charts?zone=north-west');
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows the whole country for the chart of zones, whatever the address says', async () => {
    render(<EmbedApp address={{ chartId: 'oos-by-zone', zone: 'north-west', state: 'kano', lang: 'en' }} load={() => Promise.resolve(data)} />);
    expect(await screen.findByTestId('embed-area')).toHaveTextContent('Area: Nigeria');
    expect(screen.getByRole('link', { name: /View on/ })).toHaveAttribute('href', '/charts');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Boys', 'Girls', 'Not recorded']);
  });

  it('names the charts that exist when the address names none of them', () => {
    const load = vi.fn(() => Promise.resolve(data));
    render(<EmbedApp address={{ chartId: 'nope', zone: '', state: '', lang: 'en' }} load={load} />);
    expect(screen.getByRole('alert')).toHaveTextContent(`There is no chart called "nope". The charts that can be embedded: ${EMBED_CHART_IDS.join(', ')}.`);
    expect(load).not.toHaveBeenCalled();
  });

  it('says when the figures could not be loaded and tries again on request', async () => {
    const load = vi.fn<() => Promise<ChartData>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(data);
    render(<EmbedApp address={{ chartId: 'oos-by-age', zone: '', state: '', lang: 'en' }} load={load} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The figures could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(en('charts.byAge', { area: 'Nigeria' }));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('speaks the language of its address without changing the one the site remembers', async () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'en');
    await applyLanguageOfAddress('ha');
    expect(getLocale()).toBe('ha');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en');
    render(<EmbedApp address={{ chartId: 'centres-by-type', zone: '', state: 'kano', lang: 'ha' }} load={() => Promise.resolve(data)} />);
    const ha = (key: string, options?: Record<string, string>) => translateIn('ha', key, options);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(ha('charts.centresByType', { area: 'Kano' }));
    expect(screen.getByRole('link', { name: /Duba a/ })).toHaveAttribute('href', '/charts?state=kano');
  });
});

describe('the iframe code on the charts page', () => {
  it('points at the embed of the chart with the area and language chosen, quoting what it must', () => {
    const src = embedUrl('https://figures.example', 'oos-by-sex', { zone: 'north-west', state: '', lang: 'ha' });
    expect(src).toBe('https://figures.example/embed/oos-by-sex?zone=north-west&lang=ha');
    expect(embedSnippet(src, 'Boys & "girls"')).toBe(
      '<iframe src="https://figures.example/embed/oos-by-sex?zone=north-west&amp;lang=ha" title="Boys &amp; &quot;girls&quot;" width="100%" height="560" style="border:0" loading="lazy"></iframe>',
    );
  });

  it('opens on request with the code of the page being looked at, and only for charts that have an embed', async () => {
    render(
      <MemoryRouter initialEntries={['/charts?state=kano']}>
        <EmbedCode id="oos-by-reason" title="Out-of-school children by reason, Kano" />
        <EmbedCode id="lga-chart" title="Not embeddable" />
      </MemoryRouter>,
    );
    const buttons = screen.getAllByRole('button', { name: /^Embed code of/ });
    expect(buttons).toHaveLength(1);
    await userEvent.click(buttons[0]);
    expect(screen.getByTestId('embed-code')).toHaveValue(
      `<iframe src="${window.location.origin}/embed/oos-by-reason?state=kano" title="Out-of-school children by reason, Kano" width="100%" height="560" style="border:0" loading="lazy"></iframe>`,
    );
  });
});
