import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INDICATOR_BY_ID } from '../../../src/public/components/indicators';
import DataTablePage from '../../../src/public/pages/DataTablePage';
import { tableCsv, tableMetadataJson } from '../../../src/public/pages/dataTable/tableCsv';
import { lgaTable, stateTable } from '../../../src/public/pages/dataTable/tableRows';
import { translateIn } from '../../../src/i18n/translate';
import { setLocale } from '../../../src/i18n/locale';
import { saveBlob } from '../../../src/ui/saveFile';
import { stateAnswer, stubPublicApi } from './support/publicFixtures';
import { lgaAnswer } from './statePageFixtures';
import { renderPublicPage } from './support/renderPublic';

vi.mock('../../../src/ui/saveFile', () => ({ saveBlob: vi.fn() }));
vi.setConfig({ testTimeout: 20_000 });

const saved = vi.mocked(saveBlob);
const english = (key: string, options?: Record<string, string | number>) => translateIn('en', key, options);
const NOW = new Date('2026-11-27T09:00:00.000Z');

function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^\uFEFF/, ''));
    reader.readAsText(blob);
  });
}

beforeEach(() => {
  saved.mockClear();
  setLocale('en');
  stubPublicApi();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('data table downloads: metadata', () => {
  const columns = [INDICATOR_BY_ID.get('literacy')!, INDICATOR_BY_ID.get('learning-centres')!];
  const table = stateTable(stateAnswer);
  const rows = table.rows.slice(0, 2); // Abia (centres 0), Adamawa (centres hidden)
  const context = { url: 'http://localhost/data-table?zone=north-east', language: 'en', downloadedAt: NOW, total: 37 };

  it('describes the shown columns, both sources and years, and the hidden cells', () => {
    const metadata = JSON.parse(tableMetadataJson({ rows, columns, zone: 'north-east', query: 'a' }, table, english, context));
    expect(metadata).toMatchObject({
      format: 'edu-public-download/1',
      title: 'Indicators by state, North East zone',
      dataFile: 'nigeria-indicators-by-state-north-east.csv',
      url: context.url,
      year: ['c. 2017', '2026'],
      generatedAt: stateAnswer.generatedAt,
      downloadedAt: '2026-11-27T09:00:00.000Z',
      suppression: { applied: true, threshold: 5, label: 'x', suppressedCells: 1 },
    });
    expect(metadata.columns.map((c: { name: string }) => c.name)).toEqual(['State', 'Zone', 'Literacy rate (%)', 'Learning centres']);
    expect(metadata.columns[3].definition).toContain('a count of the platform’s records');
    expect(metadata.description).toContain('(2 of 37)');
    expect(metadata.description).toContain('Search: "a"');
    expect(metadata.source).toContain('Literacy rate by state');
    expect(metadata.source).toContain('programme records');
  });

  it('names only the records’ year and source when no literacy column is shown, and no hidden cell when none is', () => {
    const shown = { rows: rows.slice(0, 1), columns: [INDICATOR_BY_ID.get('learning-centres')!], zone: '', query: '' };
    const metadata = JSON.parse(tableMetadataJson(shown, table, english, context));
    expect(metadata.title).toBe('Indicators by state');
    expect(metadata.year).toBe('2026');
    expect(metadata.source).not.toContain('Literacy');
    expect(metadata.suppression).toMatchObject({ applied: false, suppressedCells: 0 });
  });

  it('writes the metadata in Hausa when the page is in Hausa', () => {
    const hausa = (key: string, options?: Record<string, string | number>) => translateIn('ha', key, options);
    const metadata = JSON.parse(tableMetadataJson({ rows, columns, zone: '', query: '' }, table, hausa, { ...context, language: 'ha' }));
    expect(metadata.language).toBe('ha');
    expect(metadata.title).toBe('Ma’aunai bisa jiha');
    expect(metadata.columns.slice(0, 2).map((c: { name: string }) => c.name)).toEqual(['Jiha', 'Shiyya']);
  });
});

describe('data table downloads: the page', () => {
  it('saves the CSV and its metadata JSON under one base name', async () => {
    renderPublicPage('/data-table', <DataTablePage />, '/data-table?zone=north-east&cols=learning-centres');
    await userEvent.click(await screen.findByRole('button', { name: 'Download CSV' }, { timeout: 10_000 }));
    await userEvent.click(screen.getByRole('button', { name: 'Download metadata (JSON)' }));
    expect(saved.mock.calls.map(([, name]) => name)).toEqual([
      'nigeria-indicators-by-state-north-east.csv',
      'nigeria-indicators-by-state-north-east.metadata.json',
    ]);
    const metadata = JSON.parse(await readBlob(saved.mock.calls[1][0]));
    const csv = await readBlob(saved.mock.calls[0][0]);
    const csvLines = csv.trim().split('\r\n');
    expect(metadata.columns.map((c: { name: string }) => c.name)).toEqual(csvLines[0].split(','));
    expect(metadata.suppression.suppressedCells).toBeGreaterThan(0);
    expect(metadata.suppression.suppressedCells).toBe(csvLines.slice(1).filter((line) => line.endsWith(',x')).length);
    expect(metadata.generatedAt).toBe(stateAnswer.generatedAt);
    expect(metadata.url).toBe(window.location.href);
  });
});

describe('data table downloads: the LGA level', () => {
  const lgas = lgaTable(lgaAnswer('kano'));
  const columns = [INDICATOR_BY_ID.get('oos')!, INDICATOR_BY_ID.get('households')!];
  const rows = lgas.rows.slice(0, 3);

  it('writes each LGA with its state, hidden counts as "x"', () => {
    const csv = tableCsv({ rows, columns, level: 'lga' }, english).split('\r\n');
    expect(csv[0]).toBe('LGA,State,Out-of-school children,Households');
    const households = (i: number) => (rows[i].households === null ? 'x' : String(rows[i].households));
    expect(csv.slice(1, 4)).toEqual(rows.map((row, i) => `${row.name},Kano,${row.outOfSchoolChildren.total ?? 'x'},${households(i)}`));
  });

  it('names the files and the title after the state, and defines the LGA and state columns', () => {
    const context = { url: 'http://localhost/data-table?level=lga&state=kano', language: 'en', downloadedAt: NOW, total: lgas.rows.length };
    const metadata = JSON.parse(tableMetadataJson({ rows, columns, level: 'lga', state: 'kano', zone: '', query: '' }, lgas, english, context));
    expect(metadata).toMatchObject({ title: 'Indicators by LGA, Kano', dataFile: 'kano-indicators-by-lga.csv', generatedAt: lgas.generatedAt });
    expect(metadata.columns.slice(0, 2)).toEqual([
      { name: 'LGA', definition: 'The local government area (LGA) of the state.' },
      { name: 'State', definition: expect.stringContaining('The state') },
    ]);
  });
});
