/**
 * Rate limits for the sign-in and account endpoints (DESIGN §5), in memory, or in Redis when
 * REDIS_URL is set so that every server process shares the counts. Refusals key on the client's
 * address, on (account, address) and on the signed-in user; the account alone is paced, never
 * locked (server/auth/signInThrottle.ts), so a stranger cannot lock its owner out. Keys carry no
 * e-mail or address in clear: they are keyed hashes (HMAC with the server's secret).
 */
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { newRedis } from '../realtime/redisDriver';
import { ERROR_CODES } from '../../src/domain/constants';
import { MemoryLimitStore, RedisLimitStore, type LimitStore } from '../auth/limitStore';
import { BOUNDED_REDIS_OPTIONS, trackRedisClient } from '../realtime/redisStatus';
import { ApiError } from './errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counters and paced slots (server/auth/limitStore.ts), shared through Redis when REDIS_URL is set. */
    limitStore: LimitStore;
  }
}

/** The prefix of every rate-limit key for a deployment's REDIS_PREFIX: one per deployment sharing a Redis. */
export const rateLimitNamespace = (redisPrefix: string) => `${redisPrefix}-rate-limit:`;
/** The default deployment's (REDIS_PREFIX `edu`). */
export const RATE_LIMIT_NAMESPACE = rateLimitNamespace('edu');

/** The 429 message, with the real wait rounded up to whole seconds or minutes. */
export function rateLimitedMessage(waitSeconds: number): string {
  const seconds = Math.max(1, Math.ceil(waitSeconds));
  const minutes = Math.ceil(seconds / 60);
  const wait = seconds < 60 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `Too many attempts. Please wait ${wait} and try again.`;
}

/** A 429 with `Retry-After` (whole seconds) and the same wait in the message. */
export function tooManyAttempts(reply: { header: (name: string, value: string) => unknown }, waitSeconds: number): ApiError {
  const seconds = Math.max(1, Math.ceil(waitSeconds));
  reply.header('retry-after', String(seconds));
  return new ApiError(429, ERROR_CODES.rateLimited, rateLimitedMessage(seconds));
}

/** A key part that names a person or an address without showing it: 32 hex digits of an HMAC. */
export function hashedKeyPart(secret: string, ...parts: string[]): string {
  return crypto
    .createHmac('sha256', secret)
    .update(`rate-limit\n${parts.join('\n')}`)
    .digest('hex')
    .slice(0, 32);
}

export async function registerRateLimits(app: FastifyInstance, redisUrl: string | undefined, redisPrefix = 'edu'): Promise<void> {
  const namespace = rateLimitNamespace(redisPrefix);
  const redis = redisUrl ? newRedis(redisUrl, { ...BOUNDED_REDIS_OPTIONS, lazyConnect: false }) : undefined;
  const store: LimitStore = redis ? new RedisLimitStore(redis, app.log, namespace) : new MemoryLimitStore(undefined, namespace);
  app.decorate('limitStore', store);
  if (redis) {
    redis.on('error', (error: Error) => app.log.debug({ err: error }, 'rate limits: Redis connection problem'));
    const untrack = trackRedisClient(redis, app.log, 'rate limits');
    app.addHook('onClose', async () => {
      untrack();
      redis.disconnect();
    });
  }
}

/** The body's e-mail as accounts are looked up: trimmed, lower case ('' when there is none). */
export function emailOf(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
}

export interface Limits {
  /** Attempts per window from one address. */
  perAddress?: number;
  /** Attempts per window on one account (the body's e-mail) from one address. */
  perAccountAndAddress?: number;
  /** Attempts per window by one signed-in user, from any address. */
  perUser?: number;
  windowMinutes: number;
}

type KeyOf = (request: FastifyRequest) => string;

/**
 * One preHandler enforcing every limit of an endpoint; each limit keeps its own counter, checked
 * in order (a refused attempt does not count against the later ones). Keys read
 * `{REDIS_PREFIX}-rate-limit:{endpoint}:{kind}:{hash or user id}`.
 */
export function limits(app: FastifyInstance, name: string, spec: Limits): preHandlerAsyncHookHandler {
  const secret = app.accountSecret;
  const windowMs = spec.windowMinutes * 60_000;
  const counters: Array<{ max: number; keyOf: KeyOf }> = [];
  const key = (kind: string, part: string) => `${app.limitStore.namespace}${name}:${kind}:${part}`;
  if (spec.perAddress) counters.push({ max: spec.perAddress, keyOf: (req) => key('ip', hashedKeyPart(secret, req.ip)) });
  if (spec.perAccountAndAddress)
    counters.push({ max: spec.perAccountAndAddress, keyOf: (req) => key('email-ip', hashedKeyPart(secret, emailOf(req), req.ip)) });
  // The route guard has authenticated the request before any preHandler runs.
  if (spec.perUser) counters.push({ max: spec.perUser, keyOf: (req) => key('user', String(req.auth?.user.id ?? 0)) });

  return async function enforceLimits(request, reply) {
    for (const counter of counters) {
      const { count, ttlMs } = await app.limitStore.count(counter.keyOf(request), windowMs);
      if (count > counter.max) throw tooManyAttempts(reply, ttlMs / 1000);
    }
  };
}
