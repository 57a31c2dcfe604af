/** Admin: the reference figures of the public site (docs/api-public.md); reads need read_reports or manage_reports, writes manage_reports. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idFromText, lineText } from '../../src/domain/inputRules';
import { REFERENCE_CATEGORIES, REFERENCE_SCOPES, REFERENCE_UNITS } from '../../src/domain/publicData';
import { anyReferenceValue } from '../../src/domain/referenceValues';
import { ApiError } from '../http/errors';
import { idsFilter, listQuerySchema, parseListQuery, sendList } from '../http/listQuery';
import { correctReferenceFigure, getReferenceFigure, listReferenceFigures, REFERENCE_SORTABLE } from '../public/referenceAdmin';
import { referenceFigureSchema } from '../public/schemas';
import { errorSchema } from './schemas';

const TAGS = ['reference-indicators'];

const idParams = z.object({ id: idFromText() });
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const text = (max: number) => lineText().min(1, 'Required').max(max, `At most ${max} characters`);
const optionalNumber = anyReferenceValue.nullable();

const listFilter = z.strictObject({
  q: lineText().max(200).optional(),
  category: z.enum(REFERENCE_CATEGORIES).optional(),
  indicator: lineText().max(60).optional(),
  scope: z.enum(REFERENCE_SCOPES).optional(),
  area: lineText().max(40).optional(),
  id: idsFilter.optional(),
});

/** Key, indicator, category, scope and area identify a figure and stay; its value and provenance change. */
const updateSchema = z.strictObject({
  id: idFromText().optional(),
  title: text(200).optional(),
  value: anyReferenceValue.optional(),
  valueMale: optionalNumber.optional(),
  valueFemale: optionalNumber.optional(),
  unit: z.enum(REFERENCE_UNITS).optional(),
  year: text(40).optional(),
  ageGroup: lineText()
    .max(40)
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v)),
  definition: text(2000).optional(),
  source: text(500).optional(),
  verification: text(2000).optional(),
});

const referenceIndicatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reference-indicators',
    {
      schema: {
        tags: TAGS,
        summary: 'Reference figures (list dialect)',
        querystring: listQuerySchema,
        response: { 200: z.array(referenceFigureSchema), ...errors },
      },
    },
    async (request, reply) => {
      const list = parseListQuery(request.query, { sortable: REFERENCE_SORTABLE, defaultSort: ['sortOrder', 'asc'], filter: listFilter });
      const { rows, total } = await listReferenceFigures(app.db, list);
      return sendList(reply, 'reference-indicators', list.offset, rows, total);
    },
  );

  app.get(
    '/reference-indicators/:id',
    { schema: { tags: TAGS, summary: 'One reference figure', params: idParams, response: { 200: z.object({ data: referenceFigureSchema }), ...errors } } },
    async (request) => ({ data: await getReferenceFigure(app.db, request.params.id) }),
  );

  app.put(
    '/reference-indicators/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Correct a reference figure',
        params: idParams,
        body: updateSchema,
        response: { 200: z.object({ data: referenceFigureSchema, message: z.string() }), ...errors },
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
