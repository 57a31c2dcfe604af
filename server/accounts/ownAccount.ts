/**
 * The signed-in user's own account: profile, password change and signing out one of its sessions,
 * each in one transaction with its audit row. The route (server/routes/accountSettings.ts) has
 * checked the caller and the body.
 */
import { sql } from 'kysely';
import { CHANGE_PASSWORD_MESSAGES } from '../../src/domain/accountSettings';
import { ERROR_CODES } from '../../src/domain/constants';
import { writeAudit } from '../audit';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { revokeOtherSessions, revokeOwnSession } from '../auth/sessions';
import type { Db } from '../db/connection';
import { ApiError } from '../http/errors';

export interface Profile {
  email: string;
  fullName: string;
  phone: string | null;
}

export function readProfile(db: Db, userId: number): Promise<Profile> {
  return db.selectFrom('users').select(['email', 'fullName', 'phone']).where('id', '=', userId).executeTakeFirstOrThrow();
}

/** Saves the changed fields of one's name and phone, audit-logged; nothing when nothing changed. */
export async function updateProfile(db: Db, userId: number, next: { fullName: string; phone: string | null }, ip: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('users').select(['fullName', 'phone']).where('id', '=', userId).forUpdate().executeTakeFirstOrThrow();
    const changed = (['fullName', 'phone'] as const).filter((key) => before[key] !== next[key]);
    if (changed.length === 0) return;
    await trx
      .updateTable('users')
      .set({ ...next, updatedAt: sql`now()` })
      .where('id', '=', userId)
      .execute();
    const changes = Object.fromEntries(changed.map((key) => [key, { from: before[key], to: next[key] }]));
    await writeAudit(trx, { userId, action: 'profile_updated', resource: 'users', resourceId: userId, changes, ip });
  });
}

/**
 * Changes one's password after checking the current one; ends the user's other sessions.
 * Answers the ids of the sessions ended, for the caller to close their sockets.
 */
export async function changeOwnPassword(
  db: Db,
  change: { userId: number; sessionId: string; currentPassword: string; newPassword: string; ip: string },
): Promise<string[]> {
  const { userId, sessionId, currentPassword, newPassword, ip } = change;
  const row = await db.selectFrom('users').select('passwordHash').where('id', '=', userId).executeTakeFirstOrThrow();
  if (!(await verifyPassword(row.passwordHash, currentPassword))) {
    await writeAudit(db, { userId, action: 'password_change_failed', resource: 'users', resourceId: userId, ip });
    throw new ApiError(400, 'WRONG_CURRENT_PASSWORD', CHANGE_PASSWORD_MESSAGES.wrongCurrent, { currentPassword: CHANGE_PASSWORD_MESSAGES.wrongCurrent });
  }
  if (newPassword === currentPassword) {
    throw new ApiError(400, ERROR_CODES.validation, CHANGE_PASSWORD_MESSAGES.samePassword, { newPassword: CHANGE_PASSWORD_MESSAGES.samePassword });
  }
  const passwordHash = await hashPassword(newPassword);
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ passwordHash, updatedAt: sql`now()` })
      .where('id', '=', userId)
      .execute();
    const ids = await revokeOtherSessions(trx, userId, sessionId, 'password_changed');
    await writeAudit(trx, { userId, action: 'password_changed', resource: 'users', resourceId: userId, changes: { otherSessionsEnded: ids.length }, ip });
    return ids;
  });
}

/** Signs out one of the user's own sessions, audit-logged; false when it is not theirs or not open. */
export function signOutOwnSession(db: Db, userId: number, sessionId: string, ip: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await revokeOwnSession(trx, userId, sessionId, 'signed_out_from_settings'))) return false;
    await writeAudit(trx, { userId, action: 'session_signed_out', resource: 'auth', resourceId: userId, ip });
    return true;
  });
}
