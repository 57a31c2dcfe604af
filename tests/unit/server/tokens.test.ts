/**
 * The cheap token check (server/auth/tokens.ts) refuses what jose's jwtVerify refuses, and also
 * what the claim checks before it refused (no exp, no sid, a sub that is not a user id).
 */
import { SignJWT, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { TokenService } from '../../../server/auth/tokens';

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
const key = new TextEncoder().encode(SECRET);
const NOW = 1_800_000_000_000;
const service = new TokenService(SECRET, () => NOW);
const nowSeconds = NOW / 1000;

async function sign(claims: Record<string, unknown>, header: { alg: string; typ?: string } = { alg: 'HS256', typ: 'JWT' }, signingKey = key) {
  return new SignJWT(claims).setProtectedHeader(header).sign(signingKey);
}

async function joseAccepts(token: string): Promise<boolean> {
  try {
    await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: new Date(NOW) });
    return true;
  } catch {
    return false;
  }
}

describe('TokenService.verify', () => {
  it('answers the claims of a token it issued', async () => {
    const { token, expiresAt } = await service.issue(7, 'admin', 'session-1');
    expect(await service.verify(token)).toEqual({ userId: 7, role: 'admin', sessionId: 'session-1', expiresAt });
  });

  it.each<[string, () => Promise<string>]>([
    ['expired', () => sign({ sub: '7', sid: 's', exp: nowSeconds })],
    ['not yet valid (nbf)', () => sign({ sub: '7', sid: 's', exp: nowSeconds + 60, nbf: nowSeconds + 30 })],
    ['signed with another key', () => sign({ sub: '7', sid: 's', exp: nowSeconds + 60 }, undefined, new TextEncoder().encode(`${SECRET}-other`))],
    ['signed with HS512', () => sign({ sub: '7', sid: 's', exp: nowSeconds + 60 }, { alg: 'HS512' })],
    [
      'with alg none',
      async () => {
        const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
        return `${part({ alg: 'none' })}.${part({ sub: '7', sid: 's', exp: nowSeconds + 60 })}.`;
      },
    ],
    [
      'with a changed payload',
      async () => {
        const [header, , signature] = (await sign({ sub: '7', sid: 's', exp: nowSeconds + 60 })).split('.');
        return `${header}.${Buffer.from(JSON.stringify({ sub: '1', sid: 's', exp: nowSeconds + 60 })).toString('base64url')}.${signature}`;
      },
    ],
    ['malformed', async () => 'not.a.token!'],
  ])('refuses a token %s, as jose does', async (_name, make) => {
    const token = await make();
    expect(await service.verify(token)).toBeNull();
    expect(await joseAccepts(token)).toBe(false);
  });

  it.each<[string, Record<string, unknown>]>([
    ['without exp', { sub: '7', sid: 's' }],
    ['without sid', { sub: '7', exp: nowSeconds + 60 }],
    ['with a non-numeric sub', { sub: 'seven', sid: 's', exp: nowSeconds + 60 }],
  ])('refuses a validly signed token %s', async (_name, claims) => {
    expect(await service.verify(await sign(claims))).toBeNull();
  });

  it('accepts an expired token within the given tolerance (sign-out), not beyond it', async () => {
    const token = await sign({ sub: '7', sid: 's', exp: nowSeconds - 100 });
    expect(await service.verifyWithTolerance(token, 200)).toMatchObject({ userId: 7, sessionId: 's' });
    expect(await service.verifyWithTolerance(token, 50)).toBeNull();
  });
});
