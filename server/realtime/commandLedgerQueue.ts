/**
 * The command ledger's moves of queued commands (see ./commandLedger.ts): claimed for a socket of
 * their collector, handed over once more, given back, expired and cancelled. Each is one UPDATE
 * whose WHERE names the statuses it may start from, so two processes or two sockets never both
 * move one command.
 */
import { sql, type Selectable } from 'kysely';
import { COMMAND_TRANSITIONS, MAX_QUEUED_HANDOVERS } from '../../src/domain/commands';
import type { Db } from '../db/connection';
import type { DeviceCommandsTable } from '../db/schemaCommandCentre';
import { QUEUE_MESSAGES } from './commandMessages';

const QUEUED_ROW = ['id', 'requestId', 'collectorId', 'adminId', 'command', 'params', 'deliveries'] as const;

export type QueuedRow = Pick<Selectable<DeviceCommandsTable>, (typeof QUEUED_ROW)[number]>;

/**
 * The collector's queued, unexpired commands, marked sent (one more hand-over) in the same
 * statement, in order (id). Its expired ones are marked expired first, so expiry holds even
 * between two sweeps.
 */
export async function claimQueued(db: Db, collectorId: number): Promise<QueuedRow[]> {
  await expireQueued(db, collectorId);
  const rows = await db
    .updateTable('deviceCommands')
    .set((eb) => ({ status: COMMAND_TRANSITIONS.claim.to, sentAt: sql<Date>`now()`, deliveries: eb('deliveries', '+', 1) }))
    .where('collectorId', '=', collectorId)
    .where('status', 'in', COMMAND_TRANSITIONS.claim.from)
    .where('expiresAt', '>', sql<Date>`now()`)
    .returning(QUEUED_ROW)
    .execute();
  return rows.sort((a, b) => a.id - b.id);
}

/**
 * Re-claims, for the last hand-over, the collector's unexpired queued commands handed to a socket
 * before `before` and never answered (that socket is gone). Atomic: one wins.
 */
export async function redeliverUnanswered(db: Db, collectorId: number, before: Date): Promise<QueuedRow[]> {
  const rows = await db
    .updateTable('deviceCommands')
    .set((eb) => ({ status: COMMAND_TRANSITIONS.redeliver.to, sentAt: sql<Date>`now()`, deliveries: eb('deliveries', '+', 1) }))
    .where('collectorId', '=', collectorId)
    .where('status', 'in', COMMAND_TRANSITIONS.redeliver.from)
    .where('deliveries', '<', MAX_QUEUED_HANDOVERS)
    .where('expiresAt', '>', sql<Date>`now()`)
    .where('sentAt', '<', before)
    .returning(QUEUED_ROW)
    .execute();
  return rows.sort((a, b) => a.id - b.id);
}

/** Gives back claims whose socket closed before they could be sent to it: one hand-over less (a first one back to `queued`). */
export async function releaseClaimed(db: Db, requestIds: readonly string[]): Promise<void> {
  if (requestIds.length === 0) return;
  const { from, to } = COMMAND_TRANSITIONS.release;
  await sql`update device_commands set
      status = case when deliveries <= 1 then ${to} else status end,
      sent_at = case when deliveries <= 1 then null else sent_at end,
      deliveries = greatest(deliveries - 1, 0)
    where request_id in (${sql.join([...requestIds])}) and status in (${sql.join([...from])}) and expires_at is not null`.execute(db);
}

/** Marks queued commands past their expiry expired (one collector's, or everyone's); answers how many. */
export async function expireQueued(db: Db, collectorId?: number): Promise<number> {
  let query = db
    .updateTable('deviceCommands')
    .set({ status: COMMAND_TRANSITIONS.expire.to, error: QUEUE_MESSAGES.expired, completedAt: sql<Date>`now()` })
    .where('status', 'in', COMMAND_TRANSITIONS.expire.from)
    .where('expiresAt', '<=', sql<Date>`now()`);
  if (collectorId !== undefined) query = query.where('collectorId', '=', collectorId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Cancels a still-queued command: the command it was, or null when it is no longer queued. */
export async function markCancelled(db: Db, requestId: string): Promise<{ collectorId: number; command: string } | null> {
  const row = await db
    .updateTable('deviceCommands')
    .set({ status: COMMAND_TRANSITIONS.cancel.to, error: QUEUE_MESSAGES.cancelled, completedAt: sql<Date>`now()` })
    .where('requestId', '=', requestId)
    .where('status', 'in', COMMAND_TRANSITIONS.cancel.from)
    .returning(['collectorId', 'command'])
    .executeTakeFirst();
  return row ?? null;
}
