/**
 * The list's page statement (server/records/list.ts) on both engines: prepared once per shape
 * (server/db/prepared.ts), its rows read once in the answer's shape, its count inside the same
 * statement, and unpublished import rows kept out of both.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteOf, poolOf } from '../../server/db/connection';
import { executePrepared, executePreparedColumns, preparedStatementCount } from '../../server/db/prepared';
import { dynamic, RECORD_DEFS } from '../../server/records';
import { selectRows, toApiRow } from '../../server/records/read';
import { recordListAnswerSchema, type RecordRow } from '../../src/domain/api/records';
import { RECORD_TYPE_NAMES, type RecordType } from '../../src/domain/records';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { idsOf, insertRow, recordsApi, tokenWith } from '../helpers/records';

let t: TestApp;
let api: ReturnType<typeof recordsApi>;
const STATES = ['kano', 'kaduna', 'katsina', 'jigawa', 'yobe', 'borno', 'bauchi', 'gombe', 'sokoto', 'zamfara', 'kebbi', 'niger'];

beforeAll(async () => {
  t = await createTestApp();
  api = recordsApi(
    t.app,
    await tokenWith(t.app, ['read_schools', 'read_learners', 'read_staff', 'read_communities', 'read_households', 'read_out_of_school_learners']),
  );
  for (const type of RECORD_TYPE_NAMES) {
    for (const state of STATES.slice(0, 3)) await insertRow(t.app, type, { state });
  }
  const householdId = await insertRow(t.app, 'households', { state: 'kano', householdHead: 'Musa Bello' });
  for (const state of STATES) await insertRow(t.app, 'outOfSchoolChildren', { state, householdId, reviewedAt: new Date(Date.UTC(2024, 4, 6, 7, 8, 9)) });
}, 60_000);
afterAll(async () => t.close());

const pathOf = (type: RecordType) => RECORD_DEFS[type].path;

describe('the rows of a page', () => {
  it.each(RECORD_TYPE_NAMES)('%s: the answer is the rows as the answer schema encodes them, key order and link names included', async (type) => {
    const def = RECORD_DEFS[type];
    const response = await api.list(pathOf(type), { sort: ['id', 'ASC'], range: [0, 99] });
    const ids = idsOf(response);
    expect(ids.length).toBeGreaterThanOrEqual(3);
    const stored = await selectRows(t.app.db, def).where(`${def.table}.id`, 'in', ids).orderBy(`${def.table}.id`, 'asc').execute();
    expect(response.body).toBe(JSON.stringify(recordListAnswerSchema.encode(stored.map((row) => toApiRow(def, row)) as RecordRow[])));
  });

  it('carries the linked name, ISO times and no internal column', async () => {
    const [row] = (await api.list(pathOf('outOfSchoolChildren'), { filter: { state: 'niger' } })).json() as Record<string, unknown>[];
    expect(row).toMatchObject({ state: 'niger', householdHead: 'Musa Bello', reviewedAt: '2024-05-06T07:08:09.000Z' });
    expect(row).not.toHaveProperty('importBatchId');
    expect(row).not.toHaveProperty('createdBy');
    expect(row).not.toHaveProperty('listPageTotal');
    expect(row).not.toHaveProperty('list_page_total');
  });
});

describe('prepared statements', () => {
  it('prepares the page statement once per shape, whatever the filter values', async () => {
    const list = (state: string) => api.list(pathOf('outOfSchoolChildren'), { filter: { state }, sort: ['updatedAt', 'DESC'], range: [0, 19] });
    expect((await list('kano')).statusCode).toBe(200);
    const before = preparedStatementCount(t.app.db);
    for (const state of STATES) expect(idsOf(await list(state)).length).toBeGreaterThan(0);
    const prepared = preparedStatementCount(t.app.db) - before;
    // PGlite has one session; on PostgreSQL each pooled connection prepares a shape once at most.
    if (pgliteOf(t.app.db)) expect(prepared).toBe(0);
    else expect(prepared).toBeLessThanOrEqual(Math.min(STATES.length - 1, (poolOf(t.app.db)?.totalCount ?? 1) - 1));
  });

  it('prepares a new shape (another filter) on its first use', async () => {
    const before = preparedStatementCount(t.app.db);
    expect((await api.list(pathOf('outOfSchoolChildren'), { filter: { state: 'kano', sex: 'Female' } })).statusCode).toBe(200);
    expect(preparedStatementCount(t.app.db)).toBeGreaterThan(before);
  });

  // PGlite has one session, so its prepared statements can be read back; PostgreSQL's are per pooled connection.
  it.runIf(process.env.TEST_DATABASE_URL === undefined)(
    'runs the first page on its generic plan once the planner has seen it: no plan per request',
    async () => {
      // Enough rows, evenly over ten LGAs (no other row has one), that a LIMIT the planner cannot see (it guesses 10 % of them) makes the generic plan look dearer.
      await sql`insert into oos_children (first_name, state, lga, zone, age)
      select 'C' || i, 'lagos', 'lga-' || (i % 10), 'south-west', i % 15 from generate_series(0, 29999) as i`.execute(t.app.db);
      await sql`analyze oos_children`.execute(t.app.db);
      for (let i = 0; i < 8; i += 1) {
        const response = await api.list(pathOf('outOfSchoolChildren'), { filter: { lga: 'lga-3' }, sort: ['age', 'ASC'], range: [0, 9] });
        expect(response.headers['content-range']).toBe('oos-children 0-9/3000');
      }
      const { rows } = await sql<{ genericPlans: number }>`select generic_plans from pg_prepared_statements
      where name like 'edu_%' and statement like '%list_page_total%' and statement like '%"age" asc%'`.execute(t.app.db);
      expect(rows).toHaveLength(1);
      expect(Number(rows[0].genericPlans)).toBeGreaterThan(0);
    },
  );

  it('prepares a statement again when the session lost it', async () => {
    const first = await api.list(pathOf('outOfSchoolChildren'), { filter: { state: 'kano' } });
    await sql`deallocate all`.execute(t.app.db);
    const again = await api.list(pathOf('outOfSchoolChildren'), { filter: { state: 'kano' } });
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
  });
});

describe('an import not yet published', () => {
  it('is in neither the rows nor the total, until it is published', async () => {
    const def = RECORD_DEFS.outOfSchoolChildren;
    const batch = await t.app.db.insertInto('pendingImports').values({ recordTable: def.table }).returning('id').executeTakeFirstOrThrow();
    for (let i = 0; i < 3; i += 1) await insertRow(t.app, 'outOfSchoolChildren', { state: 'ekiti', importBatchId: batch.id });
    await insertRow(t.app, 'outOfSchoolChildren', { state: 'ekiti' });
    const listed = () => api.list(pathOf('outOfSchoolChildren'), { filter: { state: 'ekiti' } });
    expect(idsOf(await listed())).toHaveLength(1);
    expect((await listed()).headers['content-range']).toBe('oos-children 0-0/1');
    await dynamic(t.app.db).deleteFrom('pending_imports').where('id', '=', batch.id).execute();
    expect((await listed()).headers['content-range']).toBe('oos-children 0-3/4');
  });
});

describe('rows as arrays beside their column names', () => {
  const statement = () => sql`select 7 as id, 'Kano' as state, null::text as note, 8 as id`.compile(t.app.db);

  it('keeps every column, a name given twice included, in order, with the values executePrepared parses', async () => {
    const columns = await executePreparedColumns(t.app.db, statement());
    expect(columns).toEqual({ columns: ['id', 'state', 'note', 'id'], rows: [[7, 'Kano', null, 8]] });
    expect(await executePrepared(t.app.db, statement())).toEqual([{ id: 8, state: 'Kano', note: null }]);
  });

  it('gives the same inside a transaction (run unprepared), and no columns for no rows', async () => {
    await t.app.db.transaction().execute(async (trx) => {
      const inTransaction = await executePreparedColumns(trx, sql`select 7 as id, 'Kano' as state`.compile(trx));
      expect(inTransaction).toEqual({ columns: ['id', 'state'], rows: [[7, 'Kano']] });
      expect(await executePreparedColumns(trx, sql`select 1 as id where false`.compile(trx))).toEqual({ columns: [], rows: [] });
    });
  });
});
