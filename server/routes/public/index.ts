/** The public data API, no sign-in (docs/api-public.md): cached JSON with an ETag. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  programmeAnswerSchema,
  programmeParamsSchema,
  programmesAnswerSchema,
  programmesQuerySchema,
  referenceAnswerSchema,
  summaryAnswerSchema,
} from '../../../src/domain/api/public';
import { anyIndicatorsAnswerSchema, indicatorsQuerySchema } from '../../../src/domain/api/publicLocal';
import { populationSourcesAnswerSchema } from '../../../src/domain/api/population';
import { POPULATION_SOURCES_PATH } from '../../../src/domain/population';
import type { SerializedAnswer } from '../../public/cache';
import { errorSchema } from '../schemas';

const PUBLIC_CACHE_CONTROL = 'public, max-age=60';

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim().replace(/^W\//, '');
    return value === '*' || value === etag;
  });
}

/** Sends a cached answer as is (already JSON), or 304 when the client holds this version. */
function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: SerializedAnswer): FastifyReply {
  reply.header('cache-control', PUBLIC_CACHE_CONTROL).header('etag', answer.etag);
  if (matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(answer.body);
}

const TAGS = ['public'];
const errors = { 400: errorSchema, 404: errorSchema };

const publicRoutes: FastifyPluginAsyncZod = async (app) => {
  const data = app.publicData;
  app.get(
    '/summary',
    { schema: { tags: TAGS, summary: 'Headline figures (aggregates only, counts under 5 suppressed)', response: { 200: summaryAnswerSchema } } },
    async (request, reply) => sendAnswer(request, reply, await data.summary()),
  );

  app.get(
    '/indicators',
    {
      schema: {
        tags: TAGS,
        summary: 'Indicators per state (37 rows), per zone (6 rows), per LGA of a state, or per ward of an LGA (counts only)',
        querystring: indicatorsQuerySchema,
        response: { 200: anyIndicatorsAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { level, state, lga } = request.query;
      if (level === 'lga') return sendAnswer(request, reply, await data.lgaIndicators(state!));
      if (level === 'ward') return sendAnswer(request, reply, await data.wardIndicators(state!, lga!));
      return sendAnswer(request, reply, await data.indicators(level));
    },
  );

  app.get(
    '/reference-indicators',
    { schema: { tags: TAGS, summary: 'Every reference figure with its source, year and verification note', response: { 200: referenceAnswerSchema } } },
    async (request, reply) => sendAnswer(request, reply, await data.referenceFigures()),
  );

  app.get(
    POPULATION_SOURCES_PATH.replace('/public', ''),
    {
      schema: {
        tags: TAGS,
        summary: 'The sources of the population estimates behind the public rates: licence, years, age groups, areas covered, demo flag',
        response: { 200: populationSourcesAnswerSchema },
      },
    },
    async (request, reply) => sendAnswer(request, reply, await data.populationSources()),
  );

  app.get(
    '/programmes',
    {
      schema: {
        tags: TAGS,
        summary: 'Published programmes',
        querystring: programmesQuerySchema,
        response: { 200: programmesAnswerSchema, ...errors },
      },
    },
    async (request, reply) => sendAnswer(request, reply, await data.programmes(request.query)),
  );

  app.get(
    '/programmes/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'One published programme (numeric id or slug) with progress figures from the records',
        params: programmeParamsSchema,
        response: { 200: programmeAnswerSchema, ...errors },
      },
    },
    async (request, reply) => sendAnswer(request, reply, await data.programme(request.params.id)),
  );
};

export default publicRoutes;
