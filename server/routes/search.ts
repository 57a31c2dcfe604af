/**
 * GET /api/admin/search?q= (docs/api-search.md): the top bar's search over the records the user
 * may read. Any signed-in user may call it; which record types it looks at follows the user's
 * read permissions (server/search/search.ts), so a type the user may not read never appears.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../../src/domain/api/common';
import { searchAnswerSchema, searchQuerySchema } from '../../src/domain/api/search';
import { unauthenticated } from '../http/errors';
import { search } from '../search/search';

const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search',
    {
      schema: {
        tags: ['search'],
        summary: 'Records by name, reference or phone, grouped by type (the types the user may read), the best 5 of each; states, LGAs and wards by name',
        security: [{ bearerAuth: [] }],
        querystring: searchQuerySchema,
        response: { 200: searchAnswerSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
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
