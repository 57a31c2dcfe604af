/** User Management writes: invite, edit (incl. suspend), resend/revoke invitations; deleting is in ./userDelete.ts. */
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { EditUserBody, InviteUserBody } from '../../src/domain/api/users';
import { SUPER_ADMIN, type PermissionSubject } from '../../src/domain/permissions';
import { writeAudit } from '../audit';
import { revokeUserSessions } from '../auth/sessions';
import type { Database } from '../db/schema';
import { ApiError, notFound } from '../http/errors';
import { issueInvitation, revokePendingInvitations } from './invitations';
import { assertCanGrantRole, assertMayManageUser, auditingRefusals, type Actor, type GrantedRole } from './roleCeiling';
import { assertEmailNotHeld } from './userPurge';

const alreadyAUser = (email: string) => new ApiError(409, 'ALREADY_A_USER', `${email} already has an account.`);

async function roleToGrant(db: Kysely<Database>, roleId: number): Promise<GrantedRole> {
  const role = await db.selectFrom('roles').select(['id', 'name', 'displayName', 'permissions']).where('id', '=', roleId).executeTakeFirst();
  if (!role) throw new ApiError(400, 'VALIDATION_FAILED', 'Choose an existing role.', { roleId: 'Choose an existing role.' });
  return role;
}

/** A user's current role, as the ceiling reads it. */
async function roleOfUser(db: Kysely<Database>, roleId: number): Promise<GrantedRole> {
  return db.selectFrom('roles').select(['id', 'name', 'displayName', 'permissions']).where('id', '=', roleId).executeTakeFirstOrThrow();
}

export async function roleSubject(db: Kysely<Database>, roleId: number): Promise<PermissionSubject> {
  const role = await roleOfUser(db, roleId);
  return { role: role.name, permissions: role.permissions };
}

/**
 * Creates the user without a password, with a pending invitation and its e-mail, in one
 * transaction; refused (403, audited) when the role is above the actor's own permissions.
 */
export async function inviteUser(app: FastifyInstance, input: InviteUserBody, actor: Actor | null, ip: string | null): Promise<number> {
  return auditingRefusals(app.db, actor, ip, () => app.db.transaction().execute((trx) => insertInvitedUser(app, trx, input, actor, ip)));
}

