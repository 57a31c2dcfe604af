import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, listQuerySchema } from '../../../src/domain/api/common';
import { collectorFilterSchema, collectorsAnswerSchema } from '../../../src/domain/api/users';
import { COLLECTOR_SORTABLE, listCollectors } from '../../accounts/collectors';
import { parseListQuery, sendList } from '../../http/listQuery';

const collectorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['users'],
        summary: 'Collection agents: online/offline, last seen, app version, last sync and records synced',
        querystring: listQuerySchema,
        response: { 200: collectorsAnswerSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request, reply) => {
      const list = parseListQuery(request.query, { sortable: COLLECTOR_SORTABLE, defaultSort: ['fullName', 'asc'], filter: collectorFilterSchema });
      const online = (await app.realtime.onlineCollectors()).map((collector) => collector.id);
      const { rows, total } = await listCollectors(app.db, list, online);
      return sendList(reply, 'collectors', list.offset, rows, total);
    },
  );
};

export default collectorRoutes;
