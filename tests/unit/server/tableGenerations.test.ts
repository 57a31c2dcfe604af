/** The write watch's per-table generations (server/db/writeWatch.ts), on an embedded database. */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, writeWatchOf, type Db } from '../../../server/db/connection';

let db: Db;
const generation = (table: string) => writeWatchOf(db)?.tableGeneration(table) ?? Number.NaN;

beforeAll(async () => {
  db = createDb({ dataDir: 'memory' });
  await sql`create table places (id serial primary key, name text)`.execute(db);
  await sql`create table others (id serial primary key)`.execute(db);
});
afterAll(async () => db.destroy());

describe('table generations', () => {
  it('move for a write to that table, not for reads or for writes to another table', async () => {
    const before = generation('places');
    await sql`select * from places`.execute(db);
    await sql`with counted as (select count(*) from places) select * from counted`.execute(db);
    await sql`insert into others default values`.execute(db);
    expect(generation('places')).toBe(before);
    await sql`insert into places (name) values ('Dala')`.execute(db);
    expect(generation('places')).toBeGreaterThan(before);
  });

  it('move again when a transaction that wrote the table commits, and not when it rolls back', async () => {
    let during = 0;
    const before = generation('places');
    await db.transaction().execute(async (trx) => {
      await sql`update places set name = 'Fagge'`.execute(trx);
      during = generation('places');
    });
    expect(during).toBeGreaterThan(before);
    expect(generation('places')).toBeGreaterThan(during);
    const settled = generation('places');
    await db
      .transaction()
      .execute(async (trx) => {
        await sql`select 1`.execute(trx);
        throw new Error('stop');
      })
      .catch(() => undefined);
    expect(generation('places')).toBe(settled);
  });

  it('move for every table when a write names no table it can read', async () => {
    const before = generation('places');
    await sql`with gone as (delete from others returning id) select count(*) from gone`.execute(db);
    expect(generation('places')).toBeGreaterThan(before);
  });
});
