import { pingDatabase } from '../db/connection';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthAnswerSchema, readinessAnswerSchema, unhealthyAnswerSchema } from '../../src/domain/api/system';
import { readinessOf } from '../ops/readiness';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database reachability',
        response: {
          200: healthAnswerSchema,
          503: unhealthyAnswerSchema,
        },
      },
    },
    async (_request, reply) => {
      try {
        await pingDatabase(app.db);
        return { status: 'ok' as const, database: 'ok' as const };
      } catch (error) {
        app.log.error({ err: error }, 'health check: database unreachable');
        return reply.status(503).send({ status: 'degraded' as const, database: 'unreachable' as const });
      }
    },
  );

  // Liveness above says the process answers; readiness says it should be sent traffic.
  app.get(
    '/ready',
    {
      schema: {
        tags: ['system'],
        summary: 'Readiness: 503 while starting, draining, or while the database or Redis cannot be reached',
        response: { 200: readinessAnswerSchema, 503: readinessAnswerSchema },
      },
    },
    async (_request, reply) => {
      const { ready, ...body } = await readinessOf(app);
      return reply
        .status(ready ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
};

export default healthRoutes;
