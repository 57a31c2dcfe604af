/** Calls made by collector devices: push records, report the queue, verify records. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageSchema } from '../../../src/domain/api/common';
import { deviceReviewsAnswerSchema, deviceReviewsQuerySchema, syncPushAnswerSchema, syncVerifyAnswerSchema } from '../../../src/domain/api/syncDevice';
import { queueSnapshotSchema, syncPushSchema, syncVerifySchema } from '../../../src/domain/protocol';
import { reviewsSince } from '../../review/deviceReviews';
import { ingest, markSynced } from '../../sync/ingest';
import { saveQueueSnapshot } from '../../sync/queue';
import { verifyRecords } from '../../sync/verify';
import { errorSchema } from '../schemas';
import { deviceSummaryRoute } from './summary';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };
const uploadErrors = { ...errors, 413: errorSchema };

const deviceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/push',
    {
      bodyLimit: 10 * 1024 * 1024,
      schema: {
        tags: ['sync'],
        summary: 'Push device records (idempotent by localUUID); answers per record',
        body: syncPushSchema,
        response: { 200: syncPushAnswerSchema, ...uploadErrors },
      },
    },
    async (request) => {
      const outcomes = await ingest(app.db, request.auth!.user.id, request.body.records, request.ip);
      const count = (status: string) => outcomes.filter((o) => o.status === status).length;
      // A push that landed at least one record (new or already held) is the collector's last sync.
      if (count('failed') < outcomes.length) await markSynced(app.db, request.auth!.user.id);
      // Candidate search for the new children and learners runs after the answer, in the background.
      app.duplicateChecks.afterSync(outcomes);
      // Outcomes most pushes never have are named only when they occur.
      const rare = (['updated', 'merged', 'deleted'] as const)
        .filter((status) => count(status) > 0)
        .map((status) => `, ${count(status)} ${status}`)
        .join('');
      return { data: outcomes, message: `${count('created')} created${rare}, ${count('duplicate')} already synced, ${count('failed')} failed.` };
    },
  );

  app.put(
    '/queue',
    {
      bodyLimit: 10 * 1024 * 1024,
      schema: {
        tags: ['sync'],
        summary: "Report the device's sync-queue snapshot",
        body: queueSnapshotSchema,
        response: { 200: messageSchema, ...uploadErrors },
      },
    },
    async (request) => {
      await saveQueueSnapshot(app.db, request.auth!.user.id, request.body.payload);
      return { message: `Queue snapshot of ${request.body.payload.length} item(s) stored.` };
    },
  );

  await app.register(deviceSummaryRoute);

  app.get(
    '/reviews',
    {
      schema: {
        tags: ['sync'],
        summary: "Reviews of this device's synced records changed since a time; `until` is the next `since`",
        querystring: deviceReviewsQuerySchema,
        response: { 200: deviceReviewsAnswerSchema, ...errors },
      },
    },
    async (request) => reviewsSince(app.db, request.auth!.user.id, request.query.since),
  );

  app.post(
    '/verify',
    {
      schema: {
        tags: ['sync'],
        summary: 'Which of these device records the server holds',
        body: syncVerifySchema,
        response: { 200: syncVerifyAnswerSchema, ...uploadErrors },
      },
    },
    async (request) => ({
      data: await verifyRecords(app.db, request.auth!.user.id, request.body.items, request.body.withData),
    }),
  );
};

export default deviceRoutes;
