/** Where device extraction bundles are kept, as an app-wide service (the extraction routes and tests use it). */
import fp from 'fastify-plugin';
import { ExtractionFiles } from './extractionFiles';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where extraction bundles are stored (tests look there). */
    extractionFiles: ExtractionFiles;
  }
}

export default fp(
  async (app, options: { dataDir: string }) => {
    const files = await ExtractionFiles.open(options.dataDir);
    app.decorate('extractionFiles', files);
    app.addHook('onClose', () => files.close());
  },
  { name: 'extraction-files', dependencies: ['db'] },
);
