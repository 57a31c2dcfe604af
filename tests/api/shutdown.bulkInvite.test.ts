/**
 * Graceful shutdown during a bulk invite, on real server processes on PostgreSQL:
 * SIGTERM while the job runs ends it between two rows (exit 0 within the grace), every row
 * decided so far has its account and no undecided row has one; after the restart of two
 * processes at once, one of them, once, resumes the job and finishes it: every row invited
 * exactly once, none taken for "already a user" by a second runner. The same after a kill -9:
 * the dead process's advisory lock goes with its connection.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { createUser } from '../helpers/fixtures';
import { PG_URL } from '../helpers/sharedServices';
import { startServerProcess, type ServerProcess } from '../helpers/serverProcess';
import { createPostgresDatabase, testConfig } from '../helpers/testApp';

const ROWS = 300;
let emailPrefix = 'stop';
const GRACE = '10s';
let app: FastifyInstance;
let databaseUrl: string;
let jwtSecret: string;
const cleanups: Array<() => Promise<unknown>> = [];

beforeAll(async () => {
  const database = await createPostgresDatabase(PG_URL);
  cleanups.push(database.drop);
  databaseUrl = database.url;
  const config = testConfig({ databaseUrl });
  jwtSecret = config.jwtSecret!;
  app = await buildApp(config);
  cleanups.push(() => app.close());
}, 60_000);

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

async function serverProcess(): Promise<ServerProcess> {
  const server = await startServerProcess({ databaseUrl, jwtSecret, env: { SHUTDOWN_GRACE: GRACE } });
  cleanups.push(server.kill);
  return server;
}

/** A queued job of ROWS people, as an upload leaves it; a starting server picks it up. */
async function queuedJob(uploaderId: number): Promise<number> {
  const job = await app.db
    .insertInto('bulkInviteJobs')
    .values({ createdBy: uploaderId, fileName: 'people.csv', status: 'queued', totalRows: ROWS, error: null, startedAt: null, finishedAt: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await app.db
    .insertInto('bulkInviteRows')
    .values(
      Array.from({ length: ROWS }, (_, i) => ({
        jobId: job.id,
        rowNumber: i + 2,
        fullName: `Person ${i}`,
        email: `${emailPrefix}-${i}@example.org`,
        role: 'collector',
        phone: null,
        state: null,
        outcome: null,
        reason: null,
      })),
    )
    .execute();
  return job.id;
}

const rowsOf = (jobId: number) => app.db.selectFrom('bulkInviteRows').select(['email', 'outcome']).where('jobId', '=', jobId).execute();
const invitedEmails = async () =>
  (await app.db.selectFrom('users').select('email').where('email', 'like', `${emailPrefix}-%`).execute()).map((row) => row.email).sort();
const jobStatus = async (jobId: number) =>
  (await app.db.selectFrom('bulkInviteJobs').select('status').where('id', '=', jobId).executeTakeFirstOrThrow()).status;
const decidedCount = async (jobId: number) => (await rowsOf(jobId)).filter((row) => row.outcome !== null).length;

async function slowInvitations(on: boolean): Promise<void> {
  if (on) {
    // A slow database: each account takes 10 ms longer to create, so the job is surely mid-way when stopped.
    await sql`create or replace function slow_user() returns trigger language plpgsql as $$ begin perform pg_sleep(0.01); return new; end $$`.execute(app.db);
    await sql`create trigger slow_user before insert on users for each row execute function slow_user()`.execute(app.db);
  } else {
    await sql`drop trigger slow_user on users`.execute(app.db);
  }
}

describe('SIGTERM during a bulk invite', () => {
  it('stops between two rows, exits 0, and two restarted processes resume the job once', async () => {
    const uploader = await createUser(app, { role: 'super_admin' });
    await slowInvitations(true);
    const jobId = await queuedJob(uploader.id);

    const first = await serverProcess();
    await expect.poll(() => decidedCount(jobId), { timeout: 30_000, interval: 50 }).toBeGreaterThan(10);
    first.signal('SIGTERM');
    const { code } = await first.exited;
    expect(code, first.output()).toBe(0);

    const job = await app.db.selectFrom('bulkInviteJobs').select(['status', 'processedRows']).where('id', '=', jobId).executeTakeFirstOrThrow();
    const rows = await rowsOf(jobId);
    const decided = rows.filter((row) => row.outcome !== null);
    expect(job.status).toBe('processing');
    expect(decided.length).toBeGreaterThan(10);
    expect(decided.length).toBeLessThan(ROWS);
    expect(job.processedRows).toBe(decided.length);
    // No partial write: the accounts are exactly those of the rows decided as invited.
    expect(decided.every((row) => row.outcome === 'invited')).toBe(true);
    expect(await invitedEmails()).toEqual(decided.map((row) => row.email!).sort());

    await slowInvitations(false);
    const restarted = await Promise.all([serverProcess(), serverProcess()]);
    await expect.poll(() => jobStatus(jobId), { timeout: 30_000, interval: 100 }).toBe('completed');

    const finished = await app.db
      .selectFrom('bulkInviteJobs')
      .select(['invited', 'alreadyUsers', 'invalid', 'processedRows'])
      .where('id', '=', jobId)
      .executeTakeFirstOrThrow();
    expect(finished).toEqual({ invited: ROWS, alreadyUsers: 0, invalid: 0, processedRows: ROWS });
    expect((await rowsOf(jobId)).every((row) => row.outcome === 'invited')).toBe(true);
    expect(await invitedEmails()).toHaveLength(ROWS);
    // One "finished" notification: the job was finished by one process, once.
    const told = await app.db.selectFrom('notifications').select('id').where('userId', '=', uploader.id).execute();
    expect(told).toHaveLength(1);
    for (const server of restarted) await server.kill();
  }, 60_000);

  it('after a kill -9 mid-job, two restarted processes take the job over once', async () => {
    emailPrefix = 'killed';
    const uploader = await createUser(app, { role: 'super_admin' });
    await slowInvitations(true);
    const jobId = await queuedJob(uploader.id);
    const first = await serverProcess();
    await expect.poll(() => decidedCount(jobId), { timeout: 30_000, interval: 50 }).toBeGreaterThan(10);
    await first.kill();
    expect(await jobStatus(jobId)).toBe('processing');

    await slowInvitations(false);
    const restarted = await Promise.all([serverProcess(), serverProcess()]);
    await expect.poll(() => jobStatus(jobId), { timeout: 30_000, interval: 100 }).toBe('completed');
    const finished = await app.db
      .selectFrom('bulkInviteJobs')
      .select(['invited', 'alreadyUsers', 'processedRows'])
      .where('id', '=', jobId)
      .executeTakeFirstOrThrow();
    expect(finished.processedRows).toBe(ROWS);
    // At most the one row whose account was being created at the kill reads "already a user".
    expect(finished.alreadyUsers).toBeLessThanOrEqual(1);
    expect(finished.invited + finished.alreadyUsers).toBe(ROWS);
    expect(await invitedEmails()).toHaveLength(ROWS);
    for (const server of restarted) await server.kill();
  }, 60_000);
});
