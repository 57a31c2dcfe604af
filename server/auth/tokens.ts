/** Access tokens: HS256 JWTs with sub (user id), role, sid (session id) and exp. */
import { SignJWT, jwtVerify, errors } from 'jose';
import { TOKEN } from '../../src/domain/constants';

export interface AccessClaims {
  userId: number;
  role: string;
  sessionId: string;
  expiresAt: number;
}

export class TokenService {
  private readonly key: Uint8Array;

  constructor(secret: string, private readonly now: () => number = Date.now) {
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
    return this.verifyWithTolerance(token, 0);
  }

  async verifyWithTolerance(token: string, toleranceSeconds: number): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        currentDate: new Date(this.now()),
        clockTolerance: toleranceSeconds,
      });
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || typeof payload.sid !== 'string' || typeof payload.exp !== 'number') {
        return null;
      }
      return { userId, role: String(payload.role ?? ''), sessionId: payload.sid, expiresAt: payload.exp };
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }
}

