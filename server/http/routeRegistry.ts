/**
 * Keeps the list of API routes the app really registers (method and URL pattern, e.g.
 * `PUT /api/admin/schools/:id`) with the schema each declares, so the access guard can refuse to
 * start with a route it has no rule for and tests can walk every route and its contract.
 */
import type { FastifySchema } from 'fastify';
import fp from 'fastify-plugin';

interface ApiRoute {
  method: string;
  url: string;
  schema?: FastifySchema;
}

declare module 'fastify' {
  interface FastifyInstance {
    apiRoutes: readonly ApiRoute[];
  }
}

export const isApiUrl = (url: string) => url === '/api' || url.startsWith('/api/');

export default fp(
  async (app) => {
    const routes: ApiRoute[] = [];
    app.decorate('apiRoutes', routes);
    app.addHook('onRoute', (route) => {
      if (!isApiUrl(route.url)) return;
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      // Fastify adds a HEAD twin to every GET; it shares the GET's rule.
      for (const method of methods) if (method !== 'HEAD') routes.push({ method, url: route.url, schema: route.schema });
    });
  },
  { name: 'route-registry' },
);
