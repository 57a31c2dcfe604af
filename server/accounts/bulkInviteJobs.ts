/**
 * Bulk invites run in the background: the upload stores the rows and answers at once; a runner
 * invites row by row (each in its own transaction, so a bad row never stops the good ones) and
 * records progress. Jobs left unfinished by a restart resume at start.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import type { SessionUser } from '../../src/domain/session';
import { writeAudit } from '../audit';
import { ApiError } from '../http/errors';
import type { BulkRowOutcome } from '../db/schemaAccounts';
import type { BulkRow } from './bulkCsv';
import { inviteUser } from './userAdmin';

const CHUNK = 25;
const emailSchema = z.string().email();

export async function createBulkJob(app: FastifyInstance, fileName: string, rows: BulkRow[], actor: SessionUser, ip: string): Promise<number> {
  const jobId = await app.db.transaction().execute(async (trx) => {
    const job = await trx
      .insertInto('bulkInviteJobs')
      .values({ createdBy: actor.id, fileName: fileName.slice(0, 200), totalRows: rows.length, error: null, startedAt: null, finishedAt: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (let i = 0; i < rows.length; i += 500) {
      await trx
        .insertInto('bulkInviteRows')
        .values(rows.slice(i, i + 500).map((r) => ({ jobId: job.id, rowNumber: r.rowNumber, fullName: r.fullName, email: r.email, role: r.role, phone: r.phone || null, state: r.state || null, outcome: null, reason: null })))
        .execute();
    }
    await writeAudit(trx, { userId: actor.id, action: 'bulk_invite_upload', resource: 'bulk_invite_jobs', resourceId: job.id, ip, changes: { fileName, rows: rows.length } });
    return job.id;
  });
  return jobId;
}

type RowRecord = { id: number; rowNumber: number; fullName: string | null; email: string | null; role: string | null; phone: string | null; state: string | null };

async function inviteRow(app: FastifyInstance, row: RowRecord, roles: Map<string, number>, seen: Map<string, number>, actorId: number | null): Promise<[BulkRowOutcome, string | null]> {
  if (!row.fullName) return ['invalid', 'Full name is missing.'];
  if (!row.email || !emailSchema.safeParse(row.email).success) return ['invalid', `"${row.email ?? ''}" is not an e-mail address.`];
  const roleId = roles.get((row.role ?? '').trim().toLowerCase());
  if (!roleId) return ['invalid', `Unknown role "${row.role ?? ''}".`];
  const firstRow = seen.get(row.email);
  if (firstRow !== undefined) return ['invalid', `Duplicate of row ${firstRow} in this file.`];
  seen.set(row.email, row.rowNumber);
  try {
    await app.db.transaction().execute((trx) => inviteUser(app, trx, { fullName: row.fullName!, email: row.email!, roleId, phone: row.phone, state: row.state }, actorId, null));
    return ['invited', null];
  } catch (error) {
    if (error instanceof ApiError && error.code === 'ALREADY_A_USER') return ['already_a_user', 'This e-mail already has an account.'];
    if (error instanceof ApiError) return ['invalid', error.message];
    throw error;
  }
}

async function roleLookup(app: FastifyInstance): Promise<Map<string, number>> {
  const roles = await app.db.selectFrom('roles').select(['id', 'name', 'displayName']).execute();
  const map = new Map<string, number>();
  for (const role of roles) {
    map.set(role.name.toLowerCase(), role.id);
    map.set(role.displayName.toLowerCase(), role.id);
  }
  return map;
}

export async function runBulkJob(app: FastifyInstance, jobId: number): Promise<void> {
  const job = await app.db.selectFrom('bulkInviteJobs').selectAll().where('id', '=', jobId).executeTakeFirst();
  if (!job || job.status === 'completed' || job.status === 'failed') return;
  await app.db.updateTable('bulkInviteJobs').set({ status: 'processing', startedAt: job.startedAt ?? new Date() }).where('id', '=', jobId).execute();
  try {
    const roles = await roleLookup(app);
    const seen = new Map<string, number>();
    // Rows already decided (before a restart) still count as seen for duplicate detection.
    for (const done of await app.db.selectFrom('bulkInviteRows').select(['email', 'rowNumber']).where('jobId', '=', jobId).where('outcome', 'is not', null).orderBy('rowNumber').execute()) {
      if (done.email && !seen.has(done.email)) seen.set(done.email, done.rowNumber);
    }
    for (;;) {
      const rows = await app.db.selectFrom('bulkInviteRows').selectAll().where('jobId', '=', jobId).where('outcome', 'is', null).orderBy('rowNumber').limit(CHUNK).execute();
      if (rows.length === 0) break;
      for (const row of rows) {
        const [outcome, reason] = await inviteRow(app, row, roles, seen, job.createdBy);
        await app.db.updateTable('bulkInviteRows').set({ outcome, reason }).where('id', '=', row.id).execute();
      }
      await refreshCounts(app, jobId);
      void app.mailer.flush();
    }
    await refreshCounts(app, jobId);
    await app.db.updateTable('bulkInviteJobs').set({ status: 'completed', finishedAt: new Date() }).where('id', '=', jobId).execute();
  } catch (error) {
    app.log.error({ err: error, jobId }, 'bulk invite job failed');
    await app.db.updateTable('bulkInviteJobs').set({ status: 'failed', finishedAt: new Date(), error: 'The job stopped on an unexpected error; rows already invited stay invited.' }).where('id', '=', jobId).execute();
  }
}

async function refreshCounts(app: FastifyInstance, jobId: number): Promise<void> {
  await sql`update bulk_invite_jobs set
      processed_rows = (select count(*) from bulk_invite_rows where job_id = ${jobId} and outcome is not null),
      invited = (select count(*) from bulk_invite_rows where job_id = ${jobId} and outcome = 'invited'),
      already_users = (select count(*) from bulk_invite_rows where job_id = ${jobId} and outcome = 'already_a_user'),
      invalid = (select count(*) from bulk_invite_rows where job_id = ${jobId} and outcome = 'invalid')
    where id = ${jobId}`.execute(app.db);
}

/** One job at a time, in upload order; `idle()` lets tests wait for the queue to drain. */
export class BulkInviteRunner {
  private chain: Promise<void> = Promise.resolve();

  constructor(private readonly app: FastifyInstance) {}

  enqueue(jobId: number): void {
    this.chain = this.chain.then(() => runBulkJob(this.app, jobId)).catch((error) => this.app.log.error({ err: error }, 'bulk runner'));
  }

  async resumeUnfinished(): Promise<void> {
    const jobs = await this.app.db.selectFrom('bulkInviteJobs').select('id').where('status', 'in', ['queued', 'processing']).orderBy('id').execute();
    for (const job of jobs) this.enqueue(job.id);
  }

  idle(): Promise<void> {
    return this.chain;
  }
}
