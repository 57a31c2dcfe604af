/**
 * GET /api/admin/search?q= (docs/api-search.md): the top bar's search over the records the user
 * may read. Any signed-in user may call it; which record types it looks at follows the user's
 * read permissions (server/search/search.ts), so a type the user may not read never appears.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { lineText } from '../../src/domain/inputRules';
import { RECORD_TYPE_NAMES } from '../../src/domain/records';
import { unauthenticated } from '../http/errors';
import { search } from '../search/search';
import { MAX_QUERY_LENGTH, MIN_QUERY_LENGTH, normaliseQuery } from '../search/text';
import { errorSchema } from './schemas';

const recordType = z.enum(RECORD_TYPE_NAMES as [string, ...string[]]);

const query = z.strictObject({
  q: lineText('Type something to search for')
    .transform(normaliseQuery)
    .pipe(
      z
        .string()
        .min(MIN_QUERY_LENGTH, `Type at least ${MIN_QUERY_LENGTH} characters`)
        .max(MAX_QUERY_LENGTH, `At most ${MAX_QUERY_LENGTH} characters`),
    ),
});

const resultSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  reference: z.string().nullable(),
  phone: z.string().nullable(),
  state: z.string().nullable(),
  lga: z.string().nullable(),
  updatedAt: z.string(),
  match: z.enum(['exact', 'prefix', 'words']),
  inList: z.boolean(),
});

const placeSchema = z.object({
  kind: z.enum(['state', 'lga', 'ward']),
  name: z.string(),
  state: z.string(),
  lga: z.string().nullable(),
  ward: z.string().nullable(),
  exact: z.boolean(),
});

const answerSchema = z.object({
  data: z.object({
    q: z.string(),
    groups: z.array(z.object({ type: recordType, results: z.array(resultSchema), more: z.boolean() })),
    listType: recordType.nullable(),
    places: z.array(placeSchema),
  }),
});

const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search',
    {
      schema: {
        tags: ['search'],
        summary: 'Records by name, reference or phone, grouped by type (the types the user may read), the best 5 of each; states, LGAs and wards by name',
        security: [{ bearerAuth: [] }],
        querystring: query,
        response: { 200: answerSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      // The route guard has authenticated the request already (ROUTE_ACCESS: signed in).
      if (!request.auth) throw unauthenticated();
      return { data: await search(app.db, request.auth.user, request.query.q) };
    },
  );
};

export default searchRoutes;
