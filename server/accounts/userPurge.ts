/**
 * Deleted users: the row stays, with its name, so the audit trail and the records the
 * user made keep pointing at someone; the e-mail stays taken until DELETE_RETENTION_DAYS after the
 * delete. Then it is freed: rewritten to `deleted-user-{id}@deleted.invalid` (the phone and the
 * password hash go too), audited as `purge` with no user. Each purge claims its rows in one
 * statement, so two processes never purge one user twice.
 */
import { sql, type Kysely } from 'kysely';
import { writeAudit } from '../audit';
import type { Db } from '../db/connection';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';

const DAY_MS = 86_400_000;

/** The e-mail a purged user's row keeps: unique (by id) and never deliverable (RFC 2606 `.invalid`). */
export const purgedEmail = (userId: number) => `deleted-user-${userId}@deleted.invalid`;
const PURGED_EMAIL = sql<string>`'deleted-user-' || users.id || '@deleted.invalid'`;

/** When a user deleted at `deletedAt` frees their e-mail. */
export function emailFreedAt(deletedAt: Date, days: number): Date {
  return new Date(deletedAt.getTime() + days * DAY_MS);
}

/** Frees the e-mails of users deleted at or before `cutOff` (or of that one user); answers how many. */
export async function freeDeletedEmails(trx: Kysely<Database>, cutOff: Date, now: Date, onlyUserId?: number): Promise<number> {
  const freed = await trx
    .updateTable('users')
    .set({ email: PURGED_EMAIL, phone: null, passwordHash: null, updatedAt: now })
    .where('deletedAt', 'is not', null)
    .where('deletedAt', '<=', cutOff)
    .where(sql<boolean>`users.email <> ${PURGED_EMAIL}`)
    .$if(onlyUserId !== undefined, (query) => query.where('id', '=', onlyUserId ?? 0))
    .returning(['id', 'deletedAt'])
    .execute();
  for (const user of freed) {
    await writeAudit(trx, {
      userId: null,
      action: 'purge',
      resource: 'users',
      resourceId: user.id,
      changes: { email: { after: purgedEmail(user.id) }, deletedAt: user.deletedAt ? new Date(user.deletedAt).toISOString() : null },
    });
  }
  return freed.length;
}

/** "2025-07-14 09:31 UTC": the minute from which a held e-mail is free (rounded up), as the 409 says it. */
const minuteUtc = (at: Date) => `${new Date(Math.ceil(at.getTime() / 60_000) * 60_000).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

export const emailHeldMessage = (email: string, freesAt: Date) =>
  `${email} belonged to a user who was deleted; it can be invited again from ${minuteUtc(freesAt)}.`;

/**
 * An invitation to the e-mail of a deleted user: refused (409 EMAIL_HELD, saying when it frees)
 * within the retention window; past it the e-mail is freed at once, without waiting for the job.
 */
export async function assertEmailNotHeld(trx: Kysely<Database>, email: string, userId: number, deletedAt: Date, days: number, now = new Date()): Promise<void> {
  const freesAt = emailFreedAt(deletedAt, days);
  if (freesAt > now) {
    const message = emailHeldMessage(email, freesAt);
    throw new ApiError(409, 'EMAIL_HELD', message, { email: message });
  }
  await freeDeletedEmails(trx, freesAt, now, userId);
}

/** The retention job's step: frees the e-mail of every user deleted more than `days` days before `now`. */
export async function purgeDeletedUsers(db: Db, days: number, now: Date): Promise<number> {
  const cutOff = new Date(now.getTime() - days * DAY_MS);
  return db.transaction().execute((trx) => freeDeletedEmails(trx, cutOff, now));
}
