/**
 * The signed-in user's own account (docs/api-settings.md): profile, password change and open
 * sessions. Mounted under /api/admin/auth; any signed-in user, on their own account only.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { CHANGE_PASSWORD_MESSAGES, changePasswordSchema, profileSchema } from '../../src/domain/accountSettings';
import { ERROR_CODES } from '../../src/domain/constants';
import { writeAudit } from '../audit';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { openSessionsOf, revokeOtherSessions, revokeOwnSession } from '../auth/sessions';
import { ApiError, notFound } from '../http/errors';
import { limits } from '../http/rateLimit';
import { notifyUser } from '../notifications/notify';
import { passwordChanged } from '../notifications/triggers';
import { errorSchema, messageSchema } from './schemas';

const errorAnswers = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 429: errorSchema };
const profileAnswer = z.object({ data: z.object({ email: z.string(), fullName: z.string(), phone: z.string().nullable() }) });
const sessionSchema = z.object({
  id: z.string(),
  current: z.boolean(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

const accountSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const readProfile = (userId: number) =>
    app.db.selectFrom('users').select(['email', 'fullName', 'phone']).where('id', '=', userId).executeTakeFirstOrThrow();

  app.get(
    '/profile',
    { schema: { tags: ['auth'], summary: 'The signed-in user’s profile', security: [{ bearerAuth: [] }], response: { 200: profileAnswer, ...errorAnswers } } },
    async (request) => ({ data: await readProfile(request.auth!.user.id) }),
  );

  app.put(
    '/profile',
    {
      schema: {
        tags: ['auth'],
        summary: 'Change one’s own name and phone (audit-logged)',
        security: [{ bearerAuth: [] }],
        body: profileSchema,
        response: { 200: profileAnswer.extend({ message: z.string() }), ...errorAnswers },
      },
    },
    async (request) => {
      const userId = request.auth!.user.id;
      const next = { fullName: request.body.fullName, phone: request.body.phone ?? null };
      await app.db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom('users').select(['fullName', 'phone']).where('id', '=', userId).forUpdate().executeTakeFirstOrThrow();
        const changed = (['fullName', 'phone'] as const).filter((key) => before[key] !== next[key]);
        if (changed.length === 0) return;
        await trx.updateTable('users').set({ ...next, updatedAt: sql`now()` }).where('id', '=', userId).execute();
        const changes = Object.fromEntries(changed.map((key) => [key, { from: before[key], to: next[key] }]));
        await writeAudit(trx, { userId, action: 'profile_updated', resource: 'users', resourceId: userId, changes, ip: request.ip });
      });
      return { message: 'Profile saved.', data: await readProfile(userId) };
    },
  );

  app.post(
    '/change-password',
    {
      // Per signed-in user, from whatever address: a stolen session cannot spread its guesses of the current password.
      preHandler: limits(app, 'change-password', { perUser: 20, windowMinutes: 5 }),
      schema: {
        tags: ['auth'],
        summary: 'Change one’s own password with the current one; ends the other sessions',
        security: [{ bearerAuth: [] }],
        body: changePasswordSchema,
        response: { 200: messageSchema, ...errorAnswers },
      },
    },
    async (request) => {
      const { user, sessionId } = request.auth!;
      const { currentPassword, newPassword } = request.body;
      const row = await app.db.selectFrom('users').select('passwordHash').where('id', '=', user.id).executeTakeFirstOrThrow();
      if (!(await verifyPassword(row.passwordHash, currentPassword))) {
        await writeAudit(app.db, { userId: user.id, action: 'password_change_failed', resource: 'users', resourceId: user.id, ip: request.ip });
        throw new ApiError(400, 'WRONG_CURRENT_PASSWORD', CHANGE_PASSWORD_MESSAGES.wrongCurrent, { currentPassword: CHANGE_PASSWORD_MESSAGES.wrongCurrent });
      }
      if (newPassword === currentPassword) {
        throw new ApiError(400, ERROR_CODES.validation, CHANGE_PASSWORD_MESSAGES.samePassword, { newPassword: CHANGE_PASSWORD_MESSAGES.samePassword });
      }
      const passwordHash = await hashPassword(newPassword);
      const ended = await app.db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ passwordHash, updatedAt: sql`now()` }).where('id', '=', user.id).execute();
        const ids = await revokeOtherSessions(trx, user.id, sessionId, 'password_changed');
        await writeAudit(trx, { userId: user.id, action: 'password_changed', resource: 'users', resourceId: user.id, changes: { otherSessionsEnded: ids.length }, ip: request.ip });
        return ids;
      });
      for (const id of ended) app.accountEvents.emit('session-revoked', id);
      // Notification "password changed" (issue 12 §3): raised here, after the change is committed.
      await notifyUser(app, passwordChanged(user.id));
      return { message: CHANGE_PASSWORD_MESSAGES.changed };
    },
  );

  app.get(
    '/sessions',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user’s open sessions (device, address, last use)',
        security: [{ bearerAuth: [] }],
        response: { 200: z.object({ data: z.array(sessionSchema) }), ...errorAnswers },
      },
    },
    async (request) => {
      const { user, sessionId } = request.auth!;
      const rows = await openSessionsOf(app.db, user.id);
      return {
        data: rows.map((row) => ({
          id: row.id,
          current: row.id === sessionId,
          createdAt: iso(row.createdAt)!,
          lastUsedAt: iso(row.lastUsedAt),
          ip: row.lastUsedIp ?? row.ip,
          userAgent: row.userAgent,
        })),
      };
    },
  );

  app.delete(
    '/sessions/:id',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out one of one’s own sessions (its sockets too)',
        security: [{ bearerAuth: [] }],
        params: z.object({ id: z.uuid({ message: 'Not a session id.' }) }),
        response: { 200: messageSchema, ...errorAnswers },
      },
    },
    async (request) => {
      const { user } = request.auth!;
      const { id } = request.params;
      const ended = await app.db.transaction().execute(async (trx) => {
        if (!(await revokeOwnSession(trx, user.id, id, 'signed_out_from_settings'))) return false;
        await writeAudit(trx, { userId: user.id, action: 'session_signed_out', resource: 'auth', resourceId: user.id, ip: request.ip });
        return true;
      });
      // Someone else's session answers as a missing one: nothing tells it exists.
      if (!ended) throw notFound('The session');
      app.accountEvents.emit('session-revoked', id);
      return { message: 'Session signed out.' };
    },
  );
};

export default accountSettingsRoutes;
