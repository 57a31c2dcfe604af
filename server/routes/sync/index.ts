/** The sync and Command Centre calls under /api/admin/sync (docs/collector-protocol.md). */
import fp from 'fastify-plugin';
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

/** Wrapped with fastify-plugin: `extractionFiles` is an app-wide decoration. */
export default fp(
  async (app, options: { dataDir: string }) => {
    const files = await ExtractionFiles.open(options.dataDir);
    app.decorate('extractionFiles', files);
    app.addHook('onClose', () => files.close());
    await app.register(adminSyncRoutes, { prefix: '/api/admin/sync' });
    await app.register(deviceRoutes, { prefix: '/api/admin/sync' });
    await app.register(extractionRoutes, { prefix: '/api/admin/sync/extractions', files });
  },
  { name: 'sync-routes', dependencies: ['db'] },
);
