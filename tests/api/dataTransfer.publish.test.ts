/**
 * An import appears at once: its rows are written in short committed chunks, so other
 * requests run meanwhile, yet no reader sees part of a file, and what an import cut off by a stop
 * wrote is removed, never shown.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discardUnfinishedImports } from '../../server/dataTransfer/importBatch';
import { importLearners, learnerRows, LEARNER_IMPORT_HEADER } from '../helpers/bigImport';
import { bearer } from '../helpers/fixtures';
import { tokenWith } from '../helpers/records';
import { createTestApp, type TestApp } from '../helpers/testApp';

let t: TestApp;
let reader: string;
beforeAll(async () => {
  t = await createTestApp();
  reader = await tokenWith(t.app, ['manage_learners']);
});
afterAll(async () => t.close());

const rawLearners = async () =>
  Number(
    (
      await t.app.db
        .selectFrom('learners')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
/** Imports being written (the record tables' bins, kind `bin`, are always there). */
const pendingBatches = async () => (await t.app.db.selectFrom('pendingImports').select('id').where('kind', '=', 'import').execute()).length;
// A list counts exactly up to COUNT_AHEAD rows past the page it serves, and estimates beyond; a
// page at row 20,000 keeps every total this test can meet (at most 21,001) an exact count.
const EXACT_UP_TO_ROW = 20_000;
const listedTotal = async () => {
  const range = encodeURIComponent(JSON.stringify([EXACT_UP_TO_ROW, EXACT_UP_TO_ROW]));
  const response = await t.app.inject({ method: 'GET', url: `/api/admin/learners?range=${range}`, headers: bearer(reader) });
  expect(response.statusCode).toBe(200);
  return Number(String(response.headers['content-range']).split('/')[1]);
};

describe('a 20,000-row import', () => {
  it('shows readers none of its rows while it writes, then all of them at once', async () => {
    const before = await listedTotal();
    const rawBefore = await rawLearners();
    const running = importLearners(t.app, [LEARNER_IMPORT_HEADER, ...learnerRows('pub'), 'Last,Row,Male,9,kano,dala,pub-last'].join('\r\n'));
    let seenMidway = 0;
    let done = false;
    void running.then(() => (done = true));
    while (!done) {
      // A real client's requests arrive between turns of the event loop; so does this one.
      await new Promise((resolve) => setTimeout(resolve, 5));
      const written = (await rawLearners()) - rawBefore;
      if (written === 0 || (await pendingBatches()) === 0) continue;
      const total = await listedTotal();
      const midway = await t.app.db.selectFrom('learners').select('id').where('uuid', '=', 'pub-0').executeTakeFirst();
      const one = midway ? await t.app.inject({ method: 'GET', url: `/api/admin/learners/${midway.id}`, headers: bearer(reader) }) : null;
      // The batch was still open after these reads, so they ran while the import was half written.
      if ((await pendingBatches()) === 0) continue;
      expect(total).toBe(before);
      expect(one?.statusCode).toBe(404);
      seenMidway += 1;
    }
    expect((await running).statusCode).toBe(200);
    expect(seenMidway).toBeGreaterThan(0);
    expect(await listedTotal()).toBe(before + 20_000);
    expect(await pendingBatches()).toBe(0);
  });

  it('removes what an import cut off by a stop wrote, without ever showing it', async () => {
    const batch = await t.app.db
      .insertInto('pendingImports')
      .values({ recordTable: 'learners', touchedAt: sql<Date>`now() - interval '2 minutes'` })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { rows } = await sql<{ id: number }>`insert into learners (first_name, last_name, sex, age, state, lga, uuid, import_batch_id, created_at, updated_at)
      values ('Cut', 'Off', 'Male', 9, 'kano', 'dala', 'cut-off-1', ${batch.id}, now(), now()) returning id`.execute(t.app.db);
    const cutOffId = rows[0]!.id;
    const before = await listedTotal();
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/learners/${cutOffId}`, headers: bearer(reader) })).statusCode).toBe(404);

    // A live import (touched within the minute) is left alone; the stale one goes.
    const live = await t.app.db.insertInto('pendingImports').values({ recordTable: 'learners' }).returning('id').executeTakeFirstOrThrow();
    expect(await discardUnfinishedImports(t.app.db)).toBe(1);
    expect(await t.app.db.selectFrom('learners').select('id').where('id', '=', cutOffId).execute()).toEqual([]);
    expect((await t.app.db.selectFrom('pendingImports').select('id').where('kind', '=', 'import').execute()).map((b) => b.id)).toEqual([live.id]);
    // At the start of the embedded database's only process, every open batch was cut off.
    expect(await discardUnfinishedImports(t.app.db, 0)).toBe(1);
    expect(await pendingBatches()).toBe(0);
    expect(await listedTotal()).toBe(before);
  });

  it('publishes nothing when its batch was taken for cut off while it wrote', async () => {
    // A trigger stands for another process discarding the batch before the last row goes in.
    await sql`create function drop_batch() returns trigger language plpgsql as $$
      begin if new.uuid = 'taken-last' then delete from pending_imports where kind = 'import'; end if; return new; end $$`.execute(t.app.db);
    await sql`create trigger drop_batch before insert on learners for each row execute function drop_batch()`.execute(t.app.db);
    try {
      const before = await rawLearners();
      const response = await importLearners(
        t.app,
        [LEARNER_IMPORT_HEADER, 'Taken,One,Male,9,kano,dala,taken-first', 'Taken,Two,Male,9,kano,dala,taken-last'].join('\r\n'),
      );
      expect(response.statusCode).toBe(500);
      expect(await rawLearners()).toBe(before);
    } finally {
      await sql`drop trigger drop_batch on learners`.execute(t.app.db);
      await sql`drop function drop_batch()`.execute(t.app.db);
    }
  });
});
