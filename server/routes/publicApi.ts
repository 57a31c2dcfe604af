/**
 * The public data site's API (docs/api-public.md): the cached public answers under /api/public and
 * the admin calls for programmes and reference figures under /api/admin.
 */
import fp from 'fastify-plugin';
import programmeRoutes from './programmes';
import publicRoutes from './public';
import referenceIndicatorRoutes from './referenceIndicators';
import { PublicData } from '../public/answers';

declare module 'fastify' {
  interface FastifyInstance {
    publicData: PublicData;
  }
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

interface PublicApiOptions {
  /** How long a check of the source tables is trusted before it is read again (0: every call). */
  checkIntervalMs: number;
  /** Answers are rebuilt after this long whatever the check says (default 60 s). */
  maxAgeMs?: number;
}

/** Wrapped with fastify-plugin: `publicData` and the staleness hook apply to the whole app. */
export default fp(
  async (app, options: PublicApiOptions) => {
    const data = new PublicData(app.db, options);
    app.decorate('publicData', data);
    // A write through this process (records, sync, programmes) makes the next public call re-check
    // at once; writes by other processes are seen within checkIntervalMs.
    app.addHook('onSend', async (request, _reply, payload) => {
      if (!READ_METHODS.has(request.method)) data.cache.markStale();
      return payload;
    });
    await app.register(publicRoutes, { prefix: '/api/public', data });
    await app.register(programmeRoutes, { prefix: '/api/admin' });
    await app.register(referenceIndicatorRoutes, { prefix: '/api/admin' });
  },
  { name: 'public-api', dependencies: ['db'] },
);
