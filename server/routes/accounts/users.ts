/** User Management: list, invite, resend/revoke invitation, edit (suspend), delete. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, listQuerySchema, messageSchema } from '../../../src/domain/api/common';
import { userAnswerSchema, userFilterSchema, userParamsSchema, userSavedAnswerSchema, usersAnswerSchema, type UserView } from '../../../src/domain/api/users';
import { editUserSchema, inviteUserSchema } from '../../../src/domain/users';
import type { Db } from '../../db/connection';
import { getUserView, listUsers, USER_SORTABLE } from '../../accounts/userQueries';
import { editUser, inviteUser, resendInvitation, revokeInvitation } from '../../accounts/userAdmin';
import { deleteUser } from '../../accounts/userDelete';
import { notFound } from '../../http/errors';
import { parseListQuery, sendList } from '../../http/listQuery';

const TAGS = ['users'];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/** The user a write has just changed; 404 should it have gone meanwhile. */
async function savedUser(db: Db, id: number): Promise<UserView> {
  const user = await getUserView(db, id);
  if (!user) throw notFound('The user');
  return user;
}

const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { schema: { tags: TAGS, summary: 'Users', querystring: listQuerySchema, response: { 200: usersAnswerSchema, ...errors } } },
    async (request, reply) => {
      const list = parseListQuery(request.query, { sortable: USER_SORTABLE, defaultSort: ['createdAt', 'desc'], filter: userFilterSchema });
      const { rows, total } = await listUsers(app.db, list);
      return sendList(reply, 'user-management', list.offset, rows, total);
    },
  );

  app.post(
    '/invite',
    { schema: { tags: TAGS, summary: 'Invite a user by e-mail', body: inviteUserSchema, response: { 201: userSavedAnswerSchema, ...errors } } },
    async (request, reply) => {
      const id = await inviteUser(app, request.body, request.auth!.user, request.ip);
      void app.mailer.flush();
      reply.status(201);
      return { data: await savedUser(app.db, id), message: `Invitation sent to ${request.body.email}.` };
    },
  );

  app.post(
    '/:id/resend-invitation',
    { schema: { tags: TAGS, params: userParamsSchema, response: { 200: userSavedAnswerSchema, ...errors } } },
    async (request) => {
      await resendInvitation(app, request.params.id, request.auth!.user, request.ip);
      const user = await savedUser(app.db, request.params.id);
      return { data: user, message: `Invitation sent again to ${user.email}.` };
    },
  );

  app.post(
    '/:id/revoke-invitation',
    { schema: { tags: TAGS, params: userParamsSchema, response: { 200: userSavedAnswerSchema, ...errors } } },
    async (request) => {
      await revokeInvitation(app, request.params.id, request.auth!.user, request.ip);
      return { data: await savedUser(app.db, request.params.id), message: 'Invitation revoked.' };
    },
  );

  app.put(
    '/edit',
    {
      schema: {
        tags: TAGS,
        summary: 'Change a user (id plus changed fields)',
        body: editUserSchema,
        response: { 200: userSavedAnswerSchema, ...errors },
      },
    },
    async (request) => {
      await editUser(app, request.body, request.auth!.user, request.ip);
      const user = await savedUser(app.db, request.body.id);
      const message = request.body.isActive === false ? 'User suspended.' : request.body.isActive === true ? 'User unsuspended.' : 'User updated.';
      return { data: user, message };
    },
  );

  app.delete('/:id', { schema: { tags: TAGS, params: userParamsSchema, response: { 200: messageSchema, ...errors } } }, async (request) => {
    await deleteUser(app, request.params.id, request.auth!.user, request.ip);
    return { message: 'User deleted.' };
  });

  app.get('/:id', { schema: { tags: TAGS, params: userParamsSchema, response: { 200: userAnswerSchema, ...errors } } }, async (request) => {
    const user = await getUserView(app.db, request.params.id);
    if (!user) throw notFound('The user');
    return { data: user };
  });
};

export default userRoutes;
