/**
 * Each kind of notification as its trigger raises it: who is told, in which words (keys of the
 * `notifications` catalogue area and their parameters) and where its link leads. Call sites stay
 * one or two lines; those written in a transaction record there and deliver after the commit.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { NOTIFICATION_TEXTS } from '../../src/domain/notifications';
import { RECORD_TYPES, type RecordType } from '../../src/domain/records';
import type { Db } from '../db/connection';
import { notifyUser, notifyUsers, usersWhoMayReadUsers } from './notify';
import type { NotificationInput } from './store';

const USERS_PAGE = '/admin/user-management';
const COMMAND_CENTRE = '/admin/command-centre';
const MAX_ERROR_LENGTH = 300;

export function bulkInviteFinished(job: {
  createdBy: number | null;
  fileName: string;
  status: string;
  invited: number;
  alreadyUsers: number;
  invalid: number;
}): NotificationInput[] {
  if (job.createdBy === null) return [];
  const failed = job.status === 'failed';
  return [
    {
      userId: job.createdBy,
      kind: 'bulk_invite_finished',
      text: failed ? NOTIFICATION_TEXTS.bulkInviteFailed : NOTIFICATION_TEXTS.bulkInviteCompleted,
      params: { fileName: job.fileName, invited: job.invited, alreadyUsers: job.alreadyUsers, invalid: job.invalid },
      link: USERS_PAGE,
    },
  ];
}

/** An import that wrote its rows: the list it wrote to. */
export function importFinished(userId: number, type: RecordType, report: { fileName: string; created: number; alreadyPresent: number }): NotificationInput {
  return {
    userId,
    kind: 'import_finished',
    text: NOTIFICATION_TEXTS.importFinished,
    params: { recordType: type, fileName: report.fileName, created: report.created, alreadyPresent: report.alreadyPresent },
    link: RECORD_TYPES[type].routes.list.path,
  };
}

/** An export whose file was sent to the end. */
export function notifyExportFinished(app: FastifyInstance, userId: number, type: RecordType, fileName: string): Promise<void> {
  return notifyUser(app, {
    userId,
    kind: 'export_finished',
    text: NOTIFICATION_TEXTS.exportFinished,
    params: { recordType: type, fileName },
    link: '/admin/data-management',
  });
}

/**
 * Passes a streamed download's chunks on, then runs `done` once the client has taken the last one;
 * a download the client left is never finished, and raises nothing.
 */
export async function* whenFinished<T>(chunks: AsyncIterable<T>, done: () => Promise<void>): AsyncGenerator<T> {
  yield* chunks;
  await done();
}

/** To whoever sent the invitation (none for an invitation nobody sent, e.g. the configured admin's). */
export function invitationAccepted(invitedBy: number | null, user: { id: number; fullName: string; email: string }): NotificationInput[] {
  if (invitedBy === null || invitedBy === user.id) return [];
  return [
    {
      userId: invitedBy,
      kind: 'invitation_accepted',
      text: NOTIFICATION_TEXTS.invitationAccepted,
      params: { fullName: user.fullName, email: user.email },
      link: USERS_PAGE,
    },
  ];
}

/** A scheduled backup that failed: to every active super admin. */
export async function notifyBackupFailed(app: FastifyInstance, failure: { dir: string; error: string }): Promise<void> {
  try {
    const admins = await app.db
      .selectFrom('users')
      .innerJoin('roles', 'roles.id', 'users.roleId')
      .select('users.id')
      .where('roles.name', '=', 'super_admin')
      .where('users.isActive', '=', true)
      .where('users.deletedAt', 'is', null)
      .execute();
    const params = { dir: failure.dir, error: failure.error.slice(0, MAX_ERROR_LENGTH) };
    await notifyUsers(
      app,
      admins.map(({ id }) => ({ userId: id, kind: 'backup_failed' as const, text: NOTIFICATION_TEXTS.backupFailed, params, link: '/admin/settings' })),
    );
  } catch (error) {
    app.log.error({ err: error }, 'backup failure notification failed');
  }
}

