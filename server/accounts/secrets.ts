/** Random tokens and codes, and their stored hashes (never the values themselves). */
import crypto from 'node:crypto';
import { RESET_CODE_LENGTH } from '../../src/domain/constants';

export function randomToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** Six digits from the CSPRNG, zero-padded. */
export function randomResetCode(): string {
  return crypto
    .randomInt(0, 10 ** RESET_CODE_LENGTH)
    .toString()
    .padStart(RESET_CODE_LENGTH, '0');
}

/**
 * A code has only a million values, so a plain hash would fall to brute force: it is keyed with
 * a server secret and bound to its reset row.
 */
export function hashResetCode(key: string, resetId: number, code: string): string {
  return crypto.createHmac('sha256', key).update(`${resetId}:${code}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}
