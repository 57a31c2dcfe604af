/** Admin: the reference figures of the public site (docs/api-public.md); reads need read_reports or manage_reports, writes manage_reports. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { idFromText, lineText } from '../../src/domain/inputRules';
import { REFERENCE_CATEGORIES, REFERENCE_SCOPES, REFERENCE_UNITS } from '../../src/domain/publicData';
import { anyReferenceValue, referenceValueErrors } from '../../src/domain/referenceValues';
import { writeAudit } from '../audit';
import { ApiError, notFound } from '../http/errors';
import { containsPattern } from '../http/like';
import { idsFilter, listQuerySchema, parseListQuery, sendList } from '../http/listQuery';
import { numberOrNull, REFERENCE_COLUMNS, toReferenceFigure } from '../public/references';
import { referenceFigureSchema } from '../public/schemas';
import { errorSchema } from './schemas';

const TAGS = ['reference-indicators'];
const RESOURCE = 'reference-indicators';
const SORTABLE = ['sortOrder', 'title', 'indicator', 'area', 'year', 'updatedAt', 'id'] as const;

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
  ageGroup: lineText().max(40).nullable().optional().transform((v) => (v === '' ? null : v)),
  definition: text(2000).optional(),
  source: text(500).optional(),
  verification: text(2000).optional(),
});
type Editable = Exclude<keyof z.output<typeof updateSchema>, 'id'>;
const EDITABLE: readonly Editable[] = ['title', 'value', 'valueMale', 'valueFemale', 'unit', 'year', 'ageGroup', 'definition', 'source', 'verification'];

const referenceIndicatorRoutes: FastifyPluginAsyncZod = async (app) => {

  app.get(
    '/reference-indicators',
    { schema: { tags: TAGS, summary: 'Reference figures (list dialect)', querystring: listQuerySchema, response: { 200: z.array(referenceFigureSchema), ...errors } } },
    async (request, reply) => {
      const list = parseListQuery(request.query, { sortable: SORTABLE, defaultSort: ['sortOrder', 'asc'], filter: listFilter });
      const f = list.filter;
      let query = app.db.selectFrom('referenceIndicators');
      if (f.q) {
        const pattern = containsPattern(f.q);
        query = query.where(sql<boolean>`lower(title || ' ' || source || ' ' || coalesce(area, '')) like ${pattern}`);
      }
      for (const key of ['category', 'indicator', 'scope', 'area'] as const) {
        const value = f[key];
        if (value !== undefined) query = query.where(key, '=', value as never);
      }
      if (f.id !== undefined) {
        const ids = Array.isArray(f.id) ? f.id : [f.id];
        query = query.where('id', 'in', ids.length ? ids : [-1]);
      }
      const [rows, total] = await Promise.all([
        query.select(REFERENCE_COLUMNS).orderBy(list.sortField as (typeof SORTABLE)[number], list.sortOrder).orderBy('id').offset(list.offset).limit(list.limit).execute(),
        query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
      ]);
      return sendList(reply, 'reference-indicators', list.offset, rows.map(toReferenceFigure), Number(total.count));
    },
  );

  const rowOf = async (id: number) => {
    const row = await app.db.selectFrom('referenceIndicators').select(REFERENCE_COLUMNS).where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound('The reference figure');
    return row;
  };

  app.get(
    '/reference-indicators/:id',
    { schema: { tags: TAGS, summary: 'One reference figure', params: idParams, response: { 200: z.object({ data: referenceFigureSchema }), ...errors } } },
    async (request) => ({ data: toReferenceFigure(await rowOf(request.params.id)) }),
  );

  app.put(
    '/reference-indicators/:id',
    {
      schema: { tags: TAGS, summary: 'Correct a reference figure', params: idParams, body: updateSchema, response: { 200: z.object({ data: referenceFigureSchema, message: z.string() }), ...errors } },
    },
    async (request) => {
      const { id, ...input } = request.body;
      if (id !== undefined && id !== request.params.id) {
        throw new ApiError(400, 'VALIDATION_FAILED', 'The id in the body does not match the address.', { id: 'Does not match the address' });
      }
      const figure = await app.db.transaction().execute(async (trx) => {
        const current = await trx.selectFrom('referenceIndicators').select(REFERENCE_COLUMNS).where('id', '=', request.params.id).forUpdate().executeTakeFirst();
        if (!current) throw notFound('The reference figure');
        // The values must fit the figure's unit: the new one, or the stored one when it stays.
        const valueErrors = referenceValueErrors(input.unit ?? current.unit, {
          value: input.value ?? Number(current.value),
          valueMale: input.valueMale !== undefined ? input.valueMale : numberOrNull(current.valueMale),
          valueFemale: input.valueFemale !== undefined ? input.valueFemale : numberOrNull(current.valueFemale),
        });
        if (valueErrors) throw new ApiError(400, 'VALIDATION_FAILED', 'Some values do not fit the unit of the figure.', valueErrors);
        const changes: Record<string, { before: unknown; after: unknown }> = {};
        for (const key of EDITABLE) {
          const after = input[key];
          if (after !== undefined && after !== current[key]) changes[key] = { before: current[key], after };
        }
        if (Object.keys(changes).length === 0) return toReferenceFigure(current);
        const set = Object.fromEntries(Object.entries(changes).map(([key, change]) => [key, change.after]));
        const row = await trx
          .updateTable('referenceIndicators')
          .set({ ...set, updatedBy: request.auth!.user.id, updatedAt: sql`now()` } as never)
          .where('id', '=', request.params.id)
          .returning(REFERENCE_COLUMNS)
          .executeTakeFirstOrThrow();
        await writeAudit(trx, { userId: request.auth!.user.id, action: 'update', resource: RESOURCE, resourceId: row.id, changes, ip: request.ip });
        return toReferenceFigure(row);
      });
      return { data: figure, message: 'Reference figure updated.' };
    },
  );
};

export default referenceIndicatorRoutes;
