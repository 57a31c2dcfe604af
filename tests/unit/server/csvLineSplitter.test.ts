/**
 * The XLSX export's COPY path cuts whole CSV lines out of byte chunks (server/dataTransfer/
 * csvLineSplitter.ts): wherever the chunks are cut (inside a line, a quoted CR LF, an escaped
 * quote or a multi-byte character), the same lines come out, and csvRow reads them back into the
 * cells that were written.
 */
import { describe, expect, it } from 'vitest';
import { csvLines } from '../../../src/domain/csv';
import { CsvLineSplitter } from '../../../server/dataTransfer/csvLineSplitter';
import { csvRow } from '../../../server/dataTransfer/xlsxSource';

const ROWS = [
  ['1', 'plain', 'true'],
  ['2', 'line one\r\nline two', 'false'],
  ['3', 'says "hi",\nthen goes', ''],
  ['4', 'Ɗan Kano 🙂 ẹ', '"'],
  ['5', '\r\n', '""'],
  ['6', '', 'last'],
];
const LINES = ROWS.map((row) => csvLines([row]));
const BYTES = Buffer.from(LINES.join(''), 'utf8');
const KINDS = ['number', 'text', 'boolean'] as const;

/** The lines the splitter gives for BYTES cut at `cuts`. */
function split(cuts: number[]): string[] {
  const splitter = new CsvLineSplitter();
  const lines: string[] = [];
  let from = 0;
  for (const cut of [...cuts, BYTES.length]) {
    lines.push(...splitter.push(BYTES.subarray(from, cut)));
    from = cut;
  }
  splitter.end();
  return lines;
}

describe('CsvLineSplitter', () => {
  it('gives every line whole, whatever the single cut (quoted CR LF, escaped quotes, a character split)', () => {
    for (let cut = 0; cut <= BYTES.length; cut += 1) expect(split([cut]), `cut at byte ${cut}`).toEqual(LINES);
  });

  it('gives every line whole when a line spans three chunks or more', () => {
    for (let first = 0; first < BYTES.length; first += 3)
      for (let second = first; second <= BYTES.length; second += 5) expect(split([first, second, second + 1])).toEqual(LINES);
    expect(split(Array.from({ length: BYTES.length }, (_, index) => index))).toEqual(LINES);
  });

  it('gives lines that csvRow reads back into the cells written', () => {
    const cells = split([17, 40]).map((line) => csvRow(line, KINDS));
    expect(cells).toEqual([
      [1, 'plain', true],
      [2, 'line one\r\nline two', false],
      [3, 'says "hi",\nthen goes', null],
      [4, 'Ɗan Kano 🙂 ẹ', '"'],
      [5, '\r\n', '""'],
      [6, null, 'last'],
    ]);
  });

  it('holds back a line until its end arrives, and refuses a stream that ends inside one', () => {
    const splitter = new CsvLineSplitter();
    expect(splitter.push(Buffer.from('1,"open\r\n'))).toEqual([]);
    expect(splitter.push(Buffer.from('still",x\r\n2,'))).toEqual(['1,"open\r\nstill",x\r\n']);
    expect(() => splitter.end()).toThrow(/ended inside a line/);
  });
});
