/**
 * A bulk upload's rows arrive in short committed chunks under a job that stays `uploading`
 *: such a job is neither listed nor run, a failed upload leaves no job, row or audit,
 * and an upload cut off by a stop is removed once it is old.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, loginToken } from '../helpers/fixtures';
import { createTestApp, type TestApp } from '../helpers/testApp';

let t: TestApp;
let token: string;
let adminId: number;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await createUser(t.app, { role: 'admin' });
  adminId = admin.id;
  token = await loginToken(t.app, admin.email);
});
afterAll(async () => t.close());

const jobsUrl = '/api/admin/user-management/bulk-invite/jobs';
const peopleCsv = (count: number) =>
  ['fullName,email,role', ...Array.from({ length: count }, (_, i) => `Person ${i},person-${i}@example.org,collector`)].join('\r\n');
const count = async (table: 'bulkInviteJobs' | 'bulkInviteRows') =>
  Number(
    (
      await t.app.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const uploads = async () =>
  Number(
    (
      await t.app.db
        .selectFrom('auditLogs')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('action', '=', 'bulk_invite_upload')
        .executeTakeFirstOrThrow()
    ).n,
  );

async function upload(csv: string) {
  const boundary = '----edu-upload-boundary';
  const payload = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="csvFile"; filename="people.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`,
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/user-management/bulk-invite/upload',
    payload,
    headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

async function uploadingJob(createdAt: Date) {
  const job = await t.app.db
    .insertInto('bulkInviteJobs')
    .values({ createdBy: adminId, fileName: 'half.csv', status: 'uploading', totalRows: 2, error: null, startedAt: null, finishedAt: null, createdAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.app.db
    .insertInto('bulkInviteRows')
    .values({
      jobId: job.id,
      rowNumber: 2,
      fullName: 'Half Way',
      email: 'half-way@example.org',
      role: 'collector',
      phone: null,
      state: null,
      outcome: null,
      reason: null,
    })
    .execute();
  return job.id;
}

describe('a bulk upload', () => {
  it('leaves no job, row or audit when the database refuses its last chunk', async () => {
    await sql`create function refuse_bulk_row() returns trigger language plpgsql as $$
      begin if new.email = 'person-2999@example.org' then raise exception 'refused for the test'; end if; return new; end $$`.execute(t.app.db);
    await sql`create trigger refuse_bulk_row before insert on bulk_invite_rows for each row execute function refuse_bulk_row()`.execute(t.app.db);
    try {
      const [jobs, rows, audits] = [await count('bulkInviteJobs'), await count('bulkInviteRows'), await uploads()];
      expect((await upload(peopleCsv(3_000))).statusCode).toBe(500);
      expect([await count('bulkInviteJobs'), await count('bulkInviteRows'), await uploads()]).toEqual([jobs, rows, audits]);
    } finally {
      await sql`drop trigger refuse_bulk_row on bulk_invite_rows`.execute(t.app.db);
      await sql`drop function refuse_bulk_row()`.execute(t.app.db);
    }
  });

  it('is neither listed nor run while its rows arrive; cut off by a stop, it is removed once old', async () => {
    const fresh = await uploadingJob(new Date());
    const stale = await uploadingJob(new Date(Date.now() - 11 * 60_000));
    const listed = (await t.app.inject({ method: 'GET', url: jobsUrl, headers: bearer(token) })).json().data.map((job: { id: number }) => job.id);
    expect(listed).not.toContain(fresh);
    expect((await t.app.inject({ method: 'GET', url: `${jobsUrl}/${fresh}/rows`, headers: bearer(token) })).statusCode).toBe(404);

    await t.app.bulkInvites.resumeUnfinished();
    await t.app.bulkInvites.idle();
    const left = await t.app.db.selectFrom('bulkInviteJobs').select(['id', 'status']).where('id', 'in', [fresh, stale]).execute();
    expect(left).toEqual([{ id: fresh, status: 'uploading' }]);
    expect(await t.app.db.selectFrom('bulkInviteRows').select('id').where('jobId', '=', stale).execute()).toEqual([]);
    expect(await t.app.db.selectFrom('users').select('id').where('email', '=', 'half-way@example.org').execute()).toEqual([]);
  });

  it('once its rows are in, is queued, listed and run, with one audit row', async () => {
    const audits = await uploads();
    const response = await upload(peopleCsv(300));
    expect(response.statusCode).toBe(202);
    const jobId = response.json().data.id;
    await t.app.bulkInvites.idle();
    const job = (await t.app.inject({ method: 'GET', url: jobsUrl, headers: bearer(token) })).json().data.find((j: { id: number }) => j.id === jobId);
    expect(job).toMatchObject({ status: 'completed', totalRows: 300, invited: 300 });
    expect(await uploads()).toBe(audits + 1);
  });
});
