/**
 * The downloads of the data table's current view: the CSV of the shown rows and columns, as shown
 * (hidden counts, and rates hidden with them, as SUPPRESSED_LABEL; no figure as an empty cell; the
 * adjusted GPI after the GPI), and its metadata JSON (src/domain/publicDownloads.ts), which names
 * the populations the rates are divided by.
 */
import { stateBySlug, ZONES } from '../../../domain/locations';
import { formatCount, SUPPRESSED_LABEL } from '../../../domain/publicData';
import { buildDownloadMetadata, downloadFileNames, metadataJson, yearOf, yearOrYears, type DownloadColumn } from '../../../domain/publicDownloads';
import { getLocale } from '../../../i18n/locale';
import type { Translate } from '../../../i18n/translate';
import { downloadCsv, downloadJson, toCsv, type CsvCell } from '../../components/csv';
import { zoneLabel } from '../../components/labels';
import { AGES } from '../../components/rates/rateTexts';
import { referenceText } from '../../components/referenceTexts';
import { recordsSourceText, referenceSourceText, suppressedKeyText } from '../../components/SourceNote';
import { csvColumns } from './tableColumns';
import { rateMetadata } from './rateMetadata';
import { levelHeaders, parentLabel, type TableAnswer, type TableLevel } from './tableRows';
import type { TableView } from './useTableView';

type ShownView = Pick<TableView, 'rows' | 'columns'> & { level?: TableLevel };

export function tableCsv(view: ShownView, t: Translate): string {
  const columns = csvColumns(view.columns);
  const header = [...levelHeaders(t, view.level ?? 'state'), ...columns.map((c) => t(c.labelKey, AGES))];
  const rows = view.rows.map((row): CsvCell[] => [
    row.name,
    parentLabel(t, row),
    ...columns.map((column) => {
      const value = column.value(row);
      if (value === undefined) return '';
      return value === null ? formatCount(null) : value;
    }),
  ]);
  return toCsv(header, rows);
}

/** The files' base name, after the zone (or the LGA level's state) shown: `<name>.csv` and `<name>.metadata.json`. */
const tableBaseName = (zone: string, lgasOf?: string): string =>
  lgasOf ? `${lgasOf}-indicators-by-lga` : `nigeria-indicators-by-state${zone ? `-${zone}` : ''}`;

export const tableFileNames = (zone: string, lgasOf?: string) => downloadFileNames(tableBaseName(zone, lgasOf));

export function csvFilename(zone: string, lgasOf?: string): string {
  return tableFileNames(zone, lgasOf).csv;
}

export function tableMetadataJson(
  view: ShownView & Pick<TableView, 'zone' | 'query'> & { state?: string },
  answer: Pick<TableAnswer, 'rows' | 'generatedAt'>,
  t: Translate,
  context: { url: string; language: string; downloadedAt: Date; total: number },
): string {
  const shownColumns = csvColumns(view.columns);
  const literacy = shownColumns.some((c) => c.source === 'literacy') ? answer.rows.find((row) => row.literacy)?.literacy : undefined;
  const records = shownColumns.some((c) => c.source === 'records');
  const rates = rateMetadata(t, shownColumns, view.rows);
  const definition = (column: (typeof shownColumns)[number]): string => {
    if (column.source === 'population') return rates.definition(column);
    if (column.source === 'literacy' && literacy) return referenceText(t, literacy.definition);
    return t('publicDownloads.definitions.count', { name: t(column.labelKey), group: t(column.groupKey), label: SUPPRESSED_LABEL });
  };
  const lgasOf = view.level === 'lga' ? stateBySlug(view.state ?? '') : undefined;
  const [nameHeader, parentHeader] = levelHeaders(t, lgasOf ? 'lga' : 'state');
  const columns: DownloadColumn[] = [
    { name: nameHeader, definition: t(lgasOf ? 'publicDownloads.definitions.lga' : 'publicDownloads.definitions.state') },
    { name: parentHeader, definition: t(lgasOf ? 'publicDownloads.definitions.state' : 'publicDownloads.definitions.zone') },
    ...shownColumns.map((column) => ({ name: t(column.labelKey, AGES), definition: definition(column) })),
  ];
  const zone = ZONES.find((z) => z.slug === view.zone);
  const sources = [
    literacy ? t('dataTable.literacySource', { definition: referenceText(t, literacy.definition), source: referenceSourceText(t, literacy) }) : '',
    records || rates.used ? t('dataTable.recordsSource', { source: recordsSourceText(t, answer.generatedAt) }) : '',
    rates.source,
  ];
  const description = [
    t('publicDownloads.tableDescription', { shown: view.rows.length, total: context.total }),
    view.query ? t('publicDownloads.tableSearch', { query: view.query }) : '',
  ];
  return metadataJson(
    buildDownloadMetadata({
      name: tableBaseName(view.zone, lgasOf?.slug),
      title: lgasOf
        ? t('publicDownloads.tableTitleLgas', { state: lgasOf.name })
        : zone
          ? t('publicDownloads.tableTitleZone', { zone: zoneLabel(t, zone) })
          : t('publicDownloads.tableTitle'),
      description: description.filter(Boolean).join(' '),
      url: context.url,
      language: context.language,
      columns,
      source: sources.filter(Boolean).join(' '),
      year: yearOrYears([literacy?.year, records || rates.used ? yearOf(answer.generatedAt) : null, ...rates.years]),
      notes: rates.notes,
      denominators: rates.denominators,
      cells: view.rows.flatMap((row) => shownColumns.map((column) => column.value(row))),
      suppressionRule: suppressedKeyText(t),
      generatedAt: answer.generatedAt,
      downloadedAt: context.downloadedAt,
    }),
  );
}

export type TableDownload = 'csv' | 'metadata';

/** Saves the view's CSV or its metadata JSON, under the same base name. */
export function downloadTable(what: TableDownload, view: TableView, answer: TableAnswer, t: Translate): void {
  const names = tableFileNames(view.zone, view.level === 'lga' ? view.state : undefined);
  if (what === 'csv') return downloadCsv(tableCsv(view, t), names.csv);
  const context = { url: window.location.href, language: getLocale(), downloadedAt: new Date(), total: answer.rows.length };
  downloadJson(tableMetadataJson(view, answer, t, context), names.metadata);
}
