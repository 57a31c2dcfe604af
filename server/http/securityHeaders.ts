/**
 * Security headers (helmet) at a fixed cost per request. @fastify/helmet builds a new helmet
 * middleware on every request, a tenth of a signed-in request's time; our headers are the same for
 * every request (no CSP nonces), so they are taken once from @fastify/helmet itself, on a probe
 * instance at start, and set as they are on every answer.
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

export async function registerSecurityHeaders(app: FastifyInstance, options: FastifyHelmetOptions): Promise<void> {
  const headers = Object.entries(await headersOf(options));
  if (headers.length === 0) throw new Error('helmet set no headers on the probe request');
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
