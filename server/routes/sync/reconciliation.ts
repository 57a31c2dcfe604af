/** Reconciliation per collector: one collector's, and the report across collectors. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reconciliationAnswerSchema, reconciliationParamsSchema, reconciliationReportAnswerSchema } from '../../../src/domain/api/syncReconciliation';
import { notFound } from '../../http/errors';
import { reconcile, reconciliationReport } from '../../sync/reconciliation';
import { errorSchema } from '../schemas';

export const reconciliationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reconciliation',
    {
      schema: {
        tags: ['sync'],
        summary: 'Reconciliation across collectors: totals and mismatch counts per collector that reported',
        response: { 200: reconciliationReportAnswerSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async () => {
      const online = new Set((await app.realtime.onlineCollectors()).map((collector) => collector.id));
      return { data: await reconciliationReport(app.db, online) };
    },
  );

  app.get(
    '/reconciliation/:collectorId',
    {
      schema: {
        tags: ['sync'],
        summary: "A collector's device records per table set against what the server received, with the records only one side holds",
        params: reconciliationParamsSchema,
        response: { 200: reconciliationAnswerSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const reconciliation = await reconcile(app.db, request.params.collectorId);
      if (!reconciliation) throw notFound('The collector');
      return { data: reconciliation };
    },
  );
};
