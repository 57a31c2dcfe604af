/**
 * The public downloads: a CSV of the figures and, beside it, a metadata JSON saying what the
 * columns mean, where the figures come from, which year they describe, whether cells were hidden
 * to protect privacy and when they were computed (docs/api-public.md, "Downloads"). Pure: the
 * pages pass in the translated texts, the page address and the time.
 */
import { SUPPRESSED_KEY, SUPPRESSED_LABEL, SUPPRESSION_THRESHOLD, type Count } from './publicData';

export const DOWNLOAD_FORMAT = 'edu-public-download/1';

export interface DownloadColumn {
  /** The column's header in the CSV, as written there. */
  name: string;
  definition: string;
}

/** A population that a rate column of the CSV is divided by (the out-of-school rate of primary age). */
export interface DownloadDenominator {
  ageGroup: string;
  year: number;
  source: string;
  licence: string;
  /** Illustrative figures (the demo seed), not a real estimate. */
  demo: boolean;
}

export interface DownloadSuppression {
  /** True when at least one cell of the CSV is hidden (written as `label`). */
  applied: boolean;
  threshold: number;
  label: string;
  rule: string;
  suppressedCells: number;
}

export interface DownloadMetadata {
  format: typeof DOWNLOAD_FORMAT;
  title: string;
  description?: string;
  /** The CSV file this metadata describes. */
  dataFile: string;
  url: string;
  language: string;
  unit?: string;
  columns: DownloadColumn[];
  source: string;
  /** The year the figures describe, or the years when columns describe different ones. */
  year: string | string[] | null;
  notes?: string[];
  /** The populations the rate columns are divided by; absent when no rate column is written (format /1 as before). */
  denominators?: DownloadDenominator[];
  suppression: DownloadSuppression;
  /** When the server computed the figures (the answer's generatedAt). */
  generatedAt: string | null;
  downloadedAt: string;
  licence?: string;
}

export interface DownloadFileNames {
  csv: string;
  metadata: string;
  png: string;
  svg: string;
}

/** One base name for every file of a download, so a CSV and its metadata sort side by side. */
export function downloadFileNames(name: string): DownloadFileNames {
  return { csv: `${name}.csv`, metadata: `${name}.metadata.json`, png: `${name}.png`, svg: `${name}.svg` };
}

/** The year of an ISO time in UTC (counts of records describe everything recorded up to then). */
export function yearOf(iso: string | null | undefined): string | null {
  const match = iso ? /^(\d{4})-/.exec(iso) : null;
  return match ? match[1] : null;
}

/** A single year as a string, several distinct ones as a list, none as null. */
export function yearOrYears(years: readonly (string | null | undefined)[]): string | string[] | null {
  const distinct = [...new Set(years.filter((year): year is string => Boolean(year)))];
  if (distinct.length === 0) return null;
  return distinct.length === 1 ? distinct[0] : distinct;
}

/** Hidden cells among the figures written: null is a hidden count, undefined a cell with no figure. */
export function countSuppressed(cells: readonly (Count | undefined)[]): number {
  return cells.filter((cell) => cell === null).length;
}

export interface MetadataInput {
  /** The base name of the files (without extension). */
  name: string;
  title: string;
  description?: string;
  url: string;
  language: string;
  unit?: string;
  columns: DownloadColumn[];
  source: string;
  year: string | string[] | null;
  notes?: readonly string[];
  denominators?: readonly DownloadDenominator[];
  /** Every figure written to the CSV, to count the hidden ones. */
  cells: readonly (Count | undefined)[];
  /** The key of the hidden-count marker in the page's language; English by default. */
  suppressionRule?: string;
  generatedAt: string | null | undefined;
  downloadedAt: Date;
  licence?: string;
}

/** Only the fields of the format, whatever else the caller's object carries (a rate's population figures). */
const denominatorEntry = ({ ageGroup, year, source, licence, demo }: DownloadDenominator): DownloadDenominator => ({ ageGroup, year, source, licence, demo });

