/**
 * The real-time hub (DESIGN §6): socket.io on the API's HTTP server, path /socket.io, websocket
 * transport only. Admin and collector sockets are authenticated at connect and re-authorised per
 * event; `app.realtime` exposes presence and revocation to routes.
 */
import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import { SOCKET_PATH, SOCKET_TRANSPORTS } from '../../src/domain/protocol';
import { onConnection } from './connection';
import { Hub } from './hub';
import { chooseAdapter } from './adapter';
import { watchPresence } from './presenceWatch';
import { DEFAULT_REDIS_KEY } from './redis';
import { LastSeenWriter } from './lastSeen';
import { QueuedDelivery } from './queuedDelivery';
import { OfflineWatch } from '../notifications/offlineWatch';
import { recheckAll } from './recheck';
import { SocketAuthError, admitSocket, authenticateHandshake, type HubServer, type HubSocket } from './socketAuth';

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Hub;
  }
}

export interface RealtimeOptions {
  redisUrl?: string;
  /** Redis key prefix of the adapter's channels (tests use their own). */
  redisKey?: string;
  commandTimeoutMs?: number;
  /**
   * A sent command still unanswered this long after its time-out is timed out by the sweep of any
   * process (its own process died or stopped); the grace lets a live process's timer win (default 10 s).
   */
  commandTimeoutGraceMs?: number;
  /**
   * An admin socket's session, user and role are re-read before an event when the last read is
   * older than this (ms; 0: before every event; default 1 s). Suspension, role change, password
   * change and deletion disconnect at once whatever this is.
   */
  reauthMs?: number;
  /**
   * The same for collector sockets (default 30 s): a device's only right is its collector role,
   * and a change of role disconnects it, so device events (results, logs) share one read.
   */
  deviceReauthMs?: number;
  /** Every socket's session is re-read this often even when it is silent (0: never). */
  recheckIntervalMs?: number;
  /** A collector gone this long with unsynced records is reported offline (default 60 s). */
  offlineGraceMs?: number;
  /** A connected collector's "last seen" is written this often, and never more often (default 60 s). */
  lastSeenIntervalMs?: number;
  /**
   * Queued commands past their expiry are marked expired, and sent ones past their time-out and
   * grace timed out, this often, on every process (default 5 s; 0: expiry only when claimed, no sweep).
   */
  queueSweepMs?: number;
  /** Presence changes after an announcement wait this long to go out together (default 250 ms). */
  presenceDebounceMs?: number;
}

/** Attaches socket.io to `app.server`; call after the routes. Closed with the app. */
export function registerRealtime(app: FastifyInstance, options: RealtimeOptions = {}): Hub {
  const io: HubServer = new Server(app.server, {
    path: SOCKET_PATH,
    transports: [...SOCKET_TRANSPORTS],
    serveClient: false,
    maxHttpBufferSize: 8 * 1024 * 1024,
  });
  const redis = chooseAdapter(options, app.log);
  if (redis) io.adapter(redis.adapter);
  const commandTimeoutMs = options.commandTimeoutMs ?? 60_000;
  const hub = new Hub(app, io, {
    commandTimeoutMs,
    reauthMs: options.reauthMs ?? 1000,
    deviceReauthMs: options.deviceReauthMs ?? 30_000,
    presenceDebounceMs: options.presenceDebounceMs ?? 250,
    distributed: redis !== null,
  });
  app.decorate('realtime', hub);
  const presence = options.redisUrl ? watchPresence(app, hub, options.redisUrl, options.redisKey ?? DEFAULT_REDIS_KEY) : null;
  const offline = new OfflineWatch(app, options.offlineGraceMs ?? 60_000, (collectorId) => hub.isCollectorOnline(collectorId));
  const lastSeen = new LastSeenWriter(app.db, app.log, options.lastSeenIntervalMs ?? 60_000);
  const queued = new QueuedDelivery(app, hub, options.queueSweepMs ?? 5000, commandTimeoutMs + (options.commandTimeoutGraceMs ?? 10_000));

  io.use((socket, next) => {
    authenticateHandshake(app, socket.handshake.auth)
      .then(({ data, user }) => {
        admitSocket(socket, data, user);
        next();
      })
      .catch((error: unknown) => {
        const failure = error instanceof SocketAuthError ? error : new SocketAuthError('The connection could not be checked.', 'INTERNAL_ERROR');
        if (!(error instanceof SocketAuthError)) app.log.error({ err: error }, 'socket authentication failed');
        next(Object.assign(new Error(failure.message), { data: failure.data }));
      });
  });

  const services = { app, hub, offline, lastSeen, queued };
  io.on('connection', (socket: HubSocket) => onConnection(services, socket));
  app.accountEvents.on('sessions-revoked', (userId, suspended) => hub.disconnectUser(userId, suspended));
  app.accountEvents.on('session-revoked', (sessionId) => hub.disconnectSession(sessionId));

  const recheck = options.recheckIntervalMs ?? 60_000;
  const recheckTimer =
    recheck > 0 ? setInterval(() => void recheckAll(app, io).catch((error: unknown) => app.log.warn({ err: error }, 'socket re-check failed')), recheck) : null;
  recheckTimer?.unref();

  app.addHook('preClose', async () => {
    if (recheckTimer) clearInterval(recheckTimer);
    offline.stop();
    queued.stop();
    io.local.disconnectSockets(true);
    await lastSeen.stop();
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    await presence?.stop();
    await hub.stop();
    await Promise.resolve(io.of('/').adapter.close()).catch(() => undefined);
    await redis?.close();
  });
  return hub;
}
