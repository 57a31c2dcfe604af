/** Every accounts route under its prefix (docs/api-accounts.md). */
import type { FastifyPluginAsync } from 'fastify';
import bulkInviteRoutes from './bulkInvite';
import collectorRoutes from './collectors';
import outboxRoutes from './outbox';
import publicAuthRoutes from './publicAuth';
import roleRoutes from './roles';
import userRoutes from './users';

const accountRoutes: FastifyPluginAsync = async (app) => {
  await app.register(publicAuthRoutes, { prefix: '/api/admin/auth' });
  await app.register(userRoutes, { prefix: '/api/admin/user-management' });
  await app.register(roleRoutes, { prefix: '/api/admin/user-management/roles' });
  await app.register(collectorRoutes, { prefix: '/api/admin/user-management/collectors' });
  await app.register(bulkInviteRoutes, { prefix: '/api/admin/user-management/bulk-invite' });
  await app.register(outboxRoutes, { prefix: '/api/admin/mail' });
};

export default accountRoutes;
