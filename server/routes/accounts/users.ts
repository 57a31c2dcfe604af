/** User Management: list, invite, resend/revoke invitation, edit (suspend), delete. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PERMISSION_CONSTANTS as P } from '../../../src/domain/permissions';
import { getUserView, listUsers, USER_SORTABLE, userFilterSchema } from '../../accounts/userQueries';
import { deleteUser, editUser, inviteUser, resendInvitation, revokeInvitation } from '../../accounts/userAdmin';
import { requireAnyPermission } from '../../auth/plugin';
import { notFound } from '../../http/errors';
import { listQuerySchema, parseListQuery, sendList } from '../../http/listQuery';

const READ = [P.READ_USERS, P.MANAGE_USERS];
const WRITE = [P.MANAGE_USERS];
const idParams = z.object({ id: z.coerce.number().int().positive() });
const optionalText = (max: number) => z.string().trim().max(max).nullish().transform((v) => (v === '' ? null : v));

const inviteBody = z.object({
  fullName: z.string({ error: 'Full name is required' }).trim().min(2, 'Full name is required').max(200),
  email: z.string({ error: 'E-mail is required' }).trim().email('Enter a valid e-mail address').max(254),
  roleId: z.coerce.number({ error: 'Choose a role' }).int().positive('Choose a role'),
  phone: optionalText(30),
  state: optionalText(60),
});

const editBody = z
  .object({
    id: z.number().int().positive(),
    fullName: z.string().trim().min(2).max(200).optional(),
    phone: optionalText(30),
    state: optionalText(60),
    roleId: z.number().int().positive().optional(),
    isActive: z.boolean().optional(),
  })
  .strict();

const userRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: an unauthenticated call is refused before its body is even validated.
  app.addHook('onRequest', app.authenticate);

  app.get('/', { preHandler: requireAnyPermission(READ), schema: { tags: ['users'], summary: 'Users', querystring: listQuerySchema } }, async (request, reply) => {
    const list = parseListQuery(request.query, { sortable: USER_SORTABLE, defaultSort: ['createdAt', 'desc'], filter: userFilterSchema });
    const { rows, total } = await listUsers(app.db, list);
    return sendList(reply, 'user-management', list.offset, rows, total);
  });

  app.post('/invite', { preHandler: requireAnyPermission(WRITE), schema: { tags: ['users'], summary: 'Invite a user by e-mail', body: inviteBody } }, async (request, reply) => {
    const id = await app.db.transaction().execute((trx) => inviteUser(app, trx, request.body, request.auth!.user.id, request.ip));
    void app.mailer.flush();
    reply.status(201);
    return { data: await getUserView(app.db, id), message: `Invitation sent to ${request.body.email.trim().toLowerCase()}.` };
  });

  app.post('/:id/resend-invitation', { preHandler: requireAnyPermission(WRITE), schema: { tags: ['users'], params: idParams } }, async (request) => {
    await resendInvitation(app, request.params.id, request.auth!.user, request.ip);
    const user = await getUserView(app.db, request.params.id);
    return { data: user, message: `Invitation sent again to ${user?.email}.` };
  });

  app.post('/:id/revoke-invitation', { preHandler: requireAnyPermission(WRITE), schema: { tags: ['users'], params: idParams } }, async (request) => {
    await revokeInvitation(app, request.params.id, request.auth!.user, request.ip);
    return { data: await getUserView(app.db, request.params.id), message: 'Invitation revoked.' };
  });

  app.put('/edit', { preHandler: requireAnyPermission(WRITE), schema: { tags: ['users'], summary: 'Change a user (id plus changed fields)', body: editBody } }, async (request) => {
    await editUser(app, request.body, request.auth!.user, request.ip);
    const user = await getUserView(app.db, request.body.id);
    const message = request.body.isActive === false ? 'User suspended.' : request.body.isActive === true ? 'User unsuspended.' : 'User updated.';
    return { data: user, message };
  });

  app.delete('/:id', { preHandler: requireAnyPermission(WRITE), schema: { tags: ['users'], params: idParams } }, async (request) => {
    await deleteUser(app, request.params.id, request.auth!.user, request.ip);
    return { message: 'User deleted.' };
  });

  app.get('/:id', { preHandler: requireAnyPermission(READ), schema: { tags: ['users'], params: idParams } }, async (request) => {
    const user = await getUserView(app.db, request.params.id);
    if (!user) throw notFound('The user');
    return { data: user };
  });
};

export default userRoutes;
