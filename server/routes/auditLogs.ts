/** Admin: the audit log (docs/api-audit.md), read with read_audit_logs or manage_audit_logs. Nothing here writes. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idFromText, lineText } from '../../src/domain/inputRules';
import { AUDIT_LOG_SORTABLE } from '../../src/domain/auditLogs';
import { isoDate } from '../../src/domain/records/fields';
import { auditLogFacets, getAuditLog, listAuditLogs } from '../auditLogs/list';
import { listQuerySchema, parseListQuery, sendList } from '../http/listQuery';
import { errorSchema } from './schemas';

const TAGS = ['audit-logs'];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** One text or a list of them, answered as a list. */
const oneOrMany = z.preprocess((value) => (Array.isArray(value) ? value : [value]), z.array(lineText().min(1).max(80)).max(50));

const listFilter = z.strictObject({
  q: lineText().max(200).optional(),
  userId: idFromText().optional(),
  action: oneOrMany.optional(),
  resource: oneOrMany.optional(),
  resourceId: z.union([lineText().max(80), z.number().transform(String)]).optional(),
  from: isoDate('from').optional(),
  to: isoDate('to').optional(),
});

const userSchema = z.object({ id: z.number().int(), fullName: z.string(), email: z.string() }).nullable();
const entrySchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  action: z.string(),
  resource: z.string(),
  resourceId: z.string().nullable(),
  changes: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
  user: userSchema,
});

const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { schema: { tags: TAGS, summary: 'Audit entries, newest first (list dialect)', querystring: listQuerySchema, response: { 200: z.array(entrySchema), ...errors } } },
    async (request, reply) => {
      const list = parseListQuery(request.query, { sortable: AUDIT_LOG_SORTABLE, defaultSort: ['createdAt', 'desc'], filter: listFilter });
      const sortField = list.sortField as (typeof AUDIT_LOG_SORTABLE)[number];
      const { rows, total } = await listAuditLogs(app.db, list.filter, { sortField, sortOrder: list.sortOrder, offset: list.offset, limit: list.limit });
      return sendList(reply, 'audit-logs', list.offset, rows, total);
    },
  );

  app.get(
    '/facets',
    { schema: { tags: TAGS, summary: 'The actions and resources that occur in the log', response: { 200: z.object({ data: z.object({ actions: z.array(z.string()), resources: z.array(z.string()) }) }), ...errors } } },
    async () => ({ data: await auditLogFacets(app.db) }),
  );

  app.get(
    '/:id',
    { schema: { tags: TAGS, summary: 'One audit entry', params: z.object({ id: idFromText() }), response: { 200: z.object({ data: entrySchema }), ...errors } } },
    async (request) => ({ data: await getAuditLog(app.db, request.params.id) }),
  );
};

export default auditLogRoutes;
