/**
 * A record type as an XLSX workbook, streamed: the same rows and columns as the CSV export, a
 * header row of the fields' labels, typed numbers, booleans and dates, and text through the
 * formula guard (src/domain/spreadsheet.ts). The rows come as the CSV export's lines
 * (./xlsxSource) and are written by ./xlsxRows with our own streaming writer, a page once the
 * client has taken the previous ones, so memory stays flat whatever the row count; past a
 * sheet's last row the rows continue on a new sheet.
 */
import { PassThrough, type Readable } from 'node:stream';
import type pg from 'pg';
import { recordTypeEntry } from '../../src/domain/records/catalogue';
import { exportColumnLabel } from '../../src/i18n/exportLabels';
import type { AppLocale } from '../../src/domain/locales';
import type { Db } from '../db/connection';
import type { RecordDef } from '../records/types';
import { exportColumns } from './columns';
import type { ExportFilter } from './export';
import { writeRowsWorkbook } from './xlsxRows';
import { exportLines } from './xlsxSource';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A column's label in the chosen language (English when Hausa has none), else its name. */
export function columnLabel(def: RecordDef, column: string, locale: AppLocale): string {
  return exportColumnLabel(locale, recordTypeEntry(def.type).resource, column);
}

export interface XlsxExportOptions {
  /** Rows per sheet, header included; Excel's limit unless a test asks for fewer. */
  rowsPerSheet?: number;
  /** On PostgreSQL, the pool the COPY stream takes its connection from (the server's own otherwise). */
  copyPool?: pg.Pool;
}

/** The workbook as a stream; errors after the start end the stream with that error. */
export function exportXlsx(db: Db, def: RecordDef, filter: ExportFilter, locale: AppLocale, options: XlsxExportOptions = {}): Readable {
  const output = new PassThrough();
  const write = async () => {
    const labels = exportColumns(def).map((column) => columnLabel(def, column, locale));
    const { pages, cellsOf } = exportLines(db, def, filter, options.copyPool);
    await writeRowsWorkbook(output, { name: def.path, labels, pages, cellsOf, rowsPerSheet: options.rowsPerSheet });
  };
  void write().catch((error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))));
  return output;
}