async function insertInvitedUser(app: FastifyInstance, trx: Kysely<Database>, input: InviteUserBody, actor: Actor | null, ip: string | null): Promise<number> {
  const role = await roleToGrant(trx, input.roleId);
  assertCanGrantRole(actor, role, { resource: 'users', resourceId: null, tried: 'invite', details: { email: input.email.trim().toLowerCase() } });
  const actorId = actor?.id ?? null;
  const email = input.email.trim().toLowerCase();
  const existing = await trx
    .selectFrom('users')
    .select(['id', 'deletedAt'])
    .where(sql`lower(email)`, '=', email)
    .executeTakeFirst();
  if (existing?.deletedAt) await assertEmailNotHeld(trx, email, existing.id, new Date(existing.deletedAt), app.deletedUserEmailDays);
  else if (existing) throw alreadyAUser(email);
  const user = await trx
    .insertInto('users')
    .values({
      email,
      fullName: input.fullName.trim(),
      passwordHash: null,
      roleId: input.roleId,
      phone: input.phone ?? null,
      state: input.state ?? null,
      lastLoginAt: null,
      lastSeenAt: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await issueInvitation(app, trx, user.id, actorId);
  await writeAudit(trx, { userId: actorId, action: 'invite', resource: 'users', resourceId: user.id, ip, changes: { email, roleId: input.roleId } });
  return user.id;
}

/** A new link lets someone into the user's role, so it is a grant under the ceiling. */
export async function resendInvitation(app: FastifyInstance, userId: number, actor: Actor, ip: string): Promise<void> {
  await auditingRefusals(app.db, actor, ip, () =>
    app.db.transaction().execute(async (trx) => {
      const user = await trx
        .selectFrom('users')
        .select(['id', 'passwordHash', 'email', 'roleId'])
        .where('id', '=', userId)
        .where('deletedAt', 'is', null)
        .executeTakeFirst();
      if (!user) throw notFound('The user');
      assertCanGrantRole(actor, await roleOfUser(trx, user.roleId), { resource: 'users', resourceId: userId, tried: 'resend_invitation' });
      if (user.passwordHash) throw new ApiError(409, 'INVITATION_ACCEPTED', `${user.email} has already set a password.`);
      await issueInvitation(app, trx, userId, actor.id);
      await writeAudit(trx, { userId: actor.id, action: 'invitation_resent', resource: 'users', resourceId: userId, ip });
    }),
  );
  void app.mailer.flush();
}

export async function revokeInvitation(app: FastifyInstance, userId: number, actor: Actor, ip: string): Promise<void> {
  await auditingRefusals(app.db, actor, ip, () =>
    app.db.transaction().execute(async (trx) => {
      const user = await trx.selectFrom('users').select(['id', 'roleId']).where('id', '=', userId).where('deletedAt', 'is', null).executeTakeFirst();
      if (!user) throw notFound('The user');
      assertMayManageUser(actor, await roleSubject(trx, user.roleId), 'revoke the invitation of', {
        resource: 'users',
        resourceId: userId,
        tried: 'revoke_invitation',
      });
      const revoked = await revokePendingInvitations(trx, userId);
      if (revoked === 0) throw new ApiError(409, 'NO_PENDING_INVITATION', 'This user has no pending invitation.');
      await writeAudit(trx, { userId: actor.id, action: 'invitation_revoked', resource: 'users', resourceId: userId, ip });
    }),
  );
}

async function activeSuperAdmins(trx: Kysely<Database>): Promise<number[]> {
  const rows = await trx
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.roleId')
    .select('users.id')
    .where('roles.name', '=', SUPER_ADMIN)
    .where('users.isActive', '=', true)
    .forUpdate()
    .execute();
  return rows.map((r) => r.id);
}

export async function guardLastSuperAdmin(trx: Kysely<Database>, userId: number, action: string): Promise<void> {
  const supers = await activeSuperAdmins(trx);
  if (supers.length === 1 && supers[0] === userId) {
    throw new ApiError(409, 'LAST_SUPER_ADMIN', `You cannot ${action} the last active super admin.`);
  }
}

function editVerb(input: EditUserBody): { verb: string; tried: string } {
  if (input.isActive === false) return { verb: 'suspend', tried: 'suspend' };
  if (input.isActive === true) return { verb: 'unsuspend', tried: 'unsuspend' };
  if (input.roleId !== undefined) return { verb: 'change the role of', tried: 'change_role' };
  return { verb: 'edit', tried: 'update' };
}

/**
 * Applies the changed fields; suspension and role changes end the user's sessions at once. Only a
 * super admin edits a super admin, and the new role must be within the actor's own permissions.
 */
export async function editUser(app: FastifyInstance, input: EditUserBody, actor: Actor, ip: string): Promise<boolean> {
  const endsSessions = await auditingRefusals(app.db, actor, ip, () =>
    app.db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom('users').selectAll().where('id', '=', input.id).where('deletedAt', 'is', null).forUpdate().executeTakeFirst();
      if (!before) throw notFound('The user');
      const { verb, tried } = editVerb(input);
      assertMayManageUser(actor, await roleSubject(trx, before.roleId), verb, { resource: 'users', resourceId: input.id, tried });
      const changes: Record<string, { before: unknown; after: unknown }> = {};
      for (const key of ['fullName', 'phone', 'state', 'roleId', 'isActive'] as const) {
        if (input[key] !== undefined && input[key] !== before[key]) changes[key] = { before: before[key], after: input[key] };
      }
      if (Object.keys(changes).length === 0) return { revoke: false, suspending: false };
      const suspending = changes.isActive?.after === false;
      if ((suspending || changes.roleId) && input.id === actor.id) {
        throw new ApiError(409, 'CANNOT_CHANGE_SELF', suspending ? 'You cannot suspend yourself.' : 'You cannot change your own role.');
      }
      if (changes.roleId) {
        const role = await roleToGrant(trx, input.roleId!);
        assertCanGrantRole(actor, role, { resource: 'users', resourceId: input.id, tried: 'change_role', details: { fromRoleId: before.roleId } });
      }
      if (suspending) await guardLastSuperAdmin(trx, input.id, 'suspend');
      if (changes.roleId) await guardLastSuperAdmin(trx, input.id, 'change the role of');
      const patch = Object.fromEntries(Object.entries(changes).map(([k, v]) => [k, v.after]));
      await trx
        .updateTable('users')
        .set({ ...patch, updatedAt: new Date() })
        .where('id', '=', input.id)
        .execute();
      const revoke = suspending || Boolean(changes.roleId);
      if (revoke) await revokeUserSessions(trx, input.id, suspending ? 'suspended' : 'role_changed');
      const action = suspending ? 'suspend' : changes.isActive?.after === true ? 'unsuspend' : 'update';
      await writeAudit(trx, { userId: actor.id, action, resource: 'users', resourceId: input.id, ip, changes });
      return { revoke, suspending };
    }),
  );
  if (endsSessions.revoke) app.accountEvents.emit('sessions-revoked', input.id, endsSessions.suspending);
  return endsSessions.revoke;
}
