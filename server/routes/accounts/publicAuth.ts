/** Forgot / reset password and invitation acceptance: no sign-in, rate-limited. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptInvitationAnswerSchema, acceptInvitationBodySchema, forgotPasswordBodySchema, resetPasswordBodySchema } from '../../../src/domain/api/auth';
import { errorSchema, messageSchema } from '../../../src/domain/api/common';
import { acceptInvitation } from '../../accounts/invitations';
import { FORGOT_ANSWER, RESET_DONE, requestPasswordReset, resetPassword } from '../../accounts/passwordReset';
import { limits } from '../../http/rateLimit';

const errors = { 400: errorSchema, 429: errorSchema };

const publicAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/forgot-password',
    {
      // Per account, whatever the address, the database allows 3 e-mails an hour (server/accounts/passwordReset.ts).
      preHandler: limits(app, 'forgot', { perAddress: 30, perAccountAndAddress: 5, windowMinutes: 15 }),
      schema: {
        tags: ['auth'],
        summary: 'E-mail a 6-digit reset code (same answer for unknown e-mails)',
        body: forgotPasswordBodySchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await requestPasswordReset(app, request.body.email, request.ip);
      return { message: FORGOT_ANSWER };
    },
  );

  app.post(
    '/reset-password',
    {
      // Per account, 5 wrong codes end every live code, and at most 3 codes are sent an hour.
      preHandler: limits(app, 'reset', { perAddress: 30, perAccountAndAddress: 10, windowMinutes: 15 }),
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the e-mailed code',
        body: resetPasswordBodySchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await resetPassword(app, request.body, request.ip);
      return { message: RESET_DONE };
    },
  );

  app.post(
    '/accept-invitation',
    {
      preHandler: limits(app, 'accept', { perAddress: 20, windowMinutes: 15 }),
      schema: {
        tags: ['auth'],
        summary: 'Set the password of an invited account',
        body: acceptInvitationBodySchema,
        response: { 200: acceptInvitationAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const data = await acceptInvitation(app, request.body, request.ip);
      return { message: 'Invitation accepted successfully', data };
    },
  );
};

export default publicAuthRoutes;
