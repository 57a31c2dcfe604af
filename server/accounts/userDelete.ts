/**
 * Deleting a user (DELETE /api/admin/user-management/{id}): the row stays with `deleted_at` set and
 * `is_active` false, so their audit trail and the records they made keep pointing at them. At once:
 * their sessions end and their sockets are disconnected (as on suspension), their invitations and
 * reset codes die, and they leave every user list, the collectors list, presence, the dashboards'
 * counts and sign-in (which answers as for an unknown e-mail). Their e-mail stays taken until
 * DELETE_RETENTION_DAYS later (./userPurge.ts frees it).
 */
import type { FastifyInstance } from 'fastify';
import { writeAudit } from '../audit';
import { revokeUserSessions } from '../auth/sessions';
import { ApiError, notFound } from '../http/errors';
import { revokePendingInvitations } from './invitations';
import { assertMayManageUser, auditingRefusals, type Actor } from './roleCeiling';
import { guardLastSuperAdmin, roleSubject } from './userAdmin';
import { emailFreedAt } from './userPurge';

export async function deleteUser(app: FastifyInstance, userId: number, actor: Actor, ip: string): Promise<void> {
  if (userId === actor.id) throw new ApiError(409, 'CANNOT_CHANGE_SELF', 'You cannot delete yourself.');
  await auditingRefusals(app.db, actor, ip, () =>
    app.db.transaction().execute(async (trx) => {
      const user = await trx
        .selectFrom('users')
        .select(['id', 'roleId', 'isActive'])
        .where('id', '=', userId)
        .where('deletedAt', 'is', null)
        .forUpdate()
        .executeTakeFirst();
      if (!user) throw notFound('The user');
      assertMayManageUser(actor, await roleSubject(trx, user.roleId), 'delete', { resource: 'users', resourceId: userId, tried: 'delete' });
      await guardLastSuperAdmin(trx, userId, 'delete');
      const deletedAt = new Date();
      await trx.updateTable('users').set({ deletedAt, isActive: false, updatedAt: deletedAt }).where('id', '=', userId).execute();
      const sessionsEnded = await revokeUserSessions(trx, userId, 'deleted');
      const invitationsRevoked = await revokePendingInvitations(trx, userId);
      await trx
        .updateTable('passwordResets')
        .set({ invalidatedAt: deletedAt })
        .where('userId', '=', userId)
        .where('usedAt', 'is', null)
        .where('invalidatedAt', 'is', null)
        .execute();
      await writeAudit(trx, {
        userId: actor.id,
        action: 'delete',
        resource: 'users',
        resourceId: userId,
        ip,
        changes: {
          deletedAt: { before: null, after: deletedAt.toISOString() },
          isActive: { before: user.isActive, after: false },
          sessionsEnded,
          invitationsRevoked,
          emailFreedAt: emailFreedAt(deletedAt, app.deletedUserEmailDays).toISOString(),
        },
      });
    }),
  );
  app.accountEvents.emit('sessions-revoked', userId);
}
