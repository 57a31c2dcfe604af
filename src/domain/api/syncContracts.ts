/** The contract table of one area of the API: devices' sync, the Command Centre and possible duplicates; see ./index.ts. */
import { duplicateResolveSchema } from '../recordQuality';
import { deviceSummarySchema, queueSnapshotSchema, syncPushSchema, syncVerifySchema } from '../syncProtocol';
import { listQuerySchema, messageSchema, type RouteContract } from './common';
import {
  duplicateCheckAnswerSchema,
  duplicateCheckBodySchema,
  duplicateCheckParamsSchema,
  duplicateCheckStatusAnswerSchema,
  duplicatePairParamsSchema,
  duplicateResolveAnswerSchema,
  duplicatesAnswerSchema,
  duplicateUnmergeAnswerSchema,
} from './duplicates';
import {
  commandCancelAnswerSchema,
  commandCancelParamsSchema,
  commandHistoryAnswerSchema,
  commandHistoryQuerySchema,
  extractionParamsSchema,
  extractionsAnswerSchema,
  extractionsQuerySchema,
  onlineCollectorsAnswerSchema,
  syncQueueAnswerSchema,
  syncQueueParamsSchema,
} from './syncAdmin';
import { deviceReviewsAnswerSchema, deviceReviewsQuerySchema, extractionUploadAnswerSchema, syncPushAnswerSchema, syncVerifyAnswerSchema } from './syncDevice';
import { reconciliationAnswerSchema, reconciliationParamsSchema, reconciliationReportAnswerSchema } from './syncReconciliation';

export const SYNC_CONTRACTS = {
  // The Command Centre
  'GET /api/admin/sync/online-collectors': { answer: onlineCollectorsAnswerSchema },
  'GET /api/admin/sync/queue/:collectorId': { params: syncQueueParamsSchema, answer: syncQueueAnswerSchema },
  'GET /api/admin/sync/commands': { query: commandHistoryQuerySchema, answer: commandHistoryAnswerSchema },
  'POST /api/admin/sync/commands/:requestId/cancel': { params: commandCancelParamsSchema, answer: commandCancelAnswerSchema },
  'GET /api/admin/sync/reconciliation': { answer: reconciliationReportAnswerSchema },
  'GET /api/admin/sync/reconciliation/:collectorId': { params: reconciliationParamsSchema, answer: reconciliationAnswerSchema },
  // Collector devices
  'POST /api/admin/sync/push': { body: syncPushSchema, answer: syncPushAnswerSchema },
  'PUT /api/admin/sync/queue': { body: queueSnapshotSchema, answer: messageSchema },
  'PUT /api/admin/sync/summary': { body: deviceSummarySchema, answer: messageSchema },
  'GET /api/admin/sync/reviews': { query: deviceReviewsQuerySchema, answer: deviceReviewsAnswerSchema },
  'POST /api/admin/sync/verify': { body: syncVerifySchema, answer: syncVerifyAnswerSchema },
  // Extraction bundles: uploaded as multipart (no body schema), downloaded as a file (no answer schema)
  'POST /api/admin/sync/extractions': { answer: extractionUploadAnswerSchema, status: 201 },
  'GET /api/admin/sync/extractions': { query: extractionsQuerySchema, answer: extractionsAnswerSchema },
  'GET /api/admin/sync/extractions/:id/download': { params: extractionParamsSchema },
  'DELETE /api/admin/sync/extractions/:id': { params: extractionParamsSchema, answer: messageSchema },
  // Possible duplicates
  'GET /api/admin/duplicates': { query: listQuerySchema, answer: duplicatesAnswerSchema },
  'POST /api/admin/duplicates/check': { body: duplicateCheckBodySchema, answer: duplicateCheckAnswerSchema, status: 202 },
  'GET /api/admin/duplicates/check/:id': { params: duplicateCheckParamsSchema, answer: duplicateCheckStatusAnswerSchema },
  'POST /api/admin/duplicates/:id/resolve': { params: duplicatePairParamsSchema, body: duplicateResolveSchema, answer: duplicateResolveAnswerSchema },
  'POST /api/admin/duplicates/:id/unmerge': { params: duplicatePairParamsSchema, answer: duplicateUnmergeAnswerSchema },
} as const satisfies Record<string, RouteContract>;
