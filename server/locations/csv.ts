/**
 * A small RFC 4180 reader: comma-separated fields, records ended by CRLF, LF or CR, fields in
 * double quotes may hold commas, line breaks and doubled quotes (""), a leading UTF-8 BOM is
 * dropped. Lenient where spreadsheets are: a quote inside an unquoted field is kept as text,
 * and text after a closing quote is appended to the field.
 */

export interface CsvRecord {
  /** 1-based line of the file where the record starts (blank lines count, the header is row 1). */
  row: number;
  fields: string[];
}

export class CsvSyntaxError extends Error {
  constructor(
    message: string,
    public readonly row: number,
  ) {
    super(message);
    this.name = 'CsvSyntaxError';
  }
}

const QUOTE = 34; // "
const COMMA = 44; // ,
const LF = 10;
const CR = 13;

export function parseCsv(input: string): CsvRecord[] {
  return [...csvRecords(input)];
}

/** The records one by one, so a long file can be read with pauses between records. */
export function* csvRecords(input: string): Generator<CsvRecord> {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  let fields: string[] = [];
  let field = '';
  /** The current field has begun (a quoted empty field "" counts as begun). */
  let started = false;
  let row = 1;
  let recordRow = 1;
  let i = 0;

  const endField = () => {
    fields.push(field);
    field = '';
    started = false;
  };
  const endRecord = (): CsvRecord => {
    endField();
    const record = { row: recordRow, fields };
    fields = [];
    return record;
  };

  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === QUOTE && !started) {
      // Quoted field: read to the closing quote, "" standing for one quote.
      const openedAt = row;
      started = true;
      i += 1;
      for (;;) {
        if (i >= text.length) throw new CsvSyntaxError(`Row ${openedAt}: a quoted field is not closed.`, openedAt);
        const q = text.charCodeAt(i);
        if (q === QUOTE) {
          if (text.charCodeAt(i + 1) === QUOTE) {
            field += '"';
            i += 2;
            continue;
          }
          i += 1;
          break;
        }
        if (q === LF || (q === CR && text.charCodeAt(i + 1) !== LF)) row += 1;
        field += text[i];
        i += 1;
      }
    } else if (c === COMMA) {
      endField();
      i += 1;
    } else if (c === CR || c === LF) {
      yield endRecord();
      i += c === CR && text.charCodeAt(i + 1) === LF ? 2 : 1;
      row += 1;
      recordRow = row;
    } else {
      started = true;
      field += text[i];
      i += 1;
    }
  }
  // The last record, unless the file ended with a line break.
  if (started || fields.length > 0) yield endRecord();
}

/** Quotes a field when it holds a comma, a quote or a line break (for writing CSV). */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}
