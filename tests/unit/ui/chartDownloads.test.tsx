import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { BarFigure } from '../../../src/public/components/charts/BarFigure';
import { ChartCard } from '../../../src/public/components/charts/ChartCard';
import { framedChartSvg } from '../../../src/public/components/charts/chartSvg';
import { setLocale } from '../../../src/i18n/locale';
import { saveBlob } from '../../../src/ui/saveFile';

vi.mock('../../../src/ui/saveFile', () => ({ saveBlob: vi.fn() }));
vi.setConfig({ testTimeout: 20_000 });

const saved = vi.mocked(saveBlob);
/** In a router, as on the site (the card's embed control reads the page's address). */
const renderInPage = (ui: ReactElement) => render(<MemoryRouter initialEntries={['/charts']}>{ui}</MemoryRouter>);
const GENERATED = '2026-03-01T10:00:00.000Z';

function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^\uFEFF/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

async function lastSaved(): Promise<{ name: string; text: string; type: string }> {
  const [blob, name] = saved.mock.calls.at(-1)!;
  return { name, text: await readBlob(blob), type: blob.type };
}

const figure = {
  id: 'oos-by-sex',
  title: 'Out-of-school children by sex, Kano',
  unit: 'children',
  source: 'Source: programme records collected on the platform',
  notes: ['Not recorded: no sex recorded.'],
  categoryLabel: 'Sex',
  categories: ['Boys', 'Girls', 'Not recorded'],
  series: [{ label: 'Children', color: '#00703c', values: [120, null, 0] }],
  generatedAt: GENERATED,
};

/** A small drawn chart standing in for MUI's; its bar gets a style only from the page's stylesheet. */
function DrawnChart() {
  return (
    <svg width="300" height="120" data-testid="drawn">
      <rect className="bar" x="10" y="10" width="50" height="100" />
      <text x="10" y="118">
        Boys
      </text>
    </svg>
  );
}

beforeEach(() => {
  const sheet = document.createElement('style');
  sheet.id = 'page-sheet';
  sheet.textContent = '.bar { visibility: hidden; }';
  document.head.appendChild(sheet);
  saved.mockClear();
  setLocale('en');
});
afterEach(() => {
  cleanup();
  document.getElementById('page-sheet')?.remove();
  setLocale('en');
});

