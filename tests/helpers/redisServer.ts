/**
 * A test's own redis-server on a free port (never the shared 6379): a test may stop and restart
 * it. No persistence; the same port after a restart, so clients reconnect by themselves.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';

export interface RedisServer {
  url: string;
  port: number;
  /** Stops it at once (SIGKILL) and waits until it is gone. */
  stop(): Promise<void>;
  /** Starts it again on the same port. */
  start(): Promise<void>;
  running(): boolean;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.write('PING\r\n');
      socket.once('data', (data) => resolve(socket.end() && data.toString().startsWith('+PONG')));
    });
    socket.once('error', () => resolve(false));
  });
}

export async function startRedisServer(): Promise<RedisServer> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    const end = Date.now() + 10_000;
    while (!(await answers(port))) {
      if (Date.now() > end) throw new Error(`redis-server did not start on ${port}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const gone = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await gone;
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, port, stop, start, running: () => child !== null };
}
