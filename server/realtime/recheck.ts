/**
 * The periodic re-check of silent sockets: every socket's session, user and role re-read in a few
 * batched queries (not one per socket), and the sockets that no longer hold are ended.
 */
import type { FastifyInstance } from 'fastify';
import { EVENTS, PROTOCOL_ERRORS } from '../../src/domain/protocol';
import { selectUserWithRole, toSessionUser } from '../auth/users';
import { admitSocket, roleAllows, type HubServer, type HubSocket } from './socketAuth';

const BATCH = 500;

async function recheckSockets(app: FastifyInstance, sockets: readonly HubSocket[]): Promise<number> {
  let ended = 0;
  for (let start = 0; start < sockets.length; start += BATCH) {
    const batch = sockets.slice(start, start + BATCH).filter((socket) => socket.connected);
    if (batch.length === 0) continue;
    const rows = await selectUserWithRole(app.db)
      .innerJoin('sessions', 'sessions.userId', 'users.id')
      .select(['sessions.id as sessionId', 'sessions.expiresAt', 'sessions.revokedAt'])
      .where('sessions.id', 'in', [...new Set(batch.map((socket) => socket.data.sessionId))])
      .execute();
    const bySession = new Map(rows.map((row) => [row.sessionId, row]));
    const now = Date.now();
    for (const socket of batch) {
      const row = bySession.get(socket.data.sessionId);
      const user = row && row.id === socket.data.userId ? toSessionUser(row) : null;
      const valid = row && user && row.isActive && !row.revokedAt && new Date(row.expiresAt).getTime() > now && roleAllows(socket.data.role, user);
      if (valid) {
        admitSocket(socket, { ...socket.data, checkedAt: now }, user);
        continue;
      }
      ended += 1;
      socket.emit(EVENTS.sessionEnded, { code: PROTOCOL_ERRORS.unauthenticated, message: 'Your session has ended.' });
      socket.disconnect(true);
    }
  }
  return ended;
}

/** Re-checks every socket of this process. */
export function recheckAll(app: FastifyInstance, io: HubServer): Promise<number> {
  return recheckSockets(app, [...io.of('/').sockets.values()]);
}
