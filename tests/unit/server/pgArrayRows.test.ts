/**
 * Rows read as arrays skip pg's empty row object (server/db/pgArrayRows.ts) and are parsed as
 * before: every column's type parser (the process's own int8/date parsers and a client's type
 * overrides included), binary and text formats, and rows as objects untouched.
 */
import type { FieldDef } from 'pg';
import { describe, expect, it } from 'vitest';
import { loadPg } from '../../../server/db/pgDriver';
import { PG_URL } from '../../helpers/sharedServices';

interface ResultForTest {
  addFields(fields: FieldDef[]): void;
  parseRow(values: Array<string | null>): unknown;
  _prebuiltEmptyResultObject: unknown;
}
type ResultClass = new (rowMode?: string, types?: unknown) => ResultForTest;

const field = (name: string, dataTypeID: number): FieldDef => ({
  name,
  dataTypeID,
  tableID: 0,
  columnID: 0,
  dataTypeSize: -1,
  dataTypeModifier: -1,
  format: 'text',
});

async function resultClass(): Promise<ResultClass> {
  return ((await loadPg()) as unknown as { Result: ResultClass }).Result;
}

describe("pg's rows as arrays", () => {
  it('builds no empty row for array rows, and still one for object rows', async () => {
    const Result = await resultClass();
    const arrays = new Result('array');
    arrays.addFields([field('id', 23), field('name', 25)]);
    expect(arrays._prebuiltEmptyResultObject).toBeNull();
    expect(arrays.parseRow(['4', 'Zainab'])).toEqual([4, 'Zainab']);
    const objects = new Result();
    objects.addFields([field('id', 23), field('name', 25)]);
    expect(objects._prebuiltEmptyResultObject).toEqual({ id: null, name: null });
    expect(objects.parseRow(['4', 'Zainab'])).toEqual({ id: 4, name: 'Zainab' });
  });

  it("uses a client's own type overrides", async () => {
    const driver = await loadPg();
    const Result = await resultClass();
    const overrides = new driver.TypeOverrides();
    overrides.setTypeParser(23, (value: string) => `int:${value}`);
    const result = new Result('array', overrides);
    result.addFields([field('id', 23), field('name', 25)]);
    expect(result.parseRow(['5', 'Musa'])).toEqual(['int:5', 'Musa']);
  });

  it('parses every type over a real connection as rows as objects do, named or not', async () => {
    const pg = await loadPg();
    const client = new pg.Client({ connectionString: PG_URL });
    await client.connect();
    try {
      const text = `select 1::int as id, 2::int8 as total, 'Hauwa'::text as name, true as active, date '2024-05-06' as born,
        timestamptz '2024-05-06 07:08:09.5+00' as at, '{"a":1}'::jsonb as extra, null::text as note`;
      const objects = await client.query(text);
      for (const config of [{ text }, { name: 'array_rows_test', text }, { name: 'array_rows_test', text }]) {
        const arrays = await client.query<unknown[]>({ ...config, rowMode: 'array' });
        expect(arrays.fields.map((f) => f.name)).toEqual(Object.keys(objects.rows[0] as object));
        expect(arrays.rows).toEqual([Object.values(objects.rows[0] as object)]);
        expect(arrays.rows[0]).toEqual([1, 2, 'Hauwa', true, '2024-05-06', new Date('2024-05-06T07:08:09.500Z'), { a: 1 }, null]);
      }
    } finally {
      await client.end();
    }
  });
});
