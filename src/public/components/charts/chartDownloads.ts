/** The CSV and metadata JSON of a chart, in the chosen language (src/domain/publicDownloads.ts). */
import { SUPPRESSED_LABEL } from '../../../domain/publicData';
import { chartMetadata, chartTable, metadataJson, type ChartDownloadInput, type ChartDownloadTexts } from '../../../domain/publicDownloads';
import type { Translate } from '../../../i18n/translate';
import { toCsv } from '../csv';
import { suppressedKeyText } from '../SourceNote';

/** The figures behind a chart, as ChartCard receives them from BarFigure. */
export type ChartFigures = Pick<ChartDownloadInput, 'categoryLabel' | 'categories' | 'series' | 'generatedAt' | 'year' | 'definition'>;

export function chartDownloadTexts(t: Translate): ChartDownloadTexts {
  return {
    categoryDefinition: (name) => t('publicDownloads.definitions.category', { name }),
    seriesDefinition: (name, unit) => t('publicDownloads.definitions.series', { name, unit, label: SUPPRESSED_LABEL }),
    suppressionRule: suppressedKeyText(t),
  };
}

/** One line per category, one column per series; hidden counts written as SUPPRESSED_LABEL. */
export function chartCsv(chart: Pick<ChartDownloadInput, 'categoryLabel' | 'categories' | 'series'>): string {
  const { header, rows } = chartTable(chart);
  return toCsv(header, rows);
}

export function chartMetadataJson(chart: ChartDownloadInput, t: Translate, context: { url: string; language: string; downloadedAt: Date }): string {
  return metadataJson(chartMetadata(chart, { ...context, texts: chartDownloadTexts(t) }));
}
