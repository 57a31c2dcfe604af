/**
 * The CSV export's bytes pinned to what the export wrote before it moved into the database
 * (COPY on PostgreSQL, SQL-formatted lines on PGlite): the rows the API reads, each value through
 * src/domain/csv.ts (cellText, the formula guard, csvLines). Every record type, on seeded data
 * and on tricky values (formula starts, quotes, line breaks, floats of every magnitude, lists,
 * timestamps with microseconds), filtered or not, pending import rows hidden.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { csvLines, safeCell } from '../../src/domain/csv';
import { RECORD_TYPES, type RecordType } from '../../src/domain/records';
import { exportColumns } from '../../server/dataTransfer/columns';
import type { ExportFilter } from '../../server/dataTransfer/exportQuery';
import { seedRecords } from '../../seed/records';
import { RECORD_DEFS } from '../../server/records';
import { selectRows, toApiRow } from '../../server/records/read';
import { bearer } from '../helpers/fixtures';
import { insertRow, tokenWith } from '../helpers/records';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { TRICKY_FLOATS, TRICKY_TEXTS } from './exportCsv.samples';

let t: TestApp;
let token: string;

/** Today's export, as it was written in Node: the reference the new path must equal byte for byte. */
async function referenceCsv(type: RecordType, filter: ExportFilter = {}): Promise<string> {
  const def = RECORD_DEFS[type];
  const columns = exportColumns(def);
  let query = selectRows(t.app.db, def);
  if (filter.state) query = query.where(`${def.table}.state`, '=', filter.state);
  if (filter.from) query = query.where(`${def.table}.createdAt`, '>=', sql<Date>`${filter.from}::date`);
  if (filter.to) query = query.where(`${def.table}.createdAt`, '<', sql<Date>`${filter.to}::date + 1`);
  const rows = (await query.orderBy(`${def.table}.id`, 'asc').execute()).map((raw) => toApiRow(def, raw));
  return `\uFEFF${csvLines([columns.map(safeCell)])}${rows.length > 0 ? csvLines(rows.map((row) => columns.map((column) => safeCell(row[column])))) : ''}`;
}

async function exported(type: RecordType, query = ''): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: `/api/admin/data/export/${RECORD_TYPES[type].apiPath}${query}`, headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return response.body;
}

beforeAll(async () => {
  t = await createTestApp();
  await seedRecords(t.app.db, { scale: 0.05, seed: 3, collectorId: null });
  const householdId = await insertRow(t.app, 'households', { householdHead: '=HEAD, "quoted"', state: 'kano', lga: 'dala' });
  for (const [index, text] of TRICKY_TEXTS.entries()) {
    await insertRow(t.app, 'outOfSchoolChildren', {
      firstName: text,
      lastName: TRICKY_TEXTS[(index + 1) % TRICKY_TEXTS.length],
      address: index % 3 === 0 ? '' : text,
      supportRequirementsIfYes: JSON.stringify(index % 4 === 0 ? [] : [text, 'Extra lesson', index % 2 ? '=x' : 'a,b']),
      latitude: TRICKY_FLOATS[index % TRICKY_FLOATS.length],
      interestInEnrolling: index % 3 === 0 ? null : index % 3 === 1,
      dateOfBirth: '2015-03-0' + ((index % 9) + 1),
      householdId,
      state: index % 2 ? 'kano' : 'kaduna',
      lga: 'dala',
      createdAt: new Date(Date.UTC(2024, 0, 1 + (index % 28), 5, 6, 7) + (index % 1000))
        .toISOString()
        .replace('Z', `${String(index % 1000).padStart(3, '0')}Z`),
    });
  }
  for (const [index, value] of TRICKY_FLOATS.entries()) {
    await insertRow(t.app, 'outOfSchoolChildren', { firstName: `float ${index}`, latitude: value, longitude: -value, age: value, state: 'kano', lga: 'dala' });
  }
  await insertRow(t.app, 'learners', { firstName: '-5', lastName: '@sum', age: -3, state: 'kano', lga: 'dala' });
  const pending = await t.app.db.insertInto('pendingImports').values({ recordTable: 'learners' }).returning('id').executeTakeFirstOrThrow();
  await insertRow(t.app, 'learners', { firstName: 'Pending', lastName: 'Import', state: 'kano', lga: 'dala', importBatchId: pending.id });
  token = await tokenWith(t.app, ['manage_data_export', ...Object.values(RECORD_DEFS).flatMap((def) => def.readPermissions)]);
}, 120_000);
afterAll(async () => t.close());

describe('the CSV export equals the export it replaced, byte for byte', () => {
  for (const type of Object.keys(RECORD_TYPES) as RecordType[]) {
    it(`every ${type} record`, async () => {
      const body = await exported(type);
      expect(body).toBe(await referenceCsv(type));
      expect(body.split('\r\n').length).toBeGreaterThan(2);
    });
  }

  it('tricky texts, floats, lists and times of out-of-school children, whole and filtered', async () => {
    const body = await exported('outOfSchoolChildren');
    expect(body).toBe(await referenceCsv('outOfSchoolChildren'));
    expect(body).toContain(`"'=HEAD, ""quoted"""`);
    for (const cell of [`'-1e-7`, '0.000001', '1e+21', '1234567890123456.8', `'\tTab first`, `"'\rCR first"`, '"say ""hi"""', '2024-01-02T05:06:07.001Z'])
      expect(body).toContain(cell);
    expect(await exported('outOfSchoolChildren', '?state=kaduna&from=2024-01-03&to=2024-01-20')).toBe(
      await referenceCsv('outOfSchoolChildren', { state: 'kaduna', from: '2024-01-03', to: '2024-01-20' }),
    );
  });

  it('keeps rows of an unfinished import out', async () => {
    const body = await exported('learners');
    expect(body).toBe(await referenceCsv('learners'));
    expect(body).not.toContain('Pending');
    expect(body).toContain(`'-5,'@sum`);
  });
});
