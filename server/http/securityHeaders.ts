/**
 * Security headers (helmet) at a fixed cost per request. @fastify/helmet builds a new helmet
 * middleware on every request, a tenth of a signed-in request's time; our headers are the same for
 * every request (no CSP nonces), so they are taken once from @fastify/helmet itself, on a probe
 * instance at start, and set as they are on every answer. API answers (JSON, downloads) get only
 * those that matter for them: the headers about documents (how a page opens windows, prefetches,
 * is grouped by origin, runs Flash or the old XSS filter) are left to the pages and the API viewer,
 * and their content security policy is the short one OWASP gives for APIs: load nothing, be framed
 * nowhere (a page's long list of sources means nothing to a JSON answer).
 */
import Fastify, { type FastifyInstance } from 'fastify';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import { ZOD_COMPILERS } from './zodCompilers';

async function headersOf(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  // The app's compilers: Fastify's defaults would be loaded for this probe alone (it has no schema).
  const probe = Fastify({ logger: false, schemaController: { compilersFactory: ZOD_COMPILERS } });
  let captured: Record<string, string> = {};
  await probe.register(helmet, options);
  probe.addHook('onRequest', async (_request, reply) => {
    captured = Object.fromEntries(Object.entries(reply.raw.getHeaders()).map(([name, value]) => [name, String(value)]));
  });
  probe.get('/', async () => '');
  await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  return captured;
}

/** Headers that only a document (an HTML page) acts on. */
const DOCUMENT_ONLY = new Set([
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
]);

const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** API paths, whose answers are not documents; the API viewer (/api/docs) serves pages. */
const isApiPath = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

export async function registerSecurityHeaders(app: FastifyInstance, options: FastifyHelmetOptions): Promise<void> {
  const headers = Object.entries(await headersOf(options));
  if (headers.length === 0) throw new Error('helmet set no headers on the probe request');
  const apiHeaders = headers
    .filter(([name]) => !DOCUMENT_ONLY.has(name))
    .map(([name, value]): [string, string] => [name, name === 'content-security-policy' ? API_CONTENT_SECURITY_POLICY : value]);
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of isApiPath(request.url) ? apiHeaders : headers) reply.raw.setHeader(name, value);
    done();
  });
}
