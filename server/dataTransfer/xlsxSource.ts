/**
 * The XLSX export's rows: the CSV export's own lines, read back into values by column position:
 * number and boolean columns typed again, text left as the CSV wrote it (already through the
 * formula guard, which src/domain/spreadsheet.ts then leaves alone). On PostgreSQL the lines come
 * from the CSV export's COPY stream (./xlsxCopySource); on PGlite, formatted by the database a
 * page at a time (./exportQuery, the PGlite path of ./export), the next page fetched while the
 * current one is written. Small strings and short-lived arrays keep the server's memory flat at
 * speed (none of the objects a record read builds).
 */
import { sql } from 'kysely';
import type pg from 'pg';
import { poolOf, type Db } from '../db/connection';
import type { RecordDef } from '../records/types';
import { exportColumns, fieldSpecs } from './columns';
import { exportQuery, type ExportFilter } from './exportQuery';
import { copyLinePages } from './xlsxCopySource';

/** Rows per page: PGlite formats them on the event loop, so its pages stay short. */
const PAGE = 500;

export type CellKind = 'number' | 'boolean' | 'text';
/** A cell's value as the CSV spelled it, typed back: null for an empty cell. */
export type CellValue = string | number | boolean | null;

/** How each export column's text is read back. */
export function cellKinds(def: RecordDef): CellKind[] {
  const specs = fieldSpecs(def);
  return exportColumns(def).map((column) => {
    if (column === 'id' || column === 'collectorId') return 'number';
    const kind = specs.get(column)?.kind;
    return kind === 'number' || kind === 'boolean' ? kind : 'text';
  });
}

export interface CsvLineSource {
  /** The filtered rows in id order: pages of CSV lines. */
  pages: AsyncGenerator<string[]>;
  /** A line's cell values in exportColumns order; read as each row is written, so they die young. */
  cellsOf: (line: string) => CellValue[];
}

export function exportLines(db: Db, def: RecordDef, filter: ExportFilter, copyPool?: pg.Pool): CsvLineSource {
  const kinds = cellKinds(def);
  const pool = copyPool ?? poolOf(db);
  return { pages: pool ? copyLinePages(pool, db, def, filter) : linePages(db, def, filter), cellsOf: (line) => csvRow(line, kinds) };
}

/** PGlite (no COPY stream): keyset pages of lines. */
async function* linePages(db: Db, def: RecordDef, filter: ExportFilter): AsyncGenerator<string[]> {
  const query = await exportQuery(db, def, filter);
  const limit = PAGE;
  type Line = { id: number; line: string };
  const page = async (afterId: number): Promise<Line[]> => (await sql<Line>`${sql.raw(query.lines({ afterId, limit }))}`.execute(db)).rows;
  let next: Promise<Line[]> | null = page(0);
  while (next) {
    const lines: Line[] = await next;
    if (lines.length === 0) return;
    next = lines.length === limit ? page(Number(lines[lines.length - 1].id)) : null;
    // Unhandled until awaited: a failing prefetch must not crash the process if the client left.
    next?.catch(() => undefined);
    yield lines.map((line) => line.line);
  }
}

const COMMA = 44;
const QUOTE = 34;
const CR = 13;
const GUARD = 39;

function typed(text: string, kind: CellKind): CellValue {
  if (text === '') return null;
  if (kind === 'boolean') return text === 'true' ? true : text === 'false' ? false : text;
  if (kind === 'number') {
    // The CSV guards a negative number ('-5); the number itself is never a formula.
    const number = Number(text.charCodeAt(0) === GUARD ? text.slice(1) : text);
    return Number.isFinite(number) ? number : text;
  }
  return text;
}

/** One CSV line as csvLines writes it (CRLF ended; a cell quoted when a comma, quote, CR or LF is inside), typed by `kinds`. */
export function csvRow(line: string, kinds: readonly CellKind[]): CellValue[] {
  const cells: CellValue[] = [];
  const end = line.length;
  let at = 0;
  for (;;) {
    let cell: string;
    if (line.charCodeAt(at) === QUOTE) {
      cell = '';
      let from = at + 1;
      for (;;) {
        const close = line.indexOf('"', from);
        if (close === -1) throw new Error('A quoted CSV cell is not closed');
        cell += line.slice(from, close);
        if (line.charCodeAt(close + 1) !== QUOTE) {
          at = close + 1;
          break;
        }
        cell += '"';
        from = close + 2;
      }
    } else {
      let stop = at;
      for (let code = line.charCodeAt(stop); stop < end && code !== COMMA && code !== CR; code = line.charCodeAt(++stop));
      cell = line.slice(at, stop);
      at = stop;
    }
    cells.push(typed(cell, kinds[cells.length] ?? 'text'));
    if (line.charCodeAt(at) !== COMMA) return cells;
    at += 1;
  }
}
