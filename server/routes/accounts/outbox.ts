import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { lineText } from '../../../src/domain/inputRules';
import { listQuerySchema, parseListQuery, sendList } from '../../http/listQuery';
import { listOutbox } from '../../mail/outboxList';

const outboxFilter = z
  .object({
    kind: z.enum(['invitation', 'password_reset']).optional(),
    status: z.enum(['stored', 'queued', 'sent', 'failed']).optional(),
    q: lineText().max(200).optional(),
  })
  .strict();

/** The mail outbox, readable by super admins only (it holds invitation links and reset codes). */
const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/outbox',
    {
      schema: { tags: ['mail'], summary: 'Sent and stored e-mails (super admin)', querystring: listQuerySchema },
    },
    async (request, reply) => {
      const list = parseListQuery(request.query, { sortable: ['id', 'createdAt'], defaultSort: ['id', 'desc'], filter: outboxFilter });
      const { rows, total } = await listOutbox(app.db, list);
      return sendList(reply, 'outbox', list.offset, rows, total);
    },
  );
};

export default outboxRoutes;
