import { describe, expect, it } from 'vitest';
import { SUPPRESSED_KEY } from '../../../src/domain/publicData';
import {
  buildDownloadMetadata,
  chartMetadata,
  chartTable,
  countSuppressed,
  DOWNLOAD_FORMAT,
  downloadFileNames,
  metadataJson,
  yearOf,
  yearOrYears,
  type ChartDownloadInput,
  type ChartDownloadTexts,
} from '../../../src/domain/publicDownloads';

const NOW = new Date('2026-11-27T09:00:00.000Z');
const GENERATED = '2026-11-27T08:59:30.123Z';

const chart: ChartDownloadInput = {
  id: 'oos-by-zone',
  title: 'Out-of-school children by zone',
  unit: 'children',
  source: 'Source: programme records',
  notes: ['Not recorded: no sex recorded.'],
  categoryLabel: 'Zone',
  categories: ['North East', 'North West'],
  series: [
    { label: 'Boys', values: [12, null] },
    { label: 'Girls', values: [0, 40] },
  ],
  generatedAt: GENERATED,
};

const texts: ChartDownloadTexts = {
  categoryDefinition: (name) => `def of ${name}`,
  seriesDefinition: (name, unit) => `${name} in ${unit}`,
  suppressionRule: 'x: hidden (rule in the page language)',
};

describe('public downloads: file names', () => {
  it('names the CSV, its metadata and the images alike', () => {
    expect(downloadFileNames('oos-by-zone')).toEqual({
      csv: 'oos-by-zone.csv',
      metadata: 'oos-by-zone.metadata.json',
      png: 'oos-by-zone.png',
      svg: 'oos-by-zone.svg',
    });
  });
});

describe('public downloads: a chart as a table', () => {
  it('writes one row per category and one column per series, hidden counts as "x" and zeros as 0', () => {
    expect(chartTable(chart)).toEqual({
      header: ['Zone', 'Boys', 'Girls'],
      rows: [
        ['North East', 12, 0],
        ['North West', 'x', 40],
      ],
    });
  });
});

describe('public downloads: metadata', () => {
  it('describes a chart field by field', () => {
    const metadata = chartMetadata(chart, { url: 'https://example.org/charts?zone=north-west', language: 'en', downloadedAt: NOW, texts });
    expect(metadata).toEqual({
      format: DOWNLOAD_FORMAT,
      title: 'Out-of-school children by zone',
      dataFile: 'oos-by-zone.csv',
      url: 'https://example.org/charts?zone=north-west',
      language: 'en',
      unit: 'children',
      columns: [
        { name: 'Zone', definition: 'def of Zone' },
        { name: 'Boys', definition: 'Boys in children' },
        { name: 'Girls', definition: 'Girls in children' },
      ],
      source: 'Source: programme records',
      year: '2026',
      notes: ['Not recorded: no sex recorded.'],
      suppression: { applied: true, threshold: 5, label: 'x', rule: 'x: hidden (rule in the page language)', suppressedCells: 1 },
      generatedAt: GENERATED,
      downloadedAt: '2026-11-27T09:00:00.000Z',
    });
    expect(metadata.format).toBe('edu-public-download/1');
  });

  it('takes a reference figure’s year and definition over the generated year and the generic wording', () => {
    const literacy = { ...chart, year: 'c. 2017', definition: 'Share of people who can read and write' };
    const metadata = chartMetadata(literacy, { url: 'u', language: 'ha', downloadedAt: NOW, texts });
    expect(metadata.year).toBe('c. 2017');
    expect(metadata.columns.slice(1).map((c) => c.definition)).toEqual(['Share of people who can read and write', 'Share of people who can read and write']);
    expect(metadata.language).toBe('ha');
  });

  it('says no suppression was applied when every cell is shown, and has no generatedAt when none was given', () => {
    const shown = { ...chart, series: [{ label: 'Boys', values: [12, 0] }], generatedAt: undefined };
    const metadata = chartMetadata(shown, { url: 'u', language: 'en', downloadedAt: NOW, texts });
    expect(metadata.suppression).toMatchObject({ applied: false, suppressedCells: 0, threshold: 5 });
    expect(metadata.generatedAt).toBeNull();
    expect(metadata.year).toBeNull();
  });

  it('leaves out empty optional fields, defaults the rule to the English key and keeps a licence when given', () => {
    const metadata = buildDownloadMetadata({
      name: 'table',
      title: 'T',
      url: 'u',
      language: 'en',
      columns: [],
      source: 's',
      year: ['c. 2017', '2026'],
      notes: [''],
      cells: [undefined, null, 3],
      generatedAt: GENERATED,
      downloadedAt: NOW,
      licence: 'CC BY 4.0',
    });
    expect(Object.keys(metadata)).not.toContain('description');
    expect(Object.keys(metadata)).not.toContain('notes');
    expect(Object.keys(metadata)).not.toContain('unit');
    expect(metadata.licence).toBe('CC BY 4.0');
    expect(metadata.dataFile).toBe('table.csv');
    expect(metadata.suppression).toEqual({ applied: true, threshold: 5, label: 'x', rule: SUPPRESSED_KEY, suppressedCells: 1 });
    expect(JSON.parse(metadataJson(metadata))).toEqual(metadata);
    expect(metadataJson(metadata).endsWith('}\n')).toBe(true);
  });
});

describe('public downloads: the populations of rate columns', () => {
  const base = {
    name: 't',
    title: 'T',
    url: 'u',
    language: 'en',
    columns: [],
    source: 's',
    year: '2024',
    cells: [],
    generatedAt: GENERATED,
    downloadedAt: NOW,
  };

  it('lists each population a rate is divided by, with only the format’s fields', () => {
    const population = { ageGroup: '6-11', year: 2024, source: 'Illustrative', licence: 'CC0 1.0', demo: true, total: 1200, female: 600, male: 600 };
    const metadata = buildDownloadMetadata({ ...base, denominators: [population] });
    expect(metadata.denominators).toEqual([{ ageGroup: '6-11', year: 2024, source: 'Illustrative', licence: 'CC0 1.0', demo: true }]);
    expect(metadata.format).toBe(DOWNLOAD_FORMAT);
  });

  it('leaves the field out when no rate column is written, so older readers of /1 see the same keys', () => {
    expect(Object.keys(buildDownloadMetadata(base))).not.toContain('denominators');
    expect(Object.keys(buildDownloadMetadata({ ...base, denominators: [] }))).not.toContain('denominators');
  });
});

describe('public downloads: years and hidden cells', () => {
  it('reads the year of an ISO time and folds several years into one or a list', () => {
    expect(yearOf('2025-01-01T00:00:00Z')).toBe('2025');
    expect(yearOf(null)).toBeNull();
    expect(yearOf('not a date')).toBeNull();
    expect(yearOrYears(['2026', null, '2026'])).toBe('2026');
    expect(yearOrYears(['c. 2017', '2026'])).toEqual(['c. 2017', '2026']);
    expect(yearOrYears([undefined, null])).toBeNull();
  });

  it('counts hidden counts (null) but not cells with no figure (undefined) or zeros', () => {
    expect(countSuppressed([null, undefined, 0, null, 7])).toBe(2);
  });
});
