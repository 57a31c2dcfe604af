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
import { hashResetCode, randomResetCode, sameHash } from './secrets';

export const RESET_CODE_MINUTES = 10;
export const MAX_WRONG_CODES = 5;
export const FORGOT_ANSWER = 'If your email exists, you will receive a reset code.';
export const RESET_DONE = 'Password has been reset successfully.';
const invalidCode = () => new ApiError(400, 'INVALID_RESET_CODE', 'The code is invalid or has expired. Request a new code.');

/** Sends a code to an active account with a password; does nothing visible otherwise. */
export async function requestPasswordReset(app: FastifyInstance, email: string, ip: string): Promise<void> {
  const user = await findUserByEmail(app.db, email);
  if (!user || !user.isActive || !user.passwordHash) return;
  const code = randomResetCode();
  await app.db.transaction().execute(async (trx) => {
    await trx.updateTable('passwordResets').set({ invalidatedAt: new Date() }).where('userId', '=', user.id).where('usedAt', 'is', null).where('invalidatedAt', 'is', null).execute();
    const row = await trx
      .insertInto('passwordResets')
      .values({ userId: user.id, codeHash: 'pending', expiresAt: new Date(Date.now() + RESET_CODE_MINUTES * 60_000), usedAt: null, invalidatedAt: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.updateTable('passwordResets').set({ codeHash: hashResetCode(app.accountSecret, row.id, code) }).where('id', '=', row.id).execute();
    await queueMail(trx, user.email, 'password_reset', resetCodeMail({ fullName: user.fullName, code, minutes: RESET_CODE_MINUTES }), app.mailer.enabled);
    await writeAudit(trx, { userId: user.id, action: 'password_reset_requested', resource: 'users', resourceId: user.id, ip });
  });
  void app.mailer.flush();
}

export async function resetPassword(app: FastifyInstance, input: { email: string; code: string; newPassword: string }, ip: string): Promise<void> {
  const user = await findUserByEmail(app.db, input.email);
  if (!user || !user.isActive) throw invalidCode();
  const passwordHash = await hashPassword(input.newPassword);
  const outcome = await app.db.transaction().execute(async (trx) => {
    const reset = await trx
      .selectFrom('passwordResets')
      .selectAll()
      .where('userId', '=', user.id)
      .where('usedAt', 'is', null)
      .where('invalidatedAt', 'is', null)
      .where('expiresAt', '>', new Date())
      .orderBy('id', 'desc')
      .forUpdate()
      .executeTakeFirst();
    if (!reset) return 'invalid' as const;
    if (!sameHash(reset.codeHash, hashResetCode(app.accountSecret, reset.id, input.code))) {
      const attempts = reset.failedAttempts + 1;
      await trx
        .updateTable('passwordResets')
        .set({ failedAttempts: attempts, invalidatedAt: attempts >= MAX_WRONG_CODES ? new Date() : null })
        .where('id', '=', reset.id)
        .execute();
      await writeAudit(trx, { userId: user.id, action: 'password_reset_wrong_code', resource: 'users', resourceId: user.id, ip, changes: { attempts } });
      return 'invalid' as const;
    }
    await trx.updateTable('passwordResets').set({ usedAt: new Date() }).where('id', '=', reset.id).execute();
    await trx.updateTable('users').set({ passwordHash, updatedAt: sql`now()` }).where('id', '=', user.id).execute();
    await revokeUserSessions(trx, user.id, 'password_reset');
    await writeAudit(trx, { userId: user.id, action: 'password_reset', resource: 'users', resourceId: user.id, ip });
    return 'done' as const;
  });
  if (outcome === 'invalid') throw invalidCode();
  app.accountEvents.emit('sessions-revoked', user.id);
}
