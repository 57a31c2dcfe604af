/**
 * CSV for the public downloads: RFC 4180 quoting, CRLF line ends, and formula-injection
 * neutralising: a text cell starting with = + - @ (or tab/CR) gets a leading single quote so a
 * spreadsheet never runs it. Real numbers are written as they are.
 */
import { saveBlob } from '../../providers/saveFile';

const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvCell = string | number | null | undefined;

/** The text of one cell, neutralised and quoted. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A header line then one line per row. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((cells) => cells.map(csvCell).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** Saves CSV text (UTF-8 with a byte-order mark, so spreadsheets read accents right). */
export function downloadCsv(csv: string, filename: string): void {
  saveBlob(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }), filename);
}
