/** Reading bulk-invite jobs and their rows; a job still uploading is not shown to anyone yet. */
import type { Db } from '../db/connection';
import { notFound } from '../http/errors';
import { UPLOADING } from './bulkInviteJobs';

export function bulkJob(db: Db, jobId: number) {
  return db.selectFrom('bulkInviteJobs').selectAll().where('id', '=', jobId).executeTakeFirstOrThrow();
}

/** The 50 newest jobs. */
export function recentBulkJobs(db: Db) {
  return db.selectFrom('bulkInviteJobs').selectAll().where('status', '<>', UPLOADING).orderBy('id', 'desc').limit(50).execute();
}

/** A job's rows in file order; 404 for a job that does not exist or is still uploading. */
export async function bulkJobRows(db: Db, jobId: number) {
  const job = await db.selectFrom('bulkInviteJobs').select('id').where('id', '=', jobId).where('status', '<>', UPLOADING).executeTakeFirst();
  if (!job) throw notFound('The job');
  return db
    .selectFrom('bulkInviteRows')
    .select(['rowNumber', 'fullName', 'email', 'role', 'phone', 'state', 'outcome', 'reason'])
    .where('jobId', '=', jobId)
    .orderBy('rowNumber')
    .execute();
}