describe('chart downloads: the buttons', () => {
  it('offers PNG, SVG, CSV and metadata in one group whose names say which chart', () => {
    renderInPage(<BarFigure {...figure} />);
    const group = screen.getByRole('group', { name: 'Download Out-of-school children by sex, Kano' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['PNG', 'SVG', 'CSV', 'Metadata (JSON)']);
    for (const name of [
      'Download PNG image of Out-of-school children by sex, Kano',
      'Download SVG image of Out-of-school children by sex, Kano',
      'Download the figures of Out-of-school children by sex, Kano as CSV',
      'Download the metadata (JSON) of Out-of-school children by sex, Kano',
    ])
      expect(within(group).getByRole('button', { name })).toBeInTheDocument();
  });

  it('names them in Hausa when Hausa is chosen', () => {
    act(() => setLocale('ha'));
    renderInPage(<BarFigure {...figure} />);
    const group = screen.getByRole('group', { name: 'Sauke Out-of-school children by sex, Kano' });
    expect(within(group).getByRole('button', { name: 'Sauke alƙaluman Out-of-school children by sex, Kano a matsayin CSV' })).toHaveTextContent('CSV');
    expect(within(group).getByRole('button', { name: /^Sauke bayani game da alƙaluman \(JSON\) na / })).toHaveTextContent('Bayani game da alƙaluman (JSON)');
  });

  it('offers only the images when the card is given no figures', () => {
    renderInPage(<ChartCard id="drawn" title="Drawn" unit="u" source="s" chart={<DrawnChart />} table={null} />);
    expect(
      within(screen.getByRole('group', { name: 'Download Drawn' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['PNG', 'SVG']);
  });
});

describe('chart downloads: the files', () => {
  it('saves the CSV from the keyboard: categories × series, hidden counts as "x"', async () => {
    renderInPage(<BarFigure {...figure} />);
    const csvButton = screen.getByRole('button', { name: /as CSV$/ });
    for (let i = 0; i < 30 && document.activeElement !== csvButton; i += 1) await userEvent.tab();
    expect(csvButton).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const file = await lastSaved();
    expect(file.name).toBe('oos-by-sex.csv');
    expect(file.text.split('\r\n')).toEqual(['Sex,Children', 'Boys,120', 'Girls,x', 'Not recorded,0', '']);
  });

  it('saves the metadata beside it: same base name, the answer’s generatedAt, the page address and the suppression applied', async () => {
    renderInPage(<BarFigure {...figure} />);
    const before = Date.now();
    await userEvent.click(screen.getByRole('button', { name: /metadata \(JSON\)/ }));
    const file = await lastSaved();
    expect(file.name).toBe('oos-by-sex.metadata.json');
    expect(file.type).toContain('application/json');
    const metadata = JSON.parse(file.text);
    expect(metadata).toMatchObject({
      format: 'edu-public-download/1',
      title: figure.title,
      dataFile: 'oos-by-sex.csv',
      url: window.location.href,
      language: 'en',
      unit: 'children',
      source: figure.source,
      year: '2026',
      generatedAt: GENERATED,
      suppression: { applied: true, threshold: 5, label: 'x', suppressedCells: 1 },
    });
    expect(metadata.suppression.rule).toContain('hidden to protect privacy');
    expect(metadata.columns.map((c: { name: string }) => c.name)).toEqual(['Sex', 'Children']);
    expect(metadata.notes).toContain('Not recorded: no sex recorded.');
    expect(Date.parse(metadata.downloadedAt)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('saves the SVG: the drawn chart with its styles inlined, the title and the source note as SVG text', async () => {
    renderInPage(<ChartCard id="drawn" title="Learners & centres" unit="learners" source="Source: records <2026>" chart={<DrawnChart />} table={null} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download SVG image of Learners & centres' }));
    const file = await lastSaved();
    expect(file.name).toBe('drawn.svg');
    expect(file.type).toContain('image/svg+xml');
    const parsed = new DOMParser().parseFromString(file.text, 'image/svg+xml');
    expect(parsed.getElementsByTagName('parsererror')).toHaveLength(0);
    const root = parsed.documentElement;
    expect(root.getAttribute('xmlns')).toBe('http://www.w3.org/2000/svg');
    expect(root.querySelector('title')?.textContent).toBe('Learners & centres');
    const texts = [...root.querySelectorAll(':scope > text')].map((t) => t.textContent).join(' ');
    expect(texts).toContain('Learners & centres');
    expect(texts).toContain('learners. Source: records <2026>');
    // The page's stylesheet does not travel with the file: the bar's style is written on it.
    expect(root.querySelector('svg rect.bar')?.getAttribute('style')).toContain('visibility:hidden');
  });

  it('wraps a long note within the width and puts the legend between the chart and the note', () => {
    const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    svg.getBoundingClientRect = () => ({ width: 320, height: 100 }) as DOMRect;
    document.body.appendChild(svg);
    const note = Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ');
    const legend = [
      { label: 'Boys', color: '#0072b2' },
      { label: 'Girls', color: '#d55e00' },
    ];
    const { text, width, height } = framedChartSvg(svg, { title: 'T', note, legend }, (s) => s.length * 7);
    const root = new DOMParser().parseFromString(text, 'image/svg+xml').documentElement;
    const noteLines = [...root.querySelectorAll(':scope > text')].filter((t) => t.textContent?.startsWith('word'));
    expect(noteLines.length).toBeGreaterThan(1);
    for (const line of noteLines) expect(line.textContent!.length * 7).toBeLessThanOrEqual(320);
    expect(noteLines.map((l) => l.textContent).join(' ')).toBe(note);
    const legendY = Number([...root.querySelectorAll(':scope > text')].find((t) => t.textContent === 'Girls')!.getAttribute('y'));
    expect(legendY).toBeGreaterThan(Number(root.querySelector(':scope > svg')!.getAttribute('y')) + 100 - 1);
    expect(legendY).toBeLessThan(Number(noteLines[0].getAttribute('y')));
    expect(width).toBe(352);
    expect(Number(root.getAttribute('height'))).toBe(height);
    svg.remove();
  });
});
