/**
 * The signed-in user's own account (docs/api-settings.md): profile, password change and open
 * sessions. Mounted under /api/admin/auth; any signed-in user, on their own account only.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CHANGE_PASSWORD_MESSAGES, changePasswordSchema, profileSchema } from '../../src/domain/accountSettings';
import { profileAnswerSchema, profileSavedAnswerSchema, sessionParamsSchema, sessionsAnswerSchema } from '../../src/domain/api/accountSettings';
import { errorSchema, messageSchema } from '../../src/domain/api/common';
import { changeOwnPassword, readProfile, signOutOwnSession, updateProfile } from '../accounts/ownAccount';
import { openSessionsOf } from '../auth/sessions';
import { notFound } from '../http/errors';
import { limits } from '../http/rateLimit';
import { notifyUser } from '../notifications/notify';
import { passwordChanged } from '../notifications/triggers';

const errorAnswers = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 429: errorSchema };
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

const accountSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/profile',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user’s profile',
        security: [{ bearerAuth: [] }],
        response: { 200: profileAnswerSchema, ...errorAnswers },
      },
    },
    async (request) => ({ data: await readProfile(app.db, request.auth!.user.id) }),
  );

  app.put(
    '/profile',
    {
      schema: {
        tags: ['auth'],
        summary: 'Change one’s own name and phone (audit-logged)',
        security: [{ bearerAuth: [] }],
        body: profileSchema,
        response: { 200: profileSavedAnswerSchema, ...errorAnswers },
      },
    },
    async (request) => {
      const userId = request.auth!.user.id;
      await updateProfile(app.db, userId, { fullName: request.body.fullName, phone: request.body.phone ?? null }, request.ip);
      return { message: 'Profile saved.', data: await readProfile(app.db, userId) };
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
      const ended = await changeOwnPassword(app.db, { userId: user.id, sessionId, currentPassword, newPassword, ip: request.ip });
      for (const id of ended) app.accountEvents.emit('session-revoked', id);
      // Notification "password changed": raised here, after the change is committed.
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
        response: { 200: sessionsAnswerSchema, ...errorAnswers },
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
        params: sessionParamsSchema,
        response: { 200: messageSchema, ...errorAnswers },
      },
    },
    async (request) => {
      const { user } = request.auth!;
      const { id } = request.params;
      const ended = await signOutOwnSession(app.db, user.id, id, request.ip);
      // Someone else's session answers as a missing one: nothing tells it exists.
      if (!ended) throw notFound('The session');
      app.accountEvents.emit('session-revoked', id);
      return { message: 'Session signed out.' };
    },
  );
};

export default accountSettingsRoutes;
