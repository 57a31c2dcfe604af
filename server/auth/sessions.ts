/** Server-side session rows: one per sign-in, revocable, with an absolute end. */
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { TOKEN } from '../../src/domain/constants';
import { writeAudit } from '../audit';
import type { Database } from '../db/schema';

export async function openSession(db: Kysely<Database>, userId: number, client: { ip?: string; userAgent?: string }, now = new Date()): Promise<string> {
  const id = crypto.randomUUID();
  await db
    .insertInto('sessions')
    .values({
      id,
      userId,
      expiresAt: new Date(now.getTime() + TOKEN.absoluteSessionSeconds * 1000),
      ip: client.ip ?? null,
      userAgent: client.userAgent?.slice(0, 300) ?? null,
      lastUsedAt: now,
      lastUsedIp: client.ip ?? null,
    })
    .execute();
  return id;
}

export async function revokeSession(db: Kysely<Database>, sessionId: string, reason: string): Promise<void> {
  await db.updateTable('sessions').set({ revokedAt: new Date(), revokedReason: reason }).where('id', '=', sessionId).where('revokedAt', 'is', null).execute();
}

/** Ends every open session of a user (suspension, password or role change). Returns how many. */
export async function revokeUserSessions(db: Kysely<Database>, userId: number, reason: string, exceptSessionId?: string): Promise<number> {
  let query = db.updateTable('sessions').set({ revokedAt: new Date(), revokedReason: reason }).where('userId', '=', userId).where('revokedAt', 'is', null);
  if (exceptSessionId) query = query.where('id', '!=', exceptSessionId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** A user's sessions that still work (not revoked, not past their absolute end), newest first. */
export async function openSessionsOf(db: Kysely<Database>, userId: number, now = new Date()) {
  return db
    .selectFrom('sessions')
    .select(['id', 'createdAt', 'lastUsedAt', 'lastUsedIp', 'ip', 'userAgent'])
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', now)
    .orderBy('createdAt', 'desc')
    .limit(MAX_LISTED_SESSIONS)
    .execute();
}

/** Enough for every device a person uses; older open sessions end by themselves within 12 hours. */
export const MAX_LISTED_SESSIONS = 50;

/** Ends one of the user's own open sessions; false when it is not theirs or already ended. */
export async function revokeOwnSession(db: Kysely<Database>, userId: number, sessionId: string, reason: string): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where('id', '=', sessionId)
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Ends every open session of a user except `keepSessionId`; answers the ids it ended (their sockets go too). */
export async function revokeOtherSessions(db: Kysely<Database>, userId: number, keepSessionId: string, reason: string): Promise<string[]> {
  const rows = await db
    .updateTable('sessions')
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null)
    .where('id', '!=', keepSessionId)
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

const TOUCH_EVERY_MS = 60_000;
const touchedAt = new Map<string, number>();

/** Whether touchSession would write now (false within a minute of its last write for the session). */
export function sessionTouchDue(sessionId: string, now = Date.now()): boolean {
  const last = touchedAt.get(sessionId);
  return last === undefined || now - last >= TOUCH_EVERY_MS;
}

/**
 * Records a session's last use (time and address), at most once a minute per session and process:
 * one map lookup per request, one small write a minute per active session.
 */
export async function touchSession(db: Kysely<Database>, sessionId: string, ip: string, now = Date.now()): Promise<void> {
  if (!sessionTouchDue(sessionId, now)) return;
  // The map only needs the sessions of the last minute; start afresh rather than let it grow.
  if (touchedAt.size > 10_000) touchedAt.clear();
  touchedAt.set(sessionId, now);
  await db
    .updateTable('sessions')
    .set({ lastUsedAt: new Date(now), lastUsedIp: ip })
    .where('id', '=', sessionId)
    .execute();
}

/** A successful sign-in: a new session, the user's last login, and its audit row, in one transaction. Answers the session's id. */
export function signIn(db: Kysely<Database>, userId: number, client: { ip: string; userAgent?: string }): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const id = await openSession(trx, userId, client);
    await trx.updateTable('users').set({ lastLoginAt: new Date(), lastSeenAt: new Date() }).where('id', '=', userId).execute();
    await writeAudit(trx, { userId, action: 'login', resource: 'auth', resourceId: userId, ip: client.ip });
    return id;
  });
}

/** A token refresh: the session's last refresh and the user's last sight. */
export async function markRefreshed(db: Kysely<Database>, sessionId: string, userId: number): Promise<void> {
  await db.updateTable('sessions').set({ lastRefreshedAt: new Date() }).where('id', '=', sessionId).execute();
  await db.updateTable('users').set({ lastSeenAt: new Date() }).where('id', '=', userId).execute();
}

/** Signing out: the session revoked and the audit row, in one transaction. */
export function signOut(db: Kysely<Database>, sessionId: string, userId: number, ip: string): Promise<void> {
  return db.transaction().execute(async (trx) => {
    await revokeSession(trx, sessionId, 'logout');
    await writeAudit(trx, { userId, action: 'logout', resource: 'auth', resourceId: userId, ip });
  });
}
