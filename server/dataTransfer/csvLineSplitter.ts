/**
 * Whole CSV lines out of a stream of byte chunks (the export's CSV, as ./csvRewrite writes it): a
 * chunk may end inside a line, or inside a multi-byte character, and a quoted cell may hold CR and
 * LF, so a line ends only at an LF outside quotes. Quotes are counted, not parsed: an escaped quote
 * (`""`) toggles twice, so the count's parity still says whether an LF is inside a cell.
 * Lines are cut from the bytes (no UTF-8 sequence holds an LF or a quote byte) and each is decoded
 * on its own: small strings that die young, never a chunk-sized one that V8 would keep in its
 * large-object space until a full collection.
 */
const LF = 0x0a;
const QUOTE = 0x22;
const EMPTY = Buffer.alloc(0);

export class CsvLineSplitter {
  /** The bytes after the last whole line. */
  private rest: Buffer = EMPTY;
  /** Whether `rest` ends inside a quoted cell. */
  private quoted = false;

  /** The whole lines (each with its line end) completed by `chunk`. */
  push(chunk: Buffer): string[] {
    const lines: string[] = [];
    let start = 0;
    let quoted = this.quoted;
    let quote = chunk.indexOf(QUOTE);
    for (let lf = chunk.indexOf(LF); lf !== -1; lf = chunk.indexOf(LF, lf + 1)) {
      while (quote !== -1 && quote < lf) {
        quoted = !quoted;
        quote = chunk.indexOf(QUOTE, quote + 1);
      }
      if (quoted) continue;
      if (start === 0 && this.rest.length > 0) {
        lines.push(Buffer.concat([this.rest, chunk.subarray(0, lf + 1)]).toString('utf8'));
        this.rest = EMPTY;
      } else lines.push(chunk.toString('utf8', start, lf + 1));
      start = lf + 1;
    }
    for (; quote !== -1; quote = chunk.indexOf(QUOTE, quote + 1)) quoted = !quoted;
    // Copied: the chunk itself is not kept alive for the few bytes of a line's start.
    const tail = chunk.subarray(start);
    this.rest = start === 0 ? Buffer.concat([this.rest, tail]) : Buffer.from(tail);
    this.quoted = quoted;
    return lines;
  }

  /** Checks the stream ended with a whole line. */
  end(): void {
    if (this.rest.length > 0) throw new Error(`The CSV ended inside a line (${this.rest.length} bytes left)`);
  }
}
