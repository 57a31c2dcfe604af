/** The Prometheus registry behind `GET /metrics` (./metrics.ts): request counts and durations, Node's defaults, the state gauges. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { registerStateGauges } from './metricsGauges';

const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** `2xx`, `4xx`…: the status class keeps the label set small. */
const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

function requestMetrics(registry: Registry) {
  const labelNames = ['route', 'method', 'status'] as const;
  const count = new Counter({
    name: 'edu_http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status class',
    labelNames,
    registers: [registry],
  });
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

export function createMetricsRegistry(app: FastifyInstance): { registry: Registry; record: (request: FastifyRequest, reply: FastifyReply) => void } {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });
  const record = requestMetrics(registry);
  registerStateGauges(app, registry);
  return { registry, record };
}
