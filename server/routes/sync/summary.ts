/** PUT /api/admin/sync/summary: a device reports every row it holds per table (reconciliation). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageSchema } from '../../../src/domain/api/common';
import { ERROR_CODES } from '../../../src/domain/constants';
import { DEVICE_SUMMARY_MAX_BYTES, DEVICE_SUMMARY_MAX_IDS, deviceSummarySchema, summaryIdCount } from '../../../src/domain/protocol';
import { ApiError } from '../../http/errors';
import { saveDeviceSummary } from '../../sync/reconciliation';
import { errorSchema } from '../schemas';

export const deviceSummaryRoute: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/summary',
    {
      bodyLimit: DEVICE_SUMMARY_MAX_BYTES,
      // Counted before validation: a summary over the cap is refused whole, as a body over its limit is.
      preValidation: async (request) => {
        const count = summaryIdCount(request.body);
        if (count > DEVICE_SUMMARY_MAX_IDS) {
          throw new ApiError(
            413,
            ERROR_CODES.fileTooLarge,
            `The summary names ${count} records; at most ${DEVICE_SUMMARY_MAX_IDS} are accepted. Nothing was stored.`,
          );
        }
      },
      schema: {
        tags: ['sync'],
        summary: "Report every row the device holds per table and sync status (replaces the collector's previous summary)",
        body: deviceSummarySchema,
        response: { 200: messageSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 413: errorSchema },
      },
    },
    async (request) => {
      await saveDeviceSummary(app.db, request.auth!.user.id, request.body);
      return { message: `Summary of ${summaryIdCount(request.body)} record(s) stored.` };
    },
  );
};
