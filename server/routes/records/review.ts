/** Review of synced records: POST /<path>/:id/review and GET /<path>/:id/reviews for each record type. */
import { recordIdParamsSchema, recordSavedAnswerSchema, type RecordRow } from '../../../src/domain/api/records';
import { reviewHistoryAnswerSchema } from '../../../src/domain/api/recordsReview';
import { reviewBodySchema } from '../../../src/domain/recordQuality';
import { notFoundError, type RecordDef } from '../../records';
import { recordExists } from '../../records/read';
import { noticeDevice } from '../../review/deviceReviews';
import { reviewHistory } from '../../review/history';
import { reviewRecord } from '../../review/review';
import { actorOf, errorAnswers, rethrowValidation, type RecordApp } from './schemas';

const security = [{ bearerAuth: [] }];

export function registerReviewRoutes(app: RecordApp, def: RecordDef): void {
  app.post(
    `/${def.path}/:id/review`,
    {
      schema: {
        tags: ['records'],
        summary: `Review a ${def.noun}: approved, has_issues (comment naming the fields) or rejected (comment with the reason)`,
        security,
        params: recordIdParamsSchema,
        body: reviewBodySchema,
        response: { 200: recordSavedAnswerSchema, ...errorAnswers },
      },
    },
    async (request) => {
      const { row, message } = await reviewRecord(app.db, def, request.params.id, request.body, actorOf(request), request.ip);
      await noticeDevice(app, def, request.params.id);
      return { data: row as RecordRow, message };
    },
  );

  app.get(
    `/${def.path}/:id/reviews`,
    {
      attachValidation: true,
      schema: {
        tags: ['records'],
        summary: `The review history of a ${def.noun}, newest first`,
        security,
        params: recordIdParamsSchema,
        response: { 200: reviewHistoryAnswerSchema, ...errorAnswers },
      },
    },
    async (request) => {
      rethrowValidation(request, false);
      if (!(await recordExists(app.db, def, request.params.id))) throw notFoundError(def);
      return { data: await reviewHistory(app.db, def, request.params.id) };
    },
  );
}
