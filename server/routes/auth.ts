/** Sign-in, token refresh, sign-out and the current user (docs/api-auth.md). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserAnswerSchema, signInBodySchema, tokenAnswerSchema, type SessionUser } from '../../src/domain/api/auth';
import { errorSchema, messageSchema } from '../../src/domain/api/common';
import { ERROR_CODES, MESSAGES, TOKEN } from '../../src/domain/constants';
import { writeAudit } from '../audit';
import { verifyPassword } from '../auth/passwords';
import { accountSuspended, bearerToken } from '../auth/plugin';
import { markRefreshed, signIn, signOut } from '../auth/sessions';
import { awaitSignInSlot } from '../auth/signInThrottle';
import { findUserByEmail, toSessionUser } from '../auth/users';
import { ApiError, unauthenticated } from '../http/errors';
import { limits } from '../http/rateLimit';

const errorAnswers = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 429: errorSchema };

/**
 * The answer of /me, checked against its schema and serialised once per user object: a cached
 * session (server/auth/sessionCache.ts) hands every request the same object, and a changed user
 * comes as a new one, so the memo is never stale.
 */
const meAnswers = new WeakMap<object, string>();
function meAnswer(user: SessionUser): string {
  let answer = meAnswers.get(user);
  if (answer === undefined) {
    answer = JSON.stringify(currentUserAnswerSchema.parse({ data: user }));
    meAnswers.set(user, answer);
  }
  return answer;
}

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login',
    {
      preHandler: limits(app, 'login', { perAddress: 100, perAccountAndAddress: 10, windowMinutes: 5 }),
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password',
        body: signInBodySchema,
        response: { 200: tokenAnswerSchema, ...errorAnswers },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const row = await findUserByEmail(app.db, email);
      await awaitSignInSlot(app, reply, email, row?.id ?? null, request.ip);
      const passwordOk = await verifyPassword(row?.passwordHash ?? null, password);
      if (!row || !passwordOk) {
        await writeAudit(app.db, {
          userId: row?.id ?? null,
          action: 'login_failed',
          resource: 'auth',
          ip: request.ip,
        });
        throw new ApiError(401, ERROR_CODES.invalidCredentials, MESSAGES.invalidCredentials);
      }
      if (!row.isActive) throw accountSuspended();
      const sessionId = await signIn(app.db, row.id, { ip: request.ip, userAgent: request.headers['user-agent'] });
      const { token } = await app.tokens.issue(row.id, row.roleName, sessionId);
      return { data: { token, user: toSessionUser(row) } };
    },
  );

  app.post(
    '/refresh',
    {
      schema: {
        tags: ['auth'],
        summary: 'Exchange a still valid token for a new one',
        security: [{ bearerAuth: [] }],
        response: { 200: tokenAnswerSchema, ...errorAnswers },
      },
    },
    async (request) => {
      const auth = request.auth!;
      await markRefreshed(app.db, auth.sessionId, auth.user.id);
      const { token } = await app.tokens.issue(auth.user.id, auth.user.role, auth.sessionId);
      return { data: { token, user: auth.user } };
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'End this session (an expired token is accepted)',
        security: [{ bearerAuth: [] }],
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      const token = bearerToken(request);
      const claims = token ? await app.tokens.verifyWithTolerance(token, TOKEN.absoluteSessionSeconds) : null;
      if (claims) {
        await signOut(app.db, claims.sessionId, claims.userId, request.ip);
        app.accountEvents.emit('session-revoked', claims.sessionId);
      }
      return { message: 'Signed out.' };
    },
  );

  app.get(
    '/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        security: [{ bearerAuth: [] }],
        response: { 200: currentUserAnswerSchema, ...errorAnswers },
      },
    },
    async (request, reply) => {
      if (!request.auth) throw unauthenticated();
      // Already JSON (checked against currentUserAnswerSchema when made): Fastify sends a string of a JSON type as it is.
      return reply.type('application/json; charset=utf-8').send(meAnswer(request.auth.user) as never);
    },
  );
};

export default authRoutes;
