/**
 * Data management (docs/api-data.md): exports equal the table, filtered and neutralised; imports
 * check every row with the domain schema and write all or nothing, once; both guarded and audited.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportReport } from '../../src/domain/dataTransfer';
import { parseCsv } from '../../src/domain/csvReader';
import { bearer } from '../helpers/fixtures';
import { insertRow, tokenWith } from '../helpers/records';
import { createTestApp, type TestApp } from '../helpers/testApp';

let t: TestApp;
let exporter: string;
let importer: string;
let schoolId: number;

function multipart(token: string, csv: string, dryRun = false) {
  const boundary = '----edu-data-boundary';
  const parts = [
    `--${boundary}\r\nContent-Disposition: form-data; name="dryRun"\r\n\r\n${dryRun}\r\n`,
    `--${boundary}\r\nContent-Disposition: form-data; name="csvFile"; filename="learners.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n`,
    `--${boundary}--\r\n`,
  ];
  return { payload: Buffer.from(parts.join('')), headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const exportOf = (token: string, query = '') => t.app.inject({ method: 'GET', url: `/api/admin/data/export/learners${query}`, headers: bearer(token) });
const importOf = (token: string, csv: string, dryRun = false) =>
  t.app.inject({ method: 'POST', url: '/api/admin/data/import/learners', ...multipart(token, csv, dryRun) });
const learnerCount = async () =>
  Number(
    (
      await t.app.db
        .selectFrom('learners')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  t = await createTestApp();
  schoolId = await insertRow(t.app, 'schools', { schoolName: 'Tsangaya Dala', state: 'kano', lga: 'dala', typeOfSchool: 'Tsangaya' });
  await insertRow(t.app, 'learners', { firstName: 'Musa', lastName: '=HYPERLINK("x")', sex: 'Male', age: 9, state: 'kano', lga: 'dala', schoolId });
  await insertRow(t.app, 'learners', { firstName: 'Aisha', lastName: 'Bello', sex: 'Female', age: 11, state: 'kaduna', lga: 'zaria' });
  exporter = await tokenWith(t.app, ['manage_data_export', 'read_learners']);
  importer = await tokenWith(t.app, ['manage_data_import', 'manage_learners']);
});
afterAll(async () => t.close());

describe('GET /api/admin/data/export/{type}', () => {
  it('needs manage_data_export and the type’s read permission', async () => {
    expect((await exportOf(await tokenWith(t.app, ['read_learners']))).statusCode).toBe(403);
    expect((await exportOf(await tokenWith(t.app, ['manage_data_export']))).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/data/export/pupils', headers: bearer(exporter) })).statusCode).toBe(400);
  });

  it('streams every record as CSV with a BOM, the linked name and formulas neutralised; audits it', async () => {
    const response = await exportOf(exporter);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="learners-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.body.charCodeAt(0)).toBe(0xfeff);
    const [header, ...rows] = parseCsv(response.body).map((record) => record.fields);
    expect(header.slice(0, 4)).toEqual(['id', 'uuid', 'state', 'lga']);
    expect(header).toEqual(expect.arrayContaining(['firstName', 'schoolId', 'schoolName', 'createdAt']));
    expect(rows).toHaveLength(await learnerCount());
    const musa = Object.fromEntries(header.map((name, i) => [name, rows.find((row) => row.includes('Musa'))![i]]));
    expect(musa).toMatchObject({ lastName: `'=HYPERLINK("x")`, schoolName: 'Tsangaya Dala', schoolId: String(schoolId), age: '9', state: 'kano' });
    const audit = await t.app.db.selectFrom('auditLogs').select(['action', 'resource']).where('action', '=', 'export').execute();
    expect(audit).toContainEqual({ action: 'export', resource: 'learners' });
  });

  it('filters by state and creation days; an unknown state answers 400', async () => {
    const kaduna = parseCsv((await exportOf(exporter, '?state=kaduna')).body);
    expect(kaduna).toHaveLength(2);
    expect((await exportOf(exporter, '?to=2000-01-01')).body.trim().split('\n')).toHaveLength(1);
    expect((await exportOf(exporter, '?state=atlantis')).statusCode).toBe(400);
  });
});

describe('POST /api/admin/data/import/{type}', () => {
  const CSV = [
    'firstName,lastName,sex,age,state,lga,schoolId,uuid',
    `Hauwa,Sani,Female,8,kano,dala,${0},import-1`,
    'Bala,Idris,male,10,kano,fagge,,import-2',
  ].join('\r\n');
  const csv = () => CSV.replace(',0,', `,${schoolId},`);

  it('needs manage_data_import and the type’s write permission', async () => {
    expect((await importOf(await tokenWith(t.app, ['manage_data_import', 'read_learners']), csv())).statusCode).toBe(403);
    expect((await importOf(await tokenWith(t.app, ['manage_learners']), csv())).statusCode).toBe(403);
  });

  it('refuses the whole file when a row is invalid, naming the rows, and writes nothing', async () => {
    const before = await learnerCount();
    const bad = `${csv()}\r\nNo,Age,Male,ten,kano,dala,,import-3\r\nNo,School,Male,7,kano,dala,999999,import-4\r\nX,Y,Male,7,lagos,dala,,import-5`;
    const response = await importOf(importer, bad);
    expect(response.statusCode).toBe(400);
    const body = response.json() as { message: string; data: ImportReport };
    expect(body.message).toBe('3 rows cannot be imported; nothing was written. Correct them and send the file again.');
    expect(body.data.errors.map((e) => e.row)).toEqual([4, 5, 6]);
    expect(body.data.errors[0].errors.age).toEqual(expect.any(String));
    expect(body.data.errors[1].errors.schoolId).toBe('No learning centre has the id 999999');
    expect(Object.keys(body.data.errors[2].errors)).toContain('lga');
    expect(await learnerCount()).toBe(before);
  });

  it('a dry run checks without writing; the import writes every row once; the same file again writes nothing', async () => {
    const before = await learnerCount();
    const dry = await importOf(importer, csv(), true);
    expect(dry.json()).toMatchObject({ message: 'Checked: 2 new record(s) can be imported.', data: { dryRun: true, rows: 2, valid: 2, created: 0 } });
    expect(await learnerCount()).toBe(before);

    const first = await importOf(importer, csv());
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ message: '2 record(s) imported.', data: { created: 2, alreadyPresent: 0 } });
    expect(await learnerCount()).toBe(before + 2);
    const hauwa = await t.app.db.selectFrom('learners').selectAll().where('uuid', '=', 'import-1').executeTakeFirstOrThrow();
    expect(hauwa).toMatchObject({ firstName: 'Hauwa', age: 8, schoolId, zone: 'north-west' });

    const again = await importOf(importer, csv());
    expect(again.json()).toMatchObject({ data: { created: 0, alreadyPresent: 2 } });
    expect(await learnerCount()).toBe(before + 2);
    const audit = await t.app.db.selectFrom('auditLogs').select(['action', 'changes']).where('action', '=', 'import').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0].changes).toMatchObject({ fileName: 'learners.csv', created: 2 });
  });

  it('an export imports back as it is: every row already present, the server columns ignored', async () => {
    const exported = (await exportOf(exporter)).body;
    const response = await importOf(importer, exported);
    expect(response.statusCode, response.body).toBe(200);
    const report = (response.json() as { data: ImportReport }).data;
    expect(report).toMatchObject({ created: 0, alreadyPresent: await learnerCount(), errorCount: 0 });
    expect(report.ignoredColumns).toEqual(expect.arrayContaining(['id', 'zone', 'schoolName', 'createdAt']));
  });

  it('answers 400 for an unknown column, an empty file or a file that is not multipart', async () => {
    expect((await importOf(importer, 'firstName,password\r\nA,b')).json()).toMatchObject({
      code: 'INVALID_FILE',
      message: 'Unknown column: password. Use the column names of an export of this list.',
    });
    expect((await importOf(importer, '')).json().code).toBe('INVALID_FILE');
    const plain = await t.app.inject({ method: 'POST', url: '/api/admin/data/import/learners', headers: bearer(importer), payload: { a: 1 } });
    expect(plain.statusCode).toBe(400);
  });
});
