/**
 * One process runs a bulk-invite job at a time. On PostgreSQL several server processes share the
 * jobs, so a job is run under a session advisory lock held on a connection of its own: a process
 * that dies (even kill -9) drops its connection and with it the lock, and the next process that
 * looks (at its start, or on its periodic look) takes the job over, once. The embedded database
 * has one process and one connection, so nothing is locked there.
 */
import { sql } from 'kysely';
import type { Db } from '../db/connection';
import { poolOf } from '../db/connection';

/** The first key of the two-key advisory lock space: 'bulk' in ASCII; the second is the job id. */
const BULK_INVITE_LOCK = 0x62756c6b;

/**
 * Runs `work` if no other process holds job `jobId`; answers false (without running it) when one
 * does.
 */
export async function withJobClaim(db: Db, jobId: number, work: () => Promise<void>): Promise<boolean> {
  if (!poolOf(db)) {
    await work();
    return true;
  }
  return db.connection().execute(async (connection) => {
    const { rows } = await sql<{ claimed: boolean }>`select pg_try_advisory_lock(${BULK_INVITE_LOCK}, ${jobId}) as claimed`.execute(connection);
    if (!rows[0]?.claimed) return false;
    try {
      await work();
    } finally {
      await sql`select pg_advisory_unlock(${BULK_INVITE_LOCK}, ${jobId})`.execute(connection).catch(() => undefined);
    }
    return true;
  });
}
