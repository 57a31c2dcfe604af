/**
 * Possible duplicates (issue 15 §2): the list of pairs, an on-demand check and resolving a pair.
 * The route table lets in anyone who may read (write) either compared type; each pair is checked
 * again against its own type, before a body is validated.
 */
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idFromText, lineText } from '../../src/domain/inputRules';
import { DUPLICATE_STATUSES, duplicateResolveSchema } from '../../src/domain/recordQuality';
import { DuplicateChecks, kindsFor } from '../duplicates/checks';
import { ALL_KINDS, kindOfResource, kindsAllowed } from '../duplicates/kinds';
import { DUPLICATE_SORTABLE, type DuplicateSortField } from '../../src/domain/duplicatePairs';
import { listedKinds, listPairs } from '../duplicates/list';
import { findPair, resolvePair, RESOLVE_MESSAGES } from '../duplicates/resolve';
import { forbidden, notFound } from '../http/errors';
import { listQuerySchema, parseListQuery, sendList } from '../http/listQuery';
import { actorOf } from './records/schemas';
import { errorSchema } from './schemas';

declare module 'fastify' {
  interface FastifyInstance {
    /** Candidate searches after sync pushes and on demand (server/duplicates/checks.ts). */
    duplicateChecks: DuplicateChecks;
  }
}

const TAGS = ['duplicates'];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const TYPE_PATHS = ALL_KINDS.map((kind) => kind.resource) as [string, ...string[]];
const typeSchema = z.enum(TYPE_PATHS, { error: `type must be one of ${TYPE_PATHS.join(', ')}` });

const listFilter = z.strictObject({
  status: z.enum(DUPLICATE_STATUSES).optional(),
  type: typeSchema.optional(),
  state: lineText().max(40).optional(),
});

const checkBodySchema = z.strictObject({ type: typeSchema.optional(), state: lineText().max(40).optional() }).default({});

const jobSchema = z.object({
  id: z.string(),
  status: z.enum(['running', 'done', 'failed']),
  types: z.array(z.string()),
  state: z.string().nullable(),
  total: z.number(),
  checked: z.number(),
  withPairs: z.number(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  error: z.string().nullable(),
});

const nullableText = z.string().nullable();
const sideSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    firstName: nullableText,
    middleName: nullableText,
    lastName: nullableText,
    sex: nullableText,
    age: z.number().nullable(),
    dateOfBirth: nullableText,
    state: nullableText,
    lga: nullableText,
    ward: nullableText,
    groupId: z.number().nullable(),
    groupName: nullableText,
    createdAt: nullableText,
    reviewState: nullableText,
    merged: z.boolean(),
  })
  .nullable();
const pairSchema = z.object({
  id: z.number(),
  type: z.string(),
  score: z.number(),
  reasons: z.object({ name: z.number(), age: z.number(), sex: z.number(), location: z.number(), household: z.number() }),
  status: z.enum(DUPLICATE_STATUSES),
  keptId: z.number().nullable(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  recordA: sideSchema,
  recordB: sideSchema,
});

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { schema: { tags: TAGS, summary: 'Possible duplicates with both records side by side (list dialect; filter status, type, state)', querystring: listQuerySchema, response: { 200: z.array(pairSchema), 400: errorSchema, 401: errorSchema, 403: errorSchema } } },
    async (request, reply) => {
      const list = parseListQuery(request.query, { sortable: DUPLICATE_SORTABLE, defaultSort: ['score', 'desc'], filter: listFilter });
      const kinds = listedKinds(kindsAllowed(request.auth!.user, 'read'), list.filter.type);
      const page = { sortField: list.sortField as DuplicateSortField, sortOrder: list.sortOrder, offset: list.offset, limit: list.limit };
      const { rows, total } = await listPairs(app.db, kinds, list.filter, page);
      return sendList(reply, 'duplicates', list.offset, rows, total);
    },
  );

  app.post(
    '/check',
    { schema: { tags: TAGS, summary: 'Start a duplicate check of every record of a type (and state); answers 202 with the job', body: checkBodySchema, response: { 202: z.object({ data: jobSchema, message: z.string() }), ...errors } } },
    async (request, reply) => {
      const writable = kindsAllowed(request.auth!.user, 'write');
      const kinds = kindsFor(request.body.type).filter((kind) => writable.includes(kind));
      if (kinds.length === 0) throw forbidden();
      const job = app.duplicateChecks.start(kinds, request.body.state ?? null);
      return reply.code(202).send({ data: job, message: 'The duplicate check has started.' });
    },
  );

  app.get(
    '/check/:id',
    { schema: { tags: TAGS, summary: 'Progress of a duplicate check', params: z.object({ id: z.string().uuid() }), response: { 200: z.object({ data: jobSchema }), ...errors } } },
    async (request) => {
      const job = app.duplicateChecks.job(request.params.id);
      if (!job) throw notFound('The duplicate check');
      return { data: job };
    },
  );

  app.post(
    '/:id/resolve',
    {
      attachValidation: true,
      schema: { tags: TAGS, summary: 'Resolve a pair: merge (keepId survives, default the older record) or distinct', params: z.object({ id: idFromText() }), body: duplicateResolveSchema, response: { 200: z.object({ data: z.object({ id: z.number(), keptId: z.number().nullable() }), message: z.string() }), ...errors } },
    },
    async (request) => {
      if (request.validationError?.validationContext === 'params') throw request.validationError;
      const pair = await findPair(app.db, request.params.id);
      const kind = pair && kindOfResource(pair.resource);
      if (!pair || !kind) throw notFound(RESOLVE_MESSAGES.notFound);
      // The pair's own type decides, before the body is looked at.
      if (!kindsAllowed(request.auth!.user, 'write').includes(kind)) throw forbidden();
      if (request.validationError) throw request.validationError;
      const result = await resolvePair(app.db, kind, pair.id, request.body, { userId: actorOf(request), ip: request.ip });
      return { data: { id: pair.id, keptId: result.keptId }, message: result.message };
    },
  );
};

/** Wrapped with fastify-plugin: `duplicateChecks` serves the sync push hook too. */
export default fp(
  async (app) => {
    const checks = new DuplicateChecks(app.db, app.log);
    app.decorate('duplicateChecks', checks);
    app.addHook('onClose', () => checks.close());
    await app.register(routes, { prefix: '/api/admin/duplicates' });
  },
  { name: 'duplicate-routes', dependencies: ['db'] },
);
