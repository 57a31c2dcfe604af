/**
 * Where the process is in its life: starting (migrations and start-up tasks not
 * done), serving, or draining after SIGTERM. `GET /api/ready` answers from this and from bounded
 * probes of the database and (when configured) Redis; long work watches `stopping` to roll back
 * before the shutdown grace runs out.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Redis } from 'ioredis';
import { newRedis } from '../realtime/redisDriver';
import type { Db } from '../db/connection';

/** Each dependency gets at most this long to answer a readiness probe. */
export const PROBE_TIMEOUT_MS = 1000;

export type DependencyState = 'ok' | 'unreachable' | 'not_configured';

export interface Readiness {
  ready: boolean;
  status: 'ready' | 'starting' | 'draining' | 'unavailable';
  database: DependencyState;
  redis: DependencyState;
}

export class Lifecycle {
  private startupDone = false;
  private drainingSince: number | null = null;
  private readonly stopController = new AbortController();

  /** Aborted when in-flight long work (an import) must give up and roll back: the grace is running out. */
  readonly stopping: AbortSignal = this.stopController.signal;

  constructor(readonly shutdownGraceMs: number) {}

  /** Migrations and start-up tasks are done: the process may take traffic. */
  markStarted(): void {
    this.startupDone = true;
  }

  /** SIGTERM: readiness answers 503 from now on, so a load balancer stops sending requests. */
  startDraining(): void {
    this.drainingSince ??= Date.now();
  }

  /** Tells long work to stop and roll back now. */
  stopWork(): void {
    this.stopController.abort();
  }

  get started(): boolean {
    return this.startupDone;
  }

  get draining(): boolean {
    return this.drainingSince !== null;
  }
}

/** Resolves to `fallback` when `work` has not settled within `ms` (the work itself goes on). */
export async function within<T>(work: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

export async function probeDatabase(db: Db, timeoutMs = PROBE_TIMEOUT_MS): Promise<DependencyState> {
  const answered = sql`select 1`.execute(db).then(
    () => 'ok' as const,
    () => 'unreachable' as const,
  );
  return within<DependencyState>(answered, timeoutMs, 'unreachable');
}

/**
 * A Redis connection of its own for readiness: it never queues a command while disconnected (a
 * PING then fails at once) and keeps reconnecting in the background, so a Redis that comes back
 * turns the process ready again without a restart.
 */
export class RedisProbe {
  private readonly client: Redis;
  private lastWarning = 0;

  constructor(url: string, log: FastifyInstance['log']) {
    this.client = newRedis(url, {
      lazyConnect: true,
      connectTimeout: PROBE_TIMEOUT_MS,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: () => 1000,
    });
    this.client.on('error', (error: Error) => {
      // Once a minute is enough: the rate limits and the realtime relay say it too.
      if (Date.now() - this.lastWarning < 60_000) return;
      this.lastWarning = Date.now();
      log.warn({ err: error }, 'readiness: Redis unreachable');
    });
    this.client.connect().catch(() => undefined);
  }

  async probe(timeoutMs = PROBE_TIMEOUT_MS): Promise<DependencyState> {
    const answered = this.client.ping().then(
      (reply) => (reply === 'PONG' ? ('ok' as const) : ('unreachable' as const)),
      () => 'unreachable' as const,
    );
    return within<DependencyState>(answered, timeoutMs, 'unreachable');
  }

  close(): void {
    this.client.disconnect();
  }
}

export async function readinessOf(app: FastifyInstance): Promise<Readiness> {
  const { lifecycle } = app;
  const [database, redis] = await Promise.all([
    probeDatabase(app.db),
    app.redisProbe ? app.redisProbe.probe() : Promise.resolve<DependencyState>('not_configured'),
  ]);
  const reachable = database === 'ok' && redis !== 'unreachable';
  const status = lifecycle.draining ? 'draining' : !lifecycle.started ? 'starting' : reachable ? 'ready' : 'unavailable';
  return { ready: status === 'ready', status, database, redis };
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
    /** Set when REDIS_URL is: the readiness probe's own Redis connection. */
    redisProbe: RedisProbe | null;
  }
}

/** Decorates `lifecycle` (and the Redis probe); register before the routes. */
export default fp(
  async (app, options: { shutdownGraceMs: number; redisUrl?: string }) => {
    app.decorate('lifecycle', new Lifecycle(options.shutdownGraceMs));
    const probe = options.redisUrl ? new RedisProbe(options.redisUrl, app.log) : null;
    app.decorate('redisProbe', probe);
    if (probe) app.addHook('onClose', async () => probe.close());
  },
  { name: 'lifecycle' },
);
