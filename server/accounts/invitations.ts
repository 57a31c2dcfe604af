/** Invitation tokens: random, stored hashed, single use, valid 7 days (DESIGN §5). */
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { writeAudit } from '../audit';
import { hashPassword } from '../auth/passwords';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import { queueMail } from '../mail/outbox';
import { invitationMail } from '../mail/templates';
import { deliverNotifications, recordNotifications } from '../notifications/notify';
import { invitationAccepted } from '../notifications/triggers';
import { hashToken, randomToken } from './secrets';

const INVITATION_DAYS = 7;
const INVALID_INVITATION = () =>
  new ApiError(400, 'INVALID_INVITATION', 'This invitation link is invalid or has expired. Ask your administrator for a new one.');

function invitationLink(publicUrl: string, token: string, email: string): string {
  return `${publicUrl}/accept-invitation?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;
}

/** Ends earlier pending invitations of the user, opens a new one and queues its e-mail. */
export async function issueInvitation(app: FastifyInstance, trx: Kysely<Database>, userId: number, invitedBy: number | null): Promise<void> {
  const user = await trx
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.roleId')
    .select(['users.email', 'users.fullName', 'roles.displayName'])
    .where('users.id', '=', userId)
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('invitations')
    .set({ revokedAt: new Date() })
    .where('userId', '=', userId)
    .where('acceptedAt', 'is', null)
    .where('revokedAt', 'is', null)
    .execute();
  const token = randomToken();
  const expiresAt = new Date(Date.now() + INVITATION_DAYS * 24 * 60 * 60 * 1000);
  await trx
    .insertInto('invitations')
    .values({ userId, tokenHash: hashToken(token), invitedBy, expiresAt, acceptedAt: null, revokedAt: null })
    .execute();
  const content = invitationMail({ fullName: user.fullName, roleName: user.displayName, link: invitationLink(app.publicUrl, token, user.email), expiresAt });
  await queueMail(trx, user.email, 'invitation', content, app.mailer.enabled);
}

export async function revokePendingInvitations(trx: Kysely<Database>, userId: number): Promise<number> {
  const result = await trx
    .updateTable('invitations')
    .set({ revokedAt: new Date() })
    .where('userId', '=', userId)
    .where('acceptedAt', 'is', null)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Sets the password of an invited user; answers the role name for the landing page. */
export async function acceptInvitation(
  app: FastifyInstance,
  input: { token: string; email: string; password: string },
  ip: string,
): Promise<{ role: string; email: string }> {
  const passwordHash = await hashPassword(input.password);
  const result = await app.db.transaction().execute(async (trx) => {
    const invitation = await trx
      .selectFrom('invitations')
      .innerJoin('users', 'users.id', 'invitations.userId')
      .innerJoin('roles', 'roles.id', 'users.roleId')
      .select([
        'invitations.id',
        'invitations.expiresAt',
        'invitations.acceptedAt',
        'invitations.revokedAt',
        'invitations.invitedBy',
        'users.id as userId',
        'users.email',
        'users.fullName',
        'users.isActive',
        'roles.name as roleName',
      ])
      .where('invitations.tokenHash', '=', hashToken(input.token))
      .forUpdate()
      .executeTakeFirst();
    const valid =
      invitation &&
      invitation.email.toLowerCase() === input.email.trim().toLowerCase() &&
      !invitation.acceptedAt &&
      !invitation.revokedAt &&
      new Date(invitation.expiresAt).getTime() > Date.now() &&
      invitation.isActive;
    if (!valid) return null;
    await trx.updateTable('invitations').set({ acceptedAt: new Date() }).where('id', '=', invitation.id).execute();
    await trx
      .updateTable('users')
      .set({ passwordHash, updatedAt: sql`now()` })
      .where('id', '=', invitation.userId)
      .execute();
    await writeAudit(trx, { userId: invitation.userId, action: 'invitation_accepted', resource: 'users', resourceId: invitation.userId, ip });
    const told = await recordNotifications(
      trx,
      invitationAccepted(invitation.invitedBy, { id: invitation.userId, fullName: invitation.fullName, email: invitation.email }),
    );
    return { role: invitation.roleName, email: invitation.email, told };
  });
  if (!result) throw INVALID_INVITATION();
  deliverNotifications(app, result.told);
  return { role: result.role, email: result.email };
}
