/**
 * The one access check of the HTTP API: before a body is read or validated, the matched route's
 * rule in the route–permission table (src/domain/routeAccess.ts) decides. Public routes pass;
 * the others authenticate (setting `request.auth`) and answer 401/403 when the rule says no. The
 * app refuses to start with an API route that has no rule, and a request to one is refused.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accessRuleOf, ruleAllows, type SignedInRule } from '../../src/domain/routeAccess';
import { forbidden } from '../http/errors';
import { isApiUrl } from '../http/routeRegistry';
import { authenticateRequest, bearerToken, cachedAuth, type RequestAuth } from './plugin';
import { sessionTouchDue, touchSession } from './sessions';

/** The signed-in user may call this route (403 otherwise). */
function allowed(request: FastifyRequest, rule: SignedInRule, auth: RequestAuth): Error | undefined {
  request.auth = auth;
  return ruleAllows(rule, auth.user, request.params as Record<string, unknown>) ? undefined : forbidden(rule.message);
}

/** A session the cache does not hold, or whose last use is due to be written: read or written in the database. */
async function guardFromDatabase(app: FastifyInstance, request: FastifyRequest, rule: SignedInRule): Promise<void> {
  const auth = await authenticateRequest(app, request);
  await touchSession(app.db, auth.sessionId, request.ip);
  const refused = allowed(request, rule, auth);
  if (refused) throw refused;
}

export default fp(
  async (app) => {
    // A callback hook: a request whose session the cache holds passes without a promise or a turn of the event loop.
    app.addHook('onRequest', (request, _reply, done) => {
      const url = request.routeOptions.url;
      // No route matched (404) or not the API (the SPA).
      if (url === undefined || !isApiUrl(url)) return done();
      const rule = accessRuleOf(request.method, url);
      if (!rule) return done(forbidden('This route has no access rule.'));
      if (rule.kind === 'public') return done();
      const token = bearerToken(request);
      const auth = token ? cachedAuth(app, token) : null;
      if (auth && !sessionTouchDue(auth.sessionId)) return done(allowed(request, rule, auth));
      guardFromDatabase(app, request, rule).then(() => done(), done);
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
