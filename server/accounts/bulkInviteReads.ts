/** Reading bulk-invite jobs and their rows; a job still uploading is not shown to anyone yet. */
import type { Selectable } from 'kysely';
import type { BulkJob, BulkJobStatus, BulkRow } from '../../src/domain/api/usersBulk';
import type { Db } from '../db/connection';
import type { Database } from '../db/schema';
import { notFound } from '../http/errors';
import { UPLOADING } from './bulkInviteJobs';
import { isoTime, isoTimeOrNull } from './wireTimes';

/** A stored job as the API answers it. */
function jobView(row: Selectable<Database['bulkInviteJobs']> & { status: BulkJobStatus }): BulkJob {
  return { ...row, createdAt: isoTime(row.createdAt), startedAt: isoTimeOrNull(row.startedAt), finishedAt: isoTimeOrNull(row.finishedAt) };
}

/** A job its upload has just queued (createBulkJob leaves no job `uploading` once it returns). */
export async function bulkJob(db: Db, jobId: number): Promise<BulkJob> {
  const row = await db.selectFrom('bulkInviteJobs').selectAll().where('id', '=', jobId).$narrowType<{ status: BulkJobStatus }>().executeTakeFirstOrThrow();
  return jobView(row);
}

/** The 50 newest jobs. */
export async function recentBulkJobs(db: Db): Promise<BulkJob[]> {
  const rows = await db
    .selectFrom('bulkInviteJobs')
    .selectAll()
    .where('status', '<>', UPLOADING)
    .$narrowType<{ status: BulkJobStatus }>()
    .orderBy('id', 'desc')
    .limit(50)
    .execute();
  return rows.map(jobView);
}

/** A job's rows in file order; 404 for a job that does not exist or is still uploading. */
export async function bulkJobRows(db: Db, jobId: number): Promise<BulkRow[]> {
  const job = await db.selectFrom('bulkInviteJobs').select('id').where('id', '=', jobId).where('status', '<>', UPLOADING).executeTakeFirst();
  if (!job) throw notFound('The job');
  return db
    .selectFrom('bulkInviteRows')
    .select(['rowNumber', 'fullName', 'email', 'role', 'phone', 'state', 'outcome', 'reason'])
    .where('jobId', '=', jobId)
    .orderBy('rowNumber')
    .execute();
}
