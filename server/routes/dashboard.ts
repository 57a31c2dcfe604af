/**
 * The operations dashboard (docs/api-dashboard.md): one answer per section, each guarded by its
 * dashboard permission in the route table, with the same state / LGA / period query.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorSchema } from '../../src/domain/api/common';
import {
  adminAnswerSchema,
  collectorAnswerSchema,
  dashboardQuerySchema,
  executiveAnswerSchema,
  reviewAnswerSchema,
  type DashboardFilter,
  type ExecutiveDashboard,
} from '../../src/domain/api/dashboard';
import { lgaBySlug, stateBySlug } from '../../src/domain/locations';
import { adminDashboard } from '../dashboard/admin';
import { AnswerCache } from '../dashboard/cache';
import { collectorDashboard } from '../dashboard/collector';
import { executiveDashboard } from '../dashboard/executive';
import { reviewDashboard } from '../dashboard/review';
import { readableTypes } from '../dashboard/scope';
import { ApiError } from '../http/errors';
import { binFingerprint } from '../records/bin/fingerprint';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

/** The checked filter: a known state, an LGA of that state, a period that does not end before it starts. */
function checkedFilter(query: z.output<typeof dashboardQuerySchema>): DashboardFilter {
  const { state, lga, from, to } = query;
  if (from && to && from > to) throw new ApiError(400, 'INVALID_QUERY', 'The period must not end before it starts.', { to: 'Must not be before from' });
  if (state && !stateBySlug(state))
    throw new ApiError(400, 'INVALID_QUERY', `Unknown state "${state}". Use a state slug such as kano.`, { state: 'Unknown state' });
  if (lga && !state) throw new ApiError(400, 'INVALID_QUERY', 'Choose a state with the LGA.', { lga: 'Needs a state' });
  if (lga && state && !lgaBySlug(state, lga)) throw new ApiError(400, 'INVALID_QUERY', `Unknown LGA "${lga}" in ${state}.`, { lga: 'Unknown LGA' });
  const filter: DashboardFilter = {};
  if (state) filter.state = state;
  if (lga) filter.lga = lga;
  if (from) filter.from = from;
  if (to) filter.to = to;
  return filter;
}

/** How long an executive answer stays fresh for the same filter and readable types (then served stale up to ten times as long while it is recomputed). */
export const EXECUTIVE_CACHE_MS = 30_000;

/** DASHBOARD_CACHE_MS overrides it (0: compute every answer; the benchmark measures both). */
function cacheMs(): number {
  const configured = Number(process.env.DASHBOARD_CACHE_MS);
  return process.env.DASHBOARD_CACHE_MS && Number.isFinite(configured) && configured >= 0 ? configured : EXECUTIVE_CACHE_MS;
}

const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const executive = new AnswerCache<ExecutiveDashboard>(cacheMs());
  app.get(
    '/executive',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'Executive figures: headline counts, records per week, children by state and reason, learners by centre type, programmes',
        querystring: dashboardQuerySchema,
        response: { 200: executiveAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const user = request.auth!.user;
      const filter = checkedFilter(request.query);
      // A delete or restore changes the bins' fingerprint, so it shows at once.
      const key = JSON.stringify([filter, readableTypes(user), await binFingerprint(app.db)]);
      return { data: await executive.get(key, () => executiveDashboard(app.db, user, filter)) };
    },
  );

  app.get(
    '/review',
    {
      schema: {
        tags: ['dashboard'],
        summary:
          "What a reviewer acts on, in the filter's state or else the reviewer's own: records waiting for review and failed syncs per type they may review, open possible duplicates",
        querystring: dashboardQuerySchema,
        response: { 200: reviewAnswerSchema, ...errors },
      },
    },
    async (request) => ({ data: await reviewDashboard(app.db, request.auth!.user, checkedFilter(request.query)) }),
  );

  app.get(
    '/admin',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'Operations: collectors online, active and silent, syncs, invitations, jobs, latest audit events',
        querystring: dashboardQuerySchema,
        response: { 200: adminAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const online = (await app.realtime.onlineCollectors()).map((collector) => collector.id);
      return { data: await adminDashboard(app.db, request.auth!.user, checkedFilter(request.query), online) };
    },
  );

  app.get(
    '/collector',
    {
      schema: {
        tags: ['dashboard'],
        summary: "The signed-in collector's own records by type and sync status, last sync and place in the state",
        querystring: dashboardQuerySchema,
        response: { 200: collectorAnswerSchema, ...errors },
      },
    },
    async (request) => ({ data: await collectorDashboard(app.db, request.auth!.user.id, checkedFilter(request.query)) }),
  );
};

export default dashboardRoutes;
