/** Command Centre calls: online collectors, queue snapshots, recent device commands. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idFromText } from '../../../src/domain/inputRules';
import { allQueues, queueOf } from '../../sync/queue';

const queueParams = z.object({ collectorId: z.union([z.literal('all'), idFromText()]) });
const onlineSchema = z.object({ data: z.array(z.object({ id: z.number(), fullName: z.string(), email: z.string() })) });

const adminSyncRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/online-collectors', { schema: { tags: ['sync'], summary: 'Collectors connected now (every server process)', response: { 200: onlineSchema } } }, async () => ({
    data: await app.realtime.onlineCollectors(),
  }));

  app.get('/queue/:collectorId', { schema: { tags: ['sync'], summary: "A collector's latest sync-queue snapshot, or every collector's (all)", params: queueParams } }, async (request) => ({
    payload: request.params.collectorId === 'all' ? await allQueues(app.db) : await queueOf(app.db, request.params.collectorId),
  }));

  app.get(
    '/commands',
    { schema: { tags: ['sync'], summary: 'Recent device commands, newest first', querystring: z.object({ collectorId: idFromText().optional() }) } },
    async (request) => {
      let query = app.db
        .selectFrom('deviceCommands')
        .select(['requestId', 'collectorId', 'adminId', 'command', 'status', 'error', 'createdAt', 'sentAt', 'completedAt'])
        .orderBy('id', 'desc')
        .limit(100);
      if (request.query.collectorId) query = query.where('collectorId', '=', request.query.collectorId);
      return { data: await query.execute() };
    },
  );
};

export default adminSyncRoutes;
