/**
 * The downloads of the data table's current view: the CSV of the shown rows and columns, as shown
 * (hidden counts as SUPPRESSED_LABEL), and its metadata JSON (src/domain/publicDownloads.ts).
 */
import { ZONES } from '../../../domain/locations';
import { formatCount, SUPPRESSED_LABEL, type IndicatorsAnswer } from '../../../domain/publicData';
import { buildDownloadMetadata, downloadFileNames, metadataJson, yearOf, yearOrYears, type DownloadColumn } from '../../../domain/publicDownloads';
import { getLocale } from '../../../i18n/locale';
import type { Translate } from '../../../i18n/translate';
import { downloadCsv, downloadJson, toCsv, type CsvCell } from '../../components/csv';
import { zoneLabel } from '../../components/labels';
import { referenceText } from '../../components/referenceTexts';
import { recordsSourceText, referenceSourceText, suppressedKeyText } from '../../components/SourceNote';
import type { TableView } from './useTableView';

type ShownView = Pick<TableView, 'rows' | 'columns'>;

export function tableCsv(view: ShownView, t: Translate): string {
  const header = [t('publicCommon.state'), t('publicCommon.zone'), ...view.columns.map((c) => t(c.labelKey))];
  const rows = view.rows.map((row): CsvCell[] => [
    row.name,
    zoneLabel(t, row.zone),
    ...view.columns.map((column) => {
      const value = column.value(row);
      if (value === undefined) return '';
      return value === null ? formatCount(null) : value;
    }),
  ]);
  return toCsv(header, rows);
}

/** The files' base name, after the zone shown: `<name>.csv` and `<name>.metadata.json`. */
const tableBaseName = (zone: string): string => `nigeria-indicators-by-state${zone ? `-${zone}` : ''}`;

export const tableFileNames = (zone: string) => downloadFileNames(tableBaseName(zone));

export function csvFilename(zone: string): string {
  return tableFileNames(zone).csv;
}

export function tableMetadataJson(
  view: ShownView & Pick<TableView, 'zone' | 'query'>,
  answer: Pick<IndicatorsAnswer, 'data' | 'generatedAt'>,
  t: Translate,
  context: { url: string; language: string; downloadedAt: Date; total: number },
): string {
  const literacy = view.columns.some((c) => c.source === 'literacy') ? answer.data.find((row) => row.literacy)?.literacy : undefined;
  const records = view.columns.some((c) => c.source === 'records');
  const definition = (column: ShownView['columns'][number]): string =>
    column.source === 'literacy' && literacy
      ? referenceText(t, literacy.definition)
      : t('publicDownloads.definitions.count', { name: t(column.labelKey), group: t(column.groupKey), label: SUPPRESSED_LABEL });
  const columns: DownloadColumn[] = [
    { name: t('publicCommon.state'), definition: t('publicDownloads.definitions.state') },
    { name: t('publicCommon.zone'), definition: t('publicDownloads.definitions.zone') },
    ...view.columns.map((column) => ({ name: t(column.labelKey), definition: definition(column) })),
  ];
  const zone = ZONES.find((z) => z.slug === view.zone);
  const sources = [
    literacy ? t('dataTable.literacySource', { definition: referenceText(t, literacy.definition), source: referenceSourceText(t, literacy) }) : '',
    records ? t('dataTable.recordsSource', { source: recordsSourceText(t, answer.generatedAt) }) : '',
  ];
  const description = [
    t('publicDownloads.tableDescription', { shown: view.rows.length, total: context.total }),
    view.query ? t('publicDownloads.tableSearch', { query: view.query }) : '',
  ];
  return metadataJson(
    buildDownloadMetadata({
      name: tableBaseName(view.zone),
      title: zone ? t('publicDownloads.tableTitleZone', { zone: zoneLabel(t, zone) }) : t('publicDownloads.tableTitle'),
      description: description.filter(Boolean).join(' '),
      url: context.url,
      language: context.language,
      columns,
      source: sources.filter(Boolean).join(' '),
      year: yearOrYears([literacy?.year, records ? yearOf(answer.generatedAt) : null]),
      cells: view.rows.flatMap((row) => view.columns.map((column) => column.value(row))),
      suppressionRule: suppressedKeyText(t),
      generatedAt: answer.generatedAt,
      downloadedAt: context.downloadedAt,
    }),
  );
}

export type TableDownload = 'csv' | 'metadata';

/** Saves the view's CSV or its metadata JSON, under the same base name. */
export function downloadTable(what: TableDownload, view: TableView, answer: IndicatorsAnswer, t: Translate): void {
  const names = tableFileNames(view.zone);
  if (what === 'csv') return downloadCsv(tableCsv(view, t), names.csv);
  const context = { url: window.location.href, language: getLocale(), downloadedAt: new Date(), total: answer.data.length };
  downloadJson(tableMetadataJson(view, answer, t, context), names.metadata);
}
