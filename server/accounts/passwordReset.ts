/** Reset by e-mailed code: 6 digits, hashed, single use, 10 minutes, dead after 5 wrong tries. */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { writeAudit } from '../audit';
import { hashPassword } from '../auth/passwords';
import { revokeUserSessions } from '../auth/sessions';
import { findUserByEmail } from '../auth/users';
import { ApiError } from '../http/errors';
import { queueMail } from '../mail/outbox';
import { resetCodeMail } from '../mail/templates';
import { recordNotifications } from '../notifications/notify';
import { passwordChanged } from '../notifications/triggers';
import { hashResetCode, randomResetCode, sameHash } from './secrets';

const RESET_CODE_MINUTES = 10;
const MAX_WRONG_CODES = 5;
export const FORGOT_ANSWER = 'If your email exists, you will receive a reset code.';
export const RESET_DONE = 'Password has been reset successfully.';
const invalidCode = () => new ApiError(400, 'INVALID_RESET_CODE', 'The code is invalid or has expired. Request a new code.');

/** No user or reset row has this id: queries for an unknown account run and match nothing. */
const NO_ROW = 0;
/** Compared against when there is no code to compare, so that the check costs the same. */
const NO_CODE_HASH = '0'.repeat(64);

/**
 * Sends a code to an active account with a password; does nothing visible otherwise. Known or
 * not, the request does the same work: a code, its HMAC, the same invalidation and audit writes.
 */
export async function requestPasswordReset(app: FastifyInstance, email: string, ip: string): Promise<void> {
  const user = await findUserByEmail(app.db, email);
  const account = user && user.isActive && user.passwordHash ? user : null;
  const code = randomResetCode();
  await app.db.transaction().execute(async (trx) => {
    await trx.updateTable('passwordResets').set({ invalidatedAt: new Date() }).where('userId', '=', account?.id ?? NO_ROW).where('usedAt', 'is', null).where('invalidatedAt', 'is', null).execute();
    const row = account
      ? await trx
          .insertInto('passwordResets')
          .values({ userId: account.id, codeHash: 'pending', expiresAt: new Date(Date.now() + RESET_CODE_MINUTES * 60_000), usedAt: null, invalidatedAt: null })
          .returning('id')
          .executeTakeFirstOrThrow()
      : null;
    const codeHash = hashResetCode(app.accountSecret, row?.id ?? NO_ROW, code);
    if (account && row) {
      await trx.updateTable('passwordResets').set({ codeHash }).where('id', '=', row.id).execute();
      await queueMail(trx, account.email, 'password_reset', resetCodeMail({ fullName: account.fullName, code, minutes: RESET_CODE_MINUTES }), app.mailer.enabled);
    }
    await writeAudit(trx, { userId: account?.id ?? null, action: 'password_reset_requested', resource: 'users', resourceId: account?.id ?? null, ip });
  });
  if (account) void app.mailer.flush();
}

/**
 * Sets the new password when the code holds. Known e-mail or not, with a live code or not, the
 * same work is done before the answer: the new password hashed, the code row looked up (none for
 * an unknown account), an HMAC compared, the failed attempt counted and audited.
 */
export async function resetPassword(app: FastifyInstance, input: { email: string; code: string; newPassword: string }, ip: string): Promise<void> {
  const user = await findUserByEmail(app.db, input.email);
  const account = user && user.isActive ? user : null;
  const passwordHash = await hashPassword(input.newPassword);
  const outcome = await app.db.transaction().execute(async (trx) => {
    const reset = await trx
      .selectFrom('passwordResets')
      .selectAll()
      .where('userId', '=', account?.id ?? NO_ROW)
      .where('usedAt', 'is', null)
      .where('invalidatedAt', 'is', null)
      .where('expiresAt', '>', new Date())
      .orderBy('id', 'desc')
      .forUpdate()
      .executeTakeFirst();
    const codeHolds = sameHash(reset?.codeHash ?? NO_CODE_HASH, hashResetCode(app.accountSecret, reset?.id ?? NO_ROW, input.code));
    if (!account || !reset || !codeHolds) {
      const attempts = (reset?.failedAttempts ?? 0) + 1;
      await trx
        .updateTable('passwordResets')
        .set({ failedAttempts: attempts, invalidatedAt: attempts >= MAX_WRONG_CODES ? new Date() : null })
        .where('id', '=', reset?.id ?? NO_ROW)
        .execute();
      await writeAudit(trx, { userId: account?.id ?? null, action: 'password_reset_wrong_code', resource: 'users', resourceId: account?.id ?? null, ip, changes: { attempts } });
      return 'invalid' as const;
    }
    await trx.updateTable('passwordResets').set({ usedAt: new Date() }).where('id', '=', reset.id).execute();
    await trx.updateTable('users').set({ passwordHash, updatedAt: sql`now()` }).where('id', '=', account.id).execute();
    await revokeUserSessions(trx, account.id, 'password_reset');
    await writeAudit(trx, { userId: account.id, action: 'password_reset', resource: 'users', resourceId: account.id, ip });
    await recordNotifications(trx, [passwordChanged(account.id)]);
    return 'done' as const;
  });
  if (outcome === 'invalid' || !account) throw invalidCode();
  // Every session of the user has just ended: the notification waits for the next sign-in, unpushed.
  app.accountEvents.emit('sessions-revoked', account.id);
}
