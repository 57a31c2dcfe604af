/**
 * CSV building for list exports: RFC 4180 quoting, and formula-injection neutralising (a cell
 * that a spreadsheet would read as a formula gets a leading single quote).
 */

/** Leading characters a spreadsheet treats as the start of a formula (tab and CR too, per OWASP). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Any value as the text of one cell: null/undefined → '', lists joined with "; ", objects as JSON. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(cellText).join('; ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Prefixes `'` to a cell starting with `=`, `+`, `-`, `@` (or tab/CR), so it is never run as a formula. */
export function neutraliseCell(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

function quote(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => unknown;
}

/** The CSV text (CRLF line ends) of `rows` in `columns`; every cell, headers included, neutralised. */
export function toCsv<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]): string {
  const line = (cells: string[]) => cells.map((cell) => quote(neutraliseCell(cell))).join(',');
  const lines = [line(columns.map((c) => c.header))];
  for (const row of rows) lines.push(line(columns.map((c) => cellText(c.value(row)))));
  return `${lines.join('\r\n')}\r\n`;
}
