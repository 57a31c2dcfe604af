import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { lineText } from '../../../src/domain/inputRules';
import { listQuerySchema, parseListQuery, sendList } from '../../http/listQuery';
import { containsPattern } from '../../http/like';

const outboxFilter = z.object({ kind: z.enum(['invitation', 'password_reset']).optional(), status: z.enum(['stored', 'queued', 'sent', 'failed']).optional(), q: lineText().max(200).optional() }).strict();

/** The mail outbox, readable by super admins only (it holds invitation links and reset codes). */
const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/outbox',
    {
      schema: { tags: ['mail'], summary: 'Sent and stored e-mails (super admin)', querystring: listQuerySchema },
    },
    async (request, reply) => {
      const list = parseListQuery(request.query, { sortable: ['id', 'createdAt'], defaultSort: ['id', 'desc'], filter: outboxFilter });
      let query = app.db.selectFrom('mailOutbox');
      if (list.filter.kind) query = query.where('kind', '=', list.filter.kind);
      if (list.filter.status) query = query.where('status', '=', list.filter.status);
      if (list.filter.q) query = query.where(sql`lower(to_address)`, 'like', containsPattern(list.filter.q));
      const rows = await query
        .select(['id', 'toAddress as to', 'subject', 'kind', 'status', 'error', 'createdAt', 'sentAt', 'textBody as text', 'htmlBody as html'])
        .orderBy(list.sortField === 'createdAt' ? 'createdAt' : 'id', list.sortOrder)
        .offset(list.offset)
        .limit(list.limit)
        .execute();
      const { total } = await query.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
      return sendList(reply, 'outbox', list.offset, rows, total);
    },
  );
};

export default outboxRoutes;
