/** The public answers as an app-wide service: built once, kept fresh, read by the public routes. */
import fp from 'fastify-plugin';
import { PublicData } from './answers';

declare module 'fastify' {
  interface FastifyInstance {
    publicData: PublicData;
  }
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface PublicDataOptions {
  /** How long a check of the source tables is trusted before it is read again (0: every call). */
  checkIntervalMs: number;
  /** Answers are rebuilt after this long whatever the check says (default 60 s). */
  maxAgeMs?: number;
}

export default fp(
  async (app, options: PublicDataOptions) => {
    const data = new PublicData(app.db, options);
    app.decorate('publicData', data);
    // A write through this process (records, sync, programmes) makes the next public call re-check
    // at once; writes by other processes are seen within checkIntervalMs.
    app.addHook('onSend', async (request, _reply, payload) => {
      if (!READ_METHODS.has(request.method)) data.cache.markStale();
      return payload;
    });
  },
  { name: 'public-data', dependencies: ['db'] },
);
