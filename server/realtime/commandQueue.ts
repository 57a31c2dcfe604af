/**
 * Commands that wait (issue 15 §4), in the database only, so that every process sees the same
 * state and a restart loses nothing: a command for an offline collector is written at once as
 * `queued` with its expiry (not through the batched journal), claimed atomically when a socket of
 * its collector connects (one UPDATE ... RETURNING: two processes or two sockets never both get
 * it), re-claimed once more if that socket went away without an answer, expired by the sweep
 * every process runs, and cancelled by an admin.
 */
import { sql, type Selectable } from 'kysely';
import { MAX_QUEUED_PER_COLLECTOR } from '../../src/domain/recordQuality';
import { isCollectorRole } from '../../src/domain/roles';
import { writeAudit } from '../audit';
import type { Db } from '../db/connection';
import type { DeviceCommandsTable } from '../db/schemaCommandCentre';
import type { JournalCommand } from './journal';

export const QUEUE_MESSAGES = {
  expired: 'The command expired before the device came online.',
  cancelled: 'The command was cancelled before the device came online.',
  unknownCollector: 'There is no active collector with this id.',
  full: `${MAX_QUEUED_PER_COLLECTOR} commands already wait for this collector. Cancel some, or wait until the device comes online.`,
} as const;

const AUDIT_RESOURCE = 'device_commands';
const QUEUED_ROW = ['id', 'requestId', 'collectorId', 'adminId', 'command', 'params', 'deliveries'] as const;

export type QueuedRow = Pick<Selectable<DeviceCommandsTable>, 'id' | 'requestId' | 'collectorId' | 'adminId' | 'command' | 'params' | 'deliveries'>;

export type EnqueueOutcome = { kind: 'queued'; expiresAt: Date } | { kind: 'unknownCollector' } | { kind: 'full' } | { kind: 'duplicate' };

/**
 * Writes the command as queued until now + `expiresInSeconds` (the database's clock, the one
 * every process and the sweep share), audited in the same transaction. The collector's users row
 * is locked first (FOR NO KEY UPDATE: enqueues for one collector take turns, in every process,
 * while foreign-key checks and other collectors go on), so the count of waiting commands and the
 * insert that follows it hold together: at most MAX_QUEUED_PER_COLLECTOR wait, however many arrive
 * at once. Only an active collector account, which alone can ever connect and take it, is queued for.
 */
export async function enqueueCommand(db: Db, command: JournalCommand, expiresInSeconds: number): Promise<EnqueueOutcome> {
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
    const row = await trx
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
    if (!row?.expiresAt) return { kind: 'duplicate' };
    const expiresAt = new Date(row.expiresAt);
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
 * The collector's queued, unexpired commands, marked sent (one more hand-over) in the same
 * statement, in order (id). Its expired ones are marked expired first, so expiry holds even
 * between two sweeps.
 */
export async function claimQueued(db: Db, collectorId: number): Promise<QueuedRow[]> {
  await expireQueued(db, collectorId);
  const rows = await db
    .updateTable('deviceCommands')
    .set((eb) => ({ status: 'sent', sentAt: sql<Date>`now()`, deliveries: eb('deliveries', '+', 1) }))
    .where('collectorId', '=', collectorId)
    .where('status', '=', 'queued')
    .where('expiresAt', '>', sql<Date>`now()`)
    .returning(QUEUED_ROW)
    .execute();
  return rows.sort((a, b) => a.id - b.id);
}

/**
 * Whether the collector has a queued command handed to a device once and not answered, and the
 * database's time now: a socket that connects re-claims only what was handed over before it
 * looked for the collector's other sockets (see QueuedDelivery.reclaim).
 */
export async function unansweredSince(db: Db, collectorId: number): Promise<{ now: Date; pending: boolean }> {
  const row = await sql<{ now: Date; pending: boolean }>`select now() as now, exists (
      select 1 from device_commands where collector_id = ${collectorId} and status = 'sent' and expires_at is not null and deliveries = 1
    ) as pending`.execute(db);
  const { now, pending } = row.rows[0];
  return { now: new Date(now), pending };
}

/**
 * Re-claims, for a second and last hand-over, the collector's unexpired queued commands handed to
 * a socket before `before` and never answered (that socket is gone). Atomic: one wins.
 */
export async function reclaimUnanswered(db: Db, collectorId: number, before: Date): Promise<QueuedRow[]> {
  const rows = await db
    .updateTable('deviceCommands')
    .set((eb) => ({ sentAt: sql<Date>`now()`, deliveries: eb('deliveries', '+', 1) }))
    .where('collectorId', '=', collectorId)
    .where('status', '=', 'sent')
    .where('deliveries', '=', 1)
    .where('expiresAt', '>', sql<Date>`now()`)
    .where('sentAt', '<', before)
    .returning(QUEUED_ROW)
    .execute();
  return rows.sort((a, b) => a.id - b.id);
}

/** Gives back claims whose socket closed before they could be sent to it: one hand-over less (a first one back to `queued`). */
export async function releaseClaimed(db: Db, requestIds: readonly string[]): Promise<void> {
  if (requestIds.length === 0) return;
  await sql`update device_commands set
      status = case when deliveries <= 1 then 'queued' else status end,
      sent_at = case when deliveries <= 1 then null else sent_at end,
      deliveries = greatest(deliveries - 1, 0)
    where request_id in (${sql.join([...requestIds])}) and status = 'sent'`.execute(db);
}

/** Marks queued commands past their expiry expired (one collector's, or everyone's); answers how many. */
export async function expireQueued(db: Db, collectorId?: number): Promise<number> {
  let query = db
    .updateTable('deviceCommands')
    .set({ status: 'expired', error: QUEUE_MESSAGES.expired, completedAt: sql<Date>`now()` })
    .where('status', '=', 'queued')
    .where('expiresAt', '<=', sql<Date>`now()`);
  if (collectorId !== undefined) query = query.where('collectorId', '=', collectorId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
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
    const row = await trx
      .updateTable('deviceCommands')
      .set({ status: 'cancelled', error: QUEUE_MESSAGES.cancelled, completedAt: sql<Date>`now()` })
      .where('requestId', '=', requestId)
      .where('status', '=', 'queued')
      .returning(['collectorId', 'command'])
      .executeTakeFirst();
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
