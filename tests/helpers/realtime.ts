/** Real servers and real sockets for the Command Centre tests. */
import { io, type Socket } from 'socket.io-client';
import type { FastifyInstance } from 'fastify';
import { EVENTS, SOCKET_PATH, newRequestId, type CommandPayloadInput, type CommandResult, type ConnectionRole } from '../../src/domain/protocol';
import type { RealtimeOptions } from '../../server/realtime';
import { createTestApp, type TestApp } from './testApp';

export interface LiveServer extends TestApp {
  url: string;
}

/** The app listening on a free port of 127.0.0.1. */
export async function startLiveServer(realtime: Omit<RealtimeOptions, 'redisUrl'> = {}): Promise<LiveServer> {
  const test = await createTestApp({ realtime });
  await test.app.listen({ port: 0, host: '127.0.0.1' });
  return { ...test, url: urlOf(test.app) };
}

export function urlOf(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}

/** A connected socket, or the connect_error's message and data. */
export function connectSocket(url: string, token: string, role: ConnectionRole | string): Promise<Socket> {
  const socket = io(url, { path: SOCKET_PATH, transports: ['websocket'], auth: { token, role }, reconnection: false, forceNew: true });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error: Error & { data?: unknown }) => {
      socket.close();
      reject(Object.assign(new Error(error.message), { data: error.data }));
    });
  });
}

/** Sends cmd:execute and resolves with the first cmd:result / verification:result of its requestId. */
export function execute(
  admin: Socket,
  command: { command: CommandPayloadInput['command'] | (string & {}); collectorId: number } & Record<string, unknown>,
  timeoutMs = 5000,
): Promise<CommandResult> {
  const requestId = newRequestId();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      done();
      reject(new Error(`no answer to ${String(command.command)} within ${timeoutMs} ms`));
    }, timeoutMs);
    const onResult = (result: CommandResult) => {
      if (result.requestId !== requestId) return;
      done();
      resolve(result);
    };
    const done = () => {
      clearTimeout(timer);
      admin.off(EVENTS.result, onResult);
      admin.off(EVENTS.verificationResult, onResult);
    };
    admin.on(EVENTS.result, onResult);
    admin.on(EVENTS.verificationResult, onResult);
    admin.emit(EVENTS.execute, { ...command, requestId });
  });
}

/** Every payload of `event` the socket receives from now on. */
export function collect<T>(socket: Socket, event: string): T[] {
  const seen: T[] = [];
  socket.on(event, (payload: T) => seen.push(payload));
  return seen;
}

export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 5000, what = 'condition'): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
