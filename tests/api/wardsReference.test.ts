/**
 * The shipped ward list reaches an existing database: one migrated before 015 that holds wards an
 * admin imported gets the missing INEC wards on its next start, its own wards kept as they are,
 * and later starts load nothing again. Runs on PGlite (a database built step by step here).
 */
import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../../server/prepare/bootstrap';
import { createDb, type Db } from '../../server/db/connection';
import { MIGRATIONS } from '../../server/db/migrations';

const NATIONAL_ROWS = 8809;
const count = async (db: Db) =>
  Number(
    (
      await db
        .selectFrom('wards')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('an existing database migrated before the reference list', () => {
  let db: Db;
  beforeAll(async () => {
    db = createDb({ dataDir: 'memory' });
    const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
    const { error } = await migrator.migrateTo('014_search_indexes');
    if (error) throw error;
    await db
      .insertInto('wards')
      .values([
        { state: 'kano', lga: 'dala', slug: 'adakawa', name: 'Adakawa (as the admin spelt it)', latitude: 12.01, longitude: 8.5 },
        { state: 'kano', lga: 'dala', slug: 'new-town', name: 'New Town', latitude: null, longitude: null },
      ])
      .execute();
  });
  afterAll(async () => db.destroy());

  it('gets the missing INEC wards on its next start and keeps the ones it had', async () => {
    await prepareDatabase(db);
    expect(await count(db)).toBe(NATIONAL_ROWS + 1);
    const dala = await db
      .selectFrom('wards')
      .select(['slug', 'name', 'latitude'])
      .where('state', '=', 'kano')
      .where('lga', '=', 'dala')
      .orderBy('id')
      .execute();
    expect(dala).toHaveLength(13);
    expect(dala[0]).toEqual({ slug: 'adakawa', name: 'Adakawa (as the admin spelt it)', latitude: 12.01 });
    expect(dala.map((w) => w.name)).toContain('Kofar Mazugal');
  });

  it('loads nothing again on later starts, even after an admin removed wards', async () => {
    await db.deleteFrom('wards').where('state', '=', 'kano').where('lga', '=', 'dala').where('slug', '=', 'yalwa').execute();
    await prepareDatabase(db);
    expect(await count(db)).toBe(NATIONAL_ROWS);
    expect(await db.selectFrom('referenceDataLoads').select(['dataset', 'rows']).execute()).toEqual([{ dataset: 'inec-wards', rows: NATIONAL_ROWS }]);
  });
});
