/** User Management writes: invite, edit (incl. suspend), delete, resend/revoke invitations. */
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { SUPER_ADMIN } from '../../src/domain/permissions';
import type { SessionUser } from '../../src/domain/session';
import { writeAudit } from '../audit';
import { revokeUserSessions } from '../auth/sessions';
import type { Database } from '../db/schema';
import { ApiError, notFound } from '../http/errors';
import { issueInvitation, revokePendingInvitations } from './invitations';

export interface InviteInput {
  fullName: string;
  email: string;
  roleId: number;
  phone?: string | null;
  state?: string | null;
}

export const alreadyAUser = (email: string) => new ApiError(409, 'ALREADY_A_USER', `${email} already has an account.`);

async function roleExists(db: Kysely<Database>, roleId: number) {
  const role = await db.selectFrom('roles').select(['id', 'name']).where('id', '=', roleId).executeTakeFirst();
  if (!role) throw new ApiError(400, 'VALIDATION_FAILED', 'Choose an existing role.', { roleId: 'Choose an existing role.' });
  return role;
}

/** Creates the user without a password, with a pending invitation and its e-mail, in one transaction. */
export async function inviteUser(app: FastifyInstance, trx: Kysely<Database>, input: InviteInput, actorId: number | null, ip: string | null): Promise<number> {
  await roleExists(trx, input.roleId);
  const email = input.email.trim().toLowerCase();
  const existing = await trx.selectFrom('users').select('id').where(sql`lower(email)`, '=', email).executeTakeFirst();
  if (existing) throw alreadyAUser(email);
  const user = await trx
    .insertInto('users')
    .values({ email, fullName: input.fullName.trim(), passwordHash: null, roleId: input.roleId, phone: input.phone ?? null, state: input.state ?? null, lastLoginAt: null, lastSeenAt: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await issueInvitation(app, trx, user.id, actorId);
  await writeAudit(trx, { userId: actorId, action: 'invite', resource: 'users', resourceId: user.id, ip, changes: { email, roleId: input.roleId } });
  return user.id;
}

export async function resendInvitation(app: FastifyInstance, userId: number, actor: SessionUser, ip: string): Promise<void> {
  await app.db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom('users').select(['id', 'passwordHash', 'email']).where('id', '=', userId).executeTakeFirst();
    if (!user) throw notFound('The user');
    if (user.passwordHash) throw new ApiError(409, 'INVITATION_ACCEPTED', `${user.email} has already set a password.`);
    await issueInvitation(app, trx, userId, actor.id);
    await writeAudit(trx, { userId: actor.id, action: 'invitation_resent', resource: 'users', resourceId: userId, ip });
  });
  void app.mailer.flush();
}

export async function revokeInvitation(app: FastifyInstance, userId: number, actor: SessionUser, ip: string): Promise<void> {
  await app.db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
    if (!user) throw notFound('The user');
    const revoked = await revokePendingInvitations(trx, userId);
    if (revoked === 0) throw new ApiError(409, 'NO_PENDING_INVITATION', 'This user has no pending invitation.');
    await writeAudit(trx, { userId: actor.id, action: 'invitation_revoked', resource: 'users', resourceId: userId, ip });
  });
}

export interface EditInput {
  id: number;
  fullName?: string;
  phone?: string | null;
  state?: string | null;
  roleId?: number;
  isActive?: boolean;
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

async function guardLastSuperAdmin(trx: Kysely<Database>, userId: number, action: string): Promise<void> {
  const supers = await activeSuperAdmins(trx);
  if (supers.length === 1 && supers[0] === userId) {
    throw new ApiError(409, 'LAST_SUPER_ADMIN', `You cannot ${action} the last active super admin.`);
  }
}

/** Applies the changed fields; suspension and role changes end the user's sessions at once. */
export async function editUser(app: FastifyInstance, input: EditInput, actor: SessionUser, ip: string): Promise<boolean> {
  const endsSessions = await app.db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('users').selectAll().where('id', '=', input.id).forUpdate().executeTakeFirst();
    if (!before) throw notFound('The user');
    const changes: Record<string, { before: unknown; after: unknown }> = {};
    for (const key of ['fullName', 'phone', 'state', 'roleId', 'isActive'] as const) {
      if (input[key] !== undefined && input[key] !== before[key]) changes[key] = { before: before[key], after: input[key] };
    }
    if (Object.keys(changes).length === 0) return false;
    const suspending = changes.isActive?.after === false;
    if ((suspending || changes.roleId) && input.id === actor.id) {
      throw new ApiError(409, 'CANNOT_CHANGE_SELF', suspending ? 'You cannot suspend yourself.' : 'You cannot change your own role.');
    }
    if (changes.roleId) await roleExists(trx, input.roleId!);
    if (suspending) await guardLastSuperAdmin(trx, input.id, 'suspend');
    if (changes.roleId) await guardLastSuperAdmin(trx, input.id, 'change the role of');
    const patch = Object.fromEntries(Object.entries(changes).map(([k, v]) => [k, v.after]));
    await trx.updateTable('users').set({ ...patch, updatedAt: new Date() }).where('id', '=', input.id).execute();
    const revoke = suspending || Boolean(changes.roleId);
    if (revoke) await revokeUserSessions(trx, input.id, suspending ? 'suspended' : 'role_changed');
    const action = suspending ? 'suspend' : changes.isActive?.after === true ? 'unsuspend' : 'update';
    await writeAudit(trx, { userId: actor.id, action, resource: 'users', resourceId: input.id, ip, changes });
    return revoke;
  });
  if (endsSessions) app.accountEvents.emit('sessions-revoked', input.id);
  return endsSessions;
}

export async function deleteUser(app: FastifyInstance, userId: number, actor: SessionUser, ip: string): Promise<void> {
  if (userId === actor.id) throw new ApiError(409, 'CANNOT_CHANGE_SELF', 'You cannot delete yourself.');
  await app.db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom('users').select(['id', 'email']).where('id', '=', userId).forUpdate().executeTakeFirst();
    if (!user) throw notFound('The user');
    await guardLastSuperAdmin(trx, userId, 'delete');
    await writeAudit(trx, { userId: actor.id, action: 'delete', resource: 'users', resourceId: userId, ip, changes: { email: { before: user.email, after: null } } });
    await trx.deleteFrom('users').where('id', '=', userId).execute();
  });
  app.accountEvents.emit('sessions-revoked', userId);
}
