/**
 * The bin of a record type (docs/api-records.md "Deleting and restoring"): DELETE
 * /<path>/:id with a reason, GET /<path>/deleted (the Deleted view's list) and POST
 * /<path>/:id/restore. The route table gives all three to the type's manage permission, checked
 * before any body is read. The record's device hears of a delete and of a restore once it commits.
 */
import { recordIdParamsSchema, recordListQuerySchema } from '../../../src/domain/api/records';
import { deletedListAnswerSchema, recordIdSavedAnswerSchema } from '../../../src/domain/api/recordsBin';
import { deleteBodySchema } from '../../../src/domain/recordBin';
import { BIN_MESSAGES, deleteRecord, deletedContentRange, listDeleted, restoreRecord } from '../../records/bin';
import type { RecordDef } from '../../records';
import { noticeDeleted } from '../../records/bin/deviceReviews';
import { noticeDevice } from '../../review/deviceReviews';
import { errorSchema } from '../schemas';
import { actorOf, errorAnswers, rethrowValidation, type RecordApp } from './schemas';

const security = [{ bearerAuth: [] }];

export function registerBinRoutes(app: RecordApp, def: RecordDef, retentionDays: number): void {
  app.delete(
    `/${def.path}/:id`,
    {
      // No body at all is a delete without its reason: validated as {} so the answer names `reason`.
      preValidation: async (request: { body: unknown }) => {
        request.body ??= {};
      },
      schema: {
        tags: ['records'],
        summary: `Delete a ${def.noun} with a reason: it leaves every list at once and can be restored for DELETE_RETENTION_DAYS`,
        security,
        params: recordIdParamsSchema,
        body: deleteBodySchema,
        response: { 200: recordIdSavedAnswerSchema, ...errorAnswers },
      },
    },
    async (request) => {
      const data = await deleteRecord(app.db, def, request.params.id, request.body, actorOf(request), request.ip);
      await noticeDeleted(app, def, data.id);
      return { data, message: BIN_MESSAGES.deleted(def, retentionDays) };
    },
  );

  app.get(
    `/${def.path}/deleted`,
    {
      attachValidation: true,
      schema: {
        tags: ['records'],
        summary: `Deleted ${def.path} that can still be restored (ra-data-simple-rest: sort deletedAt|id, range, filter q; Content-Range header)`,
        security,
        querystring: recordListQuerySchema,
        response: { 200: deletedListAnswerSchema, ...errorAnswers },
      },
    },
    async (request, reply) => {
      rethrowValidation(request, false);
      const result = await listDeleted(app.db, def, request.query, retentionDays);
      reply.header('Content-Range', deletedContentRange(def, result));
      reply.header('Access-Control-Expose-Headers', 'Content-Range');
      return result.rows;
    },
  );

  app.post(
    `/${def.path}/:id/restore`,
    {
      attachValidation: true,
      schema: {
        tags: ['records'],
        summary: `Restore a deleted ${def.noun} whole, within DELETE_RETENTION_DAYS of its delete (409 after)`,
        security,
        params: recordIdParamsSchema,
        response: { 200: recordIdSavedAnswerSchema, ...errorAnswers, 409: errorSchema },
      },
    },
    async (request) => {
      rethrowValidation(request, false);
      const data = await restoreRecord(app.db, def, request.params.id, actorOf(request), { days: retentionDays, now: new Date(), ip: request.ip });
      await noticeDevice(app, def, data.id);
      return { data, message: BIN_MESSAGES.restored(def) };
    },
  );
}
