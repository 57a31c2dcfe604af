/**
 * The Command Centre hub under many devices: BENCH_COLLECTORS (default 2,000) collector sockets on
 * one server process, the online list checked against them, then fetchTable round trips (admin →
 * hub → device → hub → admin, each a page of 20 rows) against a raw socket.io relay of the same
 * path without checks or database, interleaved in rounds in the same run. p50/p95 over
 * BENCH_RT_ITERATIONS (default 1,000) each after a warm-up. Run alone: `npx tsx bench/realtime.ts`.
 */
import { io, type Socket } from 'socket.io-client';
import { LocalStore } from '../collector/store';
import { RecordGenerator } from '../collector/generate';
import { EVENTS, SOCKET_PATH, newRequestId, type CommandPayload, type CommandResult } from '../src/domain/protocol';
import { printTable, startChild, type Row } from './lib';

const COLLECTORS = Number(process.env.BENCH_COLLECTORS ?? 2000);
const ITERATIONS = Number(process.env.BENCH_RT_ITERATIONS ?? 1000);
const ROUNDS = 5;
const WARM_UP = 100;

interface HubInfo {
  port: number;
  adminToken: string;
  collectors: Array<{ id: number; token: string }>;
}

/** Every simulated device answers fetchTable from the same small store. */
const store = new LocalStore();
new RecordGenerator(store, 1).populate({ schools: 100 });

function connect(port: number, auth: Record<string, unknown>): Promise<Socket> {
  const socket = io(`http://127.0.0.1:${port}`, { path: SOCKET_PATH, transports: ['websocket'], auth, reconnection: false, forceNew: true });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

function actAsDevice(socket: Socket): void {
  socket.on(EVENTS.execute, (command: CommandPayload) => {
    const data = command.command === 'fetchTable' ? store.page(command.table, command.page, command.limit, command.syncStatus) : { message: 'ok' };
    socket.emit(EVENTS.result, { requestId: command.requestId, ok: true, data });
  });
}

async function connectDevices(port: number, auths: Array<Record<string, unknown>>): Promise<{ sockets: Socket[]; seconds: number }> {
  const started = performance.now();
  const sockets: Socket[] = [];
  for (let i = 0; i < auths.length; i += 100) sockets.push(...(await Promise.all(auths.slice(i, i + 100).map((auth) => connect(port, auth)))));
  sockets.forEach(actAsDevice);
  return { sockets, seconds: (performance.now() - started) / 1000 };
}

/** One fetchTable round trip from the admin socket, in ms. */
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

async function measure(admin: Socket, ids: number[], n: number, samples: number[]): Promise<void> {
  for (let i = 0; i < n; i += 1) samples.push(await roundTrip(admin, ids[Math.floor(Math.random() * ids.length)]));
}

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];
}

export async function realtimeRows(): Promise<Row[]> {
  const hub = await startChild<HubInfo>('bench/servers/realtimeHub.ts', { BENCH_COLLECTORS: String(COLLECTORS) });
  const echo = await startChild<{ port: number }>('bench/servers/socketEcho.ts');
  const all: Socket[] = [];
  try {
    const ids = hub.info.collectors.map((c) => c.id);
    const devices = await connectDevices(
      hub.info.port,
      hub.info.collectors.map((c) => ({ token: c.token, role: 'collector' })),
    );
    const echoDevices = await connectDevices(
      echo.info.port,
      ids.map((id) => ({ role: 'collector', id })),
    );
    all.push(...devices.sockets, ...echoDevices.sockets);

    const response = await fetch(`http://127.0.0.1:${hub.info.port}/api/admin/sync/online-collectors`, {
      headers: { authorization: `Bearer ${hub.info.adminToken}` },
    });
    const listed = ((await response.json()) as { data: Array<{ id: number }> }).data.map((c) => c.id);
    const correct = listed.length === ids.length && new Set(listed).size === ids.length && ids.every((id) => listed.includes(id));

    const admin = await connect(hub.info.port, { token: hub.info.adminToken, role: 'admin' });
    const echoAdmin = await connect(echo.info.port, { role: 'admin' });
    all.push(admin, echoAdmin);
    await measure(admin, ids, WARM_UP, []);
    await measure(echoAdmin, ids, WARM_UP, []);
    const viaHub: number[] = [];
    const viaEcho: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      await measure(admin, ids, ITERATIONS / ROUNDS, viaHub);
      await measure(echoAdmin, ids, ITERATIONS / ROUNDS, viaEcho);
    }
    const [h50, h95, e50, e95] = [percentile(viaHub, 0.5), percentile(viaHub, 0.95), percentile(viaEcho, 0.5), percentile(viaEcho, 0.95)];
    const ms = (value: number) => value.toFixed(2);
    return [
      {
        figure: `${COLLECTORS} collector sockets, online list (1 process)`,
        value: `${listed.length} listed${correct ? ', all correct' : ', MISMATCH'} (connected in ${devices.seconds.toFixed(1)} s)`,
        baseline: `${COLLECTORS} connected; echo ${echoDevices.seconds.toFixed(1)} s`,
        ratio: (listed.length / COLLECTORS).toFixed(3),
        goal: 'all listed',
      },
      {
        figure: 'fetchTable round trip via hub p50/p95 (PGlite)',
        value: `p50 ${ms(h50)} ms, p95 ${ms(h95)} ms`,
        baseline: `raw socket.io relay p50 ${ms(e50)} ms, p95 ${ms(e95)} ms`,
        ratio: `${(h50 / e50).toFixed(2)} / ${(h95 / e95).toFixed(2)}`,
        goal: '<= 2x',
      },
    ];
  } finally {
    for (const socket of all) socket.close();
    hub.stop();
    echo.stop();
  }
}

if (process.argv[1]?.endsWith('realtime.ts')) {
  printTable(await realtimeRows());
  process.exit(0);
}
