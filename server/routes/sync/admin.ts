/** Command Centre calls: online collectors, queue snapshots, device commands (their history, cancelling a queued one). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idFromText } from '../../../src/domain/inputRules';
import { COMMAND_STATUSES } from '../../../src/domain/commands';
import { allQueues, queueOf } from '../../sync/queue';
import { cancelCommandRoute } from './commandCancel';
import { listCommands } from '../../realtime/commandHistory';
import { reconciliationRoutes } from './reconciliation';

const queueParams = z.object({ collectorId: z.union([z.literal('all'), idFromText()]) });
const commandsQuery = z.object({
  collectorId: idFromText().optional(),
  status: z.enum(COMMAND_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
const onlineSchema = z.object({ data: z.array(z.object({ id: z.number(), fullName: z.string(), email: z.string() })) });

const adminSyncRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/online-collectors',
    { schema: { tags: ['sync'], summary: 'Collectors connected now (every server process)', response: { 200: onlineSchema } } },
    async () => ({
      data: await app.realtime.onlineCollectors(),
    }),
  );

  app.get(
    '/queue/:collectorId',
    { schema: { tags: ['sync'], summary: "A collector's latest sync-queue snapshot, or every collector's (all)", params: queueParams } },
    async (request) => ({
      payload: request.params.collectorId === 'all' ? await allQueues(app.db) : await queueOf(app.db, request.params.collectorId),
    }),
  );

  app.get(
    '/commands',
    { schema: { tags: ['sync'], summary: 'Device commands with their status, newest first (filter by collectorId, status)', querystring: commandsQuery } },
    async (request) => ({
      data: await listCommands(app.db, request.query),
    }),
  );

  await app.register(cancelCommandRoute);

  await app.register(reconciliationRoutes);
};

export default adminSyncRoutes;
