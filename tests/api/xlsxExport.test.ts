/**
 * The XLSX export's rows (server/dataTransfer/xlsxSource.ts read the CSV export's lines back) give
 * every record type the cells the record rows themselves give (tests/helpers/apiRowPages.ts, as the API reads them),
 * tricky texts, numbers and lists included; and exportXlsx rolls a full sheet over at an injected
 * row limit, the rows that did not fit on "<type> (2)" under the same header.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORD_TYPES, type RecordType } from '../../src/domain/records';
import { spreadsheetCell, type SpreadsheetCell } from '../../src/domain/spreadsheet';
import { seedRecords } from '../../seed/records';
import { exportColumns } from '../../server/dataTransfer/columns';
import { apiRowPages } from '../helpers/apiRowPages';
import { exportXlsx } from '../../server/dataTransfer/exportXlsx';
import { exportLines } from '../../server/dataTransfer/xlsxSource';
import { RECORD_DEFS } from '../../server/records';
import { insertRow } from '../helpers/records';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { TRICKY_FLOATS, TRICKY_TEXTS } from './exportCsv.samples';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedRecords(t.app.db, { scale: 0.01, seed: 5, collectorId: null });
  for (const [index, text] of TRICKY_TEXTS.entries()) {
    await insertRow(t.app, 'outOfSchoolChildren', {
      firstName: text,
      address: index % 3 === 0 ? '' : text,
      supportRequirementsIfYes: JSON.stringify(index % 4 === 0 ? [] : [text, 'Extra lesson', index % 2 ? '=x' : 'a,b']),
      latitude: TRICKY_FLOATS[index % TRICKY_FLOATS.length],
      longitude: -TRICKY_FLOATS[index % TRICKY_FLOATS.length],
      age: index % 2 ? -3 : 12,
      interestInEnrolling: index % 3 === 0 ? null : index % 3 === 1,
      dateOfBirth: `2015-03-0${(index % 9) + 1}`,
      state: 'kano',
      lga: 'dala',
    });
  }
  await insertRow(t.app, 'staff', { fullName: '=CMD|"/c calc"!A1', state: 'kano', lga: 'dala' });
  await insertRow(t.app, 'learners', { firstName: '-5', lastName: '@sum', age: -3, state: 'kano', lga: 'dala' });
  for (let index = 1; index <= 7; index += 1) await insertRow(t.app, 'schools', { schoolName: `Centre ${index}`, state: 'jigawa', lga: 'dutse' });
}, 120_000);
afterAll(async () => t.close());

/** A cell as the workbook shows it: an empty text is no value. */
const shown = (cell: SpreadsheetCell) => (cell.value === '' ? { value: null } : cell);

async function cellsOf<Row>(pages: AsyncIterable<Row[]>, cell: (row: Row) => SpreadsheetCell[]): Promise<SpreadsheetCell[][]> {
  const rows: SpreadsheetCell[][] = [];
  for await (const page of pages) for (const row of page) rows.push(cell(row).map(shown));
  return rows;
}

describe('the XLSX export’s rows', () => {
  for (const type of Object.keys(RECORD_TYPES) as RecordType[]) {
    it(`are the cells of every ${type} record`, async () => {
      const def = RECORD_DEFS[type];
      const columns = exportColumns(def);
      const expected = await cellsOf(apiRowPages(t.app.db, def, {}), (row) => columns.map((column) => spreadsheetCell(row[column])));
      const source = exportLines(t.app.db, def, {});
      const actual = await cellsOf(source.pages, (line) => source.cellsOf(line).map((value) => spreadsheetCell(value)));
      expect(actual.length).toBeGreaterThan(0);
      expect(actual).toEqual(expected);
    });
  }
});

describe('exportXlsx with rowsPerSheet', () => {
  it('puts the rows that do not fit on "schools (2)", under the same header', async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of exportXlsx(t.app.db, RECORD_DEFS.schools, { state: 'jigawa' }, 'en', { rowsPerSheet: 5 })) chunks.push(chunk as Buffer);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    const [first, second] = workbook.worksheets;
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['schools', 'schools (2)']);
    const header = (sheet: ExcelJS.Worksheet) => (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header(first)).toContain('School Name');
    expect(header(second)).toEqual(header(first));
    const names = (sheet: ExcelJS.Worksheet) => {
      const column = header(sheet).indexOf('School Name') + 1;
      return sheet
        .getSheetValues()
        .slice(2)
        .map((row) => (row as unknown[])[column]);
    };
    expect(names(first)).toEqual(['Centre 1', 'Centre 2', 'Centre 3', 'Centre 4']);
    expect(names(second)).toEqual(['Centre 5', 'Centre 6', 'Centre 7']);
  });
});
