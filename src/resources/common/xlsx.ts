/**
 * XLSX downloads built in the browser (record lists, the performance report): the same columns as
 * the CSV, a bold header row of labels, typed numbers and dates, and formula-safe text
 * (src/domain/spreadsheet.ts). exceljs is loaded only when a workbook is asked for.
 */
import type { CsvColumn } from '../../domain/csv';
import { sheetName, spreadsheetCell, spreadsheetText } from '../../domain/spreadsheet';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** `headerLabel` names a column in the header row (the CSV's header by default). */
export async function xlsxBlob<Row>(
  rows: readonly Row[],
  columns: readonly CsvColumn<Row>[],
  name: string,
  headerLabel: (column: CsvColumn<Row>) => string = (column) => column.header,
): Promise<Blob> {
  const loaded = await import('exceljs');
  // The package is CommonJS: its exports arrive as the default export once bundled.
  const { Workbook } = loaded.default ?? loaded;
  const workbook = new Workbook();
  const sheet = workbook.addWorksheet(sheetName(name), { views: [{ state: 'frozen', ySplit: 1 }] });
  const headers = columns.map(headerLabel);
  sheet.columns = headers.map((header) => ({ width: Math.min(40, Math.max(10, header.length + 2)) }));
  sheet.addRow(headers.map((header) => spreadsheetText(header))).font = { bold: true };
  for (const row of rows) {
    const added = sheet.addRow([]);
    columns.forEach((column, index) => {
      const cell = spreadsheetCell(column.value(row));
      if (cell.value === null) return;
      const target = added.getCell(index + 1);
      target.value = cell.value;
      if (cell.numFmt) target.numFmt = cell.numFmt;
    });
  }
  return new Blob([await workbook.xlsx.writeBuffer()], { type: XLSX_TYPE });
}
