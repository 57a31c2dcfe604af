/**
 * An admitted socket on this process: its rooms, a collector's presence, and the events its
 * connection role may send (src/domain/socketAccess.ts). A socket holds one listener for all its
 * events and no per-event state until it sends one: with thousands of device sockets per
 * process, what each one keeps is what the process weighs.
 */
import { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { EVENTS, PROTOCOL_ERRORS, PROTOCOL_MESSAGES, type ConnectionRole } from '../../src/domain/protocol';
import { SOCKET_EVENT_SENDERS, type ClientEvent } from '../../src/domain/socketAccess';
import type { OfflineWatch } from '../notifications/offlineWatch';
import { handleDeviceLog, handleDeviceResult, handleQueueSnapshot } from './device';
import { ROOMS, type Hub } from './hub';
import type { LastSeenWriter } from './lastSeen';
import type { QueuedDelivery } from './queuedDelivery';
import { handleExecute } from './relay';
import type { HubSocket } from './socketAuth';

type Ack = (answer: unknown) => void;

export interface ConnectionServices {
  app: FastifyInstance;
  hub: Hub;
  offline: OfflineWatch;
  lastSeen: LastSeenWriter;
  queued: QueuedDelivery;
}

type EventHandler = (services: ConnectionServices, socket: HubSocket, payload: unknown, ack?: Ack) => Promise<unknown>;

const HANDLERS: Record<ClientEvent, EventHandler> = {
  [EVENTS.execute]: ({ app, hub, queued }, socket, payload, ack) => handleExecute(app, hub, queued, socket, payload, ack),
  [EVENTS.result]: ({ app, hub }, socket, payload, ack) => handleDeviceResult(app, hub, socket, EVENTS.result, payload, ack),
  [EVENTS.verificationResult]: ({ app, hub }, socket, payload, ack) => handleDeviceResult(app, hub, socket, EVENTS.verificationResult, payload, ack),
  [EVENTS.deviceLog]: ({ app, hub }, socket, payload, ack) => handleDeviceLog(app, hub, socket, payload, ack),
  [EVENTS.queueSnapshot]: ({ app, hub }, socket, payload, ack) => handleQueueSnapshot(app, hub, socket, payload, ack),
};

/** The handler of an event this connection role may send; undefined for any other (not listened to). */
function handlerFor(role: ConnectionRole, event: unknown): EventHandler | undefined {
  if (typeof event !== 'string' || !Object.hasOwn(SOCKET_EVENT_SENDERS, event)) return undefined;
  return SOCKET_EVENT_SENDERS[event as ClientEvent] === role ? HANDLERS[event as ClientEvent] : undefined;
}

/**
 * An event's payload and acknowledgement, however the client sent them: socket.io passes the
 * acknowledgement last, so `emit(event, ack)` (no payload) or extra arguments must not lose it.
 */
function eventArguments(args: unknown[]): { payload: unknown; ack?: Ack } {
  const last = args.at(-1);
  if (typeof last !== 'function') return { payload: args[0] };
  return { payload: args.length > 1 ? args[0] : undefined, ack: last as Ack };
}

/**
 * Runs an event's handler; a failure is logged, never thrown into socket.io, and an event that
 * asked for an acknowledgement gets one even then (never silence).
 */
function runEvent(services: ConnectionServices, socket: HubSocket, event: string, handler: EventHandler, args: unknown[]): void {
  const { payload, ack } = eventArguments(args);
  let answered = false;
  const answer = ack
    ? (reply: unknown) => {
        answered = true;
        ack(reply);
      }
    : undefined;
  handler(services, socket, payload, answer).catch((error: unknown) => {
    services.app.log.error({ err: error, event }, 'realtime event failed');
    if (answer && !answered) answer({ ok: false, error: PROTOCOL_MESSAGES.internal, code: PROTOCOL_ERRORS.internal });
  });
}

const NOTHING = Object.freeze({});

/**
 * What the socket no longer needs once admitted: the handshake's token, headers, query and time
 * (nothing reads them after the check; the Redis adapter would otherwise copy them, token
 * included, to every process that lists the sockets), and the upgrade request. engine.io's upgrade
 * response keeps that request until the connection closes, so its copies of the headers are
 * emptied too: with thousands of devices, about a kilobyte each.
 */
function forgetHandshake(socket: HubSocket): void {
  const request: unknown = Reflect.get(socket.conn, 'request');
  if (request instanceof IncomingMessage) {
    request.rawHeaders.length = 0;
    request.headers = NOTHING;
    Reflect.set(request, '_query', NOTHING);
  }
  Reflect.set(socket.conn, 'request', null);
  Object.assign(socket.handshake, { auth: NOTHING, headers: NOTHING, query: NOTHING, time: '' });
}

export function onConnection(services: ConnectionServices, socket: HubSocket): void {
  const { hub, lastSeen, offline, queued } = services;
  const { userId, role } = socket.data;
  forgetHandshake(socket);

  // A user's sockets are their inbox (back office) and collector rooms together: no room of its own.
  void socket.join(ROOMS.session(socket.data.sessionId));
  if (role === 'admin') {
    void socket.join([ROOMS.admins, ROOMS.inbox(userId)]);
  } else if (role === 'user') {
    void socket.join(ROOMS.inbox(userId));
  } else {
    void socket.join([ROOMS.collectors, ROOMS.collector(userId)]);
    hub.presenceChanged();
    lastSeen.connected(userId, socket.data.appVersion, socket.data.device ?? null);
    void queued.connected(socket);
    socket.on('disconnect', () => {
      hub.presenceChanged();
      lastSeen.disconnected(userId);
      offline.socketClosed(userId);
    });
  }
  // One listener per socket, whatever it may send; the events its role may not send go unheard.
  socket.onAny((event: unknown, ...args: unknown[]) => {
    const handler = handlerFor(role, event);
    if (handler) runEvent(services, socket, event as string, handler, args);
  });
}
