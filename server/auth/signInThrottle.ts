/**
 * The per-account pace of password checks at sign-in, whatever the addresses the
 * attempts come from: SIGN_IN_PACE.burst checks at once, then one every intervalMs, so at most
 * CHECKS_PER_MINUTE in any minute. Past that an attempt waits for the next slot when it is near
 * (at most maxWaitMs) or is refused 429 with the real wait; nothing is ever locked, so once a
 * flood stops the owner gets in within one interval. An address that signed in to the account
 * before (a session row from it in the last TRUSTED_ADDRESS_DAYS) keeps its own budget instead,
 * the per-(account, address) limit, so its owner gets in even during a flood.
 * Unknown e-mails are paced the same way, so the pace tells nothing of which accounts exist.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { hashedKeyPart, RATE_LIMIT_NAMESPACE, tooManyAttempts } from '../http/rateLimit';
import type { SlotRule } from './limitStore';

export const SIGN_IN_PACE: SlotRule = { burst: 4, intervalMs: 10_000, maxWaitMs: 5_000 };
export const CHECKS_PER_MINUTE = SIGN_IN_PACE.burst + Math.floor(60_000 / SIGN_IN_PACE.intervalMs);
export const TRUSTED_ADDRESS_DAYS = 30;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The Redis (or memory) key of an account's pace: the e-mail as a keyed hash, never in clear. */
export function signInPaceKey(secret: string, email: string, namespace = RATE_LIMIT_NAMESPACE): string {
  return `${namespace}sign-in:account:${hashedKeyPart(secret, email.trim().toLowerCase())}`;
}

async function signedInFromBefore(app: FastifyInstance, userId: number, ip: string): Promise<boolean> {
  const since = new Date(Date.now() - TRUSTED_ADDRESS_DAYS * 86_400_000);
  const row = await app.db
    .selectFrom('sessions')
    .select('id')
    .where('userId', '=', userId)
    .where('ip', '=', ip)
    .where('createdAt', '>', since)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Resolves when this attempt may check its password (after waiting for its slot if need be);
 * throws a 429 (with Retry-After) when the account's next slot is too far off.
 */
export async function awaitSignInSlot(app: FastifyInstance, reply: FastifyReply, email: string, userId: number | null, ip: string): Promise<void> {
  if (userId !== null && (await signedInFromBefore(app, userId, ip))) return;
  const answer = await app.limitStore.take(signInPaceKey(app.accountSecret, email, app.limitStore.namespace), SIGN_IN_PACE);
  if (!answer.granted) throw tooManyAttempts(reply, answer.retryAfterMs / 1000);
  if (answer.waitMs > 0) await sleep(answer.waitMs);
}
