/**
 * The one access check of the HTTP API: before a body is read or validated, the matched route's
 * rule in the route–permission table (src/domain/routeAccess.ts) decides. Public routes pass;
 * the others authenticate (setting `request.auth`) and answer 401/403 when the rule says no. The
 * app refuses to start with an API route that has no rule, and a request to one is refused.
 */
import fp from 'fastify-plugin';
import { accessRuleOf, ruleAllows } from '../../src/domain/routeAccess';
import { forbidden } from '../http/errors';
import { isApiUrl } from '../http/routeRegistry';
import { authenticateRequest } from './plugin';
import { touchSession } from './sessions';

export default fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      const url = request.routeOptions.url;
      // No route matched (404) or not the API (the SPA).
      if (url === undefined || !isApiUrl(url)) return;
      const rule = accessRuleOf(request.method, url);
      if (!rule) throw forbidden('This route has no access rule.');
      if (rule.kind === 'public') return;
      request.auth = await authenticateRequest(app, request);
      await touchSession(app.db, request.auth.sessionId, request.ip);
      if (!ruleAllows(rule, request.auth.user, request.params as Record<string, unknown>)) throw forbidden(rule.message);
    });

    app.addHook('onReady', async () => {
      const missing = app.apiRoutes.filter((route) => !accessRuleOf(route.method, route.url));
      if (missing.length > 0) {
        const routes = missing.map((route) => `${route.method} ${route.url}`).join(', ');
        throw new Error(`These API routes have no entry in src/domain/routeAccess.ts: ${routes}`);
      }
    });
  },
  { name: 'route-guard', dependencies: ['auth', 'route-registry'] },
);
