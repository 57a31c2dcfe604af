import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PERMISSION_CONSTANTS as P } from '../../../src/domain/permissions';
import { createRole, deleteRole, getRole, listRoles, roleCreateSchema, roleUpdateSchema, updateRole } from '../../accounts/roles';
import { requireAnyPermission } from '../../auth/plugin';
import { ApiError } from '../../http/errors';

const READ = [P.READ_ROLES, P.MANAGE_ROLES];
const WRITE = [P.MANAGE_ROLES];
const idParams = z.object({ id: z.coerce.number().int().positive() });

const roleRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: an unauthenticated call is refused before its body is even validated.
  app.addHook('onRequest', app.authenticate);

  app.get('/', { preHandler: requireAnyPermission(READ), schema: { tags: ['roles'], summary: 'Roles with their number of users' } }, async () => ({ data: await listRoles(app) }));

  app.get('/:id', { preHandler: requireAnyPermission(READ), schema: { tags: ['roles'], params: idParams } }, async (request) => ({ data: await getRole(app, request.params.id) }));

  app.post('/', { preHandler: requireAnyPermission(WRITE), schema: { tags: ['roles'], body: roleCreateSchema } }, async (request, reply) => {
    reply.status(201);
    return { data: await createRole(app, request.body, request.auth!.user, request.ip), message: 'Role created.' };
  });

  app.put('/:id', { preHandler: requireAnyPermission(WRITE), schema: { tags: ['roles'], params: idParams, body: roleUpdateSchema } }, async (request) => {
    if (request.body.id !== undefined && request.body.id !== request.params.id) {
      throw new ApiError(400, 'VALIDATION_FAILED', 'The id in the body does not match the address.', { id: 'Does not match the address' });
    }
    return { data: await updateRole(app, request.params.id, request.body, request.auth!.user, request.ip), message: 'Role updated.' };
  });

  app.delete('/:id', { preHandler: requireAnyPermission(WRITE), schema: { tags: ['roles'], params: idParams } }, async (request) => {
    await deleteRole(app, request.params.id, request.auth!.user, request.ip);
    return { message: 'Role deleted.' };
  });
};

export default roleRoutes;
