/**
 * Socket authentication (DESIGN §6): the handshake's `auth {token, role}` is checked like a bearer
 * token (the same session, user and role checks as an HTTP request), and every later event
 * re-reads the session, user and role before it is handled.
 */
import type { FastifyInstance } from 'fastify';
import type { DefaultEventsMap, Server, Socket } from 'socket.io';
import { EVENTS, PROTOCOL_ERRORS, appVersionOf, deviceInfoOf, socketAuthSchema, type ConnectionRole, type DeviceInfo } from '../../src/domain/protocol';
import type { SessionUser } from '../../src/domain/session';
import { ruleAllows } from '../../src/domain/routeAccess';
import { SOCKET_CONNECTION_ACCESS } from '../../src/domain/socketAccess';
import { authenticateToken, loadSessionAuth, type RequestAuth } from '../auth/plugin';
import { ApiError } from '../http/errors';

/** What a socket carries (also seen by other processes through fetchSockets). */
export interface SocketData {
  userId: number;
  sessionId: string;
  tokenExpiresAt: number;
  role: ConnectionRole;
  fullName: string;
  email: string;
  /** When the session was last re-read (ms). */
  checkedAt: number;
  /** The app version a collector's device reported in its handshake (null: none or not a version). */
  appVersion: string | null;
  /** The device a collector's handshake reported (absent: none or malformed): online lists mark web devices with it. */
  device?: DeviceInfo;
}

export type HubSocket = Socket<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>;
export type HubServer = Server<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>;

/** The user as last read for each socket. */
const userCache = new WeakMap<HubSocket, SessionUser>();

export class SocketAuthError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = 'SocketAuthError';
  }
  /** What socket.io sends to the client with `connect_error`. */
  get data() {
    return { code: this.code, message: this.message };
  }
}

/** May this user hold a socket of this role? (src/domain/socketAccess.ts) */
export function roleAllows(role: ConnectionRole, user: SessionUser): boolean {
  return ruleAllows(SOCKET_CONNECTION_ACCESS[role], user);
}

function toSocketError(error: unknown): SocketAuthError {
  if (error instanceof ApiError) return new SocketAuthError(error.message, error.code);
  throw error;
}

/** Handshake check: returns the socket's data and user, or throws SocketAuthError. */
export async function authenticateHandshake(app: FastifyInstance, handshakeAuth: unknown): Promise<{ data: SocketData; user: SessionUser }> {
  const parsed = socketAuthSchema.safeParse(handshakeAuth);
  if (!parsed.success) {
    throw new SocketAuthError("Connect with auth {token, role: 'admin' | 'collector' | 'user'}.", PROTOCOL_ERRORS.unauthenticated);
  }
  let auth: RequestAuth;
  try {
    auth = await authenticateToken(app, parsed.data.token);
  } catch (error) {
    throw toSocketError(error);
  }
  const { role } = parsed.data;
  if (!roleAllows(role, auth.user)) {
    throw new SocketAuthError(SOCKET_CONNECTION_ACCESS[role].message, PROTOCOL_ERRORS.forbidden);
  }
  const device = role === 'collector' ? deviceInfoOf(handshakeAuth) : null;
  const data: SocketData = {
    userId: auth.user.id,
    sessionId: auth.sessionId,
    tokenExpiresAt: auth.tokenExpiresAt,
    role,
    fullName: auth.user.fullName,
    email: auth.user.email,
    checkedAt: Date.now(),
    appVersion: role === 'collector' ? appVersionOf(handshakeAuth) : null,
    ...(device ? { device } : {}),
  };
  return { data, user: auth.user };
}

/** Gives a freshly authenticated socket its data and its user as just read. */
export function admitSocket(socket: HubSocket, data: SocketData, user: SessionUser): void {
  socket.data = data;
  userCache.set(socket, user);
}

/**
 * Re-reads the socket's session, user and role before an event. `maxAgeMs` 0 reads every time; a
 * small value (the hub's default: 1 s) lets a burst of events share one read, so a change of a
 * role's permissions applies within that time (suspension, role change and revocation disconnect
 * at once anyway). A read is answered by the session cache when it holds the session (exact, as
 * for HTTP requests), else by the database. Answers the user, or null after ending the socket.
 */
export async function reauthorise(app: FastifyInstance, socket: HubSocket, maxAgeMs = 0): Promise<SessionUser | null> {
  const data = socket.data;
  const cached = userCache.get(socket);
  const now = Date.now();
  if (cached && maxAgeMs > 0 && now - data.checkedAt < maxAgeMs) return cached;
  // The session cache is what HTTP requests trust: exact, since every write that could change the
  // answer empties it (server/auth/sessionCache.ts). A hit is a re-read without the database.
  const session = app.sessionCache.get(data.sessionId, now);
  if (session && session.userId === data.userId && roleAllows(data.role, session.user)) {
    data.checkedAt = now;
    userCache.set(socket, session.user);
    return session.user;
  }
  try {
    const auth = await loadSessionAuth(app.db, data.sessionId, data.userId, data.tokenExpiresAt);
    if (!roleAllows(data.role, auth.user)) throw new SocketAuthError('Your role no longer allows this connection.', PROTOCOL_ERRORS.forbidden);
    data.checkedAt = Date.now();
    userCache.set(socket, auth.user);
    return auth.user;
  } catch (error) {
    const reason = error instanceof SocketAuthError ? error : toSocketError(error);
    socket.emit(EVENTS.sessionEnded, reason.data);
    socket.disconnect(true);
    return null;
  }
}
