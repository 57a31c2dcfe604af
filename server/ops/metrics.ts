/**
 * `GET /metrics` in the Prometheus text format (issue 22 §5). Off (404) unless METRICS_TOKEN is
 * set; then only with `Authorization: Bearer <token>`. Each app has its own registry, so several
 * apps in one process (tests) never share or clash over a metric.
 */
import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { ERROR_CODES } from '../../src/domain/constants';
import { registerStateGauges } from './metricsGauges';

export const METRICS_PATH = '/metrics';

const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

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

/** `2xx`, `4xx`…: the status class keeps the label set small. */
const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

function requestMetrics(registry: Registry) {
  const labelNames = ['route', 'method', 'status'] as const;
  const count = new Counter({ name: 'edu_http_requests_total', help: 'HTTP requests answered, by route pattern, method and status class', labelNames, registers: [registry] });
  const duration = new Histogram({
    name: 'edu_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern, method and status class',
    labelNames,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  return (request: FastifyRequest, reply: FastifyReply) => {
    // The route's pattern (`/api/admin/learners/:id`), never the raw URL: no ids, no query strings.
    const labels = { route: request.routeOptions.url ?? 'unmatched', method: request.method, status: statusClass(reply.statusCode) };
    count.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  };
}

export default fp(
  async (app, options: MetricsOptions) => {
    const { token } = options;
    const notFound = { message: `No API route for GET ${METRICS_PATH}.`, code: ERROR_CODES.notFound };
    if (!token) {
      app.get(METRICS_PATH, { schema: { hide: true } }, async (_request, reply) => reply.status(404).send(notFound));
      return;
    }
    const registry = new Registry();
    collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });
    const record = requestMetrics(registry);
    app.addHook('onResponse', async (request, reply) => record(request, reply));
    registerStateGauges(app, registry);

    app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
      const given = bearerToken(request);
      if (given === null || !sameToken(given, token)) {
        return reply.status(401).header('www-authenticate', 'Bearer').send({ message: 'A valid metrics token is required.', code: ERROR_CODES.unauthenticated });
      }
      const text = await registry.metrics();
      return reply.header('cache-control', 'no-store').type(registry.contentType).send(text);
    });
  },
  { name: 'metrics', dependencies: ['db'] },
);
