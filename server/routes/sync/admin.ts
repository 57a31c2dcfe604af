/** Command Centre calls: online collectors, queue snapshots, device commands (their history, cancelling a queued one). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  commandHistoryAnswerSchema,
  commandHistoryQuerySchema,
  onlineCollectorsAnswerSchema,
  syncQueueAnswerSchema,
  syncQueueParamsSchema,
  type CommandHistoryEntry,
} from '../../../src/domain/api/syncAdmin';
import { allQueues, queueOf } from '../../sync/queue';
import { cancelCommandRoute } from './commandCancel';
import { listCommands, type CommandHistoryItem } from '../../realtime/commandHistory';
import { reconciliationRoutes } from './reconciliation';
import { errorSchema } from '../schemas';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

const isoOrNull = (time: Date | null) => time?.toISOString() ?? null;

/** A command of the history with its times as ISO strings, as JSON has always written them. */
const commandEntry = (item: CommandHistoryItem): CommandHistoryEntry => ({
  ...item,
  createdAt: item.createdAt.toISOString(),
  sentAt: isoOrNull(item.sentAt),
  completedAt: isoOrNull(item.completedAt),
  expiresAt: isoOrNull(item.expiresAt),
});

const adminSyncRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/online-collectors',
    {
      schema: {
        tags: ['sync'],
        summary: 'Collectors connected now (every server process)',
        response: { 200: onlineCollectorsAnswerSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async () => ({
      data: await app.realtime.onlineCollectors(),
    }),
  );

  app.get(
    '/queue/:collectorId',
    {
      schema: {
        tags: ['sync'],
        summary: "A collector's latest sync-queue snapshot, or every collector's (all)",
        params: syncQueueParamsSchema,
        response: { 200: syncQueueAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      payload: request.params.collectorId === 'all' ? await allQueues(app.db) : await queueOf(app.db, request.params.collectorId),
    }),
  );

  app.get(
    '/commands',
    {
      schema: {
        tags: ['sync'],
        summary: 'Device commands with their status, newest first (filter by collectorId, status)',
        querystring: commandHistoryQuerySchema,
        response: { 200: commandHistoryAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      data: (await listCommands(app.db, request.query)).map(commandEntry),
    }),
  );

  await app.register(cancelCommandRoute);

  await app.register(reconciliationRoutes);
};

export default adminSyncRoutes;
