/**
 * Duplicate checks when the server closes: the records a sync push queued for
 * checking are still checked before the database closes (no later run would pick them up), while
 * a full check of a type stops at once and is reported failed, to be started again.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { createDb, type Db } from '../../server/db/connection';
import { loadPg } from '../../server/db/pgDriver';
import { ALL_KINDS } from '../../server/duplicates/kinds';
import { createUser, loginToken, bearer } from '../helpers/fixtures';
import { createPostgresDatabase, testConfig } from '../helpers/testApp';

const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

/** A database that outlives the app (the app does not close a database it is given). */
async function database(): Promise<{ db: Db; databaseUrl?: string }> {
  const base = process.env.TEST_DATABASE_URL;
  const created = base ? await createPostgresDatabase(base) : null;
  if (created) cleanups.push(created.drop);
  if (created) await loadPg();
  const db = createDb({ databaseUrl: created?.url, dataDir: 'memory' });
  cleanups.push(() => db.destroy());
  return { db, databaseUrl: created?.url };
}

const pairsOf = async (db: Db) => db.selectFrom('duplicatePairs').select(['recordA', 'recordB']).execute();

describe('closing with duplicate checks under way', () => {
  it('checks the records a sync push queued before closing', async () => {
    const { db, databaseUrl } = await database();
    const app = await buildApp(testConfig({ databaseUrl }), { db });
    const collector = await createUser(app, { role: 'collector' });
    const ward = await db.selectFrom('wards').select(['state', 'lga', 'slug']).where('state', '=', 'kano').orderBy('id').executeTakeFirstOrThrow();
    const place = { state: ward.state, lga: ward.lga, ward: ward.slug };
    const child = (id: string, firstName: string, age: number) => ({
      table: 'oosChildren',
      localUUID: `shutdown-${id}`,
      data: { sex: 'Male', lastName: 'Ibrahim', firstName, age, ...place },
      links: { householdId: 'shutdown-hh' },
    });
    // Children of other ages and sexes come first in the queue, so the pair's checks are still waiting at the close.
    const others = Array.from({ length: 150 }, (_, i) => ({
      table: 'oosChildren',
      localUUID: `shutdown-other-${i}`,
      data: { sex: 'Female', lastName: `Family${i}`, firstName: `Girl${i}`, age: 5 + (i % 10), ...place },
    }));
    const pushed = await app.inject({
      method: 'POST',
      url: '/api/admin/sync/push',
      headers: bearer(await loginToken(app, collector.email)),
      payload: {
        records: [
          { table: 'households', localUUID: 'shutdown-hh', data: { householdHead: 'Ibrahim Musa', ...place } },
          ...others,
          child('a', 'Abubakar', 9),
          child('b', 'Abubakr', 10),
        ],
      },
    });
    expect(pushed.statusCode, pushed.body).toBe(200);
    const [first, second] = (pushed.json().data as { serverId: number }[]).slice(-2).map((outcome) => outcome.serverId);

    // Closed straight after the answer: the checks queued by the push have not run yet.
    await app.close();
    expect(await pairsOf(db)).toContainEqual({ recordA: Math.min(first, second), recordB: Math.max(first, second) });
  });

  it('stops a full check at once and reports it failed', async () => {
    const { db, databaseUrl } = await database();
    const app = await buildApp(testConfig({ databaseUrl }), { db });
    const rows = Array.from({ length: 5000 }, (_, i) => ({ firstName: `Child${i}`, lastName: 'Full', sex: 'Female', age: 8, state: 'kano' }));
    await db.insertInto('oosChildren').values(rows).execute();
    const job = app.duplicateChecks.start(ALL_KINDS, null);
    await app.close();
    expect(app.duplicateChecks.job(job.id)).toMatchObject({ status: 'failed', error: 'The server stopped before the check finished.' });
    expect(app.duplicateChecks.job(job.id)!.checked).toBeLessThan(5000);
  });
});
