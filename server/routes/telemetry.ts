/**
 * Admin: the device logs collectors' devices streamed (docs/api-telemetry.md). Reading needs
 * read_telemetry or manage_telemetry; deleting old lines manage_telemetry, and is audit-logged.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, listQuerySchema } from '../../src/domain/api/common';
import { purgeTelemetryAnswerSchema, purgeTelemetryQuerySchema, telemetryAnswerSchema, telemetryFilterSchema } from '../../src/domain/api/telemetry';
import { TELEMETRY_SORTABLE } from '../../src/domain/telemetry';
import { parseListQuery, sendList } from '../http/listQuery';
import { listTelemetry, purgeTelemetry } from '../telemetry/list';

const TAGS = ['telemetry'];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

const telemetryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: TAGS,
        summary: 'Device log lines, newest first (list dialect)',
        querystring: listQuerySchema,
        response: { 200: telemetryAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const list = parseListQuery(request.query, { sortable: TELEMETRY_SORTABLE, defaultSort: ['receivedAt', 'desc'], filter: telemetryFilterSchema });
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
        querystring: purgeTelemetryQuerySchema,
        response: { 200: purgeTelemetryAnswerSchema, ...errors },
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
