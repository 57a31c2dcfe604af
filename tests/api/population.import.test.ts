/**
 * The population table's dry run and import (src/domain/population.ts): an admin uploads a CSV,
 * sees what it would add, update or leave alone and the rows it rejects, then applies it in one
 * transaction; the same file twice changes nothing the second time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lgasOfState } from '../../src/domain/locations';
import { POPULATION_IMPORT_LIMIT_BYTES } from '../../src/domain/population';
import { bearer, createUser, loginToken } from '../helpers/fixtures';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { DRY_RUN_URL, IMPORT_URL, adminToken, auditCount, csvOf, populationTable, upload } from './population.helpers';

const SOURCE = 'NPC projection (made up for this test)';
const LICENCE = 'CC BY 4.0';
const NOTHING = { added: 0, updated: 0, unchanged: 0, rejected: [], addedRows: [], updatedRows: [] };

const FILE = csvOf(
  `,,6-11,total,2024,40000000,${SOURCE},${LICENCE}`,
  `Kano State,,6-11,Female,2024,1500000,${SOURCE},${LICENCE}`,
  `kano,dala,6-11,male,2024,40000,${SOURCE},${LICENCE}`,
  `KANO,Kano Municipal,06-11,TOTAL,2024,90000,"${SOURCE}",${LICENCE},`,
);
const entry = (row: number, state: string | null, lga: string | null, sex: string, population: number) => ({
  row,
  state,
  lga,
  ageGroup: '6-11',
  sex,
  year: 2024,
  population,
  source: SOURCE,
  licence: LICENCE,
});
const FILE_ROWS = [
  entry(2, null, null, 'total', 40000000),
  entry(3, 'kano', null, 'female', 1500000),
  entry(4, 'kano', 'dala', 'male', 40000),
  entry(5, 'kano', 'kano-municipal', 'total', 90000),
];

describe('the population upload: dry run, then apply in one transaction', () => {
  let t: TestApp;
  let token: string;
  let adminId: number;
  beforeAll(async () => {
    t = await createTestApp();
    const admin = await createUser(t.app, { role: 'admin' });
    adminId = admin.id;
    token = await loginToken(t.app, admin.email);
  });
  afterAll(async () => t.close());

  it('answers the dry run with the rows it would add, resolving names, sexes and age groups, and writes nothing', async () => {
    for (const as of ['csv', 'json'] as const) {
      const response = await upload(t, token, FILE, as, DRY_RUN_URL);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({ ...NOTHING, added: 4, addedRows: FILE_ROWS });
    }
    expect(await populationTable(t)).toEqual([]);
    expect(await auditCount(t)).toBe(0);
  });

  it('applies the same plan with the importer and an audit row; the same file again changes nothing', async () => {
    const response = await upload(t, token, FILE);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ ...NOTHING, added: 4, addedRows: FILE_ROWS });
    const stored = await populationTable(t);
    expect(stored.map(({ state, lga, sex, population, demo, updatedBy }) => ({ state, lga, sex, population, demo, updatedBy }))).toEqual([
      { state: '', lga: '', sex: 'total', population: 40000000, demo: false, updatedBy: adminId },
      { state: 'kano', lga: '', sex: 'female', population: 1500000, demo: false, updatedBy: adminId },
      { state: 'kano', lga: 'dala', sex: 'male', population: 40000, demo: false, updatedBy: adminId },
      { state: 'kano', lga: 'kano-municipal', sex: 'total', population: 90000, demo: false, updatedBy: adminId },
    ]);
    const audit = await t.app.db
      .selectFrom('auditLogs')
      .select(['userId', 'action', 'changes'])
      .where('resource', '=', 'population')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({ userId: adminId, action: 'import', changes: { added: 4, updated: 0, unchanged: 0, rejected: 0, rows: 4 } });

    // Again, as BOM + CRLF text and as JSON: all unchanged, the rows untouched (their times too).
    for (const [body, as] of [
      [Buffer.from(`\uFEFF${FILE.replace(/\n/g, '\r\n')}`, 'utf8'), 'csv'],
      [FILE, 'json'],
    ] as const) {
      const again = await upload(t, token, body, as);
      expect(again.json().data).toEqual({ ...NOTHING, unchanged: 4 });
    }
    expect(await populationTable(t)).toEqual(stored);
  });

  it('updates a changed figure, naming what was stored, and replaces a demo row of the same key', async () => {
    await t.app.db
      .insertInto('populationEstimates')
      .values({
        state: 'lagos',
        lga: '',
        ageGroup: '6-11',
        sex: 'total',
        year: 2024,
        population: 500,
        source: SOURCE,
        licence: LICENCE,
        demo: true,
        updatedBy: null,
      })
      .execute();
    const file = csvOf(`kano,dala,6-11,male,2024,41000,${SOURCE},${LICENCE}`, `lagos,,6-11,total,2024,500,${SOURCE},${LICENCE}`);
    const expected = {
      ...NOTHING,
      updated: 2,
      updatedRows: [
        { ...entry(2, 'kano', 'dala', 'male', 41000), previous: { population: 40000, source: SOURCE, licence: LICENCE } },
        { ...entry(3, 'lagos', null, 'total', 500), previous: { population: 500, source: SOURCE, licence: LICENCE } },
      ],
    };
    expect((await upload(t, token, file, 'csv', DRY_RUN_URL)).json().data).toEqual(expected);
    expect((await upload(t, token, file)).json().data).toEqual(expected);
    const stored = await populationTable(t);
    expect(stored.find((row) => row.lga === 'dala')).toMatchObject({ population: 41000, demo: false });
    expect(stored.find((row) => row.state === 'lagos')).toMatchObject({ population: 500, demo: false, updatedBy: adminId });
    expect((await upload(t, token, file)).json().data).toEqual({ ...NOTHING, unchanged: 2 });
  });

  it('rejects bad rows with their row numbers and reasons, and imports the rest', async () => {
    const before = (await populationTable(t)).length;
    const good = (state: string, sex = 'total') => `${state},,6-11,${sex},2025,1000,${SOURCE},${LICENCE}`;
    const file = csvOf(
      good('kano'), // 2
      'Atlantis,,6-11,total,2025,1,S,L', // 3
      'Kano,Gotham,6-11,total,2025,1,S,L', // 4
      ',Dala,6-11,total,2025,1,S,L', // 5
      '', // 6: blank lines are skipped but counted
      'kano,,11-6,total,2025,1,S,L', // 7
      'kano,,six,total,2025,1,S,L', // 8
      'kano,,6-11,both,2025,1,S,L', // 9
      'kano,,6-11,female,1899,1,S,L', // 10
      'kano,,6-11,female,2025,"1,500,000",S,L', // 11
      'kano,,6-11,female,2025,12.5,S,L', // 12
      'kano,,6-11,female,2025,-3,S,L', // 13
      'kano,,6-11,female,2025,1000,,L', // 14
      'kano,,6-11,female,2025,1000,S,', // 15
      `kano,,6-11,female,2025,1000,${'S'.repeat(301)},L`, // 16
      'kano,,6-11,female,2025', // 17
      'kano,,6-11,female,2025,1000,S,L,extra', // 18
      good('Kano State'), // 19: the key of row 2 again
      good('jigawa', 'Male'), // 20
    );
    const response = await upload(t, token, file);
    expect(response.statusCode).toBe(200);
    const plan = response.json().data;
    expect(plan.rejected).toEqual([
      { row: 3, reason: 'Unknown state "Atlantis".' },
      { row: 4, reason: 'Unknown LGA "Gotham" in Kano.' },
      { row: 5, reason: 'LGA "Dala" has no state: give the state of every LGA.' },
      { row: 7, reason: 'Age group "11-6" runs backwards: write the younger age first.' },
      { row: 8, reason: 'Age group "six" is not an age or a range of ages like 6-11.' },
      { row: 9, reason: 'Sex "both" is not one of total, female, male.' },
      { row: 10, reason: 'Year "1899" is not a year from 1990 to 2100.' },
      { row: 11, reason: 'Population "1,500,000" has thousands separators: write the digits alone (1500000).' },
      { row: 12, reason: 'Population "12.5" is not a whole number (digits only, no decimals).' },
      { row: 13, reason: 'Population "-3" is negative.' },
      { row: 14, reason: 'The source is empty.' },
      { row: 15, reason: 'The licence is empty.' },
      { row: 16, reason: 'The source is longer than 300 characters.' },
      { row: 17, reason: 'Expected the 8 columns state, lga, age_group, sex, year, population, source, licence; found 5.' },
      { row: 18, reason: 'Too many columns: expected 8 (state, lga, age_group, sex, year, population, source, licence), found 9.' },
      { row: 19, reason: 'Repeats row 2: the same area, age group, sex and year.' },
    ]);
    expect(plan).toMatchObject({ added: 2, updated: 0, unchanged: 0 });
    expect(plan.addedRows.map((row: { row: number; state: string; sex: string }) => [row.row, row.state, row.sex])).toEqual([
      [2, 'kano', 'total'],
      [20, 'jigawa', 'male'],
    ]);
    expect(await populationTable(t)).toHaveLength(before + 2);
  });

  it('answers 400 naming the columns when the first row is not the header, writing nothing', async () => {
    const before = await populationTable(t);
    const audits = await auditCount(t);
    for (const url of [DRY_RUN_URL, IMPORT_URL]) {
      for (const body of [`state,lga,age,sex,year,population,source,licence\nkano,,6-11,total,2024,1,S,L\n`, `kano,,6-11,total,2024,1,S,L\n`]) {
        const response = await upload(t, token, body, 'csv', url);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          code: 'VALIDATION_FAILED',
          message: expect.stringContaining('state,lga,age_group,sex,year,population,source,licence'),
        });
      }
    }
    expect(await populationTable(t)).toEqual(before);
    expect(await auditCount(t)).toBe(audits);
  });

  it('answers 400 for an empty file, broken CSV or text that is not UTF-8, 413 over the limit, writing nothing', async () => {
    const before = await populationTable(t);
    const audits = await auditCount(t);
    const row = `kano,,6-11,total,2030,1000,${SOURCE},${LICENCE}\n`;
    const tooLarge = csvOf(
      ...Array.from({ length: Math.ceil(POPULATION_IMPORT_LIMIT_BYTES / row.length) + 1 }, (_, i) => row.replace('2030', String(1990 + (i % 100)))),
    );
    expect(Buffer.byteLength(tooLarge)).toBeGreaterThan(POPULATION_IMPORT_LIMIT_BYTES);
    for (const url of [DRY_RUN_URL, IMPORT_URL]) {
      for (const body of ['', '\uFEFF\r\n', `${csvOf('kano,,6-11,total,2024,"never closed')}\n`, Buffer.from([0x73, 0x74, 0xff, 0xfe, 0x0a])]) {
        const response = await upload(t, token, body, 'csv', url);
        expect(response.statusCode, `${url} ${String(body)}`).toBe(400);
        expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.any(String) });
      }
      for (const as of ['csv', 'json'] as const) {
        const response = await upload(t, token, tooLarge, as, url);
        expect(response.statusCode).toBe(413);
        expect(response.json()).toMatchObject({ code: 'FILE_TOO_LARGE', message: expect.stringContaining('5 MB') });
      }
      const wrongJson = await t.app.inject({ method: 'POST', url, headers: bearer(token), payload: { file: 'x' } });
      expect(wrongJson.statusCode).toBe(400);
    }
    expect(await populationTable(t)).toEqual(before);
    expect(await auditCount(t)).toBe(audits);
  });

  it('refuses without a token (401) and without manage_data_import (403), before reading the body', async () => {
    const executive = await createUser(t.app, { role: 'executive' });
    const executiveToken = await loginToken(t.app, executive.email);
    const before = await populationTable(t);
    for (const url of [DRY_RUN_URL, IMPORT_URL]) {
      for (const body of [FILE, 'not, a, population, file']) {
        expect((await upload(t, null, body, 'csv', url)).statusCode).toBe(401);
        const response = await upload(t, executiveToken, body, 'csv', url);
        expect(response.statusCode).toBe(403);
        expect(response.json().code).toBe('FORBIDDEN');
      }
      const wrongJson = await t.app.inject({ method: 'POST', url, headers: bearer(executiveToken), payload: { file: 'x' } });
      expect(wrongJson.statusCode).toBe(403);
    }
    expect(await populationTable(t)).toEqual(before);
  });
});

describe('two population imports at once', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await adminToken(t);
  });
  afterAll(async () => t.close());

  /** Every LGA of the states, three sexes, two years: several upsert chunks per file. */
  function fileOf(states: string[], population: number): { csv: string; rows: number } {
    const rows: string[] = [];
    for (const state of states) {
      for (const lga of lgasOfState(state)) {
        for (const year of [2023, 2024])
          for (const sex of ['total', 'female', 'male']) rows.push(`${state},${lga.slug},6-11,${sex},${year},${population},${SOURCE},${LICENCE}`);
      }
    }
    return { csv: csvOf(...rows), rows: rows.length };
  }

  it('applies both files whole, each with its own audit row', async () => {
    const north = fileOf(['kano', 'katsina'], 1111);
    const south = fileOf(['lagos', 'oyo'], 2222);
    expect(north.rows).toBeGreaterThan(400);
    expect(south.rows).toBeGreaterThan(300);
    const [a, b] = await Promise.all([upload(t, token, north.csv), upload(t, token, south.csv)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().data).toMatchObject({ added: north.rows, updated: 0, unchanged: 0, rejected: [] });
    expect(b.json().data).toMatchObject({ added: south.rows, updated: 0, unchanged: 0, rejected: [] });
    const stored = await populationTable(t);
    expect(stored.filter((row) => row.population === 1111)).toHaveLength(north.rows);
    expect(stored.filter((row) => row.population === 2222)).toHaveLength(south.rows);
    expect(stored).toHaveLength(north.rows + south.rows);
    expect(await auditCount(t)).toBe(2);

    // Both again, the same rows in opposite orders with other figures: on PostgreSQL two
    // interleaved transactions would lock them from opposite ends (a deadlock). They run one after
    // the other, the second planning against what the first wrote: every row ends as the file
    // whose import finished last says (one figure everywhere), and both plans count every row as updated.
    const states = ['kano', 'katsina', 'lagos', 'oyo'];
    const forward = fileOf(states, 5555);
    const backward = fileOf([...states].reverse(), 6666);
    const [c, d] = await Promise.all([upload(t, token, forward.csv), upload(t, token, backward.csv)]);
    expect([c.statusCode, d.statusCode]).toEqual([200, 200]);
    expect([c.json().data.updated, d.json().data.updated]).toEqual([forward.rows, backward.rows]);
    const populations = [...new Set((await populationTable(t)).map((row) => row.population))];
    expect(populations).toHaveLength(1);
    expect([5555, 6666]).toContain(populations[0]);
    expect(await auditCount(t)).toBe(4);
  });
});
