/** Admin: programmes of the public site (docs/api-public.md); reads need read_reports or manage_reports, writes manage_reports. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminIdParamsSchema, adminProgrammeAnswerSchema, adminProgrammesAnswerSchema, programmeFilterSchema } from '../../src/domain/api/publicAdmin';
import { ApiError } from '../http/errors';
import { listQuerySchema, parseListQuery, sendList } from '../http/listQuery';
import { createProgramme, getProgramme, setPublished, updateProgramme, type Actor } from '../public/programmeAdmin';
import { listProgrammes, PROGRAMME_SORTABLE } from '../public/programmeList';
import { programmeCreateSchema, programmeUpdateSchema } from '../public/programmeInput';
import { errorSchema } from './schemas';

const TAGS = ['programmes'];

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

const programmeRoutes: FastifyPluginAsyncZod = async (app) => {
  const actor = (request: { auth: { user: { id: number } } | null; ip: string }): Actor => ({ userId: request.auth!.user.id, ip: request.ip });

  app.get(
    '/programmes',
    { schema: { tags: TAGS, summary: 'Programmes (list dialect)', querystring: listQuerySchema, response: { 200: adminProgrammesAnswerSchema, ...errors } } },
    async (request, reply) => {
      const list = parseListQuery(request.query, { sortable: PROGRAMME_SORTABLE, defaultSort: ['updatedAt', 'desc'], filter: programmeFilterSchema });
      const { rows, total } = await listProgrammes(app.db, list);
      return sendList(reply, 'programmes', list.offset, rows, total);
    },
  );

  app.get(
    '/programmes/:id',
    { schema: { tags: TAGS, summary: 'One programme', params: adminIdParamsSchema, response: { 200: adminProgrammeAnswerSchema, ...errors } } },
    async (request) => ({
      data: await getProgramme(app.db, request.params.id),
    }),
  );

  app.post(
    '/programmes',
    {
      schema: {
        tags: TAGS,
        summary: 'Create a programme (unpublished)',
        body: programmeCreateSchema,
        response: { 201: adminProgrammeAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await createProgramme(app.db, request.body, actor(request));
      reply.status(201);
      return { id: data.id, data, message: 'Programme created.' };
    },
  );

  app.put(
    '/programmes/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Edit a programme (partial)',
        params: adminIdParamsSchema,
        body: programmeUpdateSchema,
        response: { 200: adminProgrammeAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const { id, ...input } = request.body;
      if (id !== undefined && id !== request.params.id) {
        throw new ApiError(400, 'VALIDATION_FAILED', 'The id in the body does not match the address.', { id: 'Does not match the address' });
      }
      return { data: await updateProgramme(app.db, request.params.id, input, actor(request)), message: 'Programme updated.' };
    },
  );

  for (const [action, published, message] of [
    ['publish', true, 'Programme published.'],
    ['unpublish', false, 'Programme unpublished.'],
  ] as const) {
    app.post(
      `/programmes/:id/${action}`,
      {
        schema: {
          tags: TAGS,
          summary: `${action === 'publish' ? 'Publish' : 'Withdraw'} a programme`,
          params: adminIdParamsSchema,
          response: { 200: adminProgrammeAnswerSchema, ...errors },
        },
      },
      async (request) => ({ data: await setPublished(app.db, request.params.id, published, actor(request)), message }),
    );
  }
};

export default programmeRoutes;
