/**
 * The operating settings: scheduled backups, server processes, shutdown grace, the
 * metrics token and the Redis prefix. Read with the rest of the configuration (../config.ts).
 */
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

export interface OpsConfig {
  /** Scheduled backups go here; unset: no scheduled backups. */
  backupDir?: string;
  /** Time between scheduled backups (ms); default 24 h. */
  backupEveryMs: number;
  /** How many scheduled backups are kept in backupDir (older ones are deleted); default 7. */
  backupKeep: number;
  /** Server processes on this machine (WORKERS; `auto` = the number of cores); default 1. */
  workers: number;
  /** How long SIGTERM waits for in-flight requests before closing anyway (ms); default 10 s. */
  shutdownGraceMs: number;
  /** Unset: GET /metrics answers 404. Set: it answers only with `Authorization: Bearer <token>`. */
  metricsToken?: string;
  /** Prefix of every Redis key and channel of this deployment (rate limits, socket.io, sessions); default `edu`. */
  redisPrefix: string;
}

const UNIT_MS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** `90`, `90s`, `15m`, `24h`, `7d`, `500ms` as milliseconds (a bare number is `bareUnit`); null when not a duration. */
export function parseDuration(text: string, bareUnit: keyof typeof UNIT_MS = 's'): number | null {
  const match = /^(\d+)(ms|s|m|h|d)?$/.exec(text.trim().toLowerCase());
  if (!match) return null;
  return Number(match[1]) * UNIT_MS[match[2] ?? bareUnit];
}

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const duration = (name: string, min: number, max: number, example: string) =>
  optionalText.refine(
    (v) => {
      const ms = v === undefined ? null : parseDuration(v);
      return v === undefined || (ms !== null && ms >= min && ms <= max);
    },
    { message: `${name} must be a duration such as ${example} (s, m, h or d)` },
  );

export const opsEnvSchema = z.object({
  BACKUP_DIR: optionalText,
  BACKUP_EVERY: duration('BACKUP_EVERY', 60_000, 366 * UNIT_MS.d, '24h (at least 1m)'),
  BACKUP_KEEP: optionalText.refine((v) => v === undefined || (/^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 1000), {
    message: 'BACKUP_KEEP must be a whole number of backups from 1 to 1000',
  }),
  WORKERS: optionalText.refine((v) => v === undefined || v === 'auto' || (/^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 64), {
    message: 'WORKERS must be auto or a whole number of processes from 1 to 64',
  }),
  SHUTDOWN_GRACE: duration('SHUTDOWN_GRACE', 0, 600_000, '10s (at most 10m)'),
  METRICS_TOKEN: optionalText.refine((v) => v === undefined || v.length >= 16, {
    message: 'METRICS_TOKEN must be at least 16 characters long',
  }),
  REDIS_PREFIX: optionalText.refine((v) => v === undefined || /^[A-Za-z0-9_.-]{1,40}$/.test(v), {
    message: 'REDIS_PREFIX must be 1 to 40 letters, digits, dots, dashes or underscores',
  }),
});

export function opsConfigFrom(env: z.infer<typeof opsEnvSchema>, rootDir: string): OpsConfig {
  return {
    backupDir: env.BACKUP_DIR === undefined ? undefined : path.resolve(rootDir, env.BACKUP_DIR),
    backupEveryMs: env.BACKUP_EVERY === undefined ? UNIT_MS.d : (parseDuration(env.BACKUP_EVERY) ?? UNIT_MS.d),
    backupKeep: env.BACKUP_KEEP === undefined ? 7 : Number(env.BACKUP_KEEP),
    workers: env.WORKERS === undefined ? 1 : env.WORKERS === 'auto' ? Math.max(1, os.availableParallelism()) : Number(env.WORKERS),
    shutdownGraceMs: env.SHUTDOWN_GRACE === undefined ? 10_000 : (parseDuration(env.SHUTDOWN_GRACE) ?? 10_000),
    metricsToken: env.METRICS_TOKEN,
    redisPrefix: env.REDIS_PREFIX ?? 'edu',
  };
}

/** The defaults, for configs built without the environment (tests). */
export const DEFAULT_OPS: OpsConfig = opsConfigFrom({}, process.cwd());
