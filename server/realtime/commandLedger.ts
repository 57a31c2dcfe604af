/**
 * The command ledger: the only code that writes `device_commands` (with ./commandLedgerQueue.ts,
 * the moves of queued commands). A command's row is written before it is relayed; each later move
 * is one statement whose WHERE names the statuses it may start from (src/domain/commands.ts), so
 * that the database serialises two processes racing on one command and only the first moves it.
 * Each move answers whether, or which rows, it moved. Plain PostgreSQL, the same on PGlite.
 */
import { sql } from 'kysely';
import { COMMAND_TRANSITIONS } from '../../src/domain/commands';
import type { Db } from '../db/connection';
import { executePrepared } from '../db/prepared';

/** A new command as the relay writes it. */
export interface NewCommand {
  requestId: string;
  collectorId: number;
  adminId: number;
  adminSocketId: string;
  command: string;
  params: Record<string, unknown>;
}

/** `inserted`: the row is written; `duplicate`: the requestId was taken already; `noCollector`: no such user. */
export type InsertOutcome = 'inserted' | 'duplicate' | 'noCollector';

/**
 * Writes a live command's row before anything else happens to it: `sent` (about to be relayed,
 * one hand-over) or `failed` (refused at once, e.g. offline). The row is written only when its
 * collector exists and its requestId is new, in any process (insert ... select ... on conflict do nothing).
 */
export async function insertLive(db: Db, command: NewCommand, outcome: { status: 'sent' } | { status: 'failed'; error: string }): Promise<InsertOutcome> {
  const sent = outcome.status === 'sent';
  // A prepared statement: this write is on every live command's round trip, and planning it anew
  // (an index look-up of users and device_commands each time) cost more than running it.
  const written = await executePrepared(
    db,
    sql`
    insert into device_commands (request_id, collector_id, admin_id, admin_socket_id, command, params, status, error, created_at, sent_at, completed_at, deliveries)
    select ${command.requestId}, u.id, ${command.adminId}, ${command.adminSocketId}, ${command.command}, ${JSON.stringify(command.params)}::jsonb,
      ${outcome.status}, ${sent ? null : outcome.error}::text, now(), ${sent ? sql`now()` : sql`null`}, ${sent ? sql`null` : sql`now()`}, ${sent ? 1 : 0}
    from users u where u.id = ${command.collectorId}
    on conflict (request_id) do nothing
    returning id`.compile(db),
  );
  if (written.length > 0) return 'inserted';
  const taken = await db.selectFrom('deviceCommands').select('id').where('requestId', '=', command.requestId).executeTakeFirst();
  return taken ? 'duplicate' : 'noCollector';
}

/**
 * Writes a command as queued until now + `expiresInSeconds` (the database's clock, the one every
 * process and the sweep share). Its expiry, or null when the requestId was taken already.
 */
export async function insertQueued(db: Db, command: NewCommand, expiresInSeconds: number): Promise<Date | null> {
  const row = await db
    .insertInto('deviceCommands')
    .values({
      ...command,
      params: JSON.stringify(command.params),
      status: 'queued',
      createdAt: sql<Date>`now()`,
      expiresAt: sql<Date>`now() + make_interval(secs => ${expiresInSeconds})`,
    })
    .onConflict((oc) => oc.column('requestId').doNothing())
    .returning('expiresAt')
    .executeTakeFirst();
  return row?.expiresAt ? new Date(row.expiresAt) : null;
}

/** A device's answer to a sent command. */
export interface CommandAnswer {
  requestId: string;
  status: (typeof COMMAND_TRANSITIONS)['succeed' | 'fail']['to'];
  error: string | null;
  at: Date;
}

/**
 * Closes sent commands as their devices answered (succeeded or failed), many in one statement;
 * a command closed meanwhile (timed out, lost) keeps its status. Answers the request ids moved.
 */
export async function recordAnswers(db: Db, answers: readonly CommandAnswer[]): Promise<string[]> {
  if (answers.length === 0) return [];
  const values = sql.join(answers.map((a) => sql`(${a.requestId}, ${a.status}, ${a.error}::text, ${a.at.toISOString()}::timestamptz)`));
  const from = [...new Set([...COMMAND_TRANSITIONS.succeed.from, ...COMMAND_TRANSITIONS.fail.from])];
  const moved = await sql<{ requestId: string }>`update device_commands as d set status = v.status, error = v.error, completed_at = v.completed_at
    from (values ${values}) as v(request_id, status, error, completed_at)
    where d.request_id = v.request_id and d.status in (${sql.join(from)})
    returning d.request_id as "requestId"`.execute(db);
  return moved.rows.map((row) => row.requestId);
}

/** Closes a command as timed out if it is still `sent` with the hand-over that was timed; false: someone else closed or re-delivered it. */
export async function markTimedOut(db: Db, requestId: string, deliveries: number, error: string): Promise<boolean> {
  const row = await db
    .updateTable('deviceCommands')
    .set({ status: COMMAND_TRANSITIONS.timeOut.to, error, completedAt: sql<Date>`now()` })
    .where('requestId', '=', requestId)
    .where('status', 'in', COMMAND_TRANSITIONS.timeOut.from)
    .where('deliveries', '=', deliveries)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Closes a command as failed (e.g. its device's connection was lost) if it is still `sent` with that hand-over. */
export async function markFailed(db: Db, requestId: string, deliveries: number, error: string): Promise<boolean> {
  const row = await db
    .updateTable('deviceCommands')
    .set({ status: COMMAND_TRANSITIONS.fail.to, error, completedAt: sql<Date>`now()` })
    .where('requestId', '=', requestId)
    .where('status', 'in', COMMAND_TRANSITIONS.fail.from)
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
    .set({ status: COMMAND_TRANSITIONS.timeOut.to, error, completedAt: sql<Date>`now()` })
    .where('status', 'in', COMMAND_TRANSITIONS.timeOut.from)
    .where('sentAt', '<', sql<Date>`now() - make_interval(secs => ${afterMs / 1000}::double precision)`)
    .returning(['requestId', 'collectorId', 'adminId', 'command', 'expiresAt'])
    .execute();
  return rows.map((row) => ({ ...row, expiresAt: row.expiresAt === null ? null : new Date(row.expiresAt) }));
}
