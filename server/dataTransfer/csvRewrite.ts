/**
 * PostgreSQL's `COPY … (FORMAT csv)` bytes made into the export's CSV, in one pass over the bytes.
 * PostgreSQL quotes exactly the cells csvLines quotes (a comma, a quote, CR or LF in them) and
 * doubles quotes the same way, so most cells pass through as they are; what differs is fixed here:
 * - a cell starting with a formula character gets the guard prefix (inside its quotes, if quoted);
 * - an empty text, which COPY writes `""` to tell it from null, is written empty as csvLines does;
 * - lines end with CRLF, not LF;
 * - booleans (t/f), timestamps and jsonb, which COPY spells its own way, become the text the
 *   driver's values gave (true/false, Date#toISOString, cellText of the parsed JSON).
 * The rule's characters come from src/domain/csv.ts, so the guard stays one rule.
 */
import { isoTimestamp } from '../db/isoTimes';
import { loadedPg } from '../db/pgDriver';
import { CSV_QUOTE_TRIGGERS, FORMULA_GUARD_PREFIX, FORMULA_START_CHARACTERS, safeCell } from '../../src/domain/csv';

/** How a column's COPY text becomes the cell: as it is (guarded), or converted. */
export const enum CopyColumn {
  Text = 0,
  Boolean = 1,
  Timestamp = 2,
  Json = 3,
}

const COMMA = 0x2c;
const T = 0x74;
const F = 0x66;
const TRUE = Buffer.from('true');
const FALSE = Buffer.from('false');
const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;
const GUARD = FORMULA_GUARD_PREFIX.charCodeAt(0);
const FORMULA_START = new Uint8Array(256);
for (const character of FORMULA_START_CHARACTERS) FORMULA_START[character.charCodeAt(0)] = 1;
const NEEDS_QUOTES = new RegExp(`[${CSV_QUOTE_TRIGGERS.map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')}]`);

/** pg's own reading of a timestamptz in any other spelling, as ISO text (this runs only on PostgreSQL, so pg is loaded). */
const parsedTimestamp = (text: string) => (loadedPg().types.getTypeParser(loadedPg().types.builtins.TIMESTAMPTZ) as (text: string) => Date)(text).toISOString();

