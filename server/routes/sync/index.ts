/** The sync and Command Centre calls under /api/admin/sync (docs/collector-protocol.md). */
import type { FastifyInstance } from 'fastify';
import adminSyncRoutes from './admin';
import deviceRoutes from './device';
import extractionRoutes from './extractions';

export async function registerSyncRoutes(app: FastifyInstance): Promise<void> {
  await app.register(adminSyncRoutes, { prefix: '/api/admin/sync' });
  await app.register(deviceRoutes, { prefix: '/api/admin/sync' });
  await app.register(extractionRoutes, { prefix: '/api/admin/sync/extractions' });
}
