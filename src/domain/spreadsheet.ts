/**
 * Spreadsheet (XLSX) cells, for the server's exports and the browser's downloads alike: numbers
 * and booleans stay typed, dates and times become real dates, lists are joined, and every text
 * goes through the CSV formula guard (./csv), so a value never runs as a formula.
 */
import { cellText, neutraliseFormula } from './csv';

export type SpreadsheetValue = string | number | boolean | Date | null;

export interface SpreadsheetCell {
  value: SpreadsheetValue;
  /** The display format of a date cell. */
  numFmt?: string;
}

export const DATE_FORMAT = 'yyyy-mm-dd';
export const DATE_TIME_FORMAT = 'yyyy-mm-dd hh:mm:ss';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

function dateCell(date: Date, numFmt: string): SpreadsheetCell {
  return Number.isNaN(date.getTime()) ? { value: null } : { value: date, numFmt };
}

/** Any exported value as a typed cell; times are written in UTC (a spreadsheet date has no zone). */
export function spreadsheetCell(value: unknown): SpreadsheetCell {
  if (value === null || value === undefined || value === '') return { value: null };
  if (typeof value === 'number') return { value: Number.isFinite(value) ? value : null };
  if (typeof value === 'boolean') return { value };
  if (value instanceof Date) return dateCell(value, DATE_TIME_FORMAT);
  if (typeof value === 'string') {
    if (DATE_ONLY.test(value)) return dateCell(new Date(`${value}T00:00:00Z`), DATE_FORMAT);
    if (DATE_TIME.test(value)) return dateCell(new Date(value), DATE_TIME_FORMAT);
  }
  return { value: neutraliseFormula(cellText(value)) };
}

/** A header or a sheet name as safe text. */
export const spreadsheetText = (text: string): string => neutraliseFormula(text);

/** Excel refuses sheet names over 31 characters or with []:*?/\ in them. */
export function sheetName(name: string): string {
  return (
    name
      .replace(/[[\]:*?/\\]/g, ' ')
      .slice(0, 31)
      .trim() || 'Sheet1'
  );
}
