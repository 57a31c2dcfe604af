/**
 * Access tokens: HS256 JWTs with sub (user id), role, sid (session id), iat and exp. Signing uses
 * jose; checking is done here with node:crypto (one HMAC and a constant-time compare), because it
 * runs on every request and jose's WebCrypto path costs many times more. The checks are jose's:
 * a compact JWS, header alg exactly HS256, a valid signature, exp in the future, sub and sid present.
 */
import crypto from 'node:crypto';
import { SignJWT } from 'jose';
import { TOKEN } from '../../src/domain/constants';

export interface AccessClaims {
  userId: number;
  role: string;
  sessionId: string;
  expiresAt: number;
}

const COMPACT_JWS = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

function decodeJson(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

interface CheckedToken {
  claims: AccessClaims;
  notBefore: number | undefined;
}

/** Tokens whose signature and claims' shape were checked; a signature never stops being valid. */
const MAX_CHECKED = 10_000;

export class TokenService {
  private readonly key: Uint8Array;
  private readonly checked = new Map<string, CheckedToken>();

  constructor(
    secret: string,
    private readonly now: () => number = Date.now,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async issue(userId: number, role: string, sessionId: string): Promise<{ token: string; expiresAt: number }> {
    const issuedAt = Math.floor(this.now() / 1000);
    const expiresAt = issuedAt + TOKEN.lifetimeSeconds;
    const token = await new SignJWT({ role, sid: sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(userId))
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(this.key);
    return { token, expiresAt };
  }

  /** The claims of a valid token, or null for a forged, malformed or expired one. */
  async verify(token: string): Promise<AccessClaims | null> {
    return this.verifySync(token, 0);
  }

  async verifyWithTolerance(token: string, toleranceSeconds: number): Promise<AccessClaims | null> {
    return this.verifySync(token, toleranceSeconds);
  }

  verifySync(token: string, toleranceSeconds: number): AccessClaims | null {
    let checked = this.checked.get(token);
    if (!checked) {
      const parsed = this.checkSignatureAndShape(token);
      if (!parsed) return null;
      if (this.checked.size >= MAX_CHECKED) this.checked.clear();
      this.checked.set(token, parsed);
      checked = parsed;
    }
    // Time is checked on every call, exactly as jose does.
    const nowSeconds = Math.floor(this.now() / 1000);
    if (checked.claims.expiresAt <= nowSeconds - toleranceSeconds) return null;
    if (checked.notBefore !== undefined && checked.notBefore > nowSeconds + toleranceSeconds) return null;
    return { ...checked.claims };
  }

  private checkSignatureAndShape(token: string): CheckedToken | null {
    if (token.length > 4096 || !COMPACT_JWS.test(token)) return null;
    const lastDot = token.lastIndexOf('.');
    const expected = crypto.createHmac('sha256', this.key).update(token.slice(0, lastDot)).digest();
    const given = Buffer.from(token.slice(lastDot + 1), 'base64url');
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
    const [headerPart, payloadPart] = token.split('.');
    const header = decodeJson(headerPart);
    // jose refuses unknown critical header parameters; we understand none.
    if (!header || header.alg !== 'HS256' || header.crit !== undefined || (header.b64 !== undefined && header.b64 !== true)) return null;
    const payload = decodeJson(payloadPart);
    if (!payload) return null;
    const { exp, nbf, iat, sub, sid, role } = payload;
    if (typeof exp !== 'number' || !Number.isFinite(exp)) return null;
    if (nbf !== undefined && typeof nbf !== 'number') return null;
    if (iat !== undefined && typeof iat !== 'number') return null;
    const userId = Number(sub);
    if (typeof sub !== 'string' || !Number.isInteger(userId) || typeof sid !== 'string') return null;
    return {
      claims: { userId, role: typeof role === 'string' ? role : String(role ?? ''), sessionId: sid, expiresAt: exp },
      notBefore: nbf,
    };
  }
}
