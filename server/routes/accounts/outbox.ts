import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, listQuerySchema } from '../../../src/domain/api/common';
import { outboxAnswerSchema, outboxFilterSchema, type OutboxMessage } from '../../../src/domain/api/usersOutbox';
import { isoTime, isoTimeOrNull } from '../../accounts/wireTimes';
import { parseListQuery, sendList } from '../../http/listQuery';
import { listOutbox } from '../../mail/outboxList';

type OutboxRow = Awaited<ReturnType<typeof listOutbox>>['rows'][number];

/** A stored message as the API answers it. */
const messageView = (row: OutboxRow): OutboxMessage => ({ ...row, createdAt: isoTime(row.createdAt), sentAt: isoTimeOrNull(row.sentAt) });

/** The mail outbox, readable by super admins only (it holds invitation links and reset codes). */
const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/outbox',
    {
      schema: {
        tags: ['mail'],
        summary: 'Sent and stored e-mails (super admin)',
        querystring: listQuerySchema,
        response: { 200: outboxAnswerSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request, reply) => {
      const list = parseListQuery(request.query, { sortable: ['id', 'createdAt'], defaultSort: ['id', 'desc'], filter: outboxFilterSchema });
      const { rows, total } = await listOutbox(app.db, list);
      return sendList(reply, 'outbox', list.offset, rows.map(messageView), total);
    },
  );
};

export default outboxRoutes;
