/** The real-time client (spec 01 §4, §7, §9; DESIGN §6) over a fake socket.io socket. */
import { describe, expect, it, vi } from 'vitest';
import { createRealtimeClient, socketOrigin, type RealtimeSocket, type SocketConnectOptions } from '../../../src/providers/realtime';
import type { SessionManager } from '../../../src/providers/session';

class FakeSocket implements RealtimeSocket {
  connected = false;
  active = true;
  emitted: [string, unknown[]][] = [];
  connects = 0;
  disconnects = 0;
  private readonly listeners = new Map<string, ((...args: unknown[]) => void)[]>();

  on(event: string, listener: (...args: unknown[]) => void) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  emit(event: string, ...args: unknown[]) {
    this.emitted.push([event, args]);
    return this;
  }
  connect() {
    this.connects += 1;
    this.active = true;
    return this;
  }
  disconnect() {
    this.disconnects += 1;
    this.connected = false;
    this.active = false;
    this.fire('disconnect', 'io client disconnect');
    return this;
  }
  fire(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }
  /** The server accepted the handshake. */
  accept() {
    this.connected = true;
    this.fire('connect');
  }
  /** The server's middleware refused the handshake: no automatic retry. */
  refuse(message = 'UNAUTHENTICATED') {
    this.connected = false;
    this.active = false;
    this.fire('connect_error', new Error(message));
  }
}

function fakeSession(initial: string | null = 'token-1') {
  let token = initial;
  const listeners = new Set<() => void>();
  const session = {
    getToken: () => token,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    requestRefresh: vi.fn(async () => 'refreshed'),
    setToken(next: string | null) {
      token = next;
      for (const listener of [...listeners]) listener();
    },
  };
  return session;
}

function setup(token: string | null = 'token-1') {
  const session = fakeSession(token);
  const sockets: { url: string; options: SocketConnectOptions; socket: FakeSocket }[] = [];
  const logger = { info: vi.fn(), warn: vi.fn() };
  const client = createRealtimeClient({
    session: session as unknown as SessionManager,
    url: 'http://api.example.org',
    logger,
    socketFactory: (url, options) => {
      const socket = new FakeSocket();
      sockets.push({ url, options, socket });
      return socket;
    },
  });
  return { client, session, sockets, logger, socket: () => sockets.at(-1)!.socket };
}

function authOf(options: SocketConnectOptions): unknown {
  let given: unknown;
  (options.auth as (cb: (data: object) => void) => void)((data) => {
    given = data;
  });
  return given;
}

const flush = () => new Promise<void>((resolve) => queueMicrotask(resolve));

describe('real-time client', () => {
  it('connects to the API origin over websocket only with the spec back-off and time-out', () => {
    const { client, sockets } = setup();
    expect(sockets).toHaveLength(0);
    client.retain();
    expect(sockets).toHaveLength(1);
    const { url, options } = sockets[0];
    expect(url).toBe('http://api.example.org');
    expect(options).toMatchObject({
      path: '/socket.io',
      transports: ['websocket'],
      autoConnect: true,
      reconnection: true,
      reconnectionAttempts: Infinity,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      randomizationFactor: 0.5,
      timeout: 20000,
    });
    expect(authOf(options)).toEqual({ token: 'token-1', role: 'admin' });
    expect(client.status()).toBe('connecting');
  });

  it('uses the API base origin, or the page origin for a relative base', () => {
    expect(socketOrigin('/api', { origin: 'http://localhost:8080' })).toBe('http://localhost:8080');
    expect(socketOrigin('https://api.example.org/api', { origin: 'http://localhost:5173' })).toBe('https://api.example.org');
  });

  it('only logs connect and disconnect, and reports its status', () => {
    const { client, socket, logger } = setup();
    const seen: string[] = [];
    client.subscribe(() => seen.push(client.status()));
    client.retain();
    socket().accept();
    expect(logger.info).toHaveBeenCalledWith('Real-time connection established');
    socket().fire('disconnect', 'transport close');
    expect(logger.info).toHaveBeenCalledWith('Real-time connection closed', 'transport close');
    expect(seen).toEqual(['connecting', 'connected', 'connecting']);
  });

  it('sends cmd:execute only over a connected socket', () => {
    const { client, socket } = setup();
    const payload = { command: 'startSync', collectorId: 3, requestId: 'r'.repeat(21) } as const;
    expect(client.execute(payload)).toBe(false);
    client.retain();
    expect(client.execute(payload)).toBe(false);
    socket().accept();
    expect(client.execute(payload)).toBe(true);
    expect(socket().emitted).toEqual([['cmd:execute', [payload]]]);
  });

  it('hands server events to the registered handlers until they unsubscribe', () => {
    const { client, socket } = setup();
    const onResult = vi.fn();
    const onLog = vi.fn();
    const stop = client.on('cmd:result', onResult);
    client.on('device:log', onLog);
    client.retain();
    socket().fire('cmd:result', { requestId: 'a', collectorId: 1, ok: true });
    socket().fire('device:log', { collectorId: 1, level: 'info', timestamp: 't', category: 'c', message: 'm' });
    stop();
    socket().fire('cmd:result', { requestId: 'b', collectorId: 1, ok: true });
    expect(onResult).toHaveBeenCalledTimes(1);
    expect(onResult).toHaveBeenCalledWith({ requestId: 'a', collectorId: 1, ok: true });
    expect(onLog).toHaveBeenCalledTimes(1);
  });

  it('after a refusal refreshes the token once and reconnects with the fresh token', () => {
    const { client, socket, session, sockets } = setup();
    client.retain();
    socket().refuse();
    expect(client.status()).toBe('disconnected');
    expect(session.requestRefresh).toHaveBeenCalledTimes(1);
    session.setToken('token-2');
    expect(socket().connects).toBe(1);
    expect(authOf(sockets[0].options)).toEqual({ token: 'token-2', role: 'admin' });
    socket().refuse();
    expect(session.requestRefresh).toHaveBeenCalledTimes(1);
    socket().accept();
    socket().fire('disconnect', 'io server disconnect');
    socket().active = false;
    socket().refuse();
    expect(session.requestRefresh).toHaveBeenCalledTimes(2);
    expect(sockets).toHaveLength(1);
  });

  it('closes on sign-out and opens again on the next sign-in', () => {
    const { client, socket, session, sockets } = setup();
    client.retain();
    socket().accept();
    session.setToken(null);
    expect(socket().disconnects).toBe(1);
    expect(client.status()).toBe('disconnected');
    session.setToken('token-3');
    expect(sockets).toHaveLength(2);
    expect(authOf(sockets[1].options)).toEqual({ token: 'token-3', role: 'admin' });
  });

  it('opens nothing without a token', () => {
    const { client, sockets } = setup(null);
    client.retain();
    expect(sockets).toHaveLength(0);
    expect(client.status()).toBe('disconnected');
  });

  it('keeps the connection across a release followed by a retain, and closes after the last release', async () => {
    const { client, socket, sockets } = setup();
    const release = client.retain();
    socket().accept();
    release();
    const again = client.retain();
    await flush();
    expect(socket().disconnects).toBe(0);
    again();
    again();
    await flush();
    expect(socket().disconnects).toBe(1);
    expect(client.status()).toBe('idle');
    expect(sockets).toHaveLength(1);
  });
});
