/**
 * `GET /metrics` in the Prometheus text format. Off (404) unless METRICS_TOKEN is
 * set; then only with `Authorization: Bearer <token>`. Each app has its own registry, so several
 * apps in one process (tests) never share or clash over a metric.
 */
import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { ERROR_CODES } from '../../src/domain/constants';

export const METRICS_PATH = '/metrics';

export interface MetricsOptions {
  /** Unset: the address answers 404 and nothing is measured. */
  token?: string;
}

/** Compares digests, so neither the token's length nor its first differing byte shows in the time taken. */
export function sameToken(given: string, expected: string): boolean {
  const digest = (text: string) => crypto.createHash('sha256').update(text).digest();
  return crypto.timingSafeEqual(digest(given), digest(expected));
}

function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '');
  return match ? match[1].trim() : null;
}

export default fp(
  async (app, options: MetricsOptions) => {
    const { token } = options;
    const notFound = { message: `No API route for GET ${METRICS_PATH}.`, code: ERROR_CODES.notFound };
    if (!token) {
      app.get(METRICS_PATH, { schema: { hide: true } }, async (_request, reply) => reply.status(404).send(notFound));
      return;
    }
    // prom-client is read only by a process that serves metrics.
    const { createMetricsRegistry } = await import('./metricsRegistry');
    const { registry, record } = createMetricsRegistry(app);
    app.addHook('onResponse', async (request, reply) => record(request, reply));

    app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
      const given = bearerToken(request);
      if (given === null || !sameToken(given, token)) {
        return reply
          .status(401)
          .header('www-authenticate', 'Bearer')
          .send({ message: 'A valid metrics token is required.', code: ERROR_CODES.unauthenticated });
      }
      const text = await registry.metrics();
      return reply.header('cache-control', 'no-store').type(registry.contentType).send(text);
    });
  },
  { name: 'metrics', dependencies: ['db'] },
);
