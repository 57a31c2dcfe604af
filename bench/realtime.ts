/**
 * The Command Centre hub under many devices, on the product as `npm start` runs it (compiled,
 * logging on, PGlite; bench/servers/npmStart.ts): BENCH_COLLECTORS (default 10,000) collector
 * sockets, spread over BENCH_RT_CLIENT_PROCESSES (default 4) client processes
 * (bench/realtimeClients.ts), all connected and listed online within 70 s with the server at
 * ≤ 300 MB resident. Then fetchTable round trips (admin → hub → device → hub → admin, each a page
 * of 20 rows) against a raw socket.io relay of the same path without checks or database
 * (bench/servers/socketEcho.ts, as many devices), interleaved in rounds in the same run: p50/p95
 * over BENCH_RT_ITERATIONS (default 1,000) each after a warm-up, goal ≤ 2× the relay (BENCH_STRICT=1
 * fails the run when missed, like every goal). The accounts and their sessions are written into
 * the data folder before the start (bench/servers/realtimeData.ts). Run alone: `npx tsx bench/realtime.ts`.
 */
import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Socket } from 'socket.io-client';
import { EVENTS, newRequestId, type CommandResult } from '../src/domain/protocol';
import { printTable, startChild, type Row } from './lib';
import type { ClientReply, ClientRequest } from './realtimeClients';
import { connectSocket } from './realtimeSocket';
import { rssMb, startNpmStart } from './servers/npmStart';
import { writeRealtimeAccounts } from './servers/realtimeData';

const COLLECTORS = Number(process.env.BENCH_COLLECTORS ?? 10_000);
const CLIENT_PROCESSES = Number(process.env.BENCH_RT_CLIENT_PROCESSES ?? 4);
const ITERATIONS = Number(process.env.BENCH_RT_ITERATIONS ?? 1000);
const ROUNDS = 5;
const WARM_UP = 100;
const GOALS = { connectSeconds: 70, rssMb: 300, ratio: 2 };

/** Connects `auths` from the client processes, in equal shares; resolves with the seconds it took. */
async function connectDevices(clients: ChildProcess[], url: string, auths: Array<Record<string, unknown>>): Promise<number> {
  const started = performance.now();
  const share = Math.ceil(auths.length / clients.length);
  await Promise.all(
    clients.map(
      (client, i) =>
        new Promise<void>((resolve, reject) => {
          client.once('message', (reply: ClientReply) => (reply.type === 'connected' ? resolve() : reject(new Error(`client process: ${reply.error}`))));
          client.send({ type: 'connect', url, auths: auths.slice(i * share, (i + 1) * share) } satisfies ClientRequest);
        }),
    ),
  );
  return (performance.now() - started) / 1000;
}

function startClients(): ChildProcess[] {
  return Array.from({ length: CLIENT_PROCESSES }, () =>
    fork('bench/realtimeClients.ts', [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }),
  );
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
  execFileSync(process.execPath, ['scripts/ensure-build.mjs', '--server-only'], { stdio: 'inherit' });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-bench-realtime-'));
  const jwtSecret = crypto.randomBytes(32).toString('hex');
  const accounts = await writeRealtimeAccounts({ dataDir }, COLLECTORS, jwtSecret);
  const hub = await startNpmStart({ dataDir, env: { DEMO_DATA: 'false', JWT_SECRET: jwtSecret } });
  const echo = await startChild<{ port: number }>('bench/servers/socketEcho.ts');
  const hubClients = startClients();
  const echoClients = startClients();
  const admins: Socket[] = [];
  try {
    const ids = accounts.collectors.map((c) => c.id);
    const connectSeconds = await connectDevices(
      hubClients,
      hub.origin,
      accounts.collectors.map((c) => ({ token: c.token, role: 'collector' })),
    );
    const response = await fetch(`${hub.origin}/api/admin/sync/online-collectors`, { headers: { authorization: `Bearer ${accounts.admin.token}` } });
    const listed = ((await response.json()) as { data: Array<{ id: number }> }).data.map((c) => c.id);
    const listedSet = new Set(listed);
    const correct = listed.length === ids.length && listedSet.size === ids.length && ids.every((id) => listedSet.has(id));
    const rssConnected = rssMb(hub.pid);
    const echoSeconds = await connectDevices(
      echoClients,
      `http://127.0.0.1:${echo.info.port}`,
      ids.map((id) => ({ role: 'collector', id })),
    );

    const admin = await connectSocket(hub.origin, { token: accounts.admin.token, role: 'admin' });
    const echoAdmin = await connectSocket(`http://127.0.0.1:${echo.info.port}`, { role: 'admin' });
    admins.push(admin, echoAdmin);
    await measure(admin, ids, WARM_UP, []);
    await measure(echoAdmin, ids, WARM_UP, []);
    const viaHub: number[] = [];
    const viaEcho: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      await measure(admin, ids, ITERATIONS / ROUNDS, viaHub);
      await measure(echoAdmin, ids, ITERATIONS / ROUNDS, viaEcho);
    }
    const rssAfter = rssMb(hub.pid);
    const rss = Math.max(rssConnected, rssAfter);
    const [h50, h95, e50, e95] = [percentile(viaHub, 0.5), percentile(viaHub, 0.95), percentile(viaEcho, 0.5), percentile(viaEcho, 0.95)];
    const ms = (value: number) => value.toFixed(2);
    return [
      {
        figure: `${COLLECTORS} collector sockets on one npm start process (PGlite), ${CLIENT_PROCESSES} client processes`,
        value: `${listed.length} listed${correct ? ', all correct' : ', MISMATCH'}; connected in ${connectSeconds.toFixed(1)} s; RSS ${rssConnected.toFixed(0)} MB connected, ${rssAfter.toFixed(0)} MB after the round trips`,
        baseline: `raw socket.io relay: ${COLLECTORS} connected in ${echoSeconds.toFixed(1)} s`,
        ratio: (connectSeconds / echoSeconds).toFixed(2),
        goal: `all listed, ≤ ${GOALS.connectSeconds} s, RSS ≤ ${GOALS.rssMb} MB`,
        met: correct && connectSeconds <= GOALS.connectSeconds && rss <= GOALS.rssMb,
      },
      {
        figure: `fetchTable round trip via hub p50/p95 (PGlite, ${COLLECTORS} devices)`,
        value: `p50 ${ms(h50)} ms, p95 ${ms(h95)} ms`,
        baseline: `raw socket.io relay p50 ${ms(e50)} ms, p95 ${ms(e95)} ms`,
        ratio: `${(h50 / e50).toFixed(2)} / ${(h95 / e95).toFixed(2)}`,
        goal: `p50 and p95 ≤ ${GOALS.ratio}× the relay`,
        met: h50 <= GOALS.ratio * e50 && h95 <= GOALS.ratio * e95,
      },
    ];
  } finally {
    for (const socket of admins) socket.close();
    for (const client of [...hubClients, ...echoClients]) if (client.connected) client.send({ type: 'close' } satisfies ClientRequest);
    await hub.stop();
    echo.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith('realtime.ts')) {
  printTable(await realtimeRows());
  process.exit(0);
}
