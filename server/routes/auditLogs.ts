/** Admin: the audit log (docs/api-audit.md), read with read_audit_logs or manage_audit_logs. Nothing here writes. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  auditLogAnswerSchema,
  auditLogFacetsAnswerSchema,
  auditLogFilterSchema,
  auditLogParamsSchema,
  auditLogsAnswerSchema,
} from '../../src/domain/api/auditLogs';
import { errorSchema, listQuerySchema } from '../../src/domain/api/common';
import { AUDIT_LOG_SORTABLE } from '../../src/domain/auditLogs';
import { auditLogFacets, getAuditLog, listAuditLogs } from '../auditLogs/list';
import { parseListQuery, sendList } from '../http/listQuery';

const TAGS = ['audit-logs'];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: TAGS,
        summary: 'Audit entries, newest first (list dialect)',
        querystring: listQuerySchema,
        response: { 200: auditLogsAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const list = parseListQuery(request.query, { sortable: AUDIT_LOG_SORTABLE, defaultSort: ['createdAt', 'desc'], filter: auditLogFilterSchema });
      const sortField = list.sortField as (typeof AUDIT_LOG_SORTABLE)[number];
      const { rows, total } = await listAuditLogs(app.db, list.filter, { sortField, sortOrder: list.sortOrder, offset: list.offset, limit: list.limit });
      return sendList(reply, 'audit-logs', list.offset, rows, total);
    },
  );

  app.get(
    '/facets',
    { schema: { tags: TAGS, summary: 'The actions and resources that occur in the log', response: { 200: auditLogFacetsAnswerSchema, ...errors } } },
    async () => ({ data: await auditLogFacets(app.db) }),
  );

  app.get(
    '/:id',
    { schema: { tags: TAGS, summary: 'One audit entry', params: auditLogParamsSchema, response: { 200: auditLogAnswerSchema, ...errors } } },
    async (request) => ({ data: await getAuditLog(app.db, request.params.id) }),
  );
};

export default auditLogRoutes;
