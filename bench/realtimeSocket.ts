/** A socket.io client socket of the realtime bench: WebSocket only, no reconnection, its own connection. */
import { io, type Socket } from 'socket.io-client';
import { SOCKET_PATH } from '../src/domain/protocol';

export function connectSocket(url: string, auth: Record<string, unknown>): Promise<Socket> {
  const socket = io(url, { path: SOCKET_PATH, transports: ['websocket'], auth, reconnection: false, forceNew: true });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}
