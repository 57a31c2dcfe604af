/**
 * Admin: the device logs collectors' devices streamed (docs/api-telemetry.md). Reading needs
 * read_telemetry or manage_telemetry; deleting old lines manage_telemetry, and is audit-logged.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idFromText, lineText } from '../../src/domain/inputRules';
import { isoDate } from '../../src/domain/records/fields';
import { TELEMETRY_SORTABLE } from '../../src/domain/telemetry';
import { listQuerySchema, parseListQuery, sendList } from '../http/listQuery';
import { listTelemetry, purgeTelemetry } from '../telemetry/list';
import { errorSchema } from './schemas';

const TAGS = ['telemetry'];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };
const oneOrMany = z.preprocess((value) => (Array.isArray(value) ? value : [value]), z.array(lineText().min(1).max(20)).max(10));

const listFilter = z.strictObject({
  q: lineText().max(200).optional(),
  collector: lineText().max(200).optional(),
  collectorId: idFromText().optional(),
  level: oneOrMany.optional(),
  category: lineText().max(60).optional(),
  from: isoDate('from').optional(),
  to: isoDate('to').optional(),
});

const entrySchema = z.object({
  id: z.number().int(),
  receivedAt: z.string(),
  deviceTime: z.string(),
  level: z.string(),
  category: z.string(),
  message: z.string(),
  collector: z.object({ id: z.number().int(), fullName: z.string(), email: z.string() }),
});

const telemetryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { schema: { tags: TAGS, summary: 'Device log lines, newest first (list dialect)', querystring: listQuerySchema, response: { 200: z.array(entrySchema), ...errors } } },
    async (request, reply) => {
      const list = parseListQuery(request.query, { sortable: TELEMETRY_SORTABLE, defaultSort: ['receivedAt', 'desc'], filter: listFilter });
      const sortField = list.sortField as (typeof TELEMETRY_SORTABLE)[number];
      const { rows, total } = await listTelemetry(app.db, list.filter, { sortField, sortOrder: list.sortOrder, offset: list.offset, limit: list.limit });
      return sendList(reply, 'telemetry', list.offset, rows, total);
    },
  );

  app.delete(
    '/',
    {
      schema: {
        tags: TAGS,
        summary: 'Delete the lines received before a day (audit-logged)',
        querystring: z.strictObject({ before: isoDate('before').pipe(z.string({ error: 'before is required (yyyy-MM-dd)' })) }),
        response: { 200: z.object({ data: z.object({ deleted: z.number().int() }), message: z.string() }), ...errors },
      },
    },
    async (request) => {
      const { before } = request.query;
      const deleted = await purgeTelemetry(app.db, before, { userId: request.auth!.user.id, ip: request.ip });
      return { data: { deleted }, message: `${deleted} log line${deleted === 1 ? '' : 's'} deleted.` };
    },
  );
};

export default telemetryRoutes;
