/**
 * The streaming XLSX writer (server/dataTransfer/xlsxRows.ts and what it builds on), read back by
 * exceljs: typed cells, the formula guard, XML escaping, sheet rollover, a valid ZIP container,
 * backpressure and a client that goes away.
 */
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { hasUnzip, unzip } from '../../helpers/unzip';
import { nthSheetName, writeRowsWorkbook, type RowsWorkbook } from '../../../server/dataTransfer/xlsxRows';

type Row = Record<string, unknown>;
const KEYS = ['id', 'name', 'active', 'born', 'seen', 'tags', 'note'];
const LABELS = KEYS.map((key) => (key === 'note' ? '=Note' : key.toUpperCase()));
const cellsOf = (row: Row) => KEYS.map((key) => row[key]);

async function workbookOf(spec: Omit<RowsWorkbook, 'name' | 'labels'> & Partial<RowsWorkbook>): Promise<{ bytes: Buffer; workbook: ExcelJS.Workbook }> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  await writeRowsWorkbook(output, { name: 'oos-children', labels: LABELS, ...spec });
  const bytes = Buffer.concat(chunks);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return { bytes, workbook };
}

async function* pagesOf(...pages: Row[][]): AsyncGenerator<unknown[][]> {
  for (const page of pages) yield page.map(cellsOf);
}

const values = (row: ExcelJS.Row) => (row.values as unknown[]).slice(1);
const numbered = (count: number, from = 1) => Array.from({ length: count }, (_, index) => ({ id: from + index, name: `Child ${from + index}` }));

describe('writeRowsWorkbook', () => {
  it('writes a bold, frozen header of guarded labels and typed cells: numbers, booleans, dates, joined lists, empty cells left out', async () => {
    const rows: Row[] = [
      { id: 1, name: 'Amina', active: true, born: '2015-08-11', seen: '2026-08-01T10:39:11.218Z', tags: ['Foot wear', 'Books'], note: null },
      { id: 2.5, name: '', active: false, born: null, seen: new Date('2026-03-01T10:30:00Z'), tags: [], note: 'plain' },
    ];
    const { workbook } = await workbookOf({ pages: pagesOf(rows) });
    const sheet = workbook.worksheets[0];
    expect(sheet.name).toBe('oos-children');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(values(sheet.getRow(1))).toEqual(['ID', 'NAME', 'ACTIVE', 'BORN', 'SEEN', 'TAGS', "'=Note"]);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.getColumn(1).width).toBe(10);

    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toBe(1);
    expect(first.getCell(2).value).toBe('Amina');
    expect(first.getCell(3).value).toBe(true);
    expect(first.getCell(4).type).toBe(ExcelJS.ValueType.Date);
    expect((first.getCell(4).value as Date).toISOString()).toBe('2015-08-11T00:00:00.000Z');
    expect(first.getCell(4).numFmt).toBe('yyyy-mm-dd');
    expect((first.getCell(5).value as Date).toISOString()).toBe('2026-08-01T10:39:11.218Z');
    expect(first.getCell(5).numFmt).toBe('yyyy-mm-dd hh:mm:ss');
    expect(first.getCell(6).value).toBe('Foot wear; Books');
    expect(first.getCell(7).type).toBe(ExcelJS.ValueType.Null);

    const second = sheet.getRow(3);
    expect(second.getCell(1).value).toBe(2.5);
    expect(second.getCell(2).type).toBe(ExcelJS.ValueType.Null);
    expect(second.getCell(3).value).toBe(false);
    expect((second.getCell(5).value as Date).toISOString()).toBe('2026-03-01T10:30:00.000Z');
    expect(second.getCell(7).value).toBe('plain');
    expect(sheet.rowCount).toBe(3);
  });

  it('keeps formula-looking text as text, escapes markup and drops the characters XML 1.0 forbids', async () => {
    const tricky = [
      { id: 1, name: '=HYPERLINK("http://evil.example","Click")' },
      { id: 2, name: '<b>Tom & "Jerry"</b> ]]> \'ok\'' },
      { id: 3, name: 'bell\u0007 nul\u0000 fffe\uFFFE lone\uD800 end' },
      { id: 4, name: '  two\r\nlines, emoji 🙂  ' },
      { id: 5, name: '+2348030000001' },
    ];
    const { workbook } = await workbookOf({ pages: pagesOf(tricky) });
    const sheet = workbook.worksheets[0];
    const names = [2, 3, 4, 5, 6].map((row) => sheet.getRow(row).getCell(2));
    expect(names.map((cell) => cell.value)).toEqual([
      `'=HYPERLINK("http://evil.example","Click")`,
      '<b>Tom & "Jerry"</b> ]]> \'ok\'',
      'bell nul fffe lone end',
      '  two\r\nlines, emoji 🙂  ',
      "'+2348030000001",
    ]);
    expect(names.every((cell) => cell.formula === undefined && cell.type === ExcelJS.ValueType.String)).toBe(true);
  });

  it('continues on "<name> (2)", … once a sheet holds rowsPerSheet rows, each sheet starting with the header', async () => {
    const { workbook } = await workbookOf({ rowsPerSheet: 5, pages: pagesOf(numbered(3), numbered(7, 4)) });
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['oos-children', 'oos-children (2)', 'oos-children (3)']);
    const ids = workbook.worksheets.map((sheet) => {
      expect(values(sheet.getRow(1))).toEqual(LABELS.map((label) => label.replace('=', "'=")));
      expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
      return sheet
        .getSheetValues()
        .slice(2)
        .map((row) => (row as unknown[])[1]);
    });
    expect(ids).toEqual([
      [1, 2, 3, 4],
      [5, 6, 7, 8],
      [9, 10],
    ]);
  });

  it('names later sheets within Excel’s 31 characters', () => {
    expect(nthSheetName('a-record-type-with-a-very-long-path', 0)).toBe('a-record-type-with-a-very-long-');
    expect(nthSheetName('a-record-type-with-a-very-long-path', 11)).toBe('a-record-type-with-a-very- (12)');
    expect(nthSheetName('a-record-type-with-a-very-long-path', 11)).toHaveLength(31);
  });

  it.skipIf(!hasUnzip)('is a ZIP archive that unzip -t finds without error', async () => {
    const { bytes } = await workbookOf({ rowsPerSheet: 3, pages: pagesOf(numbered(5)) });
    const report = unzip(bytes, ['-t']);
    expect(report).toMatch(/No errors detected/);
    for (const part of [
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/workbook.xml',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/worksheets/sheet1.xml',
      'xl/worksheets/sheet3.xml',
    ])
      expect(report).toContain(part);
  });

  it('asks for no more rows while the output is not read, and stops when it is closed', async () => {
    let pagesTaken = 0;
    let released = false;
    async function* endless(): AsyncGenerator<unknown[][]> {
      try {
        for (;;) {
          pagesTaken += 1;
          yield numbered(1000, pagesTaken * 1000).map(cellsOf);
        }
      } finally {
        released = true;
      }
    }
    const output = new PassThrough();
    const writing = writeRowsWorkbook(output, { name: 'oos-children', labels: LABELS, pages: endless() });
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Stalled: a few pages in, what waits for the client is bounded, and no more pages are asked for.
    const stalled = pagesTaken;
    expect(stalled).toBeLessThan(50);
    expect(output.readableLength + output.writableLength).toBeLessThan(256 * 1024);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(pagesTaken).toBe(stalled);

    // The client reads a little, then goes away.
    output.read();
    output.destroy();
    await writing;
    expect(released).toBe(true);
    expect(pagesTaken).toBeLessThan(stalled + 3);
  });
});
