/**
 * Long work stays correct while it yields (point 5): a ward name repeated 10,000 times,
 * a 20,000-row import that is still all-or-nothing, and a bulk job resumed after a restart while
 * the server already answers. Speed itself is measured by `npm run bench` (responsiveness).
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, loginToken } from '../helpers/fixtures';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { importLearners, learnerRows, LEARNER_IMPORT_HEADER } from '../helpers/bigImport';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const count = async (table: 'learners' | 'wards' | 'auditLogs', where?: [string, string]) => {
  let query = t.app.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n'));
  if (where) query = query.where(sql.ref(where[0]), '=', where[1]);
  return Number((await query.executeTakeFirstOrThrow()).n);
};

describe('ward import of one name repeated 10,000 times', () => {
  it('finishes and numbers every repeat in file order, around a name that already looks numbered', async () => {
    const token = await loginToken(t.app, (await createUser(t.app, { role: 'admin' })).email);
    const csv = `state,lga,ward\nkano,dala,Gama 3\n${'kano,dala,Gama\n'.repeat(10_000)}`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/locations/wards/import',
      headers: { ...bearer(token), 'content-type': 'text/csv' },
      payload: csv,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ added: 10_001, renamed: 0, relocated: 0, unchanged: 0, rejected: [] });
    // Dala's INEC wards ship with the product; the file's wards all start with "gama".
    const slugs = (
      await t.app.db
        .selectFrom('wards')
        .select('slug')
        .where('state', '=', 'kano')
        .where('lga', '=', 'dala')
        .where('slug', 'like', 'gama%')
        .orderBy('id')
        .execute()
    ).map((w) => w.slug);
    // "Gama 3" holds gama-3, so the repeats take gama, gama-2, gama-4 … gama-10001.
    const repeats = ['gama', 'gama-2', ...Array.from({ length: 9_998 }, (_, i) => `gama-${i + 4}`)];
    expect(slugs).toEqual(['gama-3', ...repeats]);
  });
});

describe('a 20,000-row data import', () => {
  const rowsOf = learnerRows;
  const importOf = (csv: string) => importLearners(t.app, csv);
  const header = LEARNER_IMPORT_HEADER;

  it('refuses the whole file for a bad last row and writes nothing', async () => {
    const before = await count('learners');
    const response = await importOf([header, ...rowsOf('bad-last'), 'No,Age,Male,ten,kano,dala,bad-last-x'].join('\r\n'));
    expect(response.statusCode).toBe(400);
    expect(response.json().data.errors.map((e: { row: number }) => e.row)).toEqual([20_001]);
    expect(await count('learners')).toBe(before);
  });

  it('writes nothing when the database refuses the last row mid-transaction', async () => {
    // A trigger stands for any failure of the last chunk after the first chunks were inserted.
    await sql`create function refuse_last_row() returns trigger language plpgsql as $$
      begin if new.uuid = 'db-last' then raise exception 'refused for the test'; end if; return new; end $$`.execute(t.app.db);
    await sql`create trigger refuse_last_row before insert on learners for each row execute function refuse_last_row()`.execute(t.app.db);
    try {
      const before = await count('learners');
      const audits = await count('auditLogs', ['action', 'import']);
      const response = await importOf([header, ...rowsOf('db'), 'Last,Row,Male,9,kano,dala,db-last'].join('\r\n'));
      // 500, not a 400 of the checks: the trigger fired on the last row, after the first 199
      // chunks had been inserted, and they were rolled back.
      expect(response.statusCode).toBe(500);
      expect(await count('learners')).toBe(before);
      expect(await count('auditLogs', ['action', 'import'])).toBe(audits);
      expect(await t.app.db.selectFrom('pendingImports').selectAll().where('kind', '=', 'import').execute()).toEqual([]);
    } finally {
      await sql`drop trigger refuse_last_row on learners`.execute(t.app.db);
      await sql`drop function refuse_last_row()`.execute(t.app.db);
    }
  });
});

describe('a bulk job left unfinished by a restart', () => {
  it('resumes once the server listens, after /api/health has answered, and completes', async () => {
    const owner = await createUser(t.app, { role: 'super_admin' });
    const job = await t.app.db
      .insertInto('bulkInviteJobs')
      .values({
        createdBy: owner.id,
        fileName: 'before-the-crash.csv',
        status: 'processing',
        totalRows: 40,
        error: null,
        startedAt: new Date(),
        finishedAt: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Rows 2–11 were decided before the crash; rows 12–41 wait.
    await t.app.db
      .insertInto('bulkInviteRows')
      .values(
        Array.from({ length: 40 }, (_, i) => ({
          jobId: job.id,
          rowNumber: i + 2,
          fullName: `Resumed Person ${i}`,
          email: `resumed-${i}@example.org`,
          role: 'collector',
          phone: null,
          state: null,
          outcome: i < 10 ? ('invalid' as const) : null,
          reason: i < 10 ? 'decided before the restart' : null,
        })),
      )
      .execute();

    const events: string[] = [];
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const resumed = t.app.bulkInvites.resumed().then(() => events.push('job finished'));
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    events.push(`health ${health.status}`);
    await resumed;

    expect(events).toEqual(['health 200', 'job finished']);
    const after = await t.app.db.selectFrom('bulkInviteJobs').selectAll().where('id', '=', job.id).executeTakeFirstOrThrow();
    expect(after).toMatchObject({ status: 'completed', processedRows: 40, invited: 30, invalid: 10 });
    const invited = await t.app.db.selectFrom('users').select('email').where('email', 'like', 'resumed-%').execute();
    expect(invited.map((u) => u.email).sort()).toEqual(Array.from({ length: 30 }, (_, i) => `resumed-${i + 10}@example.org`).sort());
  });
});
