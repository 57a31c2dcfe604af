/** System information for super admins (docs/api-settings.md): what runs, since when, on what. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { errorSchema } from './schemas';
import { redisStatus } from '../realtime/redisStatus';
import { backupSummary } from '../ops/backup/status';

export interface SystemRoutesOptions {
  version: string;
  databaseKind: 'pglite' | 'postgresql';
  redis: boolean;
}

const systemSchema = z.object({
  version: z.string(),
  startedAt: z.string(),
  uptimeSeconds: z.number().int(),
  database: z.object({ kind: z.enum(['pglite', 'postgresql']), sizeBytes: z.number().nullable() }),
  redis: z.boolean(),
  redisStatus: z.enum(['ok', 'down', 'off']),
  mailDelivery: z.boolean(),
  migrations: z.array(z.object({ name: z.string(), appliedAt: z.string() })),
  /** The last good backup (time, size, file) and a later failed one's error; null before any backup ran (issue 22). */
  backup: z.object({ lastAt: z.string().nullable(), sizeBytes: z.number().nullable(), file: z.string().nullable(), error: z.string().nullable() }).nullable(),
});

const systemRoutes: FastifyPluginAsyncZod<SystemRoutesOptions> = async (app, options) => {
  const startedAt = new Date();

  app.get(
    '/system',
    {
      schema: {
        tags: ['system'],
        summary: 'Database, Redis, e-mail delivery, version, uptime, migrations and the last backup (super admins)',
        security: [{ bearerAuth: [] }],
        response: { 200: z.object({ data: systemSchema }), 401: errorSchema, 403: errorSchema },
      },
    },
    async () => {
      const size = await sql<{ bytes: number | string | null }>`select pg_database_size(current_database()) as bytes`
        .execute(app.db)
        .then(({ rows }) => (rows[0]?.bytes == null ? null : Number(rows[0].bytes)))
        // A managed database may refuse the size to a role without the right; the rest still answers.
        .catch(() => null);
      const { rows: migrations } = await sql<{ name: string; timestamp: string }>`select name, timestamp from kysely_migration order by name`.execute(app.db);
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
