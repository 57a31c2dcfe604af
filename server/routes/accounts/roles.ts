/** Roles: list with user counts, one role, create, edit, delete. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, messageSchema } from '../../../src/domain/api/common';
import { roleAnswerSchema, roleParamsSchema, roleSavedAnswerSchema, rolesAnswerSchema } from '../../../src/domain/api/usersRoles';
import { roleCreateSchema, roleUpdateSchema } from '../../../src/domain/roleInput';
import { createRole, deleteRole, getRole, listRoles, updateRole } from '../../accounts/roles';
import { ApiError } from '../../http/errors';

const TAGS = ['roles'];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

const roleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { tags: TAGS, summary: 'Roles with their number of users', response: { 200: rolesAnswerSchema, ...errors } } }, async () => ({
    data: await listRoles(app),
  }));

  app.get('/:id', { schema: { tags: TAGS, params: roleParamsSchema, response: { 200: roleAnswerSchema, ...errors } } }, async (request) => ({
    data: await getRole(app, request.params.id),
  }));

  app.post('/', { schema: { tags: TAGS, body: roleCreateSchema, response: { 201: roleSavedAnswerSchema, ...errors } } }, async (request, reply) => {
    reply.status(201);
    return { data: await createRole(app, request.body, request.auth!.user, request.ip), message: 'Role created.' };
  });

  app.put(
    '/:id',
    { schema: { tags: TAGS, params: roleParamsSchema, body: roleUpdateSchema, response: { 200: roleSavedAnswerSchema, ...errors } } },
    async (request) => {
      if (request.body.id !== undefined && request.body.id !== request.params.id) {
        throw new ApiError(400, 'VALIDATION_FAILED', 'The id in the body does not match the address.', { id: 'Does not match the address' });
      }
      return { data: await updateRole(app, request.params.id, request.body, request.auth!.user, request.ip), message: 'Role updated.' };
    },
  );

  app.delete('/:id', { schema: { tags: TAGS, params: roleParamsSchema, response: { 200: messageSchema, ...errors } } }, async (request) => {
    await deleteRole(app, request.params.id, request.auth!.user, request.ip);
    return { message: 'Role deleted.' };
  });
};

export default roleRoutes;
