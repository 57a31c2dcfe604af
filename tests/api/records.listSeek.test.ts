/**
 * Keyset pages behind offset ranges (server/records/listSeek.ts): a page after an earlier page of
 * the same list starts at that page's mark, and answers exactly the rows and total the offset
 * would; marks are dropped by any write to the table, never used where nulls could be skipped,
 * and a mark whose row is gone is passed over.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeWatchOf } from '../../server/db/connection';
import { dynamic, RECORD_DEFS, toColumnValues } from '../../server/records';
import { listRecords } from '../../server/records/list';
import { markPage } from '../../server/records/listSeek';
import { parseListQuery } from '../../server/records/query';
import { createTestApp, type TestApp } from '../helpers/testApp';

const def = RECORD_DEFS.learners;
const ROWS = 240;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  // Groups of ten share an update time (the id breaks ties); every fifth learner has no age.
  const rows = Array.from({ length: ROWS }, (_, i) =>
    toColumnValues({
      firstName: `S${i}`,
      state: 'jigawa',
      zone: 'north-west',
      age: i % 5 === 0 ? null : 5 + (i % 9),
      updatedAt: new Date(Date.UTC(2024, 0, 1, 0, Math.floor(i / 10))),
    }),
  );
  await dynamic(t.app.db).insertInto(def.table).values(rows).execute();
  await sql`analyze learners`.execute(t.app.db);
});
afterAll(async () => t.close());

type Sort = [string, 'ASC' | 'DESC'];
const raw = (sort: Sort, first: number, size: number) => ({
  sort: JSON.stringify(sort),
  range: JSON.stringify([first, first + size - 1]),
  filter: JSON.stringify({ state: 'jigawa' }),
});
const page = (sort: Sort, first: number, size = 20) => listRecords(t.app.db, def, raw(sort, first, size));

/** Every matching id in the list's order, read straight from the table. */
async function orderedIds(sort: Sort): Promise<number[]> {
  const order = sort[1] === 'ASC' ? 'asc' : 'desc';
  const rows = await dynamic(t.app.db)
    .selectFrom(def.table)
    .select('id')
    .where('state', '=', 'jigawa')
    .orderBy(sql.ref(sort[0]), sql.raw(order === 'asc' ? 'asc nulls last' : 'desc nulls first'))
    .orderBy('id', order)
    .execute();
  return rows.map((row) => Number(row.id));
}

describe('paging a list', () => {
  it.each([[['updatedAt', 'DESC'] as Sort], [['updatedAt', 'ASC'] as Sort], [['age', 'DESC'] as Sort]])(
    'by %j: forward, back and deep pages start at a mark and hold the offset’s rows and total',
    async (sort) => {
      const ids = await orderedIds(sort);
      const first = await page(sort, 0);
      expect(first.seeked).toBe(false);
      for (const offset of [20, 40, 20, 130, 125, 220]) {
        const result = await page(sort, offset);
        expect(result.seeked).toBe(true);
        expect(result.rows.map((row) => Number(row.id))).toEqual(ids.slice(offset, offset + 20));
        expect(result.total).toBe(ROWS);
      }
    },
  );

  it('never seeks an ascending list on a column with nulls (they sort last and a mark would skip them), and still pages right', async () => {
    const sort: Sort = ['age', 'ASC'];
    const ids = await orderedIds(sort);
    await page(sort, 0);
    const deep = await page(sort, 200);
    expect(deep.seeked).toBe(false);
    expect(deep.rows.map((row) => Number(row.id))).toEqual(ids.slice(200, 220));
  });

  it('forgets its marks once a row of the table is written: the next page holds the rows as they are now', async () => {
    const sort: Sort = ['updatedAt', 'DESC'];
    await page(sort, 0);
    expect((await page(sort, 20)).seeked).toBe(true);
    await dynamic(t.app.db)
      .insertInto(def.table)
      .values(toColumnValues({ firstName: 'Newest', state: 'jigawa', zone: 'north-west', updatedAt: new Date(Date.UTC(2025, 0, 1)) }))
      .execute();
    const after = await page(sort, 20);
    expect(after.seeked).toBe(false);
    expect(after.rows.map((row) => Number(row.id))).toEqual((await orderedIds(sort)).slice(20, 40));
    expect(after.total).toBe(ROWS + 1);
  });

  it('passes over a mark whose row is gone and answers from the top', async () => {
    const sort: Sort = ['updatedAt', 'ASC'];
    const ids = await orderedIds(sort);
    await page(sort, 0);
    const query = parseListQuery(def, raw(sort, 60, 20));
    markPage(t.app.db, def, query, writeWatchOf(t.app.db)?.tableGeneration(def.table), [{ id: 987_654_321, nullSort: false }]);
    const result = await page(sort, 60);
    expect(result.rows.map((row) => Number(row.id))).toEqual(ids.slice(60, 80));
    expect(result.total).toBe(ids.length);
  });
});
