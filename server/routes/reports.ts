/** Admin reports (docs/api-reports.md): the collectors' performance, with read_reports or manage_reports. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { lineText } from '../../src/domain/inputRules';
import { stateBySlug } from '../../src/domain/locations';
import { isoDate } from '../../src/domain/records/fields';
import { ApiError } from '../http/errors';
import { performanceReport } from '../reports/performance';
import { errorSchema } from './schemas';

const counts = z.object({
  schools: z.number().int(),
  learners: z.number().int(),
  staff: z.number().int(),
  communities: z.number().int(),
  households: z.number().int(),
  outOfSchoolChildren: z.number().int(),
  total: z.number().int(),
});

const reportSchema = z.object({
  period: z.object({ from: z.string().nullable(), to: z.string().nullable() }),
  state: z.string().nullable(),
  totals: counts.extend({ collectors: z.number().int() }),
  collectors: z.array(
    z.object({
      collector: z.object({ id: z.number().int(), fullName: z.string(), email: z.string(), state: z.string().nullable(), isActive: z.boolean() }).nullable(),
      records: counts,
      states: z.array(z.string()),
      firstRecordAt: z.string().nullable(),
      lastRecordAt: z.string().nullable(),
    }),
  ),
  byDay: z.array(z.object({ date: z.string(), total: z.number().int() })),
  generatedAt: z.string(),
});

const query = z.strictObject({
  from: isoDate('from').optional(),
  to: isoDate('to').optional(),
  state: lineText().max(40).optional(),
});

const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/performance',
    {
      schema: {
        tags: ['reports'],
        summary: 'Records received per collector, by type, state and day, in a period',
        querystring: query,
        response: { 200: z.object({ data: reportSchema }), 400: errorSchema, 401: errorSchema, 403: errorSchema },
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
