/**
 * Configuration read from the environment once at start and validated with clear messages, so a
 * typo fails loudly before the server accepts a request.
 */
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { newPasswordProblem } from '../src/domain/passwords';
import { opsConfigFrom, opsEnvSchema, type OpsConfig } from './ops/config';

type RuntimeMode = 'development' | 'production' | 'test';

export interface Config extends Partial<OpsConfig> {
  mode: RuntimeMode;
  host: string;
  port: number;
  /** Where the embedded database, the generated secret and the demo accounts file live. */
  dataDir: string;
  /** Set: PostgreSQL. Unset: PGlite under dataDir (or in memory when dataDir is `memory`). */
  databaseUrl?: string;
  redisUrl?: string;
  /** Unset outside production: generated on first start and kept in dataDir. */
  jwtSecret?: string;
  smtpUrl?: string;
  publicUrl: string;
  /** Seed demo users on an empty database. */
  demoData: boolean;
  /** Demo collector agents started with the server in demo mode (DEMO_COLLECTORS, default 3; 0: none). */
  demoCollectors?: number;
  adminEmail?: string;
  adminPassword?: string;
  logLevel: string;
  /** How log lines are printed: `pretty` (human, the default in a terminal) or `json` (JSON lines, the default otherwise). */
  logFormat?: 'pretty' | 'json';
  /** Folder of the built SPA; absent in API-only tests. */
  staticDir?: string;
  /** Device log lines older than this many days are deleted (hourly); 0 or unset keeps them all. */
  telemetryRetentionDays?: number;
  /** A merge can be undone for this many days; then the merged row is purged (audited). Unset: DEFAULT_RETENTION_DAYS. */
  mergeUndoDays?: number;
  /** A deleted record can be restored for this many days; then it is purged (audited), and a deleted user's e-mail is freed. Unset: DEFAULT_RETENTION_DAYS. */
  deleteRetentionDays?: number;
  /**
   * Whose X-Forwarded-For is believed for the client address (rate limits, audit log): false
   * (nobody: the socket's address counts), true (everybody), a hop count, or proxy addresses.
   */
  trustProxy?: TrustProxy;
}

/** DEMO_COLLECTORS when unset. */
export const DEFAULT_DEMO_COLLECTORS = 3;

/** MERGE_UNDO_DAYS and DELETE_RETENTION_DAYS when unset (ODK Central keeps deleted submissions 30 days). */
export const DEFAULT_RETENTION_DAYS = 30;

export type TrustProxy = boolean | number | string[];

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const urlWithScheme = (schemes: string[], name: string) =>
  optionalText.refine((value) => value === undefined || schemes.some((scheme) => value.startsWith(`${scheme}://`)), {
    message: `${name} must start with ${schemes.map((s) => `${s}://`).join(' or ')}`,
  });

/** A whole number of days from 1 to 3650 (a window of 0 would purge what was just deleted). */
const retentionDays = (name: string) =>
  optionalText.refine((v) => v === undefined || (/^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 3650), {
    message: `${name} must be a whole number of days from 1 to 3650`,
  });

const envSchema = opsEnvSchema.extend({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], {
      message: 'NODE_ENV must be development, production or test',
    })
    .default('development'),
  HOST: optionalText,
  PORT: optionalText.refine((v) => v === undefined || (/^\d+$/.test(v) && Number(v) > 0 && Number(v) < 65536), {
    message: 'PORT must be a whole number between 1 and 65535',
  }),
  DATA_DIR: optionalText,
  DATABASE_URL: urlWithScheme(['postgres', 'postgresql'], 'DATABASE_URL'),
  REDIS_URL: urlWithScheme(['redis', 'rediss'], 'REDIS_URL'),
  JWT_SECRET: optionalText.refine((v) => v === undefined || v.length >= 32, {
    message: 'JWT_SECRET must be at least 32 characters long',
  }),
  SMTP_URL: urlWithScheme(['smtp', 'smtps'], 'SMTP_URL'),
  PUBLIC_URL: optionalText.refine((v) => v === undefined || /^https?:\/\/[^\s/]+/.test(v), {
    message: 'PUBLIC_URL must be an http:// or https:// address, e.g. https://edu.example.gov.ng',
  }),
  DEMO_DATA: optionalText.refine((v) => v === undefined || ['true', 'false', '1', '0'].includes(v), {
    message: 'DEMO_DATA must be true or false',
  }),
  ADMIN_EMAIL: optionalText.refine((v) => v === undefined || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), {
    message: 'ADMIN_EMAIL must be an e-mail address',
  }),
  // The one password rule (src/domain/passwords.ts), so a bad one stops the start before anything runs.
  ADMIN_PASSWORD: optionalText.superRefine((value, ctx) => {
    const problem = value === undefined ? null : newPasswordProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: `ADMIN_PASSWORD: ${problem}` });
  }),
  DEMO_COLLECTORS: optionalText.refine((v) => v === undefined || (/^\d+$/.test(v) && Number(v) <= 50), {
    message: 'DEMO_COLLECTORS must be a whole number of demo collector agents from 0 (none) to 50',
  }),
  TELEMETRY_RETENTION_DAYS: optionalText.refine((v) => v === undefined || (/^\d+$/.test(v) && Number(v) <= 3650), {
    message: 'TELEMETRY_RETENTION_DAYS must be a whole number of days from 0 (keep everything) to 3650',
  }),
  MERGE_UNDO_DAYS: retentionDays('MERGE_UNDO_DAYS'),
  DELETE_RETENTION_DAYS: retentionDays('DELETE_RETENTION_DAYS'),
  TRUST_PROXY: optionalText.refine((v) => v === undefined || parseTrustProxy(v) !== null, {
    message:
      'TRUST_PROXY must be false, true, a number of proxy hops (e.g. 1) or a comma-separated list of proxy addresses or CIDR ranges (e.g. 10.0.0.2,172.16.0.0/12)',
  }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
});

