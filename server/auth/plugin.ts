/**
 * Authentication for routes and sockets. Every request checks its session, user and role as they
 * are now, so a suspension, a role change or a revocation takes effect at the very next request:
 * from the session cache (./sessionCache.ts, kept exact by invalidation) or else the database.
 * Who may call what is decided once, by the route guard (./routeGuard.ts) from src/domain/routeAccess.ts.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ERROR_CODES, MESSAGES } from '../../src/domain/constants';
import type { SessionUser } from '../../src/domain/session';
import { ApiError, unauthenticated } from '../http/errors';
import { poolOf, writeWatchOf, type Db } from '../db/connection';
import { postgresBus } from './postgresRevocationBus';
import { inProcessBus, noCacheBus, redisBus, type RevocationBus } from './revocationBus';
import { SessionCache } from './sessionCache';
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
    sessionCache: SessionCache;
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

export interface AuthOptions {
  tokens: TokenService;
  /** How other processes learn of revocations (./revocationBus.ts); default: this process only. */
  sharing?: { kind: 'pglite' } | { kind: 'postgresql'; redisUrl?: string; redisKey: string };
}

async function revocationBusFor(app: FastifyInstance, sharing: AuthOptions['sharing'] = { kind: 'pglite' }, onRemote: () => void): Promise<RevocationBus> {
  // A database opened outside createDb reports no commits: nothing may be cached for it.
  if (!writeWatchOf(app.db)) return noCacheBus();
  if (sharing.kind === 'pglite') return inProcessBus();
  if (!sharing.redisUrl) {
    const connectionString = poolOf(app.db)?.options.connectionString;
    return connectionString ? postgresBus(connectionString, sharing.redisKey, onRemote, app.log) : noCacheBus();
  }
  return redisBus(sharing.redisUrl, sharing.redisKey, onRemote, app.log);
}

export default fp(
  async (app, options: AuthOptions) => {
    app.decorate('tokens', options.tokens);
    app.decorateRequest('auth', null);
    let bus: RevocationBus = noCacheBus();
    const cache = new SessionCache(() => bus.healthy());
    bus = await revocationBusFor(app, options.sharing, () => cache.invalidate());
    app.decorate('sessionCache', cache);
    const stopWatching = writeWatchOf(app.db)?.onAuthWrite(async () => {
      cache.invalidate();
      await bus.publish();
    });
    app.addHook('onClose', async () => {
      stopWatching?.();
      await bus.close();
    });
  },
  { name: 'auth', dependencies: ['db'] },
);

/** The request's bearer token checked: 401 without one. */
export async function authenticateRequest(app: FastifyInstance, request: FastifyRequest): Promise<RequestAuth> {
  const token = bearerToken(request);
  if (!token) throw unauthenticated();
  return authenticateToken(app, token);
}

/**
 * The token's session as the session cache holds it, without waiting for anything: null when the
 * token is not valid or the cache does not hold its session (authenticateToken then decides).
 */
export function cachedAuth(app: FastifyInstance, token: string): RequestAuth | null {
  const claims = app.tokens.verifySync(token, 0);
  if (!claims) return null;
  const cached = app.sessionCache.get(claims.sessionId, Date.now());
  return cached && cached.userId === claims.userId ? { user: cached.user, sessionId: claims.sessionId, tokenExpiresAt: claims.expiresAt } : null;
}

/** Checks an access token, then its session, user and role as every request does (sockets reuse it). */
export async function authenticateToken(app: FastifyInstance, token: string): Promise<RequestAuth> {
  const cached = cachedAuth(app, token);
  if (cached) return cached;
  const claims = app.tokens.verifySync(token, 0);
  if (!claims) throw unauthenticated(MESSAGES.sessionEnded);
  const generation = app.sessionCache.generation();
  const { auth, sessionExpiresAt } = await readSessionAuth(app.db, claims.sessionId, claims.userId, claims.expiresAt);
  app.sessionCache.store(generation, claims.sessionId, { userId: claims.userId, user: auth.user, sessionExpiresAt, storedAt: Date.now() });
  return auth;
}

/** Re-reads a session, its user and role: throws ApiError 401/403 when it no longer holds. */
export async function loadSessionAuth(db: Db, sessionId: string, userId: number, tokenExpiresAt: number): Promise<RequestAuth> {
  return (await readSessionAuth(db, sessionId, userId, tokenExpiresAt)).auth;
}

async function readSessionAuth(db: Db, sessionId: string, userId: number, tokenExpiresAt: number): Promise<{ auth: RequestAuth; sessionExpiresAt: number }> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .innerJoin('roles', 'roles.id', 'users.roleId')
    .select(['sessions.expiresAt', 'sessions.revokedAt', ...USER_WITH_ROLE_COLUMNS])
    .where('sessions.id', '=', sessionId)
    // A deleted user's sessions are over, as if they had never been (not "suspended").
    .where('users.deletedAt', 'is', null)
    .executeTakeFirst();
  if (!row || row.id !== userId) throw unauthenticated(MESSAGES.sessionEnded);
  // Suspension is reported as such even though it also revoked the session.
  if (!row.isActive) throw accountSuspended();
  const sessionExpiresAt = new Date(row.expiresAt).getTime();
  if (row.revokedAt || sessionExpiresAt <= Date.now()) {
    throw new ApiError(401, ERROR_CODES.sessionRevoked, MESSAGES.sessionEnded);
  }
  return { auth: { user: toSessionUser(row), sessionId, tokenExpiresAt }, sessionExpiresAt };
}
