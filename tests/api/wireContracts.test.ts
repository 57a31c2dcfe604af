/**
 * The server's routes declare the domain's wire contracts (src/domain/api): for every route under
 * /api (the OpenAPI pages aside), its body, query, path parameters and success answer are the very
 * schema objects of API_CONTRACTS, and no route is missing from the table.
 */
import Fastify, { type FastifySchema } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import routeRegistry from '../../server/http/routeRegistry';
import { API_CONTRACTS, CONTRACT_AREAS, OUTSIDE_CONTRACTS, type RouteContract } from '../../src/domain/api';
import { routeKey } from '../../src/domain/routeAccess';
import { createTestApp, type TestApp } from '../helpers/testApp';

interface RegisteredRoute {
  method: string;
  url: string;
  schema?: FastifySchema;
}

type Contracts = Readonly<Record<string, RouteContract>>;

const PARTS = [
  ['body', 'body'],
  ['query', 'querystring'],
  ['params', 'params'],
] as const;

/** Every way the registered routes under `areas` differ from `contracts`, one line each. */
function contractMismatches(routes: readonly RegisteredRoute[], contracts: Contracts, areas: readonly string[], outside: readonly string[] = []): string[] {
  const under = (url: string, prefix: string) => url === prefix.replace(/\/$/, '') || url.startsWith(prefix);
  const inArea = (url: string) => areas.some((prefix) => under(url, prefix)) && !outside.some((prefix) => under(url, `${prefix}/`));
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const route of routes.filter((candidate) => inArea(candidate.url))) {
    const key = routeKey(route.method, route.url);
    seen.add(key);
    const contract = Object.hasOwn(contracts, key) ? contracts[key] : undefined;
    if (!contract) {
      problems.push(`${key}: no contract`);
      continue;
    }
    const schema = (route.schema ?? {}) as Record<string, unknown>;
    for (const [part, field] of PARTS) if (schema[field] !== contract[part]) problems.push(`${key}: ${part} is not the contract's`);
    const answers = (schema.response ?? {}) as Record<string, unknown>;
    if (answers[contract.status ?? 200] !== contract.answer) problems.push(`${key}: answer is not the contract's`);
  }
  for (const key of Object.keys(contracts)) if (!seen.has(key)) problems.push(`${key}: no such route`);
  return problems;
}

describe('the wire contracts of the done areas', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createTestApp();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('are the very schemas the server’s routes declare, for every route of those areas', () => {
    expect(contractMismatches(server.app.apiRoutes, API_CONTRACTS, CONTRACT_AREAS, OUTSIDE_CONTRACTS)).toEqual([]);
  });
});

describe('the contract check itself', () => {
  const bodySchema = z.object({ name: z.string() });
  const answerSchema = z.object({ data: z.string() });
  const contracts: Contracts = { 'POST /api/things': { body: bodySchema, answer: answerSchema } };

  async function routesOf(register: (app: ReturnType<typeof Fastify>) => void): Promise<readonly RegisteredRoute[]> {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(routeRegistry);
    register(app);
    await app.ready();
    const routes = app.apiRoutes;
    await app.close();
    return routes;
  }

  it('passes a route that declares the contract’s own schemas', async () => {
    const routes = await routesOf((app) =>
      app.post('/api/things', { schema: { body: bodySchema, response: { 200: answerSchema } } }, async () => ({ data: 'x' })),
    );
    expect(contractMismatches(routes, contracts, ['/api/'])).toEqual([]);
  });

  it('names a route that declares an equal but other schema, or none', async () => {
    const routes = await routesOf((app) => {
      app.post('/api/things', { schema: { body: z.object({ name: z.string() }) } }, async () => ({ data: 'x' }));
      app.get('/api/other', async () => ({}));
    });
    expect(contractMismatches(routes, contracts, ['/api/'])).toEqual([
      "POST /api/things: body is not the contract's",
      "POST /api/things: answer is not the contract's",
      'GET /api/other: no contract',
    ]);
  });

  it('leaves out the routes under an excluded prefix, and only those', async () => {
    const routes = await routesOf((app) => {
      app.get('/api/docs/json', async () => ({}));
      app.get('/api/docsearch', async () => ({}));
      app.post('/api/things', { schema: { body: bodySchema, response: { 200: answerSchema } } }, async () => ({ data: 'x' }));
    });
    expect(contractMismatches(routes, contracts, ['/api/'], ['/api/docs'])).toEqual(['GET /api/docsearch: no contract']);
  });

  it('names a contract whose route does not exist', async () => {
    const routes = await routesOf(() => undefined);
    expect(contractMismatches(routes, contracts, ['/api/'])).toEqual(['POST /api/things: no such route']);
  });
});
