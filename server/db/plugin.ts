import fp from 'fastify-plugin';
import type { Db } from './connection';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/** Exposes the database to routes and closes it with the app. */
export default fp(
  async (app, options: { db: Db; ownsDb: boolean }) => {
    app.decorate('db', options.db);
    if (options.ownsDb) app.addHook('onClose', async () => options.db.destroy());
  },
  { name: 'db' },
);
