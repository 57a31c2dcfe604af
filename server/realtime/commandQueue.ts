/**
 * Commands that wait, in the database only, so that every process sees the same
 * state and a restart loses nothing: a command for an offline collector is written at once as
 * `queued` with its expiry (not through the batched journal), claimed atomically when a socket of
 * its collector connects, re-claimed once more if that socket went away without an answer,
 * expired by the sweep every process runs, and cancelled by an admin. The rules (how many may
 * wait, for whom) and the audit are here; every write of the rows is the ledger's (./commandLedgerQueue.ts).
 */
import { sql } from 'kysely';
import { MAX_QUEUED_HANDOVERS, MAX_QUEUED_PER_COLLECTOR } from '../../src/domain/commands';
import { isCollectorRole } from '../../src/domain/roles';
import { writeAudit } from '../audit';
import type { Db } from '../db/connection';
import { insertQueued, type NewCommand } from './commandLedger';
import { expireQueued, markCancelled } from './commandLedgerQueue';

/** The audit log's name for a device command. */
const AUDIT_RESOURCE = 'device_commands';

export type EnqueueOutcome = { kind: 'queued'; expiresAt: Date } | { kind: 'unknownCollector' } | { kind: 'full' } | { kind: 'duplicate' };

/**
 * Writes the command as queued until now + `expiresInSeconds` (the database's clock, the one
 * every process and the sweep share), audited in the same transaction. The collector's users row
 * is locked first (FOR NO KEY UPDATE: enqueues for one collector take turns, in every process,
 * while foreign-key checks and other collectors go on), so the count of waiting commands and the
 * insert that follows it hold together: at most MAX_QUEUED_PER_COLLECTOR wait, however many arrive
 * at once. Only an active collector account, which alone can ever connect and take it, is queued for.
 */
export async function enqueueCommand(db: Db, command: NewCommand, expiresInSeconds: number): Promise<EnqueueOutcome> {
  return db.transaction().execute(async (trx): Promise<EnqueueOutcome> => {
    const collector = await trx
      .selectFrom('users')
      .innerJoin('roles', 'roles.id', 'users.roleId')
      .select(['users.isActive', 'roles.name'])
      .where('users.id', '=', command.collectorId)
      .forNoKeyUpdate('users')
      .executeTakeFirst();
    if (!collector || !collector.isActive || !isCollectorRole(collector.name)) return { kind: 'unknownCollector' };
    const { waiting } = await trx
      .selectFrom('deviceCommands')
      .select((eb) => eb.fn.countAll<number>().as('waiting'))
      .where('collectorId', '=', command.collectorId)
      .where('status', '=', 'queued')
      .where('expiresAt', '>', sql<Date>`now()`)
      .executeTakeFirstOrThrow();
    if (Number(waiting) >= MAX_QUEUED_PER_COLLECTOR) return { kind: 'full' };
    const expiresAt = await insertQueued(trx, command, expiresInSeconds);
    if (!expiresAt) return { kind: 'duplicate' };
    await writeAudit(trx, {
      userId: command.adminId,
      action: 'command_queued',
      resource: AUDIT_RESOURCE,
      resourceId: command.requestId,
      changes: { collectorId: command.collectorId, command: command.command, expiresAt: expiresAt.toISOString() },
    });
    return { kind: 'queued', expiresAt };
  });
}

/**
 * Whether the collector has a queued command handed to a device once and not answered, and the
 * database's time now: a socket that connects re-claims only what was handed over before it
 * looked for the collector's other sockets (see QueuedDelivery.reclaim).
 */
export async function unansweredSince(db: Db, collectorId: number): Promise<{ now: Date; pending: boolean }> {
  const row = await sql<{ now: Date; pending: boolean }>`select now() as now, exists (
      select 1 from device_commands where collector_id = ${collectorId} and status = 'sent' and expires_at is not null and deliveries < ${MAX_QUEUED_HANDOVERS}
    ) as pending`.execute(db);
  const { now, pending } = row.rows[0];
  return { now: new Date(now), pending };
}

/**
 * Which of these collectors have a queued command, or one handed over from the queue and not
 * answered: the only ones a connecting socket has anything to claim for (one query for many).
 */
export async function collectorsWithQueuedWork(db: Db, collectorIds: readonly number[]): Promise<Set<number>> {
  if (collectorIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('deviceCommands')
    .select('collectorId')
    .distinct()
    .where('collectorId', 'in', [...collectorIds])
    .where('status', 'in', ['queued', 'sent'])
    .where('expiresAt', 'is not', null)
    .execute();
  return new Set(rows.map((row) => row.collectorId));
}

/** The command a cancel names, for its permission check. */
export function commandByRequestId(db: Db, requestId: string) {
  return db.selectFrom('deviceCommands').select(['requestId', 'collectorId', 'command', 'status']).where('requestId', '=', requestId).executeTakeFirst();
}

/** Cancels a still-queued command (audited); false when it is no longer queued. */
export async function cancelQueued(db: Db, requestId: string, actor: { userId: number; ip: string | null }): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const command = await trx.selectFrom('deviceCommands').select('collectorId').where('requestId', '=', requestId).executeTakeFirst();
    // One past its expiry is expired, not cancelled, even if no sweep has marked it yet.
    if (command) await expireQueued(trx, command.collectorId);
    const row = await markCancelled(trx, requestId);
    if (!row) return false;
    await writeAudit(trx, {
      userId: actor.userId,
      action: 'command_cancelled',
      resource: AUDIT_RESOURCE,
      resourceId: requestId,
      changes: { collectorId: row.collectorId, command: row.command, status: { before: 'queued', after: 'cancelled' } },
      ip: actor.ip,
    });
    return true;
  });
}