export function buildDownloadMetadata(input: MetadataInput): DownloadMetadata {
  const suppressedCells = countSuppressed(input.cells);
  const notes = input.notes?.filter(Boolean) ?? [];
  return {
    format: DOWNLOAD_FORMAT,
    title: input.title,
    ...(input.description ? { description: input.description } : {}),
    dataFile: downloadFileNames(input.name).csv,
    url: input.url,
    language: input.language,
    ...(input.unit ? { unit: input.unit } : {}),
    columns: input.columns,
    source: input.source,
    year: input.year,
    ...(notes.length ? { notes } : {}),
    ...(input.denominators?.length ? { denominators: input.denominators.map(denominatorEntry) } : {}),
    suppression: {
      applied: suppressedCells > 0,
      threshold: SUPPRESSION_THRESHOLD,
      label: SUPPRESSED_LABEL,
      rule: input.suppressionRule ?? SUPPRESSED_KEY,
      suppressedCells,
    },
    generatedAt: input.generatedAt ?? null,
    downloadedAt: input.downloadedAt.toISOString(),
    ...(input.licence ? { licence: input.licence } : {}),
  };
}

/** The metadata file's text: indented JSON ending in a newline. */
export function metadataJson(metadata: DownloadMetadata): string {
  return `${JSON.stringify(metadata, null, 2)}\n`;
}

export interface ChartSeriesInput {
  label: string;
  values: readonly Count[];
}

/** What a bar chart's downloads are made of: the props BarFigure already has. */
export interface ChartDownloadInput {
  id: string;
  title: string;
  unit: string;
  source: string;
  notes?: readonly string[];
  categoryLabel: string;
  categories: readonly string[];
  series: readonly ChartSeriesInput[];
  generatedAt?: string;
  /** The year the figures describe when it is not that of generatedAt (a reference figure's "c. 2017"). */
  year?: string;
  /** What every series measures, when more than its label and unit say (a reference figure's definition). */
  definition?: string;
}

/** The translated words of a chart's metadata. */
export interface ChartDownloadTexts {
  categoryDefinition: (categoryLabel: string) => string;
  seriesDefinition: (seriesLabel: string, unit: string) => string;
  suppressionRule: string;
}

export interface ChartTable {
  header: string[];
  rows: (string | number)[][];
}

/** Categories × series: one row per category, one column per series, hidden counts as SUPPRESSED_LABEL. */
export function chartTable(chart: Pick<ChartDownloadInput, 'categoryLabel' | 'categories' | 'series'>): ChartTable {
  return {
    header: [chart.categoryLabel, ...chart.series.map((s) => s.label)],
    rows: chart.categories.map((category, row) => [category, ...chart.series.map((s) => s.values[row] ?? SUPPRESSED_LABEL)]),
  };
}

export function chartMetadata(
  chart: ChartDownloadInput,
  context: { url: string; language: string; downloadedAt: Date; texts: ChartDownloadTexts },
): DownloadMetadata {
  const { texts } = context;
  return buildDownloadMetadata({
    name: chart.id,
    title: chart.title,
    url: context.url,
    language: context.language,
    unit: chart.unit,
    columns: [
      { name: chart.categoryLabel, definition: texts.categoryDefinition(chart.categoryLabel) },
      ...chart.series.map((s) => ({ name: s.label, definition: chart.definition ?? texts.seriesDefinition(s.label, chart.unit) })),
    ],
    source: chart.source,
    year: chart.year ?? yearOf(chart.generatedAt),
    notes: chart.notes,
    cells: chart.series.flatMap((s) => chart.categories.map((_, row) => s.values[row] ?? null)),
    suppressionRule: texts.suppressionRule,
    generatedAt: chart.generatedAt,
    downloadedAt: context.downloadedAt,
  });
}