/** proxy-addr's names for address ranges, accepted in the TRUST_PROXY list. */
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.includes(entry)) return true;
  const [address, prefix, extra] = entry.split('/');
  const version = net.isIP(address);
  if (version === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** TRUST_PROXY's value as Fastify's `trustProxy` takes it, or null when it is not valid. */
function parseTrustProxy(value: string | undefined): TrustProxy | null {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops === 0 ? false : hops <= 100 ? hops : null;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  return entries.every(isAddressOrRange) ? entries : null;
}

/**
 * TRUST_PROXY as Fastify's `trustProxy` option. Fastify refuses a bare hop count (it cannot tell a
 * proxy from a client that connects directly), so a count becomes a check on the hop index: only
 * use one when the server is reachable through the proxies alone.
 */
export function trustProxyOption(value: TrustProxy | undefined): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value === 'number') return (_address, hop) => hop < value;
  return value ?? false;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, rootDir = process.cwd()): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const e = parsed.data;
  const problems: string[] = [];
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    problems.push('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  if (e.NODE_ENV === 'production') {
    if (!e.JWT_SECRET) problems.push('JWT_SECRET is required in production (at least 32 random characters)');
    if (!e.PUBLIC_URL) problems.push('PUBLIC_URL is required in production (the address users open)');
  }
  if (problems.length > 0) throw new ConfigError(problems);

  const port = e.PORT ? Number(e.PORT) : 8080;
  const demoData = e.DEMO_DATA === undefined ? e.NODE_ENV !== 'production' : ['true', '1'].includes(e.DEMO_DATA);
  const dataDir = e.DATA_DIR === 'memory' ? 'memory' : path.resolve(rootDir, e.DATA_DIR ?? 'data');
  return {
    mode: e.NODE_ENV,
    host: e.HOST ?? '0.0.0.0',
    port,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    jwtSecret: e.JWT_SECRET,
    smtpUrl: e.SMTP_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    demoData,
    demoCollectors: e.DEMO_COLLECTORS === undefined ? DEFAULT_DEMO_COLLECTORS : Number(e.DEMO_COLLECTORS),
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (process.stdout.isTTY ? 'pretty' : 'json'),
    staticDir: path.resolve(rootDir, 'dist'),
    telemetryRetentionDays: e.TELEMETRY_RETENTION_DAYS === undefined ? 90 : Number(e.TELEMETRY_RETENTION_DAYS),
    trustProxy: parseTrustProxy(e.TRUST_PROXY) ?? false,
    mergeUndoDays: e.MERGE_UNDO_DAYS === undefined ? DEFAULT_RETENTION_DAYS : Number(e.MERGE_UNDO_DAYS),
    deleteRetentionDays: e.DELETE_RETENTION_DAYS === undefined ? DEFAULT_RETENTION_DAYS : Number(e.DELETE_RETENTION_DAYS),
    ...opsConfigFrom(e, rootDir),
  };
}

/** The configuration from the environment; a bad one ends the process with its message. */
export function readConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** Describes the database for start-up messages without printing credentials. */
export function describeDatabase(config: Config): string {
  if (config.databaseUrl) {
    const url = new URL(config.databaseUrl);
    return `PostgreSQL at ${url.hostname}:${url.port || 5432}${url.pathname}`;
  }
  return config.dataDir === 'memory' ? 'PGlite (in memory)' : `PGlite in ${config.dataDir}`;
}
