/**
 * The real-time channel of the Command Centre and the notifications (spec 01 §4, §7; DESIGN §6):
 * one socket.io connection to the API origin, websocket only, `auth {token, role}` read from the
 * session on every (re)connect, reconnecting for ever with a 1-5 s back-off. Pages hold the connection with
 * `retain()` and never create sockets themselves.
 */
import { io, type ManagerOptions, type SocketOptions } from 'socket.io-client';
import { COMMAND_CENTRE } from '../domain/constants';
import {
  EVENTS,
  SOCKET_PATH,
  SOCKET_TRANSPORTS,
  type CommandPayloadInput,
  type CommandResult,
  type ConnectionRole,
  type DeviceLog,
  type OnlineCollector,
  type VerificationResult,
} from '../domain/protocol';
import { NOTIFICATION_EVENTS, type NotificationItem } from '../domain/notifications';
import type { ExecuteAck } from '../domain/commands';
import { ruleAllows } from '../domain/routeAccess';
import type { SessionUser } from '../domain/session';
import { SOCKET_CONNECTION_ACCESS } from '../domain/socketAccess';
import { apiUrl } from './apiUrl';
import { session as defaultSession, type SessionManager } from './session';

/** What the page receives (spec 01 §7 "Events received", plus the hub's presence update and the user's notifications). */
export interface ServerEvents {
  [EVENTS.result]: CommandResult;
  [EVENTS.verificationResult]: VerificationResult;
  [EVENTS.deviceLog]: DeviceLog;
  [EVENTS.presence]: { data: OnlineCollector[] };
  [NOTIFICATION_EVENTS.created]: NotificationItem;
  [NOTIFICATION_EVENTS.read]: { ids: number[] };
}
export type ServerEventName = keyof ServerEvents;
const SERVER_EVENTS: readonly ServerEventName[] = [
  EVENTS.result,
  EVENTS.verificationResult,
  EVENTS.deviceLog,
  EVENTS.presence,
  NOTIFICATION_EVENTS.created,
  NOTIFICATION_EVENTS.read,
];

/**
 * The connection role to ask for: `admin` (Command Centre and notifications) for those who may
 * use the Command Centre, otherwise `user` (notifications only). Unknown user: `admin`, as before.
 */
export function connectionRoleFor(user: SessionUser | null | undefined): ConnectionRole {
  if (!user) return 'admin';
  return ruleAllows(SOCKET_CONNECTION_ACCESS.admin, user) ? 'admin' : 'user';
}

export type RealtimeStatus = 'idle' | 'connecting' | 'connected' | 'disconnected';

/** The server's ack of `cmd:execute`: relayed or refused, or queued for an offline collector. */
export type ExecuteAnswer = ExecuteAck;
/** A command, and whether it should wait for its collector when that is offline (and how long, in seconds). */
export type ExecutePayload = CommandPayloadInput & { queueIfOffline?: boolean; expiresInSeconds?: number };

/** The part of a socket.io client socket this module uses (a fake in tests). */
export interface RealtimeSocket {
  readonly connected: boolean;
  /** False after the server refused or closed the connection: no automatic reconnection then. */
  readonly active: boolean;
  on(event: string, listener: (...args: unknown[]) => void): unknown;
  emit(event: string, ...args: unknown[]): unknown;
  connect(): unknown;
  disconnect(): unknown;
}
export type SocketConnectOptions = Partial<ManagerOptions & SocketOptions>;
export type SocketFactory = (url: string, options: SocketConnectOptions) => RealtimeSocket;

export interface RealtimeLogger {
  info(message: string, ...details: unknown[]): void;
  warn(message: string, ...details: unknown[]): void;
}

export interface RealtimeOptions {
  session?: SessionManager;
  socketFactory?: SocketFactory;
  /** Defaults to the origin of the API base (DESIGN §4). */
  url?: string;
  logger?: RealtimeLogger;
}

export interface RealtimeClient {
  status(): RealtimeStatus;
  /** Called on every status change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Holds the connection open (connecting if needed); returns the release function. */
  retain(): () => void;
  /** Emits `cmd:execute`; false (nothing sent) when no socket is connected. `onAck` hears the server's ack. */
  execute(payload: ExecutePayload, onAck?: (answer: ExecuteAnswer) => void): boolean;
  on<E extends ServerEventName>(event: E, handler: (payload: ServerEvents[E]) => void): () => void;
}

const consoleLogger: RealtimeLogger = {
  info: (message, ...details) => console.info(message, ...details),
  warn: (message, ...details) => console.warn(message, ...details),
};

