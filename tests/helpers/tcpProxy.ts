/**
 * A TCP proxy on a free loopback port in front of a real server (PostgreSQL): `cut()` drops every
 * connection through it and refuses new ones (the port is closed: ECONNREFUSED), `restore()` lets
 * connections through again on the same port. What a database restart looks like to the app,
 * without stopping the machine's PostgreSQL. `hang()` drops the connections and accepts new ones
 * that never answer (a frozen server or a black-holed network).
 */
import net from 'node:net';

export interface TcpProxy {
  port: number;
  /** `url` with its host and port replaced by the proxy's. */
  through(url: string): string;
  cut(): Promise<void>;
  hang(): void;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<net.Socket>();
  let hanging = false;
  const server = net.createServer((client) => {
    open.add(client);
    client.once('close', () => open.delete(client));
    client.on('error', () => undefined);
    if (hanging) return void client.resume();
    const upstream = net.connect(target);
    open.add(upstream);
    upstream.once('close', () => open.delete(upstream));
    upstream.on('error', () => undefined);
    client.pipe(upstream).pipe(client);
    client.once('close', () => upstream.destroy());
    upstream.once('close', () => client.destroy());
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen(0);
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the proxy has no port');
  const { port } = address;
  let listening = true;
  const stop = async () => {
    if (!listening) return;
    listening = false;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of open) socket.destroy();
    await closed;
  };
  return {
    port,
    through: (url) => {
      const parsed = new URL(url);
      parsed.hostname = '127.0.0.1';
      parsed.port = String(port);
      return parsed.toString();
    },
    cut: stop,
    hang: () => {
      hanging = true;
      for (const socket of open) socket.destroy();
    },
    restore: async () => {
      if (hanging) {
        hanging = false;
        for (const socket of open) socket.destroy();
      }
      if (listening) return;
      await listen(port);
      listening = true;
    },
    close: stop,
  };
}
