/**
 * Possible duplicates: the list of pairs, an on-demand check, resolving a
 * pair and undoing a merge. The route table lets in anyone who may read (write) either compared
 * type; each pair is checked again against its own type, before a body is validated.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  duplicateCheckAnswerSchema,
  duplicateCheckBodySchema,
  duplicateCheckParamsSchema,
  duplicateCheckStatusAnswerSchema,
  duplicateListFilterSchema,
  duplicatePairParamsSchema,
  duplicateResolveAnswerSchema,
  duplicatesAnswerSchema,
  duplicateUnmergeAnswerSchema,
} from '../../src/domain/api/duplicates';
import { duplicateResolveSchema } from '../../src/domain/recordQuality';
import { kindsFor } from '../duplicates/checks';
import { ALL_KINDS, kindOfResource, kindsAllowed } from '../duplicates/kinds';
import { DUPLICATE_SORTABLE, type DuplicateSortField } from '../../src/domain/duplicatePairs';
import { listedKinds, listPairs } from '../duplicates/list';
import { pairChanged, RESOLVE_MESSAGES, UNMERGE_MESSAGES } from '../duplicates/messages';
import { droppedPairResource } from '../duplicates/pairs';
import { findPair, resolvePair } from '../duplicates/resolve';
import { unmergePair } from '../duplicates/unmerge';
import { DEFAULT_RETENTION_DAYS } from '../config';
import { noticeDevice } from '../review/deviceReviews';
import { noticeMerged } from '../review/mergeReviews';
import { forbidden, notFound } from '../http/errors';
import { listQuerySchema, parseListQuery, sendList } from '../http/listQuery';
import { actorOf } from './records/schemas';
import { errorSchema } from './schemas';

const TAGS = ['duplicates'];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

export interface DuplicateRouteOptions {
  /** MERGE_UNDO_DAYS: how long a merge can be undone (unset: DEFAULT_RETENTION_DAYS). */
  mergeUndoDays?: number;
}

const routes: FastifyPluginAsyncZod<DuplicateRouteOptions> = async (app, options) => {
  const mergeUndoDays = options.mergeUndoDays ?? DEFAULT_RETENTION_DAYS;
  app.get(
    '/',
    {
      schema: {
        tags: TAGS,
        summary: 'Possible duplicates with both records side by side (list dialect; filter status, type, state)',
        querystring: listQuerySchema,
        response: { 200: duplicatesAnswerSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request, reply) => {
      const list = parseListQuery(request.query, { sortable: DUPLICATE_SORTABLE, defaultSort: ['score', 'desc'], filter: duplicateListFilterSchema });
      const kinds = listedKinds(kindsAllowed(request.auth!.user, 'read'), list.filter.type);
      const page = { sortField: list.sortField as DuplicateSortField, sortOrder: list.sortOrder, offset: list.offset, limit: list.limit };
      const { rows, total } = await listPairs(app.db, kinds, list.filter, page);
      return sendList(reply, 'duplicates', list.offset, rows, total);
    },
  );

  app.post(
    '/check',
    {
      schema: {
        tags: TAGS,
        summary: 'Start a duplicate check of every record of a type (and state); answers 202 with the job',
        body: duplicateCheckBodySchema,
        response: { 202: duplicateCheckAnswerSchema, ...errors },
      },
    },
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
    {
      schema: {
        tags: TAGS,
        summary: 'Progress of a duplicate check',
        params: duplicateCheckParamsSchema,
        response: { 200: duplicateCheckStatusAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const job = app.duplicateChecks.job(request.params.id);
      if (!job) throw notFound('The duplicate check');
      return { data: job };
    },
  );

  /**
   * The pair and its kind, when the caller may write the pair's type. A caller who may not write
   * every type gets 403 for an unknown pair as for a forbidden one, so pair ids cannot be probed.
   */
  const writablePair = async (request: FastifyRequest, id: number) => {
    const writable = kindsAllowed(request.auth!.user, 'write');
    const pair = await findPair(app.db, id);
    const kind = pair && kindOfResource(pair.resource);
    if (pair && kind && writable.includes(kind)) return { pair, kind };
    if (!pair) {
      // A pair a merge dropped meanwhile (its record merged into one that had the same pair) changed; it is not unknown.
      const dropped = kindOfResource((await droppedPairResource(app.db, id)) ?? '');
      if (dropped && writable.includes(dropped)) throw pairChanged(RESOLVE_MESSAGES.moved);
    }
    throw writable.length === ALL_KINDS.length ? notFound(RESOLVE_MESSAGES.notFound) : forbidden();
  };

  app.post(
    '/:id/resolve',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'Resolve a pair: merge (keepId survives, default the older record) or distinct',
        params: duplicatePairParamsSchema,
        body: duplicateResolveSchema,
        response: { 200: duplicateResolveAnswerSchema, ...errors },
      },
    },
    async (request) => {
      if (request.validationError?.validationContext === 'params') throw request.validationError;
      // The pair's own type decides, before the body is looked at.
      const { pair, kind } = await writablePair(request, request.params.id);
      if (request.validationError) throw request.validationError;
      const result = await resolvePair(app.db, kind, pair.id, request.body, { userId: actorOf(request), ip: request.ip });
      if (result.mergedId !== null) await noticeMerged(app, kind, result.mergedId);
      return { data: { id: pair.id, keptId: result.keptId }, message: result.message };
    },
  );

  app.post(
    '/:id/unmerge',
    {
      schema: {
        tags: TAGS,
        summary: 'Undo the merge of a pair within MERGE_UNDO_DAYS: the merged record back whole, the pair open again',
        params: duplicatePairParamsSchema,
        response: { 200: duplicateUnmergeAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const { pair, kind } = await writablePair(request, request.params.id);
      const result = await unmergePair(app.db, kind, pair.id, mergeUndoDays, { userId: actorOf(request), ip: request.ip });
      await noticeDevice(app, kind.def, result.restoredId);
      return { data: { id: pair.id, restoredId: result.restoredId, keptId: result.survivorId }, message: UNMERGE_MESSAGES.undone };
    },
  );
};

export default routes;
