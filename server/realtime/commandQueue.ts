/**
 * Commands that wait (issue 15 §4), in the database only, so that every process sees the same
 * state and a restart loses nothing: a command for an offline collector is written at once as
 * `queued` with its expiry (not through the batched journal), claimed atomically when a socket of
 * its collector connects (one UPDATE ... RETURNING: two processes or two sockets never both get
 * it), expired by the sweep every process runs, and cancelled by an admin.
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

export type QueuedRow = Pick<Selectable<DeviceCommandsTable>, 'id' | 'requestId' | 'collectorId' | 'adminId' | 'command' | 'params'>;

/** Only an active collector account can ever connect and take a queued command. */
export async function isActiveCollector(db: Db, collectorId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.roleId')
    .select(['users.isActive', 'roles.name'])
    .where('users.id', '=', collectorId)
    .executeTakeFirst();
  return row !== undefined && row.isActive && isCollectorRole(row.name);
}

/** Whether the collector already has as many commands waiting as it may. */
export async function queueIsFull(db: Db, collectorId: number): Promise<boolean> {
  const row = await db
    .selectFrom('deviceCommands')
    .select((eb) => eb.fn.countAll<number>().as('waiting'))
    .where('collectorId', '=', collectorId)
    .where('status', '=', 'queued')
    .where('expiresAt', '>', sql<Date>`now()`)
    .executeTakeFirstOrThrow();
  return Number(row.waiting) >= MAX_QUEUED_PER_COLLECTOR;
}

/**
 * Writes the command as queued until now + `expiresInSeconds` (the database's clock, the one
 * every process and the sweep share), audited in the same transaction. Null: the requestId is taken.
 */
export async function enqueueCommand(db: Db, command: JournalCommand, expiresInSeconds: number): Promise<{ expiresAt: Date } | null> {
  return db.transaction().execute(async (trx) => {
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
    if (!row?.expiresAt) return null;
    const expiresAt = new Date(row.expiresAt);
    await writeAudit(trx, {
      userId: command.adminId,
      action: 'command_queued',
      resource: AUDIT_RESOURCE,
      resourceId: command.requestId,
      changes: { collectorId: command.collectorId, command: command.command, expiresAt: expiresAt.toISOString() },
    });
    return { expiresAt };
  });
}

/**
 * The collector's queued, unexpired commands, marked sent in the same statement, in order (id).
 * Its expired ones are marked expired first, so expiry holds even between two sweeps.
 */
export async function claimQueued(db: Db, collectorId: number): Promise<QueuedRow[]> {
  await expireQueued(db, collectorId);
  const rows = await db
    .updateTable('deviceCommands')
    .set({ status: 'sent', sentAt: sql<Date>`now()` })
    .where('collectorId', '=', collectorId)
    .where('status', '=', 'queued')
    .where('expiresAt', '>', sql<Date>`now()`)
    .returning(['id', 'requestId', 'collectorId', 'adminId', 'command', 'params'])
    .execute();
  return rows.sort((a, b) => a.id - b.id);
}

/** Puts claimed commands back in the queue (their socket closed before they could be sent to it). */
export async function releaseClaimed(db: Db, requestIds: readonly string[]): Promise<void> {
  if (requestIds.length === 0) return;
  await db.updateTable('deviceCommands').set({ status: 'queued', sentAt: null }).where('requestId', 'in', [...requestIds]).where('status', '=', 'sent').execute();
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
