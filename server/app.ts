/**
 * buildApp(config) assembles the server: database, security headers, auth, routes, docs and the
 * SPA. Tests build it with their own config; startup.ts builds it and listens.
 */
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { trustProxyOption, type Config } from './config';
import { resolveJwtSecret } from './auth/secret';
import authPlugin from './auth/plugin';
import routeGuard from './auth/routeGuard';
import accountsPlugin from './accounts/plugin';
import { registerRateLimits } from './http/rateLimit';
import { TokenService } from './auth/tokens';
import { createDb, type Db } from './db/connection';
import { prepareDataFolder } from './prepare/pgliteTemplate';
import dbPlugin from './db/plugin';
import { prepareDatabase } from './prepare/bootstrap';
import { registerDocs } from './http/docs';
import { registerErrorHandling } from './http/errors';
import { accessLog, logOptions } from './http/logging';
import { registerSpa } from './http/static';
import { ZOD_COMPILERS } from './http/zodCompilers';
import { registerCompression } from './http/compression';
import { registerSecurityHeaders } from './http/securityHeaders';
import routeRegistry from './http/routeRegistry';
import { registerRoutes } from './routes';
import duplicateChecks from './duplicates/plugin';
import extractionFiles from './sync/plugin';
import publicData from './public/plugin';
import { keepRetention } from './retention/job';
import { keepBackups } from './ops/backup/schedule';
import { registerRealtime, type RealtimeOptions } from './realtime';
import { redisKeyFor } from './realtime/redis';
import lifecyclePlugin from './ops/readiness';
import metricsPlugin from './ops/metrics';
import { DEFAULT_OPS } from './ops/config';
import { loadRedisDriver } from './realtime/redisDriver';
import { loadPg } from './db/pgDriver';

const APP_VERSION = '0.1.0';

export interface BuildOptions {
  /** Use this database instead of opening one from the config (the app will not close it unless `ownsDb`). */
  db?: Db;
  /** With `db`: the app closes it when it closes (startup.ts opens it early, before loading the app). */
  ownsDb?: boolean;
  /** Clock for token issue and checks; tests drive it. */
  now?: () => number;
  logger?: FastifyServerOptions['logger'];
  /** Real-time hub settings besides REDIS_URL (tests: their own Redis key, short time-outs). */
  realtime?: Omit<RealtimeOptions, 'redisUrl'>;
}

export function loggerFor(config: Config): FastifyServerOptions['logger'] {
  if (config.mode === 'test' || config.logLevel === 'silent') return false;
  return logOptions(config.logLevel, { format: config.logFormat });
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? loggerFor(config),
    logController: accessLog(config.demoData ? 'debug' : 'info'),
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 2 * 1024 * 1024,
    schemaController: { compilersFactory: ZOD_COMPILERS },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  await app.register(routeRegistry);
  await registerCompression(app);

  await registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI (emotion) injects its styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.mode === 'production' ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });

  if (config.redisUrl) await loadRedisDriver();
  if (!options.db) await prepareDataFolder({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  if (config.databaseUrl) await loadPg();
  const db = options.db ?? createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await app.register(dbPlugin, { db, ownsDb: options.ownsDb ?? !options.db });
  await prepareDatabase(db);
  // Before the routes, so that every route's answers are counted.
  await app.register(lifecyclePlugin, { shutdownGraceMs: config.shutdownGraceMs ?? DEFAULT_OPS.shutdownGraceMs, redisUrl: config.redisUrl });
  await app.register(metricsPlugin, { token: config.metricsToken });

  const secret = resolveJwtSecret(config);
  // REDIS_PREFIX keeps deployments sharing one Redis apart: socket.io channels, revocations, presence, rate limits.
  const redisPrefix = config.redisPrefix ?? DEFAULT_OPS.redisPrefix;
  const redisKey = options.realtime?.redisKey ?? redisKeyFor(redisPrefix);
  await app.register(authPlugin, {
    tokens: new TokenService(secret, options.now),
    sharing: config.databaseUrl ? { kind: 'postgresql', redisUrl: config.redisUrl, redisKey } : { kind: 'pglite' },
  });
  await app.register(routeGuard);
  await app.register(accountsPlugin, { smtpUrl: config.smtpUrl, secret, publicUrl: config.publicUrl, deleteRetentionDays: config.deleteRetentionDays });
  await registerRateLimits(app, config.redisUrl, redisPrefix);
  await registerDocs(app, APP_VERSION);

  await app.register(duplicateChecks);
  await app.register(extractionFiles, { dataDir: config.dataDir });
  await app.register(publicData, { checkIntervalMs: config.mode === 'test' ? 0 : 1000 });
  await registerRoutes(app, { config, version: APP_VERSION });
  keepRetention(app, config, options.now);
  keepBackups(app, config);
  registerRealtime(app, { redisUrl: config.redisUrl, ...options.realtime, redisKey });

  await registerSpa(app, config.staticDir);
  return app;
}
