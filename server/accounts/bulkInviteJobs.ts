/**
 * Bulk invites run in the background: the upload stores the rows and answers at once; a runner
 * invites row by row (each in its own transaction, so a bad row never stops the good ones) and
 * records progress. Jobs left unfinished by a stop resume once a server listens: a graceful stop
 * ends between two rows (the job stays `processing`), and on PostgreSQL one process at a time holds
 * a job (./bulkInviteClaim.ts), so a job is taken over once even when several processes start.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { SessionUser } from '../../src/domain/session';
import { writeAudit } from '../audit';
import { nextTurn } from '../eventLoop';
import { deliverNotifications, recordNotifications } from '../notifications/notify';
import { bulkInviteFinished } from '../notifications/triggers';
import type { BulkRow } from './bulkCsv';
import { withJobClaim } from './bulkInviteClaim';
import { inviteRow } from './bulkInviteRow';
import { poolOf } from '../db/connection';

const CHUNK = 25;
const UPLOAD_CHUNK = 250;
/** On PostgreSQL, how often a process looks for jobs a dead peer left unfinished. */
const RESCAN_MS = 60_000;

/** A job still receiving its rows: not listed, not run, until its rows are all in. */
export const UPLOADING = 'uploading';

/**
 * Stores the rows under a job that stays `uploading` (hidden) until the last chunk is in, then
 * queues it with its audit row in one small transaction; on failure the job and its rows go.
 * Each chunk commits on its own, so the embedded database's one connection is never held long.
 */
