/** System information for super admins (docs/api-settings.md): what runs, since when, on what. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { systemAnswerSchema } from '../../src/domain/api/system';
import { errorSchema } from './schemas';
import { redisStatus } from '../realtime/redisStatus';
import { backupSummary } from '../ops/backup/status';
import { databaseFacts } from '../ops/databaseFacts';

export interface SystemRoutesOptions {
  version: string;
  databaseKind: 'pglite' | 'postgresql';
  redis: boolean;
}

const systemRoutes: FastifyPluginAsyncZod<SystemRoutesOptions> = async (app, options) => {
  const startedAt = new Date();

  app.get(
    '/system',
    {
      schema: {
        tags: ['system'],
        summary: 'Database, Redis, e-mail delivery, version, uptime, migrations and the last backup (super admins)',
        security: [{ bearerAuth: [] }],
        response: { 200: systemAnswerSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async () => {
      const { sizeBytes: size, migrations } = await databaseFacts(app.db);
      return {
        data: {
          version: options.version,
          startedAt: startedAt.toISOString(),
          uptimeSeconds: Math.floor((Date.now() - startedAt.getTime()) / 1000),
          database: { kind: options.databaseKind, sizeBytes: size },
          redis: options.redis,
          redisStatus: options.redis ? redisStatus() : ('off' as const),
          mailDelivery: app.mailer.enabled,
          migrations: migrations.map((row) => ({ name: row.name, appliedAt: new Date(row.timestamp).toISOString() })),
          backup: await backupSummary(app.db).catch(() => null),
        },
      };
    },
  );
};

export default systemRoutes;
