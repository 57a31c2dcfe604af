/**
 * Writing CSV, for the server's exports and the browser's downloads alike: csv-stringify (its
 * browser build, which runs in Node too) with RFC 4180 quoting and CRLF line ends, and the one
 * formula guard every exported cell goes through.
 */
import { stringify } from 'csv-stringify/browser/esm/sync';

/**
 * Leading characters a spreadsheet treats as the start of a formula (tab and CR too, per OWASP).
 * Exported with the prefix and the quoting triggers so the server's SQL export can spell the very
 * same rule (server/dataTransfer/csvSql.ts); tests hold the two equal.
 */
export const FORMULA_START_CHARACTERS = ['=', '+', '-', '@', '\t', '\r'] as const;
/** What a neutralised cell starts with. */
export const FORMULA_GUARD_PREFIX = "'";
/** A cell holding one of these is written in double quotes (its quotes doubled); see csvLines. */
export const CSV_QUOTE_TRIGGERS = [',', '"', '\r', '\n'] as const;

const charClass = (characters: readonly string[]) => characters.map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');
/** A cell starting with a formula character. */
export const FORMULA_START = new RegExp(`^[${charClass(FORMULA_START_CHARACTERS)}]`);

/** Prefixes `'` to a cell starting with `=`, `+`, `-`, `@` (or tab/CR), so it is never run as a formula. */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `${FORMULA_GUARD_PREFIX}${text}` : text;
}

/** Any value as the text of one cell: null/undefined → '', dates as ISO text, lists joined with "; ", objects as JSON. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(cellText).join('; ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** A value as an exported cell: its text, neutralised. */
export const safeCell = (value: unknown): string => neutraliseFormula(cellText(value));

/** CSV lines (each ended by CRLF unless told) of cells already turned into text; quoted where a comma, quote or line break asks for it. */
export function csvLines(rows: readonly (readonly string[])[], lineEnd: '\r\n' | '\n' = '\r\n'): string {
  return stringify(rows as string[][], { record_delimiter: lineEnd === '\n' ? 'unix' : 'windows', quoted_match: /[\r\n]/ });
}

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => unknown;
}

/** The CSV text (CRLF line ends) of `rows` in `columns`; every cell, headers included, neutralised. */
export function toCsv<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]): string {
  return csvLines([columns.map((c) => neutraliseFormula(c.header)), ...rows.map((row) => columns.map((c) => safeCell(c.value(row))))]);
}