export function passwordChanged(userId: number): NotificationInput {
  return { userId, kind: 'password_changed', text: NOTIFICATION_TEXTS.passwordChanged, link: '/admin/settings' };
}

async function collectorName(db: Db, collectorId: number): Promise<string> {
  const row = await db.selectFrom('users').select('fullName').where('id', '=', collectorId).executeTakeFirst();
  return row?.fullName ?? `#${collectorId}`;
}

/** A sent command the device answered with a failure, or did not answer in time: to the admin who sent it. */
export async function notifyCommandFailure(
  app: FastifyInstance,
  failure: { adminId: number; collectorId: number; command: string; error: string | null; timedOut: boolean },
): Promise<void> {
  try {
    const collector = await collectorName(app.db, failure.collectorId);
    await notifyUser(app, {
      userId: failure.adminId,
      kind: 'command_failed',
      text: failure.timedOut ? NOTIFICATION_TEXTS.commandTimedOut : NOTIFICATION_TEXTS.commandFailed,
      params: { command: failure.command, collector, error: (failure.error ?? '').slice(0, MAX_ERROR_LENGTH) },
      link: COMMAND_CENTRE,
    });
  } catch (error) {
    app.log.error({ err: error }, 'command failure notification failed');
  }
}

const QUEUED_RESULT_TEXTS = {
  succeeded: NOTIFICATION_TEXTS.queuedCommandSucceeded,
  failed: NOTIFICATION_TEXTS.queuedCommandFailed,
  'timed-out': NOTIFICATION_TEXTS.queuedCommandTimedOut,
} as const;

/** A queued command's outcome, kept for the admin who queued it and had no back-office socket open when it came. */
export async function notifyQueuedCommandResult(
  app: FastifyInstance,
  result: { adminId: number; collectorId: number; command: string; requestId: string; outcome: keyof typeof QUEUED_RESULT_TEXTS; error: string | null },
): Promise<void> {
  try {
    const collector = await collectorName(app.db, result.collectorId);
    await notifyUser(app, {
      userId: result.adminId,
      kind: 'command_result',
      text: QUEUED_RESULT_TEXTS[result.outcome],
      params: {
        command: result.command,
        collector,
        collectorId: result.collectorId,
        requestId: result.requestId,
        outcome: result.outcome,
        error: (result.error ?? '').slice(0, MAX_ERROR_LENGTH),
      },
      link: COMMAND_CENTRE,
    });
  } catch (error) {
    app.log.error({ err: error }, 'queued command result notification failed');
  }
}

/** Records the collector's last queue report holds that are not synced (pending, failed, unknown). */
async function unsyncedRecords(db: Db, collectorId: number): Promise<number> {
  const row = await sql<{ count: number }>`select count(*) as count
    from sync_queue_snapshots s cross join lateral jsonb_array_elements(s.items) as item
    where s.collector_id = ${collectorId} and coalesce(item->>'syncStatus', '') <> 'synced'`.execute(db);
  return Number(row.rows[0]?.count ?? 0);
}

/**
 * A collector's socket closed (./offlineWatch.ts): when it has no socket left in any process and
 * its last queue report holds unsynced records, every user who may read users is told. Answers
 * whether anyone was told.
 */
export async function notifyIfCollectorLeftUnsynced(app: FastifyInstance, collectorId: number, stillOnline: () => Promise<boolean>): Promise<boolean> {
  try {
    if (await stillOnline()) return false;
    const unsynced = await unsyncedRecords(app.db, collectorId);
    if (unsynced === 0) return false;
    const [collector, recipients] = await Promise.all([collectorName(app.db, collectorId), usersWhoMayReadUsers(app.db)]);
    await notifyUsers(
      app,
      recipients.map((userId) => ({
        userId,
        kind: 'collector_offline',
        text: NOTIFICATION_TEXTS.collectorOffline,
        params: { collector, collectorId, unsynced },
        link: COMMAND_CENTRE,
      })),
    );
    return recipients.length > 0;
  } catch (error) {
    app.log.error({ err: error }, 'collector offline notification failed');
    return false;
  }
}
