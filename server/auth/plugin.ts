/**
 * Authentication for routes and sockets. Every request re-reads its session, user and role, so a
 * suspension, a role change or a revocation takes effect at the very next request. Who may call
 * what is decided once, by the route guard (./routeGuard.ts) from src/domain/routeAccess.ts.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ERROR_CODES, MESSAGES } from '../../src/domain/constants';
import type { SessionUser } from '../../src/domain/session';
import { ApiError, unauthenticated } from '../http/errors';
import type { Db } from '../db/connection';
import type { TokenService } from './tokens';
import { toSessionUser, USER_WITH_ROLE_COLUMNS } from './users';

export interface RequestAuth {
  user: SessionUser;
  sessionId: string;
  tokenExpiresAt: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
  }
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
}

export const accountSuspended = () => new ApiError(403, ERROR_CODES.accountSuspended, MESSAGES.accountSuspended);

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

export default fp(
  async (app, options: { tokens: TokenService }) => {
    app.decorate('tokens', options.tokens);
    app.decorateRequest('auth', null);
  },
  { name: 'auth', dependencies: ['db'] },
);

/** The request's bearer token checked: 401 without one. */
export async function authenticateRequest(app: FastifyInstance, request: FastifyRequest): Promise<RequestAuth> {
  const token = bearerToken(request);
  if (!token) throw unauthenticated();
  return authenticateToken(app, token);
}

/** Checks an access token, then its session, user and role as every request does (sockets reuse it). */
export async function authenticateToken(app: FastifyInstance, token: string): Promise<RequestAuth> {
  const claims = await app.tokens.verify(token);
  if (!claims) throw unauthenticated(MESSAGES.sessionEnded);
  return loadSessionAuth(app.db, claims.sessionId, claims.userId, claims.expiresAt);
}

/** Re-reads a session, its user and role: throws ApiError 401/403 when it no longer holds. */
export async function loadSessionAuth(db: Db, sessionId: string, userId: number, tokenExpiresAt: number): Promise<RequestAuth> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .innerJoin('roles', 'roles.id', 'users.roleId')
    .select(['sessions.expiresAt', 'sessions.revokedAt', ...USER_WITH_ROLE_COLUMNS])
    .where('sessions.id', '=', sessionId)
    .executeTakeFirst();
  if (!row || row.id !== userId) throw unauthenticated(MESSAGES.sessionEnded);
  // Suspension is reported as such even though it also revoked the session.
  if (!row.isActive) throw accountSuspended();
  if (row.revokedAt || new Date(row.expiresAt).getTime() <= Date.now()) {
    throw new ApiError(401, ERROR_CODES.sessionRevoked, MESSAGES.sessionEnded);
  }
  return { user: toSessionUser(row), sessionId, tokenExpiresAt };
}
