/**
 * Reading CSV with csv-parse: comma-separated fields,
 * records ended by CRLF, LF or CR, quoted fields holding commas, line breaks and doubled quotes,
 * a leading BOM dropped, quotes inside unquoted fields kept as text, rows of any length.
 *
 * The text is read in windows that end at a line break, so a long file is read record by record
 * with pauses between; a window that ends inside a quoted field is widened until it does not.
 *
 * Only the server reads CSV, so this takes csv-parse's Node entry (it needs Node's Buffer at run
 * time, and reads four times faster than the browser build); the browser only writes (./csv.ts).
 */
import { CsvError, parse, type Options } from 'csv-parse/sync';

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

const OPTIONS: Options = { relax_column_count: true, relax_quotes: true, record_delimiter: ['\r\n', '\n', '\r'], skip_empty_lines: false };
/** About this much text is parsed at once: 64 KB cost a 150 ms stall on the first, cold window during the 20,000-row import bench. */
const WINDOW = 16 * 1024;

/** Line breaks inside a record's fields (CRLF counts once), so the next record's row is known. */
const lineBreaks = (fields: readonly string[]): number => fields.reduce((sum, field) => sum + (field.match(/\r\n|\r|\n/g)?.length ?? 0), 0);

export function parseCsv(input: string): CsvRecord[] {
  return [...csvRecords(input)];
}

/** The records one by one, so a long file can be read with pauses between records. */
export function* csvRecords(input: string): Generator<CsvRecord> {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  let start = 0;
  let row = 1;
  let size = WINDOW;
  while (start < text.length) {
    const lineEnd = text.indexOf('\n', start + size);
    const end = lineEnd < 0 ? text.length : lineEnd + 1;
    let nextRow = row;
    const records: CsvRecord[] = [];
    try {
      parse(text.slice(start, end), {
        ...OPTIONS,
        on_record: (fields: string[]) => {
          records.push({ row: nextRow, fields });
          nextRow += 1 + lineBreaks(fields);
          return null;
        },
      });
    } catch (error) {
      if (!(error instanceof CsvError)) throw error;
      // The window ends inside a quoted field: read a wider one (or, at the end of the text, the field is never closed).
      if (error.code === 'CSV_QUOTE_NOT_CLOSED' && end < text.length) {
        size *= 2;
        continue;
      }
      const message = error.code === 'CSV_QUOTE_NOT_CLOSED' ? 'a quoted field is not closed.' : error.message;
      throw new CsvSyntaxError(`Row ${nextRow}: ${message}`, nextRow);
    }
    yield* records;
    row = nextRow;
    start = end;
    size = WINDOW;
  }
}
