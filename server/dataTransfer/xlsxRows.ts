/**
 * Rows of records as an XLSX workbook (./xlsxWriter): a bold, frozen header row of labels, then
 * each row's cells typed by src/domain/spreadsheet.ts (text through the formula guard), written
 * straight into bytes of XML (./xmlBytes) and handed on 64 KB at a time. A sheet that is full continues
 * on "<name> (2)" and so on, each starting with the header row. Stops quietly when the output
 * is closed.
 */
import type { Writable } from 'node:stream';
import { DATE_FORMAT, DATE_TIME_FORMAT, sheetName, spreadsheetCell, spreadsheetText } from '../../src/domain/spreadsheet';
import { Pacer } from '../eventLoop';
import { clippedText, columnLetters, dateSerial, escapeXml, textCell, textOpenTag } from './xlsxXml';
import { XmlBytes } from './xmlBytes';
import { HEADER_STYLE, XlsxWriter } from './xlsxWriter';
import { ZipAbandoned, type ZipStreamOptions } from './zipStream';

/** Rows in an Excel worksheet, the header row included. */
export const SHEET_ROWS = 1_048_576;
/** Rows are handed to the ZIP writer in batches of about this many bytes of XML. */
const BATCH_BYTES = 64 * 1024;
/**
 * A date-time serial's decimals: a millisecond is 1.16e-8 of a day, so ten decimals give every
 * time back to the millisecond, in the 15 digits a spreadsheet keeps.
 */
const SERIAL_DECIMALS = 10;
/** Deflate level: the fastest; level 6 halves the rows/s for files a fifth smaller (measured). */
const DEFLATE_LEVEL = 1;

export interface RowsWorkbook<Row = readonly unknown[]> {
  /** The first sheet's name; made safe and short enough by sheetName(). */
  name: string;
  /** The header row's labels. */
  labels: readonly string[];
  /** The rows, a page at a time. */
  pages: AsyncIterable<readonly Row[]>;
  /** A row's value per column (anything spreadsheetCell takes); the row itself by default. */
  cellsOf?: (row: Row) => readonly unknown[];
  /** Rows per sheet, header included (SHEET_ROWS unless a test asks for fewer). */
  rowsPerSheet?: number;
  zip?: ZipStreamOptions;
}

/** The sheet name of the `index`th sheet (0-based): "<name>", "<name> (2)", …, at most 31 characters. */
export function nthSheetName(name: string, index: number): string {
  const base = sheetName(name);
  if (index === 0) return base;
  const suffix = ` (${index + 1})`;
  return `${base.slice(0, 31 - suffix.length).trimEnd()}${suffix}`;
}

/** Writes the workbook into `output` and ends it; resolves early, writing no more, if `output` is closed. */
export async function writeRowsWorkbook<Row = readonly unknown[]>(output: Writable, spec: RowsWorkbook<Row>): Promise<void> {
  const cellsOf = spec.cellsOf ?? ((row: Row) => row as readonly unknown[]);
  const rowsPerSheet = spec.rowsPerSheet ?? SHEET_ROWS;
  if (!Number.isInteger(rowsPerSheet) || rowsPerSheet < 2 || rowsPerSheet > SHEET_ROWS) throw new Error(`rowsPerSheet must be 2…${SHEET_ROWS}`);
  const writer = new XlsxWriter(output, { numFmts: [DATE_FORMAT, DATE_TIME_FORMAT], zip: { level: DEFLATE_LEVEL, ...spec.zip } });
  const writeRow = rowSerialiser(spec.labels.length, writer);
  const header = spec.labels.map((label, index) => textCell(`${columnLetters(index)}1`, spreadsheetText(label), HEADER_STYLE)).join('');
  const widths = spec.labels.map((label) => Math.min(40, Math.max(10, label.length + 2)));
  let sheets = 0;
  let rowsInSheet = 0;
  const startSheet = async () => {
    await writer.startSheet(nthSheetName(spec.name, sheets), widths);
    await writer.writeRows(`<row r="1">${header}</row>`);
    sheets += 1;
    rowsInSheet = 1;
  };
  try {
    await startSheet();
    const batch = new XmlBytes(BATCH_BYTES + BATCH_BYTES / 4);
    for await (const rows of spec.pages) {
      if (writer.abandoned) throw new ZipAbandoned();
      const pacer = new Pacer();
      for (const row of rows) {
        if (rowsInSheet === rowsPerSheet) {
          if (batch.length > 0) await writer.writeRows(batch.take());
          await startSheet();
        }
        rowsInSheet += 1;
        writeRow(cellsOf(row), rowsInSheet, batch);
        if (batch.length >= BATCH_BYTES) await writer.writeRows(batch.take());
        if (pacer.due()) await pacer.pause();
      }
      if (batch.length > 0) await writer.writeRows(batch.take());
    }
    await writer.finish();
  } catch (error) {
    writer.abort();
    if (!(error instanceof ZipAbandoned)) throw error;
  }
}

/** Writes a row as a `<row>` element of cells; empty values leave their cell out. */
function rowSerialiser(width: number, writer: XlsxWriter): (row: readonly unknown[], rowNumber: number, out: XmlBytes) => void {
  const cellStarts = Array.from({ length: width }, (_, index) => `<c r="${columnLetters(index)}`);
  const dateStyles = new Map([DATE_FORMAT, DATE_TIME_FORMAT].map((format) => [format, writer.styleOf(format)]));
  const dateTimeStyle = writer.styleOf(DATE_TIME_FORMAT);
  return (row, rowNumber, out) => {
    out.ascii('<row r="');
    const digitsAt = out.length;
    out.number(rowNumber);
    const digits = out.length - digitsAt;
    out.ascii('">');
    for (let index = 0; index < width; index += 1) {
      const cell = spreadsheetCell(row[index]);
      const { value } = cell;
      if (value === null) continue;
      out.ascii(cellStarts[index]);
      out.again(digitsAt, digits);
      if (typeof value === 'string') {
        const kept = clippedText(value);
        out.ascii('" t="inlineStr"><is>');
        out.ascii(textOpenTag(kept));
        out.text(escapeXml(kept));
        out.ascii('</t></is></c>');
      } else if (typeof value === 'boolean') out.ascii(value ? '" t="b"><v>1</v></c>' : '" t="b"><v>0</v></c>');
      else {
        const style = typeof value === 'number' ? 0 : (cell.numFmt && dateStyles.get(cell.numFmt)) || dateTimeStyle;
        out.ascii(style === 0 ? '"><v>' : `" s="${style}"><v>`);
        if (typeof value === 'number') out.number(value);
        else out.decimal(dateSerial(value), SERIAL_DECIMALS);
        out.ascii('</v></c>');
      }
    }
    out.ascii('</row>');
  };
}
