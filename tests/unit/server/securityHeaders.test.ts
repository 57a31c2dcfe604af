/**
 * Security headers by kind of answer (server/http/securityHeaders.ts): pages and the API viewer
 * get every header helmet sets; API answers keep those that protect a JSON answer or a download
 * and go without the ones only a document acts on.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from '../../../server/http/securityHeaders';

const FOR_EVERY_ANSWER = [
  'content-security-policy',
  'cross-origin-resource-policy',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
  'x-download-options',
];
const FOR_DOCUMENTS = ['cross-origin-opener-policy', 'origin-agent-cluster', 'x-dns-prefetch-control', 'x-permitted-cross-domain-policies', 'x-xss-protection'];

describe('security headers', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify({ logger: false });
    await registerSecurityHeaders(app, { contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], frameAncestors: ["'none'"] } } });
    app.get('/api/things', async () => ({ ok: true }));
    app.get('/api/docs/', async (_request, reply) => reply.type('text/html').send('<html></html>'));
    for (const page of ['/', '/admin/dashboard']) app.get(page, async (_request, reply) => reply.type('text/html').send('<html></html>'));
  });
  afterAll(() => app.close());

  const headersOf = async (url: string) => (await app.inject({ method: 'GET', url })).headers;

  it("sends every header on pages and on the API viewer, with the page's content security policy", async () => {
    for (const url of ['/', '/admin/dashboard', '/api/docs/']) {
      const headers = await headersOf(url);
      for (const name of [...FOR_EVERY_ANSWER, ...FOR_DOCUMENTS]) expect(headers[name], `${name} on ${url}`).toBeDefined();
      expect(headers['content-security-policy']).toMatch(/^default-src 'self';.*script-src 'self'/);
    }
  });

  it('sends the headers that protect an API answer, without the document-only ones', async () => {
    const headers = await headersOf('/api/things?x=1');
    for (const name of FOR_EVERY_ANSWER) expect(headers[name], name).toBeDefined();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    for (const name of FOR_DOCUMENTS) expect(headers[name], name).toBeUndefined();
  });

  it('treats an unknown API path (a JSON 404) as an API answer', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    const { headers } = response;
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['origin-agent-cluster']).toBeUndefined();
  });
});
