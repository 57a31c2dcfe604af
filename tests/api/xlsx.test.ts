/**
 * XLSX downloads: the data export's `format=xlsx` is the CSV export's rows as a
 * workbook, with a header row of labels, typed numbers and dates, formula-looking text kept as
 * text, the same permissions and the same audit entry.
 */
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRow, recordsApi, tokenWith } from '../helpers/records';
import { createTestApp, type TestApp } from '../helpers/testApp';

let t: TestApp;
let exporter: ReturnType<typeof recordsApi>;

beforeAll(async () => {
  t = await createTestApp();
  await insertRow(t.app, 'schools', {
    schoolName: '=HYPERLINK("http://evil.example","Click")',
    state: 'kano',
    lga: 'dala',
    yearEstablished: 1998,
    latitude: 12.0021,
    lastMonitoringDate: '2026-02-14',
    phoneNumber: '08030000001',
    createdAt: '2026-03-01T10:30:00Z',
  });
  await insertRow(t.app, 'schools', { schoolName: 'Tsangaya Dala', state: 'kano', lga: 'dala' });
  await insertRow(t.app, 'schools', { schoolName: 'Islamiya Ikeja', state: 'lagos', lga: 'ikeja' });
  exporter = recordsApi(t.app, await tokenWith(t.app, ['manage_data_export', 'read_schools']));
});
afterAll(async () => t.close());

async function workbookOf(body: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  return workbook.worksheets[0];
}

function rowByName(sheet: ExcelJS.Worksheet, column: number, name: string): ExcelJS.Row {
  let found: ExcelJS.Row | undefined;
  sheet.eachRow((row) => {
    if (String(row.getCell(column).value ?? '').includes(name)) found = row;
  });
  if (!found) throw new Error(`no row with ${name}`);
  return found;
}

describe('GET /api/admin/data/export/:type?format=xlsx', () => {
  it('has the permissions of the CSV export: manage_data_export and the type’s read permission', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/data/export/schools?format=xlsx' })).statusCode).toBe(401);
    for (const permissions of [['read_schools'], ['manage_data_export', 'read_learners']]) {
      expect((await recordsApi(t.app, await tokenWith(t.app, permissions)).get('data/export/schools?format=xlsx')).statusCode).toBe(403);
    }
    expect((await exporter.get('data/export/schools?format=pdf')).statusCode).toBe(400);
  });

  it('is a workbook of the filtered rows: labelled header, typed numbers and dates, formula-looking text kept as text; audited', async () => {
    const answer = await exporter.get('data/export/schools?format=xlsx&state=kano');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(answer.headers['content-disposition']).toMatch(/filename="schools-kano-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const sheet = await workbookOf(answer.rawPayload);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(
      expect.arrayContaining(['ID', 'School Name', 'Year Established', 'Latitude', 'Phone Number', 'State', 'Created', 'Collector ID', 'Sync status']),
    );
    // Every column is labelled as on the screen: no field name is left as the header.
    expect(header.filter((label) => /^[a-z]+[A-Z]\w*$/.test(String(label)))).toEqual([]);
    expect(sheet.rowCount).toBe(3);

    const column = (label: string) => header.indexOf(label) + 1;
    const row = rowByName(sheet, column('School Name'), 'HYPERLINK');
    const name = row.getCell(column('School Name'));
    expect(name.type).toBe(ExcelJS.ValueType.String);
    expect(name.formula).toBeUndefined();
    expect(name.value).toBe(`'=HYPERLINK("http://evil.example","Click")`);
    expect(row.getCell(column('Year Established')).value).toBe(1998);
    expect(row.getCell(column('Latitude')).value).toBe(12.0021);
    expect(row.getCell(column('ID')).type).toBe(ExcelJS.ValueType.Number);
    // A phone number stays text, leading zero and all.
    expect(row.getCell(column('Phone Number')).value).toBe('08030000001');
    const monitored = row.getCell(column(header.find((h) => String(h).startsWith('Last Monitoring')) as string));
    expect(monitored.type).toBe(ExcelJS.ValueType.Date);
    expect((monitored.value as Date).toISOString()).toBe('2026-02-14T00:00:00.000Z');
    expect((row.getCell(column('Created')).value as Date).toISOString()).toBe('2026-03-01T10:30:00.000Z');

    const audit = await t.app.db
      .selectFrom('auditLogs')
      .select(['action', 'resource', 'changes'])
      .where('action', '=', 'export')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ resource: 'schools', changes: { state: 'kano', format: 'xlsx' } });
  });

  it('labels the header in Hausa when asked', async () => {
    const answer = await exporter.get('data/export/schools?format=xlsx&lang=ha');
    const sheet = await workbookOf(answer.rawPayload);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).not.toContain('School Name');
    expect(header).toContain('ID');
    expect(header).toEqual(expect.arrayContaining(['Sunan Makaranta', 'Matsayin aikawa', 'ID na mai tattarawa']));
    expect(header).not.toContain('Sync status');
    expect(sheet.rowCount).toBe(4);
  });

  it('streams a long list page by page into a complete workbook', async () => {
    const rows = Array.from({ length: 2500 }, (_, i) => `('Centre ${i}', 'jigawa', 'dutse', 'north_west')`).join(',');
    await sql.raw(`insert into schools (school_name, state, lga, zone) values ${rows}`).execute(t.app.db);
    const answer = await exporter.get('data/export/schools?format=xlsx&state=jigawa');
    expect(answer.statusCode).toBe(200);
    const sheet = await workbookOf(answer.rawPayload);
    expect(sheet.rowCount).toBe(2501);
  });
});