export async function createBulkJob(app: FastifyInstance, fileName: string, rows: BulkRow[], actor: SessionUser, ip: string): Promise<number> {
  const job = await app.db
    .insertInto('bulkInviteJobs')
    .values({
      createdBy: actor.id,
      fileName: fileName.slice(0, 200),
      status: UPLOADING,
      totalRows: rows.length,
      error: null,
      startedAt: null,
      finishedAt: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  try {
    for (let i = 0; i < rows.length; i += UPLOAD_CHUNK) {
      if (i > 0) await nextTurn();
      await app.db
        .insertInto('bulkInviteRows')
        .values(
          rows.slice(i, i + UPLOAD_CHUNK).map((r) => ({
            jobId: job.id,
            rowNumber: r.rowNumber,
            fullName: r.fullName,
            email: r.email,
            role: r.role,
            phone: r.phone || null,
            state: r.state || null,
            outcome: null,
            reason: null,
          })),
        )
        .execute();
    }
    await app.db.transaction().execute(async (trx) => {
      await trx.updateTable('bulkInviteJobs').set({ status: 'queued' }).where('id', '=', job.id).execute();
      await writeAudit(trx, {
        userId: actor.id,
        action: 'bulk_invite_upload',
        resource: 'bulk_invite_jobs',
        resourceId: job.id,
        ip,
        changes: { fileName, rows: rows.length },
      });
    });
  } catch (error) {
    await discardJob(app, job.id);
    throw error;
  }
  return job.id;
}

async function discardJob(app: FastifyInstance, jobId: number): Promise<void> {
  await app.db.deleteFrom('bulkInviteRows').where('jobId', '=', jobId).execute();
  await app.db.deleteFrom('bulkInviteJobs').where('id', '=', jobId).execute();
}

/** Uploads cut off by a stop: untouched for this long, an `uploading` job is not coming back. */
const UPLOAD_STALE_MS = 10 * 60_000;

async function roleLookup(app: FastifyInstance): Promise<Map<string, number>> {
  const roles = await app.db.selectFrom('roles').select(['id', 'name', 'displayName']).execute();
  const map = new Map<string, number>();
  for (const role of roles) {
    map.set(role.name.toLowerCase(), role.id);
    map.set(role.displayName.toLowerCase(), role.id);
  }
  return map;
}

/** Runs (or resumes) one job; returns early, the job left `processing`, once `stopping()` says so. */
async function runBulkJob(app: FastifyInstance, jobId: number, stopping: () => boolean): Promise<void> {
  const job = await app.db.selectFrom('bulkInviteJobs').selectAll().where('id', '=', jobId).executeTakeFirst();
  if (!job || job.status === 'completed' || job.status === 'failed') return;
  await app.db
    .updateTable('bulkInviteJobs')
    .set({ status: 'processing', startedAt: job.startedAt ?? new Date() })
    .where('id', '=', jobId)
    .execute();
  try {
    const roles = await roleLookup(app);
    const seen = new Map<string, number>();
    // Rows already decided (before a restart) still count as seen for duplicate detection.
    for (const done of await app.db
      .selectFrom('bulkInviteRows')
      .select(['email', 'rowNumber'])
      .where('jobId', '=', jobId)
      .where('outcome', 'is not', null)
      .orderBy('rowNumber')
      .execute()) {
      if (done.email && !seen.has(done.email)) seen.set(done.email, done.rowNumber);
    }
    for (;;) {
      const rows = await app.db
        .selectFrom('bulkInviteRows')
        .selectAll()
        .where('jobId', '=', jobId)
        .where('outcome', 'is', null)
        .orderBy('rowNumber')
        .limit(CHUNK)
        .execute();
      if (rows.length === 0) break;
      for (const row of rows) {
        if (stopping()) {
          await refreshCounts(app, jobId);
          app.log.info({ jobId }, 'bulk invite job paused by the shutdown; it resumes at the next start');
          return;
        }
        const [outcome, reason] = await inviteRow(app, row, roles, seen, job.createdBy);
        await app.db.updateTable('bulkInviteRows').set({ outcome, reason }).where('id', '=', row.id).execute();
        // Each row is a few short statements; a turn after each keeps requests answered meanwhile.
        await nextTurn();
      }
      await refreshCounts(app, jobId);
      void app.mailer.flush();
    }
    await refreshCounts(app, jobId);
    await finishJob(app, jobId, { status: 'completed', finishedAt: new Date() });
  } catch (error) {
    app.log.error({ err: error, jobId }, 'bulk invite job failed');
    await finishJob(app, jobId, {
      status: 'failed',
      finishedAt: new Date(),
      error: 'The job stopped on an unexpected error; rows already invited stay invited.',
    });
  }
}

/** Ends the job and, in the same transaction, tells its creator; the push follows the commit. */
async function finishJob(app: FastifyInstance, jobId: number, end: { status: 'completed' | 'failed'; finishedAt: Date; error?: string }): Promise<void> {
  const told = await app.db.transaction().execute(async (trx) => {
    const job = await trx.updateTable('bulkInviteJobs').set(end).where('id', '=', jobId).returningAll().executeTakeFirstOrThrow();
    return recordNotifications(trx, bulkInviteFinished(job));
  });
  deliverNotifications(app, told);
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
  private resumption: Promise<void> = Promise.resolve();
  /** Jobs queued or running in this process, so a look for unfinished jobs never queues one twice. */
  private readonly pending = new Set<number>();
  private stopped = false;
  private rescan: NodeJS.Timeout | undefined;

  constructor(private readonly app: FastifyInstance) {
    app.addHook('onClose', async () => clearInterval(this.rescan));
  }

  enqueue(jobId: number): void {
    if (this.stopped || this.pending.has(jobId)) return;
    this.pending.add(jobId);
    this.chain = this.chain
      .then(async () => {
        await withJobClaim(this.app.db, jobId, () => runBulkJob(this.app, jobId, () => this.stopped));
      })
      .catch((error) => this.app.log.error({ err: error }, 'bulk runner'))
      .finally(() => this.pending.delete(jobId));
  }

  async resumeUnfinished(): Promise<void> {
    const cutOff = await this.app.db
      .selectFrom('bulkInviteJobs')
      .select('id')
      .where('status', '=', UPLOADING)
      .where('createdAt', '<', new Date(Date.now() - UPLOAD_STALE_MS))
      .execute();
    for (const job of cutOff) await discardJob(this.app, job.id);
    const jobs = await this.app.db.selectFrom('bulkInviteJobs').select('id').where('status', 'in', ['queued', 'processing']).orderBy('id').execute();
    for (const job of jobs) this.enqueue(job.id);
  }

  /**
   * Called once the server listens: on a later turn of the event loop, re-queues the jobs a
   * restart left unfinished, so the first requests are answered before any of that work starts.
   * On PostgreSQL it looks again every minute, for jobs of a peer that died meanwhile.
   */
  resumeAfterStart(): void {
    this.resumption = nextTurn()
      .then(() => this.resumeUnfinished())
      .then(() => this.idle())
      .catch((error: unknown) => this.app.log.error({ err: error }, 'bulk invite resumption'));
    if (poolOf(this.app.db) && !this.rescan) {
      this.rescan = setInterval(
        () => void this.resumeUnfinished().catch((error: unknown) => this.app.log.warn({ err: error }, 'bulk invite look for unfinished jobs')),
        RESCAN_MS,
      );
      this.rescan.unref();
    }
  }

  /** Settles when the jobs resumed by `resumeAfterStart` have finished. */
  resumed(): Promise<void> {
    return this.resumption;
  }

  idle(): Promise<void> {
    return this.chain;
  }

  /**
   * The server is stopping: the job under way ends after its current row (left `processing`, so
   * the next start resumes it), nothing new starts. Settles once the runner is idle.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.rescan);
    await this.resumption;
    await this.idle();
  }
}
