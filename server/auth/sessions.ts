/** Server-side session rows: one per sign-in, revocable, with an absolute end. */
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { TOKEN } from '../../src/domain/constants';
import type { Database } from '../db/schema';

export async function openSession(
  db: Kysely<Database>,
  userId: number,
  client: { ip?: string; userAgent?: string },
  now = new Date(),
): Promise<string> {
  const id = crypto.randomUUID();
  await db
    .insertInto('sessions')
    .values({
      id,
      userId,
      expiresAt: new Date(now.getTime() + TOKEN.absoluteSessionSeconds * 1000),
      ip: client.ip ?? null,
      userAgent: client.userAgent?.slice(0, 300) ?? null,
    })
    .execute();
  return id;
}

export async function revokeSession(db: Kysely<Database>, sessionId: string, reason: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where('id', '=', sessionId)
    .where('revokedAt', 'is', null)
    .execute();
}

/** Ends every open session of a user (suspension, password or role change). Returns how many. */
export async function revokeUserSessions(
  db: Kysely<Database>,
  userId: number,
  reason: string,
  exceptSessionId?: string,
): Promise<number> {
  let query = db
    .updateTable('sessions')
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null);
  if (exceptSessionId) query = query.where('id', '!=', exceptSessionId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
