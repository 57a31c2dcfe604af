/**
 * WORKERS=2: the cluster (server/cluster.ts) started as a child process on a
 * fresh PostgreSQL database, without Redis (Node's cluster adapter relays between the workers) and
 * with REDIS_URL (the Redis adapter, under a REDIS_PREFIX of its own).
 * Answers carry `x-worker`; WebSocket upgrades too, so a test can place sockets on each worker
 * (each new connection goes to the next worker).
 * The real collector agent connects through the primary; a command from an admin socket on either
 * worker reaches it and its result returns; every worker lists the same online collectors; a
 * killed worker is replaced; SIGTERM stops the lot with exit code 0. WORKERS>1 on PGlite is refused.
 */
import type { IncomingMessage } from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { NodeWebSocket } from 'engine.io-client';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAgent, type Agent } from '../../collector/agent';
import { buildApp } from '../../server/app';
import { PGLITE_WORKERS_MESSAGE } from '../../server/cluster';
import { SOCKET_PATH } from '../../src/domain/protocol';
import { bearer, createUser, loginToken } from '../helpers/fixtures';
import { execute, waitFor } from '../helpers/realtime';
import { createPostgresDatabase, testConfig } from '../helpers/testApp';
import { PG_URL, REDIS_URL } from '../helpers/sharedServices';
import { freePort, getOnNewConnection, spawnServer, waitUntilAnswers, type ChildServer } from './cluster.process';

/** node with tsx's loader (no tsx CLI in between: the primary's own exit code reaches the test); the workers inherit it. */
const SERVER = [process.execPath, ['--import', 'tsx', 'server/main.ts']] as const;

/** A WebSocket transport that reports which worker answered the upgrade. */
function transportReportingWorker(onWorker: (worker: string) => void) {
  return class extends NodeWebSocket {
    override createSocket(uri: string, protocols: string | string[] | undefined, opts: Record<string, unknown>) {
      const ws = super.createSocket(uri, protocols, opts) as { once: (event: 'upgrade', listener: (response: IncomingMessage) => void) => void };
      ws.once('upgrade', (response) => onWorker(String(response.headers['x-worker'])));
      return ws;
    }
  };
}

/** A socket on the cluster and the worker it landed on. */
function connectTo(url: string, token: string, role: 'admin' | 'collector'): Promise<{ socket: Socket; worker: string }> {
  let worker = '';
  const socket = io(url, {
    path: SOCKET_PATH,
    transports: [transportReportingWorker((id) => (worker = id))],
    auth: { token, role },
    reconnection: false,
    forceNew: true,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve({ socket, worker }));
    socket.once('connect_error', reject);
  });
}

/** Connects until one socket sits on each of the two workers; closes the extra ones. */
async function onEachWorker(url: string, token: string, role: 'admin' | 'collector'): Promise<Map<string, Socket>> {
  const placed = new Map<string, Socket>();
  for (let attempt = 0; attempt < 8 && placed.size < 2; attempt += 1) {
    const { socket, worker } = await connectTo(url, token, role);
    if (placed.has(worker)) socket.close();
    else placed.set(worker, socket);
  }
  expect([...placed.keys()].sort()).toEqual(['1', '2']);
  return placed;
}

/** Every process below `pid` (Linux /proc). */
function descendants(pid: number): number[] {
  const parentOf = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      parentOf.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone meanwhile
    }
  }
  const found: number[] = [];
  const walk = (parent: number) => {
    for (const [child, of] of parentOf) {
      if (of !== parent) continue;
      found.push(child);
      walk(child);
    }
  };
  walk(pid);
  return found;
}

const onlineIds = (rows: { id: number; online: boolean }[]) =>
  rows
    .filter((row) => row.online)
    .map((row) => row.id)
    .sort((a, b) => a - b);

const VARIANTS = [
  { name: 'no Redis: the cluster adapter', redisUrl: undefined },
  { name: 'with REDIS_URL: the Redis adapter', redisUrl: REDIS_URL },
];