/** The socket.io origin: the API base's origin when it is absolute, else the page's. */
export function socketOrigin(apiBase: string, location: Pick<Location, 'origin'> | undefined): string {
  if (/^https?:\/\//i.test(apiBase)) return new URL(apiBase).origin;
  return location?.origin ?? 'http://localhost';
}

/** The connection options of spec 01 §4 and §9; `auth` is read at every (re)connect. */
export function socketOptions(getToken: () => string | null, getRole: () => ConnectionRole = () => 'admin'): SocketConnectOptions {
  const { connectTimeoutMs, reconnectDelayMs, reconnectDelayMaxMs, randomizationFactor } = COMMAND_CENTRE.socket;
  return {
    path: SOCKET_PATH,
    transports: [...SOCKET_TRANSPORTS],
    auth: (cb) => cb({ token: getToken() ?? '', role: getRole() }),
    autoConnect: true,
    forceNew: true,
    reconnection: true,
    reconnectionAttempts: Infinity,
    reconnectionDelay: reconnectDelayMs,
    reconnectionDelayMax: reconnectDelayMaxMs,
    randomizationFactor,
    timeout: connectTimeoutMs,
  };
}

const defaultFactory: SocketFactory = (url, options) => io(url, options);

export function createRealtimeClient(options: RealtimeOptions = {}): RealtimeClient {
  const session = options.session ?? defaultSession;
  const factory = options.socketFactory ?? defaultFactory;
  const logger = options.logger ?? consoleLogger;
  const url = () => options.url ?? socketOrigin(apiUrl, globalThis.location);
  const statusListeners = new Set<() => void>();
  const handlers = new Map<string, Set<(payload: unknown) => void>>();
  let socket: RealtimeSocket | null = null;
  let state: RealtimeStatus = 'idle';
  let holders = 0;
  let token: string | null = null;
  /** One token refresh per refused streak, so a refusing server cannot cause a loop. */
  let refreshTried = false;
  let stopWatching: (() => void) | null = null;

  const setStatus = (next: RealtimeStatus) => {
    if (next === state) return;
    state = next;
    for (const listener of [...statusListeners]) listener();
  };

  /** The server refused or closed the connection: try once with a fresh token. */
  const afterRefusal = () => {
    setStatus('disconnected');
    if (refreshTried || !session.getToken()) return;
    refreshTried = true;
    session.requestRefresh().catch((error: unknown) => logger.warn('Real-time: token refresh failed', error));
  };

  const open = () => {
    token = session.getToken();
    if (socket || !token) {
      if (!token) setStatus('disconnected');
      return;
    }
    const current = factory(
      url(),
      socketOptions(
        () => session.getToken(),
        () => connectionRoleFor(session.user),
      ),
    );
    socket = current;
    setStatus('connecting');
    current.on('connect', () => {
      refreshTried = false;
      logger.info('Real-time connection established');
      setStatus('connected');
    });
    current.on('disconnect', (reason) => {
      logger.info('Real-time connection closed', reason);
      if (current.active) setStatus('connecting');
      else if (socket === current) afterRefusal();
    });
    current.on('connect_error', (error) => {
      logger.warn('Real-time connection failed', error instanceof Error ? error.message : error);
      if (!current.active && socket === current) afterRefusal();
    });
    for (const event of SERVER_EVENTS) {
      current.on(event, (payload) => {
        for (const handler of [...(handlers.get(event) ?? [])]) handler(payload);
      });
    }
  };

  const close = () => {
    const current = socket;
    socket = null;
    current?.disconnect();
  };

  /** A new token (refresh, new sign-in) reconnects a refused socket; signing out closes it. */
  const onSessionChange = () => {
    const next = session.getToken();
    if (next === token) return;
    token = next;
    if (!next) {
      close();
      setStatus('disconnected');
    } else if (!socket) {
      open();
    } else if (!socket.connected && !socket.active) {
      setStatus('connecting');
      socket.connect();
    }
  };

  const stop = () => {
    if (holders > 0) return;
    stopWatching?.();
    stopWatching = null;
    close();
    setStatus('idle');
  };

  return {
    status: () => state,
    subscribe(listener) {
      statusListeners.add(listener);
      return () => {
        statusListeners.delete(listener);
      };
    },
    retain() {
      holders += 1;
      if (!stopWatching) stopWatching = session.subscribe(onSessionChange);
      open();
      let released = false;
      return () => {
        if (released) return;
        released = true;
        holders -= 1;
        // Deferred, so that an unmount immediately followed by a mount keeps the connection.
        queueMicrotask(stop);
      };
    },
    execute(payload, onAck) {
      if (!socket?.connected) return false;
      if (onAck) socket.emit(EVENTS.execute, payload, onAck);
      else socket.emit(EVENTS.execute, payload);
      return true;
    },
    on(event, handler) {
      let set = handlers.get(event);
      if (!set) {
        set = new Set();
        handlers.set(event, set);
      }
      const entry = handler as (payload: unknown) => void;
      set.add(entry);
      return () => {
        set.delete(entry);
      };
    },
  };
}

let shared: RealtimeClient | null = null;

/** The app-wide connection, created on first use. */
export function getRealtimeClient(): RealtimeClient {
  shared ??= createRealtimeClient();
  return shared;
}
