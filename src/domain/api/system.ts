/** What the platform says about itself: liveness, readiness (no sign-in) and system facts for super admins. */
import { z } from 'zod';

export const healthAnswerSchema = z.object({ status: z.literal('ok'), database: z.literal('ok') });
export const unhealthyAnswerSchema = z.object({ status: z.literal('degraded'), database: z.literal('unreachable') });
export type HealthAnswer = z.infer<typeof healthAnswerSchema>;

const dependencySchema = z.enum(['ok', 'unreachable', 'not_configured']);
/** Both the 200 and the 503 answer of /api/ready. */
export const readinessAnswerSchema = z.object({
  status: z.enum(['ready', 'starting', 'draining', 'unavailable']),
  database: dependencySchema,
  redis: dependencySchema,
});
export type ReadinessAnswer = z.infer<typeof readinessAnswerSchema>;

/** What a super admin reads about the running platform. */
export const systemInfoSchema = z.object({
  version: z.string(),
  startedAt: z.string(),
  uptimeSeconds: z.number().int(),
  database: z.object({ kind: z.enum(['pglite', 'postgresql']), sizeBytes: z.number().nullable() }),
  redis: z.boolean(),
  /** `off`: no REDIS_URL; `down`: configured but unreachable from this process now; `ok`. */
  redisStatus: z.enum(['ok', 'down', 'off']),
  mailDelivery: z.boolean(),
  migrations: z.array(z.object({ name: z.string(), appliedAt: z.string() })),
  /** The last good backup (time, size, file) and a later failed one's error; null before any backup ran. */
  backup: z.object({ lastAt: z.string().nullable(), sizeBytes: z.number().nullable(), file: z.string().nullable(), error: z.string().nullable() }).nullable(),
});
export type SystemInfo = z.infer<typeof systemInfoSchema>;

export const systemAnswerSchema = z.object({ data: systemInfoSchema });
export type SystemAnswer = z.infer<typeof systemAnswerSchema>;