describe.each(VARIANTS)('WORKERS=2 on PostgreSQL, $name', ({ redisUrl }) => {
  let database: { url: string; drop: () => Promise<void> };
  let app: FastifyInstance;
  let cluster: ChildServer | undefined;
  let agent: Agent | undefined;
  const sockets: Socket[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-cluster-'));
  const jwtSecret = crypto.randomBytes(32).toString('hex');
  let adminToken: string;
  let collectors: { id: number; email: string; password: string }[];

  beforeAll(async () => {
    database = await createPostgresDatabase(PG_URL);
    // Users made through an app of the test's own on the same database (its tokens work on the cluster).
    app = await buildApp(testConfig({ databaseUrl: database.url, jwtSecret }));
    const admin = await createUser(app, { role: 'super_admin' });
    adminToken = await loginToken(app, admin.email);
    collectors = [await createUser(app, { role: 'collector' }), await createUser(app, { role: 'collector' })];
    const port = await freePort();
    cluster = spawnServer(SERVER[0], [...SERVER[1]], port, {
      NODE_ENV: 'test',
      WORKERS: '2',
      DATABASE_URL: database.url,
      JWT_SECRET: jwtSecret,
      DATA_DIR: dataDir,
      DEMO_DATA: 'false',
      REDIS_URL: redisUrl,
      REDIS_PREFIX: `cluster-test-${crypto.randomBytes(4).toString('hex')}`,
      ADMIN_EMAIL: undefined,
      ADMIN_PASSWORD: undefined,
    });
    await waitUntilAnswers(cluster, '/api/ready', 50_000);
    // The first worker answers as soon as it listens; the primary says when all of them do.
    await waitFor(() => /WORKERS=2: 2 server processes/.test(cluster!.output()), 30_000, `all workers listening:\n${cluster.output()}`);
  }, 90_000);

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await agent?.stop().catch(() => undefined);
    await cluster?.stop();
    await app?.close();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  /** The online collectors as each worker lists them (new connections until both answered). */
  const listPerWorker = async () => {
    const lists = new Map<string, number[]>();
    for (let i = 0; i < 8 && lists.size < 2; i += 1) {
      const response = await getOnNewConnection(`${cluster!.url}/api/admin/user-management/collectors?range=[0,99]`, bearer(adminToken));
      expect(response.status).toBe(200);
      lists.set(response.worker ?? 'none', onlineIds(JSON.parse(response.body)));
    }
    expect([...lists.keys()].sort()).toEqual(['1', '2']);
    return lists;
  };

  it('spreads plain requests over both workers', async () => {
    const workers = new Set<string>();
    for (let i = 0; i < 6; i += 1) workers.add((await getOnNewConnection(`${cluster!.url}/api/health`)).worker ?? 'none');
    expect([...workers].sort()).toEqual(['1', '2']);
  });

  it('the real collector agent connects through the cluster; a command from an admin on either worker reaches it and its result returns', async () => {
    agent = await startAgent({
      server: cluster!.url,
      email: collectors[0].email,
      password: collectors[0].password,
      records: { communities: 1, schools: 2, learners: 1, staff: 0, households: 0, oosChildren: 0 },
    });
    await agent.connected();
    // A worker learns of its peers by heartbeat within moments of starting: wait until both list the agent.
    await waitFor(async () => [...(await listPerWorker()).values()].every((ids) => ids.includes(agent!.collectorId)), 8000, 'both workers listing the agent');
    const admins = await onEachWorker(cluster!.url, adminToken, 'admin');
    sockets.push(...admins.values());
    for (const [worker, admin] of admins) {
      const result = await execute(admin, { command: 'testConnection', collectorId: agent.collectorId }, 8000);
      expect(result, `admin on worker ${worker}`).toMatchObject({ ok: true });
      const page = await execute(admin, { command: 'fetchTable', collectorId: agent.collectorId, table: 'schools', page: 1, limit: 10 }, 8000);
      expect(page, `admin on worker ${worker}`).toMatchObject({ ok: true });
    }
  }, 40_000);

  it('every worker lists the same online collectors, and one that leaves is gone from every list', async () => {
    const second = await onEachWorker(cluster!.url, await loginToken(app, collectors[1].email), 'collector');
    sockets.push(...second.values());
    const expected = [agent!.collectorId, collectors[1].id].sort((a, b) => a - b);
    await waitFor(
      async () => [...(await listPerWorker()).values()].every((ids) => ids.join() === expected.join()),
      8000,
      'both workers listing both collectors',
    );

    for (const socket of second.values()) socket.close();
    await agent!.stop();
    agent = undefined;
    await waitFor(async () => [...(await listPerWorker()).values()].every((ids) => ids.length === 0), 8000, 'both workers listing nobody online');
  }, 40_000);

  it('replaces a worker that dies, and answers every request meanwhile', async () => {
    const pids = /pids (\d+), (\d+)/.exec(cluster!.output());
    expect(pids, cluster!.output()).not.toBeNull();
    process.kill(Number(pids![1]), 'SIGKILL');
    // A connection handed over in the very moment of the death can be lost; from the moment the primary knows, none is.
    await waitFor(() => /exited \(SIGKILL\): starting a replacement/.test(cluster!.output()), 5000, 'the primary to see the death');
    const seen = new Set<string>();
    await waitFor(
      async () => {
        const response = await getOnNewConnection(`${cluster!.url}/api/health`);
        expect(response.status).toBe(200);
        seen.add(response.worker ?? 'none');
        return seen.has('3');
      },
      20_000,
      'a third worker to answer',
    );
  }, 30_000);

  it('SIGTERM stops the workers and the primary exits 0', async () => {
    const processes = descendants(cluster!.child.pid!);
    expect(processes.length).toBeGreaterThanOrEqual(2);
    const ended = await cluster!.stop();
    expect(ended).toEqual({ code: 0, signal: null });
    const alive = (pid: number) => fs.existsSync(`/proc/${pid}`) && !/^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
    // The workers are gone (tsx's esbuild helper processes follow their parent within moments).
    await waitFor(() => processes.every((pid) => !alive(pid)), 3000, `every process of the cluster to end: ${processes.filter(alive).join(', ')}`);
  }, 30_000);
});

describe('WORKERS=2 on the embedded database', () => {
  it('refuses to start, saying why', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-cluster-pglite-'));
    const server = spawnServer(SERVER[0], [...SERVER[1]], await freePort(), {
      NODE_ENV: 'test',
      WORKERS: '2',
      DATABASE_URL: undefined,
      DATA_DIR: dataDir,
      DEMO_DATA: 'false',
    });
    try {
      expect((await server.exited).code).toBe(1);
      expect(server.output()).toContain(PGLITE_WORKERS_MESSAGE);
    } finally {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 30_000);
});
