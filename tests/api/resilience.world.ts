/**
 * The world of the resilience tests: the test's own redis-server, a fresh
 * PostgreSQL database, the live process (the test's app, listening) and a peer (a real
 * `server/main.ts` process) sharing both, the real collector agent connected to the peer and an
 * admin socket on the live process. `traffic` drives a steady stream of requests at the live
 * process and records every status and time.
 */
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Socket } from 'socket.io-client';
import { startAgent, type Agent } from '../../collector/agent';
import { buildApp } from '../../server/app';
import type { Config } from '../../server/config';
import { EVENTS, newRequestId, type CommandResult, type OnlineCollector } from '../../src/domain/protocol';
import { bearer, createUser, loginToken } from '../helpers/fixtures';
import { connectSocket, urlOf } from '../helpers/realtime';
import { startRedisServer, type RedisServer } from '../helpers/redisServer';
import { startServerProcess, type ServerProcess } from '../helpers/serverProcess';
import { PG_URL } from '../helpers/sharedServices';
import { createPostgresDatabase, testConfig } from '../helpers/testApp';

export { PG_URL };

/** Long enough that a lost command is never closed by its time-out: only the presence can close it in time. */
export const COMMAND_TIMEOUT_MS = 60_000;

export interface World {
  redis: RedisServer;
  live: FastifyInstance;
  liveUrl: string;
  config: Config;
  peer: ServerProcess;
  agent: Agent;
  collector: { id: number; email: string; password: string };
  adminEmail: string;
  adminToken: string;
  admin: Socket;
  close(): Promise<void>;
}

export async function startWorld(options: { redisPrefix?: string; logger?: FastifyServerOptions['logger'] } = {}): Promise<World> {
  const cleanups: Array<() => Promise<unknown>> = [];
  const close = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  };
  try {
    const redis = await startRedisServer();
    cleanups.push(() => redis.stop());
    const database = await createPostgresDatabase(PG_URL);
    cleanups.push(() => database.drop());
    const config = testConfig({ databaseUrl: database.url, redisUrl: redis.url, redisPrefix: options.redisPrefix });
    const live = await buildApp(config, { logger: options.logger, realtime: { commandTimeoutMs: COMMAND_TIMEOUT_MS, queueSweepMs: 500, reauthMs: 100 } });
    await live.listen({ port: 0, host: '127.0.0.1' });
    cleanups.push(async () => {
      const closing = live.close();
      live.server.closeAllConnections();
      await closing;
    });
    const peer = await startServerProcess({
      databaseUrl: database.url,
      jwtSecret: config.jwtSecret!,
      redisUrl: redis.url,
      env: options.redisPrefix ? { REDIS_PREFIX: options.redisPrefix } : {},
    });
    cleanups.push(() => peer.kill());
    const collectorUser = await createUser(live, { role: 'collector' });
    const adminUser = await createUser(live, { role: 'admin' });
    const collector = { id: collectorUser.id, email: collectorUser.email, password: collectorUser.password };
    const agent = await startAgent({ server: peer.url, email: collector.email, password: collector.password, records: false, echo: () => undefined });
    cleanups.push(() => agent.stop());
    await agent.connected();
    const adminToken = await loginToken(live, adminUser.email);
    const liveUrl = urlOf(live);
    const admin = await connectSocket(liveUrl, adminToken, 'admin');
    cleanups.push(async () => admin.close());
    return { redis, live, liveUrl, config, peer, agent, collector, adminEmail: adminUser.email, adminToken, admin, close };
  } catch (error) {
    await close();
    throw error;
  }
}

export async function onlineIds(world: World): Promise<number[]> {
  const response = await fetch(`${world.liveUrl}/api/admin/sync/online-collectors`, { headers: bearer(world.adminToken) });
  if (!response.ok) throw new Error(`online list: ${response.status}`);
  const body = (await response.json()) as { data: OnlineCollector[] };
  return body.data.map((collector) => collector.id);
}

export interface Sample {
  what: string;
  status: number;
  ms: number;
}

/** Requests at the live process every `everyMs` until stopped: the online list, a list page, and a command. */
export function traffic(world: World, everyMs = 200): { samples: Sample[]; commands: string[]; stop: () => Promise<void> } {
  const samples: Sample[] = [];
  const commands: string[] = [];
  const pending = new Set<Promise<unknown>>();
  const timed = async (what: string, run: () => Promise<number>) => {
    const started = performance.now();
    const status = await run().catch(() => 0);
    samples.push({ what, status, ms: performance.now() - started });
  };
  const get = (path: string) => () => fetch(`${world.liveUrl}${path}`, { headers: bearer(world.adminToken) }).then((response) => response.status);
  let round = 0;
  const timer = setInterval(() => {
    round += 1;
    const work = [
      timed('online list', get('/api/admin/sync/online-collectors')),
      timed('list page', get('/api/admin/user-management/collectors?page=1')),
      ...(round % 5 === 0 ? [timed('command', () => sendCommand(world, commands))] : []),
    ];
    for (const job of work) {
      pending.add(job);
      void job.finally(() => pending.delete(job));
    }
  }, everyMs);
  return {
    samples,
    commands,
    stop: async () => {
      clearInterval(timer);
      await Promise.all([...pending]);
    },
  };
}

/** A live command (every other one with queueIfOffline); 200 when its ack came within 2 s. */
async function sendCommand(world: World, sent: string[]): Promise<number> {
  const requestId = newRequestId();
  sent.push(requestId);
  const queueIfOffline = sent.length % 2 === 0;
  const ack = (await world.admin
    .timeout(2000)
    .emitWithAck(EVENTS.execute, { requestId, collectorId: world.collector.id, command: 'testConnection', queueIfOffline })) as { ok: boolean; code?: string };
  return ack.ok || ack.code === 'COLLECTOR_OFFLINE' ? 200 : 500;
}

/** Each command's row: never missing, and closed (or queued) rather than left `sent`. */
export async function commandRows(world: World, requestIds: string[]) {
  const rows = await world.live.db.selectFrom('deviceCommands').select(['requestId', 'status', 'error']).where('requestId', 'in', requestIds).execute();
  return requestIds.map((requestId) => rows.find((row) => row.requestId === requestId) ?? { requestId, status: 'missing', error: null });
}

export function results(world: World): CommandResult[] {
  const seen: CommandResult[] = [];
  world.admin.on(EVENTS.result, (result: CommandResult) => seen.push(result));
  return seen;
}

/** Signs in (through the app) and out (over HTTP): a session revocation every process must hear; answers the sign-out's status and time. */
export async function timedSignOut(world: World): Promise<Sample> {
  const token = await loginToken(world.live, world.adminEmail);
  const started = performance.now();
  const response = await fetch(`${world.liveUrl}/api/admin/auth/logout`, { method: 'POST', headers: bearer(token) });
  return { what: 'sign-out', status: response.status, ms: performance.now() - started };
}
