/**
 * CSV for the public downloads, written by the domain's one CSV writer and formula guard
 * (src/domain/csv.ts). Real numbers are written as they are, so a negative count stays a number.
 */
import { csvLines, neutraliseFormula } from '../../domain/csv';
import { saveBlob } from '../../ui/saveFile';

export type CsvCell = string | number | null | undefined;

/** The text of one cell before quoting: numbers as they are, text through the formula guard. */
function cellText(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  return neutraliseFormula(value);
}

/** The text of one cell, neutralised and quoted. */
export const csvCell = (value: CsvCell): string => csvLines([[cellText(value)]]).replace(/\r\n$/, '');

/** A header line then one line per row. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return csvLines([header, ...rows].map((cells) => cells.map(cellText)));
}

/** Saves CSV text (UTF-8 with a byte-order mark, so spreadsheets read accents right). */
export function downloadCsv(csv: string, filename: string): void {
  saveBlob(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }), filename);
}

/** Saves the metadata JSON that goes beside a CSV (src/domain/publicDownloads.ts). */
export function downloadJson(json: string, filename: string): void {
  saveBlob(new Blob([json], { type: 'application/json;charset=utf-8' }), filename);
}
