/**
 * Reset by e-mailed code: 6 digits, hashed, single use, 10 minutes. At most 3 codes are e-mailed
 * to one account an hour, whatever the addresses asking (counted in the database, so on every
 * process); a new code leaves the earlier live ones valid (the owner may be reading one), and
 * 5 wrong tries end every live code of the account.
 */
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
/** Codes e-mailed to one account within an hour, at most. */
export const MAX_RESET_MAILS_PER_HOUR = 3;
/** A code lives 10 minutes and at most 3 are sent an hour, so at most 3 are live at once. */
const MAX_LIVE_CODES = MAX_RESET_MAILS_PER_HOUR;
export const FORGOT_ANSWER = 'If your email exists, you will receive a reset code.';
export const RESET_DONE = 'Password has been reset successfully.';
const invalidCode = () => new ApiError(400, 'INVALID_RESET_CODE', 'The code is invalid or has expired. Request a new code.');

/** No user or reset row has this id: queries for an unknown account run and match nothing. */
const NO_ROW = 0;
/** Compared against when there is no code to compare, so that the check costs the same. */
const NO_CODE_HASH = '0'.repeat(64);

/**
 * Sends a code to an active account with a password, unless 3 were sent in the last hour; does
 * nothing visible otherwise. Known or not, mailed or not, the request does the same work: a code,
 * its HMAC, the same lock, count and audit writes, and the same answer.
 */
export async function requestPasswordReset(app: FastifyInstance, email: string, ip: string): Promise<void> {
  const user = await findUserByEmail(app.db, email);
  const account = user && user.isActive && user.passwordHash ? user : null;
  const code = randomResetCode();
  const mailed = await app.db.transaction().execute(async (trx) => {
    // The account's row lock makes concurrent requests count one after the other, on every process.
    await trx
      .selectFrom('users')
      .select('id')
      .where('id', '=', account?.id ?? NO_ROW)
      .forUpdate()
      .execute();
    const { sentLastHour } = await trx
      .selectFrom('passwordResets')
      .select(sql<number>`count(*)::int`.as('sentLastHour'))
      .where('userId', '=', account?.id ?? NO_ROW)
      .where('createdAt', '>', sql<Date>`now() - interval '1 hour'`)
      .executeTakeFirstOrThrow();
    const send = account !== null && sentLastHour < MAX_RESET_MAILS_PER_HOUR;
    const row = send
      ? await trx
          .insertInto('passwordResets')
          .values({ userId: account.id, codeHash: 'pending', expiresAt: new Date(Date.now() + RESET_CODE_MINUTES * 60_000), usedAt: null, invalidatedAt: null })
          .returning('id')
          .executeTakeFirstOrThrow()
      : null;
    const codeHash = hashResetCode(app.accountSecret, row?.id ?? NO_ROW, code);
    if (account && row) {
      await trx.updateTable('passwordResets').set({ codeHash }).where('id', '=', row.id).execute();
      await queueMail(
        trx,
        account.email,
        'password_reset',
        resetCodeMail({ fullName: account.fullName, code, minutes: RESET_CODE_MINUTES }),
        app.mailer.enabled,
      );
    }
    const withheld = account !== null && !send ? { mailed: false, reason: `${MAX_RESET_MAILS_PER_HOUR} codes were sent in the last hour` } : undefined;
    await writeAudit(trx, {
      userId: account?.id ?? null,
      action: 'password_reset_requested',
      resource: 'users',
      resourceId: account?.id ?? null,
      ip,
      changes: withheld,
    });
    return send;
  });
  if (mailed) void app.mailer.flush();
}

/**
 * Sets the new password when the code is one of the account's live codes. Known e-mail or not,
 * with live codes or not, the same work is done before the answer: the new password hashed, the
 * live codes looked up (none for an unknown account), MAX_LIVE_CODES HMACs compared, the failed
 * attempt counted on every live code and audited.
 */
export async function resetPassword(app: FastifyInstance, input: { email: string; code: string; newPassword: string }, ip: string): Promise<void> {
  const user = await findUserByEmail(app.db, input.email);
  const account = user && user.isActive ? user : null;
  const passwordHash = await hashPassword(input.newPassword);
  const now = new Date();
  const outcome = await app.db.transaction().execute(async (trx) => {
    const liveCodes = () =>
      trx
        .updateTable('passwordResets')
        .where('userId', '=', account?.id ?? NO_ROW)
        .where('usedAt', 'is', null)
        .where('invalidatedAt', 'is', null)
        .where('expiresAt', '>', now);
    const live = await trx
      .selectFrom('passwordResets')
      .select(['id', 'codeHash'])
      .where('userId', '=', account?.id ?? NO_ROW)
      .where('usedAt', 'is', null)
      .where('invalidatedAt', 'is', null)
      .where('expiresAt', '>', now)
      .orderBy('id', 'desc')
      .limit(MAX_LIVE_CODES)
      .forUpdate()
      .execute();
    let match: number | null = null;
    for (let slot = 0; slot < MAX_LIVE_CODES; slot += 1) {
      const reset = live[slot];
      const holds = sameHash(reset?.codeHash ?? NO_CODE_HASH, hashResetCode(app.accountSecret, reset?.id ?? NO_ROW, input.code));
      if (holds && reset && match === null) match = reset.id;
    }
    if (!account || match === null) {
      const counted = await liveCodes()
        .set({ failedAttempts: sql`failed_attempts + 1`, invalidatedAt: sql`case when failed_attempts + 1 >= ${MAX_WRONG_CODES} then now() end` })
        .returning('failedAttempts')
        .execute();
      const attempts = Math.max(1, ...counted.map((row) => row.failedAttempts));
      await writeAudit(trx, {
        userId: account?.id ?? null,
        action: 'password_reset_wrong_code',
        resource: 'users',
        resourceId: account?.id ?? null,
        ip,
        changes: { attempts },
      });
      return 'invalid' as const;
    }
    await trx.updateTable('passwordResets').set({ usedAt: now }).where('id', '=', match).execute();
    // The other codes sent meanwhile have nothing left to reset.
    await liveCodes().set({ invalidatedAt: now }).execute();
    await trx
      .updateTable('users')
      .set({ passwordHash, updatedAt: sql`now()` })
      .where('id', '=', account.id)
      .execute();
    await revokeUserSessions(trx, account.id, 'password_reset');
    await writeAudit(trx, { userId: account.id, action: 'password_reset', resource: 'users', resourceId: account.id, ip });
    await recordNotifications(trx, [passwordChanged(account.id)]);
    return 'done' as const;
  });
  if (outcome === 'invalid' || !account) throw invalidCode();
  // Every session of the user has just ended: the notification waits for the next sign-in, unpushed.
  app.accountEvents.emit('sessions-revoked', account.id);
}
