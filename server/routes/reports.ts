/** Admin reports (docs/api-reports.md): the collectors' performance, with read_reports or manage_reports. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { performanceAnswerSchema, performanceQuerySchema } from '../../src/domain/api/reports';
import { stateBySlug } from '../../src/domain/locations';
import { ApiError } from '../http/errors';
import { performanceReport } from '../reports/performance';
import { errorSchema } from './schemas';

const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/performance',
    {
      schema: {
        tags: ['reports'],
        summary: 'Records received per collector, by type, state and day, in a period',
        querystring: performanceQuerySchema,
        response: { 200: performanceAnswerSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      const { from, to, state } = request.query;
      if (from && to && from > to) throw new ApiError(400, 'INVALID_QUERY', 'The period must not end before it starts.', { to: 'Must not be before from' });
      if (state && !stateBySlug(state))
        throw new ApiError(400, 'INVALID_QUERY', `Unknown state "${state}". Use a state slug such as kano.`, { state: 'Unknown state' });
      return { data: await performanceReport(app.db, { from, to, state }) };
    },
  );
};

export default reportRoutes;
