/**
 * Rate limits for the sign-in and account endpoints (DESIGN §5), in memory, or in Redis when
 * REDIS_URL is set so that every server process shares the counts. Refusals key on the client's
 * address and on (account, address); the account alone is only slowed down, never refused, so a
 * stranger hammering someone's e-mail from many addresses cannot lock its owner out.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { Redis } from 'ioredis';
import { ERROR_CODES } from '../../src/domain/constants';
import { ApiError } from './errors';

/** Each attempt on one account beyond its free ones waits this much longer than the one before… */
export const SLOW_DOWN_STEP_MS = 250;
/** …up to this. */
export const SLOW_DOWN_MAX_MS = 5000;
/** The account counter's ceiling is never reached: it only measures. */
const UNREACHABLE = 1_000_000_000;

/** The 429 message, with the real wait rounded up to whole seconds or minutes. */
export function rateLimitedMessage(waitSeconds: number): string {
  const seconds = Math.max(1, Math.ceil(waitSeconds));
  const minutes = Math.ceil(seconds / 60);
  const wait = seconds < 60 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `Too many attempts. Please wait ${wait} and try again.`;
}

export async function registerRateLimits(app: FastifyInstance, redisUrl: string | undefined): Promise<void> {
  const redis = redisUrl ? new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true }) : undefined;
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: 'edu-rate-limit:',
    errorResponseBuilder: (_request, context) => ({ statusCode: 429, code: ERROR_CODES.rateLimited, message: rateLimitedMessage(context.ttl / 1000) }),
  });
  if (redis) app.addHook('onClose', async () => void redis.disconnect());
}

function emailOf(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
}

export interface Limits {
  /** Attempts per window from one address. */
  perAddress?: number;
  /** Attempts per window on one account (the body's e-mail) from one address. */
  perAccountAndAddress?: number;
  /**
   * Attempts per window on one account, from anywhere, that run at once; each later one is
   * delayed SLOW_DOWN_STEP_MS longer than the last (at most SLOW_DOWN_MAX_MS), never refused.
   */
  slowAccountAfter?: number;
  window: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long an attempt waits when `attempt` attempts on its account fall in the window. */
export function slowDownFor(attempt: number, freeAttempts: number): number {
  return Math.min(SLOW_DOWN_MAX_MS, Math.max(0, attempt - freeAttempts) * SLOW_DOWN_STEP_MS);
}

/**
 * One preHandler enforcing every limit of an endpoint; each limit keeps its own counter, checked
 * in order (a refused attempt does not count against the later ones). The plugin's own route
 * hooks run only once per request, so several keys need this.
 */
export function limits(app: FastifyInstance, name: string, spec: Limits): preHandlerAsyncHookHandler {
  const refusals: Array<ReturnType<FastifyInstance['createRateLimit']>> = [];
  if (spec.perAddress) {
    refusals.push(app.createRateLimit({ max: spec.perAddress, timeWindow: spec.window, keyGenerator: (req) => `${name}:ip:${req.ip}` }));
  }
  if (spec.perAccountAndAddress) {
    refusals.push(
      app.createRateLimit({ max: spec.perAccountAndAddress, timeWindow: spec.window, keyGenerator: (req) => `${name}:email-ip:${emailOf(req)}|${req.ip}` }),
    );
  }
  const accountCounter = spec.slowAccountAfter
    ? app.createRateLimit({ max: UNREACHABLE, timeWindow: spec.window, keyGenerator: (req) => `${name}:email:${emailOf(req)}` })
    : undefined;

  return async function enforceLimits(request, reply) {
    for (const check of refusals) {
      const outcome = await check(request);
      if (!outcome.isAllowed && outcome.isExceeded) {
        reply.header('retry-after', String(outcome.ttlInSeconds));
        throw new ApiError(429, ERROR_CODES.rateLimited, rateLimitedMessage(outcome.ttlInSeconds));
      }
    }
    if (accountCounter && spec.slowAccountAfter && emailOf(request) !== '') {
      const outcome = await accountCounter(request);
      const attempts = outcome.isAllowed ? 0 : outcome.max - outcome.remaining;
      const delay = slowDownFor(attempts, spec.slowAccountAfter);
      if (delay > 0) await sleep(delay);
    }
  };
}