/** A converted cell's text as csvLines writes it (guarded, quoted when needed). */
function convertedCell(kind: CopyColumn, text: string, isNull: boolean): string {
  if (isNull) return '';
  let cell: string;
  if (kind === CopyColumn.Boolean) cell = text === 't' ? 'true' : text === 'f' ? 'false' : text;
  else if (kind === CopyColumn.Timestamp) {
    cell = isoTimestamp(text, parsedTimestamp);
  } else cell = safeCell(JSON.parse(text));
  return NEEDS_QUOTES.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

const [SPACE, DASH, DOT, PLUS, ZERO, LETTER_T, LETTER_Z] = [...' -.+0TZ'].map((c) => c.charCodeAt(0));

/**
 * `2024-05-30 06:21:37.5+00` (bytes start…end of input) written as `2024-05-30T06:21:37.500Z` at
 * out[o]: the bytes written, or 0 for any other spelling (left to convertedCell).
 */
function isoTime(input: Uint8Array, start: number, end: number, out: Buffer, o: number): number {
  const length = end - start;
  if (length < 22 || length > 29 || length === 23 || input[start + 4] !== DASH || input[start + 10] !== SPACE) return 0;
  if (input[end - 3] !== PLUS || input[end - 2] !== ZERO || input[end - 1] !== ZERO) return 0;
  if (length > 22 && input[start + 19] !== DOT) return 0;
  const digits = length > 22 ? length - 23 : 0;
  for (let k = 0; k < 19; k += 1) out[o + k] = input[start + k];
  out[o + 10] = LETTER_T;
  out[o + 19] = DOT;
  for (let k = 0; k < 3; k += 1) out[o + 20 + k] = k < digits ? input[start + 20 + k] : ZERO;
  out[o + 23] = LETTER_Z;
  return 24;
}

const enum State {
  CellStart,
  Unquoted,
  /** After a cell's opening quote, nothing else yet. */
  Opened,
  /** After `""` at a cell's start: an empty cell, or an escaped quote opening the text. */
  OpenedQuote,
  Quoted,
  /** In a quoted cell, after a quote: the closing one, or the first of an escaped pair. */
  QuotedQuote,
  /** In a converted cell, collecting its text. */
  Collect,
  CollectQuoted,
  CollectQuotedQuote,
}

export class CopyCsvRewriter {
  private state = State.CellStart;
  private column = 0;
  private collected: number[] = [];
  private collectedQuoted = false;
  private scratch = Buffer.alloc(0);
  /** Whole lines written so far. */
  lines = 0;

  /** `columns`: each column's kind, in order. */
  constructor(private readonly columns: readonly CopyColumn[]) {}

  /** The export bytes of the next chunk of COPY output (a line may span chunks). */
  rewrite(input: Uint8Array): Buffer {
    const parts: Buffer[] = [];
    // A cell grows by at most 2 bytes per byte (`f,` → `false,`) and each line by 1 (CR); collected
    // cells are written aside. The work space is kept and what it holds is copied out at its size,
    // so each chunk leaves only its own bytes to the garbage collector.
    if (this.scratch.length < input.length * 3 + 8) this.scratch = Buffer.allocUnsafe(input.length * 3 + 8);
    let out = this.scratch;
    let o = 0;
    let { state, column, lines } = this;
    const kinds = this.columns;
    const length = input.length;
    for (let i = 0; i < length; i += 1) {
      let byte = input[i];
      switch (state) {
        case State.Unquoted:
          // The common case, kept to a tight loop: copy up to the end of the cell.
          while (byte !== COMMA && byte !== LF) {
            out[o++] = byte;
            if (++i === length) break;
            byte = input[i];
          }
          if (i === length) continue;
          break; // to the end of the cell, below
        case State.Quoted:
          while (byte !== QUOTE) {
            out[o++] = byte;
            if (++i === length) break;
            byte = input[i];
          }
          if (i === length) continue;
          out[o++] = byte;
          state = State.QuotedQuote;
          continue;
        case State.CellStart: {
          const kind = kinds[column];
          if (kind === CopyColumn.Boolean && (byte === T || byte === F)) {
            const word = byte === T ? TRUE : FALSE;
            for (let k = 0; k < word.length; k += 1) out[o++] = word[k];
            state = State.Unquoted; // the comma or LF comes next
            continue;
          }
          if (kind === CopyColumn.Timestamp && byte !== COMMA && byte !== LF) {
            let end = i;
            while (end < length && input[end] !== COMMA && input[end] !== LF) end += 1;
            const written = end < length ? isoTime(input, i, end, out, o) : 0;
            if (written > 0) {
              o += written;
              i = end - 1;
              state = State.Unquoted;
              continue;
            }
          }
          if (kind !== CopyColumn.Text && byte !== COMMA && byte !== LF) {
            this.collectedQuoted = byte === QUOTE;
            state = this.collectedQuoted ? State.CollectQuoted : State.Collect;
            if (!this.collectedQuoted) i -= 1; // read this byte again as part of the cell
            continue;
          }
          if (byte === QUOTE) {
            state = State.Opened;
            continue;
          }
          if (byte !== COMMA && byte !== LF) {
            if (FORMULA_START[byte] === 1) out[o++] = GUARD;
            out[o++] = byte;
            state = State.Unquoted;
            continue;
          }
          break;
        }
        case State.Opened:
          // After `""` it is not known yet whether the cell is empty: write nothing until it is.
          if (byte === QUOTE) state = State.OpenedQuote;
          else {
            out[o++] = QUOTE;
            if (FORMULA_START[byte] === 1) out[o++] = GUARD;
            out[o++] = byte;
            state = State.Quoted;
          }
          continue;
        case State.OpenedQuote:
          if (byte === QUOTE) {
            out[o++] = QUOTE;
            out[o++] = QUOTE;
            out[o++] = QUOTE;
            state = State.Quoted;
            continue;
          }
          break; // `""` then the end of the cell: an empty text, written as nothing
        case State.QuotedQuote:
          if (byte === QUOTE) {
            out[o++] = byte;
            state = State.Quoted;
            continue;
          }
          break; // the closing quote is written already
        case State.Collect:
          if (byte !== COMMA && byte !== LF) {
            this.collected.push(byte);
            continue;
          }
          break;
        case State.CollectQuoted:
          if (byte === QUOTE) state = State.CollectQuotedQuote;
          else this.collected.push(byte);
          continue;
        case State.CollectQuotedQuote:
          if (byte === QUOTE) {
            this.collected.push(QUOTE);
            state = State.CollectQuoted;
            continue;
          }
          break;
      }
      // The end of a cell: `byte` is the comma or LF after it.
      if (state === State.Collect || state === State.CollectQuotedQuote) {
        parts.push(Buffer.from(out.subarray(0, o)), this.takeCollected(kinds[column]));
        out = out.subarray(o);
        o = 0;
      }
      if (byte === LF) {
        out[o++] = CR;
        lines += 1;
        column = 0;
      } else column += 1;
      out[o++] = byte;
      state = State.CellStart;
    }
    this.state = state;
    this.column = column;
    this.lines = lines;
    if (parts.length === 0) return Buffer.from(out.subarray(0, o));
    parts.push(out.subarray(0, o));
    return Buffer.concat(parts);
  }

  private takeCollected(kind: CopyColumn): Buffer {
    const isNull = !this.collectedQuoted && this.collected.length === 0;
    const cell = convertedCell(kind, Buffer.from(this.collected).toString('utf8'), isNull);
    this.collected = [];
    return Buffer.from(cell);
  }
}
