import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idFromText } from '../../../src/domain/inputRules';
import { createRole, deleteRole, getRole, listRoles, roleCreateSchema, roleUpdateSchema, updateRole } from '../../accounts/roles';
import { ApiError } from '../../http/errors';

const idParams = z.object({ id: idFromText() });

const roleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { tags: ['roles'], summary: 'Roles with their number of users' } }, async () => ({ data: await listRoles(app) }));

  app.get('/:id', { schema: { tags: ['roles'], params: idParams } }, async (request) => ({ data: await getRole(app, request.params.id) }));

  app.post('/', { schema: { tags: ['roles'], body: roleCreateSchema } }, async (request, reply) => {
    reply.status(201);
    return { data: await createRole(app, request.body, request.auth!.user, request.ip), message: 'Role created.' };
  });

  app.put('/:id', { schema: { tags: ['roles'], params: idParams, body: roleUpdateSchema } }, async (request) => {
    if (request.body.id !== undefined && request.body.id !== request.params.id) {
      throw new ApiError(400, 'VALIDATION_FAILED', 'The id in the body does not match the address.', { id: 'Does not match the address' });
    }
    return { data: await updateRole(app, request.params.id, request.body, request.auth!.user, request.ip), message: 'Role updated.' };
  });

  app.delete('/:id', { schema: { tags: ['roles'], params: idParams } }, async (request) => {
    await deleteRole(app, request.params.id, request.auth!.user, request.ip);
    return { message: 'Role deleted.' };
  });
};

export default roleRoutes;
