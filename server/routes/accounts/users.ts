/** User Management: list, invite, resend/revoke invitation, edit (suspend), delete. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idFromText } from '../../../src/domain/inputRules';
import { getUserView, listUsers, USER_SORTABLE, userFilterSchema } from '../../accounts/userQueries';
import { editUser, inviteUser, resendInvitation, revokeInvitation } from '../../accounts/userAdmin';
import { deleteUser } from '../../accounts/userDelete';
import { editUserSchema as editBody, inviteUserSchema as inviteBody } from '../../../src/domain/users';
import { notFound } from '../../http/errors';
import { listQuerySchema, parseListQuery, sendList } from '../../http/listQuery';

const idParams = z.object({ id: idFromText() });
const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { tags: ['users'], summary: 'Users', querystring: listQuerySchema } }, async (request, reply) => {
    const list = parseListQuery(request.query, { sortable: USER_SORTABLE, defaultSort: ['createdAt', 'desc'], filter: userFilterSchema });
    const { rows, total } = await listUsers(app.db, list);
    return sendList(reply, 'user-management', list.offset, rows, total);
  });

  app.post('/invite', { schema: { tags: ['users'], summary: 'Invite a user by e-mail', body: inviteBody } }, async (request, reply) => {
    const id = await inviteUser(app, request.body, request.auth!.user, request.ip);
    void app.mailer.flush();
    reply.status(201);
    return { data: await getUserView(app.db, id), message: `Invitation sent to ${request.body.email}.` };
  });

  app.post('/:id/resend-invitation', { schema: { tags: ['users'], params: idParams } }, async (request) => {
    await resendInvitation(app, request.params.id, request.auth!.user, request.ip);
    const user = await getUserView(app.db, request.params.id);
    return { data: user, message: `Invitation sent again to ${user?.email}.` };
  });

  app.post('/:id/revoke-invitation', { schema: { tags: ['users'], params: idParams } }, async (request) => {
    await revokeInvitation(app, request.params.id, request.auth!.user, request.ip);
    return { data: await getUserView(app.db, request.params.id), message: 'Invitation revoked.' };
  });

  app.put('/edit', { schema: { tags: ['users'], summary: 'Change a user (id plus changed fields)', body: editBody } }, async (request) => {
    await editUser(app, request.body, request.auth!.user, request.ip);
    const user = await getUserView(app.db, request.body.id);
    const message = request.body.isActive === false ? 'User suspended.' : request.body.isActive === true ? 'User unsuspended.' : 'User updated.';
    return { data: user, message };
  });

  app.delete('/:id', { schema: { tags: ['users'], params: idParams } }, async (request) => {
    await deleteUser(app, request.params.id, request.auth!.user, request.ip);
    return { message: 'User deleted.' };
  });

  app.get('/:id', { schema: { tags: ['users'], params: idParams } }, async (request) => {
    const user = await getUserView(app.db, request.params.id);
    if (!user) throw notFound('The user');
    return { data: user };
  });
};

export default userRoutes;
