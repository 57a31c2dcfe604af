/**
 * Jobs as the admin section shows them: bulk invites (their own table), imports (running while
 * their batch is pending; finished ones are audited) and exports (streamed at once, so only
 * finished ones, from the audit log's action index).
 */
import { sql } from 'kysely';
import type { JobSummary } from '../../src/domain/dashboard';
import type { Db } from '../db/connection';
import { asNumber, isoOf } from './scope';

const LATEST = 8;

export async function runningJobs(db: Db): Promise<number> {
  const { rows } = await sql<{ n: string }>`
    select (select count(*) from bulk_invite_jobs where status in ('queued', 'processing'))
      + (select count(*) from pending_imports where kind = 'import') as n`.execute(db);
  return asNumber(rows[0]?.n);
}

export async function latestJobs(db: Db): Promise<JobSummary[]> {
  const [bulk, audited] = await Promise.all([
    db
      .selectFrom('bulkInviteJobs')
      .select(['id', 'fileName', 'status', 'createdAt', 'finishedAt'])
      .where('status', '!=', 'uploading')
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(LATEST)
      .execute(),
    db
      .selectFrom('auditLogs')
      .select(['id', 'action', 'resource', 'createdAt'])
      .where('action', 'in', ['import', 'export'])
      .orderBy('createdAt', 'desc')
      .limit(LATEST)
      .execute(),
  ]);
  const jobs: JobSummary[] = [
    ...bulk.map((job): JobSummary => ({
      kind: 'bulkInvite',
      id: String(job.id),
      label: job.fileName,
      status: job.status === 'completed' ? 'completed' : job.status === 'failed' ? 'failed' : 'running',
      at: isoOf(job.finishedAt ?? job.createdAt) ?? '',
    })),
    ...audited.map((entry): JobSummary => ({
      kind: entry.action === 'import' ? 'import' : 'export',
      id: String(entry.id),
      label: entry.resource,
      status: 'completed',
      at: isoOf(entry.createdAt) ?? '',
    })),
  ];
  return jobs.sort((a, b) => b.at.localeCompare(a.at)).slice(0, LATEST);
}
