/**
 * The dashboards' counts over record tables run with PostgreSQL's JIT compiler off (compiling
 * cost more than counting), each in a transaction of its own so the setting ends with it; on
 * PGlite, which has no JIT, the statements run on the database as they are.
 */
import { sql } from 'kysely';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDashboard } from '../../server/dashboard/admin';
import { collectorDashboard } from '../../server/dashboard/collector';
import { executiveDashboard } from '../../server/dashboard/executive';
import { reviewDashboard } from '../../server/dashboard/review';
import { poolOf } from '../../server/db/connection';
import { withoutJit } from '../../server/db/withoutJit';
import { createUser } from '../helpers/fixtures';
import { insertRow } from '../helpers/records';
import { createTestApp, type TestApp } from '../helpers/testApp';

const ADMIN = { role: 'admin', permissions: ['*'] };
/** The record tables, and the duplicate pairs the review section counts. */
const RECORD_TABLE = /\bfrom\s+"?(schools|learners|staff|communities|households|oos_children|duplicate_pairs)\b/i;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let t: TestApp;
let collectorId: number;
let reviewerId: number;

beforeAll(async () => {
  t = await createTestApp();
  collectorId = (await createUser(t.app, { role: 'collector' })).id;
  reviewerId = (await createUser(t.app, { role: 'admin' })).id;
  await t.app.db.updateTable('users').set({ state: 'kano' }).where('id', '=', collectorId).execute();
  for (const type of ['learners', 'outOfSchoolChildren'] as const) await insertRow(t.app, type, { collectorId, state: 'kano', syncStatus: 'synced' });
}, 60_000);
afterAll(async () => t.close());

interface Sent {
  client: pg.PoolClient;
  text: string;
}

/** Every statement the pool's clients send while `run` runs, in order, with the client that sent it. */
async function sentDuring(pool: pg.Pool, run: () => Promise<unknown>): Promise<Sent[]> {
  const sent: Sent[] = [];
  const originals = new Map<pg.PoolClient, pg.PoolClient['query']>();
  const watch = (client: pg.PoolClient) => {
    if (originals.has(client)) return;
    const query = client.query;
    originals.set(client, query);
    client.query = ((config: string | { text: string }, ...rest: unknown[]) => {
      sent.push({ client, text: typeof config === 'string' ? config : config.text });
      return (query as (...args: unknown[]) => unknown).call(client, config, ...rest);
    }) as pg.PoolClient['query'];
  };
  pool.on('acquire', watch);
  try {
    await run();
  } finally {
    pool.off('acquire', watch);
    for (const [client, query] of originals) client.query = query;
  }
  return sent;
}

/** The statements over record tables, each with whether its client had set JIT off inside the open transaction. */
function recordReads(sent: Sent[]): { text: string; jitOff: boolean }[] {
  const state = new Map<pg.PoolClient, { inTransaction: boolean; jitOff: boolean }>();
  const reads: { text: string; jitOff: boolean }[] = [];
  for (const { client, text } of sent) {
    const now = state.get(client) ?? { inTransaction: false, jitOff: false };
    if (/^\s*(begin|start transaction)\b/i.test(text)) state.set(client, { inTransaction: true, jitOff: false });
    else if (/^\s*(commit|rollback)\b/i.test(text)) state.set(client, { inTransaction: false, jitOff: false });
    else if (/^\s*set local jit\s*=\s*off\s*$/i.test(text)) state.set(client, { ...now, jitOff: now.inTransaction });
    else if (RECORD_TABLE.test(text)) reads.push({ text, jitOff: now.inTransaction && now.jitOff });
  }
  return reads;
}

describe.runIf(onPostgres)('on PostgreSQL', () => {
  it('runs a statement where `show jit` answers off, and the connections keep their own setting afterwards', async () => {
    const before = (await sql<{ jit: string }>`show jit`.execute(t.app.db)).rows[0].jit;
    const inside = await withoutJit(t.app.db, async (inner) => (await sql<{ jit: string }>`show jit`.execute(inner)).rows[0].jit);
    expect(inside).toBe('off');
    expect((await sql<{ jit: string }>`show jit`.execute(t.app.db)).rows[0].jit).toBe(before);
  });

  it.each([
    ['admin', 1, () => adminDashboard(t.app.db, ADMIN, {}, [])],
    // Headline counts, learners, children, the newest record and the weeks.
    ['executive', 5, () => executiveDashboard(t.app.db, ADMIN, {})],
    ['executive for a state', 5, () => executiveDashboard(t.app.db, ADMIN, { state: 'kano' })],
    ['collector', 2, () => collectorDashboard(t.app.db, collectorId, {})],
    // Waiting and failed per record type (6 × 2), and the open duplicate pairs' page and count.
    ['review', 14, () => reviewDashboard(t.app.db, { ...ADMIN, id: reviewerId }, {})],
  ] as const)('sends every count of the %s dashboard over record tables with JIT off', async (_section, expected, run) => {
    const reads = recordReads(await sentDuring(poolOf(t.app.db)!, run));
    expect(reads.length).toBeGreaterThanOrEqual(expected);
    expect(reads.filter((read) => !read.jitOff).map((read) => read.text)).toEqual([]);
  });
});

describe.skipIf(onPostgres)('on PGlite', () => {
  it('runs the statements on the database itself: no transaction, no setting', async () => {
    expect(poolOf(t.app.db)).toBeUndefined();
    expect(await withoutJit(t.app.db, async (inner) => inner)).toBe(t.app.db);
    const answer = await executiveDashboard(t.app.db, ADMIN, {});
    expect(answer.headline.learners?.total).toBe(1);
    expect(answer.headline.outOfSchool?.total).toBe(1);
    const review = await reviewDashboard(t.app.db, { ...ADMIN, id: reviewerId }, {});
    expect(review.byType.find((counts) => counts.type === 'learners')).toEqual({ type: 'learners', waiting: 1, failedSyncs: 0 });
    expect(review.duplicates).toBe(0);
  });
});
