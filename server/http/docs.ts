/**
 * The OpenAPI document, generated from the route schemas, and its viewer at /api/docs, made on the
 * first request for them: @fastify/swagger and its viewer cost ~0.15 s of every
 * start, for pages few visitors open. The app notes each route as it is added (what
 * @fastify/swagger notes), and the first /api/docs request builds a small Fastify instance that
 * holds @fastify/swagger, @fastify/swagger-ui and those routes (schemas only, never served); the
 * app's /api/docs routes, the viewer's own, pass its answers on.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { ZOD_COMPILERS } from './zodCompilers';

const DOCS_PREFIX = '/api/docs';
/** The viewer's routes, as @fastify/swagger-ui adds them under its prefix (the access table lists them). */
const DOCS_ROUTES = ['/', '/static/index.html', '/static/swagger-initializer.js', '/json', '/yaml', '/static/*'];
/** Request headers passed on: what the viewer's files answer to (types, conditional and range requests). */
const PASSED_HEADERS = ['accept', 'if-none-match', 'if-modified-since', 'range', 'if-range'];
/** Answer headers the app sets itself for its own connection. */
const KEPT_BACK = new Set(['connection', 'content-length', 'date', 'keep-alive', 'transfer-encoding']);

/** What @fastify/swagger reads of a route. */
type NotedRoute = Pick<RouteOptions, 'method' | 'url' | 'schema' | 'config' | 'constraints'>;

async function buildDocsInstance(routes: NotedRoute[], version: string): Promise<FastifyInstance> {
  const [{ default: Fastify }, { default: fastifySwagger }, { default: fastifySwaggerUi }, { jsonSchemaTransform }] = await Promise.all([
    import('fastify'),
    import('@fastify/swagger'),
    import('@fastify/swagger-ui'),
    import('fastify-type-provider-zod'),
  ]);
  const docs = Fastify({ logger: false, schemaController: { compilersFactory: ZOD_COMPILERS } });
  await docs.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Education Data Platform API',
        description: 'Admin, public and collector API. Lists follow the ra-data-simple-rest dialect.',
        version,
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await docs.register(fastifySwaggerUi, { routePrefix: DOCS_PREFIX, staticCSP: true });
  const neverCalled = async () => undefined;
  // HEAD routes (GET's automatic ones) are left out of the document by @fastify/swagger anyway.
  for (const { method, url, schema, config, constraints } of routes)
    if (method !== 'HEAD') docs.route({ method, url, schema, config, constraints, handler: neverCalled });
  await docs.ready();
  return docs;
}

export async function registerDocs(app: FastifyInstance, version: string): Promise<void> {
  const routes: NotedRoute[] = [];
  // From here on, as @fastify/swagger registered here would: the routes added after the docs. Kept
  // as the options objects themselves, read when the document is made, as @fastify/swagger reads
  // them (Fastify rewrites a prefix's '/' route's url to its trailing-slash form after the hook).
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(DOCS_PREFIX)) routes.push(route);
  });
  let docs: Promise<FastifyInstance> | null = null;
  const passOn = async (request: FastifyRequest, reply: FastifyReply) => {
    docs ??= buildDocsInstance(routes, version).catch((error: unknown) => {
      docs = null; // the next request tries again
      throw error;
    });
    const headers = Object.fromEntries(PASSED_HEADERS.flatMap((name) => (request.headers[name] === undefined ? [] : [[name, request.headers[name]!]])));
    const answer = await (await docs).inject({ method: 'GET', url: request.url, headers });
    // An unknown viewer file: the app's own 404, as when the viewer was registered in the app.
    if (answer.statusCode === 404) return reply.callNotFound();
    reply.code(answer.statusCode);
    for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined && !KEPT_BACK.has(name)) reply.header(name, value);
    return answer.rawPayload.length > 0 ? reply.send(answer.rawPayload) : reply.send();
  };
  await app.register(
    async (scope) => {
      for (const url of DOCS_ROUTES) scope.get(url, { schema: { hide: true } }, passOn);
    },
    { prefix: DOCS_PREFIX },
  );
}
