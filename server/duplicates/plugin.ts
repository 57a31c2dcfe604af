/** The duplicate checks as an app-wide service: the sync push starts them, the duplicates routes list and run them. */
import fp from 'fastify-plugin';
import { DuplicateChecks } from './checks';

declare module 'fastify' {
  interface FastifyInstance {
    /** Candidate searches after sync pushes and on demand (./checks.ts). */
    duplicateChecks: DuplicateChecks;
  }
}

export default fp(
  async (app) => {
    const checks = new DuplicateChecks(app.db, app.log);
    app.decorate('duplicateChecks', checks);
    app.addHook('onClose', () => checks.close());
  },
  { name: 'duplicate-checks', dependencies: ['db'] },
);
