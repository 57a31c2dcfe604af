/**
 * A record type as an XLSX workbook, streamed with exceljs' WorkbookWriter: the same rows and
 * columns as the CSV export, a header row of the fields' labels, typed numbers, booleans and dates,
 * and text through the formula guard (src/domain/spreadsheet.ts). Rows are committed page by page
 * and the writer waits for the client whenever the response is full, so memory stays flat
 * whatever the row count (no shared-strings table, which would grow with the rows).
 */
import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { recordTypeEntry } from '../../src/domain/records/catalogue';
import { sheetName, spreadsheetCell, spreadsheetText } from '../../src/domain/spreadsheet';
import { exportColumnLabel } from '../../src/i18n/exportLabels';
import type { AppLocale } from '../../src/domain/locales';
import type { Db } from '../db/connection';
import type { RecordDef } from '../records/types';
import { exportColumns } from './columns';
import { exportPages, type ExportFilter } from './export';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A column's label in the chosen language (English when Hausa has none), else its name. */
export function columnLabel(def: RecordDef, column: string, locale: AppLocale): string {
  return exportColumnLabel(locale, recordTypeEntry(def.type).resource, column);
}

/** The workbook as a stream; errors after the start end the stream with that error. */
export function exportXlsx(db: Db, def: RecordDef, filter: ExportFilter, locale: AppLocale): Readable {
  const output = new PassThrough();
  void writeWorkbook(db, def, filter, locale, output).catch((error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))));
  return output;
}

async function writeWorkbook(db: Db, def: RecordDef, filter: ExportFilter, locale: AppLocale, output: PassThrough): Promise<void> {
  // Loaded on the first XLSX export, not at start (it is the heaviest module the server uses).
  const { default: ExcelJS } = await import('exceljs');
  const columns = exportColumns(def);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName(def.path), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({ key: column, width: Math.min(40, Math.max(10, columnLabel(def, column, locale).length + 2)) }));
  const header = sheet.addRow(columns.map((column) => spreadsheetText(columnLabel(def, column, locale))));
  header.font = { bold: true };
  header.commit();
  for await (const rows of exportPages(db, def, filter)) {
    if (output.destroyed) return;
    for (const row of rows) {
      const added = sheet.addRow([]);
      columns.forEach((column, index) => {
        const cell = spreadsheetCell(row[column]);
        if (cell.value === null) return;
        const target = added.getCell(index + 1);
        target.value = cell.value;
        if (cell.numFmt) target.numFmt = cell.numFmt;
      });
      added.commit();
    }
    // The client has not taken what was written yet: wait rather than buffer the whole file.
    if (output.writableNeedDrain) await Promise.race([once(output, 'drain'), once(output, 'close')]);
  }
  sheet.commit();
  await workbook.commit();
}
