/**
 * One of the realtime bench's client processes (forked by bench/realtime.ts): it connects the
 * collector sockets it is sent, 100 at a time, and answers every command as a device would
 * (fetchTable from a small local store). Messages from the parent: `connect` (answered with
 * `connected` or `failed`) and `close`.
 */
import type { Socket } from 'socket.io-client';
import { RecordGenerator } from '../collector/generate';
import { LocalStore } from '../src/device/store';
import { EVENTS, type CommandPayload } from '../src/domain/protocol';
import { connectSocket } from './realtimeSocket';

export type ClientRequest = { type: 'connect'; url: string; auths: Array<Record<string, unknown>> } | { type: 'close' };
export type ClientReply = { type: 'connected'; count: number } | { type: 'failed'; error: string };

const CONCURRENT = 100;
const store = new LocalStore();
new RecordGenerator(store, 1).populate({ schools: 100 });
const sockets: Socket[] = [];

function actAsDevice(socket: Socket): void {
  socket.on(EVENTS.execute, (command: CommandPayload) => {
    const data = command.command === 'fetchTable' ? store.page(command.table, command.page, command.limit, command.syncStatus) : { message: 'ok' };
    socket.emit(EVENTS.result, { requestId: command.requestId, ok: true, data });
  });
}

async function connectAll(url: string, auths: Array<Record<string, unknown>>): Promise<void> {
  for (let i = 0; i < auths.length; i += CONCURRENT) {
    const batch = await Promise.all(auths.slice(i, i + CONCURRENT).map((auth) => connectSocket(url, auth)));
    batch.forEach(actAsDevice);
    sockets.push(...batch);
  }
}

const reply = (message: ClientReply) => process.send?.(message);

process.on('message', (message: ClientRequest) => {
  if (message.type === 'close') {
    for (const socket of sockets) socket.close();
    process.exit(0);
  }
  connectAll(message.url, message.auths).then(
    () => reply({ type: 'connected', count: sockets.length }),
    (error: unknown) => reply({ type: 'failed', error: error instanceof Error ? error.message : String(error) }),
  );
});
