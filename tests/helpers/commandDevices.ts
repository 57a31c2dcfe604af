/** Raw collector sockets for the command integrity tests: what each hears, answering or staying silent. */
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import { EVENTS, SOCKET_PATH, isVerifyCommand, type CommandPayload } from '../../src/domain/protocol';

export interface Device {
  socket: Socket;
  /** Every cmd:execute it received, in order. */
  heard: CommandPayload[];
}

/**
 * A collector socket, listening before it connects (queued commands come at once). `answer`:
 * every command is answered `ok` at once; otherwise it never answers.
 */
export function deviceSocket(url: string, token: string, answer: boolean): Promise<Device> {
  const socket = io(url, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    auth: { token, role: 'collector' },
    reconnection: false,
    forceNew: true,
    autoConnect: false,
  });
  const heard: CommandPayload[] = [];
  socket.on(EVENTS.execute, (command: CommandPayload) => {
    heard.push(command);
    if (answer) socket.emit(isVerifyCommand(command.command) ? EVENTS.verificationResult : EVENTS.result, { requestId: command.requestId, ok: true, data: {} });
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve({ socket, heard }));
    socket.once('connect_error', (error: Error) => reject(error));
    socket.connect();
  });
}

export const heardIds = (device: Device) => device.heard.map((command) => command.requestId);

export function commandRow(app: FastifyInstance, requestId: string) {
  return app.db
    .selectFrom('deviceCommands')
    .select(['status', 'deliveries', 'error', 'adminId', 'collectorId'])
    .where('requestId', '=', requestId)
    .executeTakeFirst();
}
