/** Who is connected: to this process (its own rooms), or to the others as they answer within the bound. */
import type { FastifyBaseLogger } from 'fastify';
import type { OnlineCollector } from '../../src/domain/protocol';
import type { ProcessPresence } from './presence';
import { withinBound } from './redisStatus';
import type { HubServer, SocketData } from './socketAuth';

/** A collector socket as the online list shows it; its device only when it reported one. */
function onlineEntry(data: SocketData): OnlineCollector {
  return { id: data.userId, fullName: data.fullName, email: data.email, ...(data.device ? { device: data.device } : {}) };
}

/** Which collectors and back-office users have a socket on this process. */
export function socketsHere(io: HubServer, collectorsRoom: string): ProcessPresence {
  const namespace = io.of('/');
  const collectors = [...(namespace.adapter.rooms.get(collectorsRoom) ?? [])].flatMap((id) => {
    const data = namespace.sockets.get(id)?.data;
    return data ? [onlineEntry(data)] : [];
  });
  const inboxes = new Set<number>();
  for (const socket of namespace.sockets.values()) if (socket.data.role !== 'collector') inboxes.add(socket.data.userId);
  return { collectors, inboxes: [...inboxes] };
}

/**
 * The sockets of a room on the other processes (cluster adapter), as they answer within the
 * bound; none when they do not (socket.io rejects the whole request when one process is silent).
 */
export async function askOtherProcesses(io: HubServer, room: string, log: FastifyBaseLogger): Promise<OnlineCollector[]> {
  try {
    const sockets = await withinBound(io.in(room).fetchSockets(), undefined, 'fetchSockets');
    return sockets.map(({ data }) => onlineEntry(data));
  } catch (error) {
    log.warn({ err: error }, 'presence: other processes did not answer in time; answering from this one');
    return [];
  }
}
