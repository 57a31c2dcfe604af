/**
 * The device's real-time connection (docs/collector-protocol.md §2–§4): a collector socket whose
 * handshake carries the current token, and the answers to the Command Centre's commands.
 */
import { io, type Socket } from 'socket.io-client';
import { EVENTS, SOCKET_PATH, SOCKET_TRANSPORTS, isVerifyCommand } from '../domain/deviceWire';
import type { CommandPayload, CommandResult } from '../domain/protocol';
import type { ServerApi } from './api';
import { runCommand, type HandlerContext, type Outcome } from './handlers';

export const RECONNECT = { reconnectionDelay: 1000, reconnectionDelayMax: 5000, randomizationFactor: 0.5, timeout: 20_000 };

/** A collector socket on `server` ('' for the page's own origin); `handshake` adds appVersion, device… */
export function openDeviceSocket(server: string, api: ServerApi, handshake: Record<string, unknown>, autoConnect = true): Socket {
  const options = {
    path: SOCKET_PATH,
    transports: [...SOCKET_TRANSPORTS],
    autoConnect,
    // A function, so that each reconnection sends the token as it is then.
    auth: (cb: (auth: object) => void) => {
      void api.freshToken().then(
        (token) => cb({ ...handshake, token, role: 'collector' }),
        () => cb({ ...handshake, token: '', role: 'collector' }),
      );
    },
    ...RECONNECT,
  };
  return server ? io(server, options) : io(options);
}

/** Answers every `cmd:execute` with one `cmd:result` (or `verification:result`) carrying its requestId. */
export function answerCommands(socket: Socket, ctx: HandlerContext, collectorId: number): void {
  socket.on(EVENTS.execute, (command: CommandPayload) => {
    ctx.log.info('command', `Received ${command.command} (${command.requestId})`);
    void runCommand(ctx, command)
      .catch((error: unknown): Outcome => ({ ok: false, error: error instanceof Error ? error.message : String(error) }))
      .then((outcome) => {
        const result: CommandResult = { requestId: command.requestId, collectorId, command: command.command, ...outcome };
        socket.emit(isVerifyCommand(command.command) ? EVENTS.verificationResult : EVENTS.result, result);
        if (!outcome.ok) ctx.log.error('command', `${command.command} failed: ${outcome.error}`);
      });
  });
}
