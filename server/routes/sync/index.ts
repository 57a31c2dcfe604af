/** The sync and Command Centre calls under /api/admin/sync (docs/collector-protocol.md). */
import type { FastifyInstance } from 'fastify';
import { ExtractionFiles } from '../../sync/extractionFiles';
import adminSyncRoutes from './admin';
import deviceRoutes from './device';
import extractionRoutes from './extractions';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where extraction bundles are stored (tests look there). */
    extractionFiles: ExtractionFiles;
  }
}

export async function registerSyncRoutes(app: FastifyInstance, options: { dataDir: string }): Promise<void> {
  const files = await ExtractionFiles.open(options.dataDir);
  app.decorate('extractionFiles', files);
  app.addHook('onClose', () => files.close());
  await app.register(adminSyncRoutes, { prefix: '/api/admin/sync' });
  await app.register(deviceRoutes, { prefix: '/api/admin/sync' });
  await app.register(extractionRoutes, { prefix: '/api/admin/sync/extractions', files });
}
