/**
 * The writes that decide a command's fate across processes (issue 21 §5, §6), each one statement
 * the database serialises: a live command claims its row before it is relayed (a requestId taken
 * in any process, still open or long finished, is refused); a time-out is written only while the
 * command is still `sent` with the delivery it timed (so a re-delivery elsewhere or the sweep of
 * another process is never overwritten, and the admin is told once); the sweep every process runs
 * times out the commands whose process died with them.
 */
import { sql } from 'kysely';
import { PROTOCOL_MESSAGES } from '../../src/domain/protocol';
import type { Db } from '../db/connection';
import type { JournalCommand } from './journal';

export type ClaimOutcome = 'claimed' | 'duplicate' | 'noCollector';

/** The error a timed-out command is closed with. */
export function timeoutError(timeoutMs: number): string {
  return `${PROTOCOL_MESSAGES.timeout} (no answer within ${Math.round(timeoutMs / 1000)} s)`;
}

/**
 * Writes a live command's row before anything else happens to it: `sent` (about to be relayed,
 * one hand-over) or `failed` (refused at once, e.g. offline). The row is written only when its
 * collector exists and its requestId is new (insert ... select ... on conflict do nothing).
 */
export async function claimLive(db: Db, command: JournalCommand, outcome: { status: 'sent' } | { status: 'failed'; error: string }): Promise<ClaimOutcome> {
  const sent = outcome.status === 'sent';
  const written = await sql<{ id: number }>`
    insert into device_commands (request_id, collector_id, admin_id, admin_socket_id, command, params, status, error, created_at, sent_at, completed_at, deliveries)
    select ${command.requestId}, u.id, ${command.adminId}, ${command.adminSocketId}, ${command.command}, ${JSON.stringify(command.params)}::jsonb,
      ${outcome.status}, ${sent ? null : outcome.error}::text, now(), ${sent ? sql`now()` : sql`null`}, ${sent ? sql`null` : sql`now()`}, ${sent ? 1 : 0}
    from users u where u.id = ${command.collectorId}
    on conflict (request_id) do nothing
    returning id`.execute(db);
  if (written.rows.length > 0) return 'claimed';
  const taken = await db.selectFrom('deviceCommands').select('id').where('requestId', '=', command.requestId).executeTakeFirst();
  return taken ? 'duplicate' : 'noCollector';
}

/** Closes a command as timed out if it is still `sent` with the delivery that was timed; false: someone else closed or re-delivered it. */
export async function markTimedOut(db: Db, requestId: string, deliveries: number, error: string): Promise<boolean> {
  const row = await db
    .updateTable('deviceCommands')
    .set({ status: 'timed-out', error, completedAt: sql<Date>`now()` })
    .where('requestId', '=', requestId)
    .where('status', '=', 'sent')
    .where('deliveries', '=', deliveries)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Closes a command as failed (its device's connection was lost) if it is still `sent` with that delivery. */
export async function markFailed(db: Db, requestId: string, deliveries: number, error: string): Promise<boolean> {
  const row = await db
    .updateTable('deviceCommands')
    .set({ status: 'failed', error, completedAt: sql<Date>`now()` })
    .where('requestId', '=', requestId)
    .where('status', '=', 'sent')
    .where('deliveries', '=', deliveries)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** A command the sweep closed: to tell the admin who asked. */
export interface AbandonedCommand {
  requestId: string;
  collectorId: number;
  adminId: number | null;
  command: string;
  /** Set for a queued command (its answer goes the queued way), null for a live one. */
  expiresAt: Date | null;
}

/**
 * Times out every command still `sent` longer than `afterMs` ago, whichever process sent it (its
 * own timer, which fires sooner, had no chance: the process died or was stopped). Each row is
 * returned to one sweeping process only.
 */
export async function timeOutAbandoned(db: Db, afterMs: number, error: string): Promise<AbandonedCommand[]> {
  const rows = await db
    .updateTable('deviceCommands')
    .set({ status: 'timed-out', error, completedAt: sql<Date>`now()` })
    .where('status', '=', 'sent')
    .where('sentAt', '<', sql<Date>`now() - make_interval(secs => ${afterMs / 1000}::double precision)`)
    .returning(['requestId', 'collectorId', 'adminId', 'command', 'expiresAt'])
    .execute();
  return rows.map((row) => ({ ...row, expiresAt: row.expiresAt === null ? null : new Date(row.expiresAt) }));
}
