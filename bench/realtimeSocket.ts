/** The realtime bench's admin and device sockets: WebSocket only, no reconnection, each its own connection; timed round trips. */
import { io, type Socket } from 'socket.io-client';
import { EVENTS, SOCKET_PATH, newRequestId, type CommandResult } from '../src/domain/protocol';

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

/** One fetchTable round trip from the admin socket (admin → server → device → server → admin), in ms. */
function roundTrip(admin: Socket, collectorId: number): Promise<number> {
  const requestId = newRequestId();
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer from collector ${collectorId}`)), 10_000);
    const onResult = (result: CommandResult) => {
      if (result.requestId !== requestId) return;
      clearTimeout(timer);
      admin.off(EVENTS.result, onResult);
      if (!result.ok) reject(new Error(`fetchTable failed: ${result.error}`));
      else resolve(performance.now() - started);
    };
    admin.on(EVENTS.result, onResult);
    admin.emit(EVENTS.execute, { command: 'fetchTable', collectorId, requestId, table: 'schools', page: 2, limit: 20 });
  });
}

/** `n` round trips, one after the other, each to a device picked at random; their times pushed to `samples`. */
export async function roundTrips(admin: Socket, ids: number[], n: number, samples: number[] = []): Promise<number[]> {
  for (let i = 0; i < n; i += 1) samples.push(await roundTrip(admin, ids[Math.floor(Math.random() * ids.length)]));
  return samples;
}

export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];
}
