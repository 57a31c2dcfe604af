/** Admin: the reference figures of the public site (docs/api-public.md); reads need read_reports or manage_reports, writes manage_reports. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminIdParamsSchema,
  referenceFigureAdminAnswerSchema,
  referenceFiguresAdminAnswerSchema,
  referenceFigureSavedAnswerSchema,
  referenceFilterSchema,
  referenceUpdateSchema,
} from '../../src/domain/api/publicAdmin';
import { ApiError } from '../http/errors';
import { listQuerySchema, parseListQuery, sendList } from '../http/listQuery';
import { correctReferenceFigure, getReferenceFigure, listReferenceFigures, REFERENCE_SORTABLE } from '../public/referenceAdmin';
import { errorSchema } from './schemas';

const TAGS = ['reference-indicators'];

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

const referenceIndicatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reference-indicators',
    {
      schema: {
        tags: TAGS,
        summary: 'Reference figures (list dialect)',
        querystring: listQuerySchema,
        response: { 200: referenceFiguresAdminAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const list = parseListQuery(request.query, { sortable: REFERENCE_SORTABLE, defaultSort: ['sortOrder', 'asc'], filter: referenceFilterSchema });
      const { rows, total } = await listReferenceFigures(app.db, list);
      return sendList(reply, 'reference-indicators', list.offset, rows, total);
    },
  );

  app.get(
    '/reference-indicators/:id',
    { schema: { tags: TAGS, summary: 'One reference figure', params: adminIdParamsSchema, response: { 200: referenceFigureAdminAnswerSchema, ...errors } } },
    async (request) => ({ data: await getReferenceFigure(app.db, request.params.id) }),
  );

  app.put(
    '/reference-indicators/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Correct a reference figure',
        params: adminIdParamsSchema,
        body: referenceUpdateSchema,
        response: { 200: referenceFigureSavedAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const { id, ...input } = request.body;
      if (id !== undefined && id !== request.params.id) {
        throw new ApiError(400, 'VALIDATION_FAILED', 'The id in the body does not match the address.', { id: 'Does not match the address' });
      }
      const figure = await correctReferenceFigure(app.db, request.params.id, input, { userId: request.auth!.user.id, ip: request.ip });
      return { data: figure, message: 'Reference figure updated.' };
    },
  );
};

export default referenceIndicatorRoutes;
