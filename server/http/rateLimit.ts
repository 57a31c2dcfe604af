/**
 * Rate limits for the sign-in and account endpoints (DESIGN §5): counted per IP and per e-mail,
 * in memory, or in Redis when REDIS_URL is set so that every server process shares the counts.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { Redis } from 'ioredis';
import { ERROR_CODES } from '../../src/domain/constants';
import { ApiError } from './errors';

export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please wait a minute and try again.';

export async function registerRateLimits(app: FastifyInstance, redisUrl: string | undefined): Promise<void> {
  const redis = redisUrl ? new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true }) : undefined;
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: 'edu-rate-limit:',
    errorResponseBuilder: () => ({ statusCode: 429, code: ERROR_CODES.rateLimited, message: RATE_LIMITED_MESSAGE }),
  });
  if (redis) app.addHook('onClose', async () => void redis.disconnect());
}

function emailOf(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
}

export interface Limits {
  /** Attempts per window from one IP. */
  perIp?: number;
  /** Attempts per window for one e-mail address. */
  perEmail?: number;
  window: string;
}

/**
 * One preHandler enforcing every limit of an endpoint; each limit keeps its own counter. (The
 * plugin's own route hooks run only once per request, so two keys need this.)
 */
export function limits(app: FastifyInstance, name: string, spec: Limits): preHandlerAsyncHookHandler {
  const checks: Array<(req: FastifyRequest) => ReturnType<ReturnType<FastifyInstance['createRateLimit']>>> = [];
  if (spec.perIp) {
    checks.push(app.createRateLimit({ max: spec.perIp, timeWindow: spec.window, keyGenerator: (req) => `${name}:ip:${req.ip}` }));
  }
  if (spec.perEmail) {
    checks.push(app.createRateLimit({ max: spec.perEmail, timeWindow: spec.window, keyGenerator: (req) => `${name}:email:${emailOf(req)}` }));
  }
  return async function enforceLimits(request, reply) {
    for (const check of checks) {
      const outcome = await check(request);
      if (!outcome.isAllowed && outcome.isExceeded) {
        reply.header('retry-after', String(outcome.ttlInSeconds));
        throw new ApiError(429, ERROR_CODES.rateLimited, RATE_LIMITED_MESSAGE);
      }
    }
  };
}
