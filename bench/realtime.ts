/**
 * The Command Centre hub under many devices, on the product as `npm start` runs it (compiled,
 * logging on; bench/servers/npmStart.ts), once per engine: PGlite (the default) and PostgreSQL (a
 * scratch database beside BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres,
 * made and dropped here; a deployment with thousands of devices runs on PostgreSQL). BENCH_ENGINES
 * picks them (default pglite,postgres). Each: BENCH_COLLECTORS (default 10,000) collector sockets,
 * spread over BENCH_RT_CLIENT_PROCESSES (default 4) client processes (bench/realtimeClients.ts), all
 * connected and listed online within 70 s with the server at ≤ 300 MB resident (its idle RSS
 * before the sockets, and what they add per socket, are shown beside it). Then fetchTable round
 * trips (admin → hub → device → hub → admin, each a page of 20 rows) against a raw socket.io relay
 * of the same path without checks or database (bench/servers/socketEcho.ts, as many devices),
 * interleaved in rounds in the same run: p50/p95 over BENCH_RT_ITERATIONS (default 1,000) each
 * after a warm-up, goal ≤ 2× the relay (BENCH_STRICT=1 fails the run when missed, like every goal).
 * BENCH_RT_SERVER_ENV adds environment to the hub's process (a node flag, a malloc setting) to
 * weigh it. The accounts and their sessions are written into the database before the start
 * (bench/servers/realtimeData.ts). Run alone: `npx tsx bench/realtime.ts`.
 */
import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Socket } from 'socket.io-client';
import { printTable, startChild, type Row } from './lib';
import { scratchPostgres } from './mainServer';
import type { ClientReply, ClientRequest } from './realtimeClients';
import { connectSocket, percentile, roundTrips } from './realtimeSocket';
import { startNpmStart } from './servers/npmStart';
import { writeRealtimeAccounts } from './servers/realtimeData';

const COLLECTORS = Number(process.env.BENCH_COLLECTORS ?? 10_000);
const CLIENT_PROCESSES = Number(process.env.BENCH_RT_CLIENT_PROCESSES ?? 4);
const ITERATIONS = Number(process.env.BENCH_RT_ITERATIONS ?? 1000);
const PG_BASE = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const ROUNDS = 5;
const WARM_UP = 100;
const GOALS = { connectSeconds: 70, rssMb: 300, ratio: 2 };
/** BENCH_RT_SERVER_ENV: further environment for the hub's process, as JSON, to weigh a flag, e.g. '{"NODE_OPTIONS":"--max-semi-space-size=2"}'. */
const SERVER_ENV = JSON.parse(process.env.BENCH_RT_SERVER_ENV || '{}') as Record<string, string>;
const ENGINE_LABELS = { pglite: 'PGlite', postgres: 'PostgreSQL' } as const;
type Engine = keyof typeof ENGINE_LABELS;

/** A process's resident memory in MB (Linux /proc): all of it, and its anonymous (heap, buffers) and file-backed parts. */
function memoryOf(pid: number): { rss: number; anon: number; file: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? Number.NaN) / 1024;
  return { rss: mb('VmRSS'), anon: mb('RssAnon'), file: mb('RssFile') };
}

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

function closeClients(clients: ChildProcess[]): void {
  for (const client of clients) if (client.connected) client.send({ type: 'close' } satisfies ClientRequest);
}

/** The raw socket.io relay with as many devices, and its admin socket; shared by the engines' rows. */
interface Relay {
  admin: Socket;
  connectSeconds: number;
}

