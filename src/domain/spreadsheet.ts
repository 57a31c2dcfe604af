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

const DASH = 0x2d;

/** Whether a text could match DATE_ONLY or DATE_TIME ("dddd-"): most cells of an export are not tried against them. */
const mayBeDate = (text: string): boolean => text.length >= 10 && text.charCodeAt(4) === DASH && text.charCodeAt(0) >= 0x30 && text.charCodeAt(0) <= 0x39;

/** Shared, so the cells an export writes most often cost no allocation (a million rows make a lot of garbage). */
const EMPTY: SpreadsheetCell = Object.freeze({ value: null });
const TRUE: SpreadsheetCell = Object.freeze({ value: true });
const FALSE: SpreadsheetCell = Object.freeze({ value: false });

function dateCell(date: Date, numFmt: string): SpreadsheetCell {
  return Number.isNaN(date.getTime()) ? EMPTY : { value: date, numFmt };
}

/** Any exported value as a typed cell; times are written in UTC (a spreadsheet date has no zone). */
export function spreadsheetCell(value: unknown): SpreadsheetCell {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (typeof value === 'number') return Number.isFinite(value) ? { value } : EMPTY;
  if (typeof value === 'boolean') return value ? TRUE : FALSE;
  if (value instanceof Date) return dateCell(value, DATE_TIME_FORMAT);
  if (typeof value === 'string' && mayBeDate(value)) {
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