/** One engine's rows: the sockets connected and listed, the server's memory, and the round trips interleaved with the relay's. */
async function engineRows(engine: Engine, relay: Relay, databaseUrl: string | undefined): Promise<Row[]> {
  const label = ENGINE_LABELS[engine];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-bench-realtime-'));
  const jwtSecret = crypto.randomBytes(32).toString('hex');
  const clients = startClients();
  let admin: Socket | undefined;
  try {
    const accounts = await writeRealtimeAccounts({ dataDir, databaseUrl }, COLLECTORS, jwtSecret);
    const hub = await startNpmStart({ dataDir, databaseUrl, env: { DEMO_DATA: 'false', JWT_SECRET: jwtSecret, ...SERVER_ENV } });
    try {
      const idle = memoryOf(hub.pid);
      const ids = accounts.collectors.map((c) => c.id);
      const auths = accounts.collectors.map((c) => ({ token: c.token, role: 'collector' }));
      const connectSeconds = await connectDevices(clients, hub.origin, auths);
      const response = await fetch(`${hub.origin}/api/admin/sync/online-collectors`, { headers: { authorization: `Bearer ${accounts.admin.token}` } });
      const listed = ((await response.json()) as { data: Array<{ id: number }> }).data.map((c) => c.id);
      const listedSet = new Set(listed);
      const correct = listed.length === ids.length && listedSet.size === ids.length && ids.every((id) => listedSet.has(id));
      const connected = memoryOf(hub.pid);

      admin = await connectSocket(hub.origin, { token: accounts.admin.token, role: 'admin' });
      await roundTrips(admin, ids, WARM_UP);
      await roundTrips(relay.admin, ids, WARM_UP);
      const viaHub: number[] = [];
      const viaRelay: number[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        await roundTrips(admin, ids, ITERATIONS / ROUNDS, viaHub);
        await roundTrips(relay.admin, ids, ITERATIONS / ROUNDS, viaRelay);
      }
      const after = memoryOf(hub.pid);
      const rss = Math.max(connected.rss, after.rss);
      const perSocketKb = ((connected.rss - idle.rss) * 1024) / COLLECTORS;
      const [h50, h95, e50, e95] = [percentile(viaHub, 0.5), percentile(viaHub, 0.95), percentile(viaRelay, 0.5), percentile(viaRelay, 0.95)];
      const ms = (value: number) => value.toFixed(2);
      const mb = (value: number) => value.toFixed(0);
      return [
        {
          figure: `${COLLECTORS} collector sockets on one npm start process (${label}), ${CLIENT_PROCESSES} client processes`,
          value:
            `${listed.length} listed${correct ? ', all correct' : ', MISMATCH'}; connected in ${connectSeconds.toFixed(1)} s; ` +
            `RSS ${mb(idle.rss)} MB idle, ${mb(connected.rss)} MB connected (anon ${mb(connected.anon)}, file ${mb(connected.file)}; ` +
            `${perSocketKb.toFixed(1)} KB per socket), ${mb(after.rss)} MB after the round trips`,
          baseline: `raw socket.io relay: ${COLLECTORS} connected in ${relay.connectSeconds.toFixed(1)} s`,
          ratio: (connectSeconds / relay.connectSeconds).toFixed(2),
          goal: `all listed, ≤ ${GOALS.connectSeconds} s, RSS ≤ ${GOALS.rssMb} MB`,
          met: correct && connectSeconds <= GOALS.connectSeconds && rss <= GOALS.rssMb,
        },
        {
          figure: `fetchTable round trip via hub p50/p95 (${label}, ${COLLECTORS} devices)`,
          value: `p50 ${ms(h50)} ms, p95 ${ms(h95)} ms`,
          baseline: `raw socket.io relay p50 ${ms(e50)} ms, p95 ${ms(e95)} ms`,
          ratio: `${(h50 / e50).toFixed(2)} / ${(h95 / e95).toFixed(2)}`,
          goal: `p50 and p95 ≤ ${GOALS.ratio}× the relay`,
          met: h50 <= GOALS.ratio * e50 && h95 <= GOALS.ratio * e95,
        },
      ];
    } finally {
      admin?.close();
      closeClients(clients);
      await hub.stop();
    }
  } finally {
    closeClients(clients);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function realtimeRows(): Promise<Row[]> {
  execFileSync(process.execPath, ['scripts/ensure-build.mjs', '--server-only'], { stdio: 'inherit' });
  const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',').map((name) => name.trim().toLowerCase());
  const echo = await startChild<{ port: number }>('bench/servers/socketEcho.ts');
  const echoUrl = `http://127.0.0.1:${echo.info.port}`;
  const echoClients = startClients();
  const rows: Row[] = [];
  let relay: Relay | undefined;
  try {
    const ids = Array.from({ length: COLLECTORS }, (_, i) => i + 1);
    const connectSeconds = await connectDevices(
      echoClients,
      echoUrl,
      ids.map((id) => ({ role: 'collector', id })),
    );
    relay = { admin: await connectSocket(echoUrl, { role: 'admin' }), connectSeconds };
    for (const engine of (Object.keys(ENGINE_LABELS) as Engine[]).filter((name) => engines.includes(name))) {
      const scratch = engine === 'postgres' ? await scratchPostgres(PG_BASE, 'edu_bench_realtime') : undefined;
      if (typeof scratch === 'string') {
        rows.push({
          figure: `${COLLECTORS} collector sockets (${ENGINE_LABELS[engine]})`,
          value: `not measured: ${scratch}`,
          baseline: '-',
          ratio: '-',
          goal: '-',
          met: false,
        });
        continue;
      }
      try {
        rows.push(...(await engineRows(engine, relay, scratch?.url)));
      } finally {
        await scratch?.drop();
      }
    }
    return rows;
  } finally {
    relay?.admin.close();
    closeClients(echoClients);
    echo.stop();
  }
}

if (process.argv[1]?.endsWith('realtime.ts')) {
  printTable(await realtimeRows());
  process.exit(0);
}
